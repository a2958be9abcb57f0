/**
 * ANSEL (ANSI Z39.47) as used by GEDCOM 5.x. Combining marks come BEFORE their base letter in ANSEL and
 * after it in Unicode, so the decoder holds marks until the base arrives, then normalises to NFC.
 */
const SPACING: Record<number, number> = {
  0xa1: 0x0141, 0xa2: 0x00d8, 0xa3: 0x0110, 0xa4: 0x00de, 0xa5: 0x00c6, 0xa6: 0x0152, 0xa7: 0x02b9,
  0xa8: 0x00b7, 0xa9: 0x266d, 0xaa: 0x00ae, 0xab: 0x00b1, 0xac: 0x01a0, 0xad: 0x01af, 0xae: 0x02bc,
  0xb0: 0x02bb, 0xb1: 0x0142, 0xb2: 0x00f8, 0xb3: 0x0111, 0xb4: 0x00fe, 0xb5: 0x00e6, 0xb6: 0x0153,
  0xb7: 0x02ba, 0xb8: 0x0131, 0xb9: 0x00a3, 0xba: 0x00f0, 0xbc: 0x01a1, 0xbd: 0x01b0, 0xbe: 0x25a1,
  0xbf: 0x25a0, 0xc0: 0x00b0, 0xc1: 0x2113, 0xc2: 0x2117, 0xc3: 0x00a9, 0xc4: 0x266f, 0xc5: 0x00bf,
  0xc6: 0x00a1, 0xc7: 0x00df, 0xc8: 0x20ac, 0xcd: 0x0065, 0xce: 0x006f, 0xcf: 0x00df,
};

const COMBINING: Record<number, number> = {
  0xe0: 0x0309, 0xe1: 0x0300, 0xe2: 0x0301, 0xe3: 0x0302, 0xe4: 0x0303, 0xe5: 0x0304, 0xe6: 0x0306,
  0xe7: 0x0307, 0xe8: 0x0308, 0xe9: 0x030c, 0xea: 0x030a, 0xeb: 0xfe20, 0xec: 0xfe21, 0xed: 0x0315,
  0xee: 0x030b, 0xef: 0x0310, 0xf0: 0x0327, 0xf1: 0x0328, 0xf2: 0x0323, 0xf3: 0x0324, 0xf4: 0x0325,
  0xf5: 0x0333, 0xf6: 0x0332, 0xf7: 0x0326, 0xf8: 0x031c, 0xf9: 0x032e, 0xfa: 0xfe22, 0xfb: 0xfe23,
  0xfe: 0x0313,
};

/** Decodes ANSEL bytes to NFC Unicode; unknown high bytes become U+FFFD. */
export function decodeAnsel(bytes: Uint8Array): string {
  const out: string[] = [];
  let chunk: number[] = [];
  let pending: number[] = [];
  let sawMark = false;
  const flush = () => {
    if (chunk.length > 0) {
      out.push(String.fromCharCode(...chunk));
      chunk = [];
    }
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const mark = COMBINING[b];
    if (mark !== undefined) {
      pending.push(mark);
      sawMark = true;
      continue;
    }
    const code = b < 0x80 ? b : (SPACING[b] ?? 0xfffd);
    // A mark before a line end has no base letter: keep it attached to nothing rather than the newline.
    if (pending.length > 0 && (code === 0x0a || code === 0x0d)) {
      pending = [];
    }
    chunk.push(code);
    if (pending.length > 0) {
      // Marks were written outermost first; Unicode wants them after the base, in the same order.
      for (const m of pending) chunk.push(m);
      pending = [];
    }
    if (chunk.length > 4096) flush();
  }
  flush();
  const text = out.join('');
  return sawMark ? text.normalize('NFC') : text;
}

/** Encodes Unicode text to ANSEL, for tests and for writing ANSEL samples. Characters ANSEL lacks become '?'. */
export function encodeAnsel(text: string): Uint8Array {
  const spacing = new Map<number, number>();
  for (const [k, v] of Object.entries(SPACING)) if (v >= 0x80) spacing.set(v, Number(k));
  const combining = new Map<number, number>();
  for (const [k, v] of Object.entries(COMBINING)) combining.set(v, Number(k));
  const out: number[] = [];
  for (const ch of text.normalize('NFD')) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (combining.has(c)) {
      // Move the mark in front of the base letter that was just written.
      let at = out.length - 1;
      while (at > 0 && COMBINING[out[at]!] !== undefined) at--;
      out.splice(at, 0, combining.get(c)!);
    } else out.push(spacing.get(c) ?? 0x3f);
  }
  return Uint8Array.from(out);
}
