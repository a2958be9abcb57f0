/**
 * Reads Tesseract's hOCR into text and one box per character. Tesseract gives word boxes and a
 * confidence per character; its character boxes come back empty (0 0 0 0) for vertical text, so a
 * word's box is then cut into equal parts along its length, one per character.
 */

export interface OcrChar {
  ch: string;
  /** [x1, y1, x2, y2] in image pixels. */
  box: [number, number, number, number];
  conf: number;
}

export interface OcrPage {
  /** Lines (a column of vertical text is one line) joined by newlines. */
  text: string;
  /** One box per non-space character of `text`, in order. */
  chars: OcrChar[];
}

const TAG = /<span class='(ocr_line|ocr_caption|ocr_textfloat|ocr_header|ocrx_word|ocrx_cinfo)'[^>]*title=['"]([^'"]*)['"][^>]*>([^<]*)/g;

function bbox(title: string, key: string): [number, number, number, number] | null {
  const m = new RegExp(`${key} (\\d+) (\\d+) (\\d+) (\\d+)`).exec(title);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] : null;
}

function decode(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/** Splits a word box into `n` boxes along its longer side. */
export function splitBox(box: [number, number, number, number], n: number): [number, number, number, number][] {
  const [x1, y1, x2, y2] = box;
  const vertical = y2 - y1 >= x2 - x1;
  const out: [number, number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    if (vertical) out.push([x1, Math.round(y1 + ((y2 - y1) * i) / n), x2, Math.round(y1 + ((y2 - y1) * (i + 1)) / n)]);
    else out.push([Math.round(x1 + ((x2 - x1) * i) / n), y1, Math.round(x1 + ((x2 - x1) * (i + 1)) / n), y2]);
  }
  return out;
}

/** `wordSpaces`: words are joined by a space (alphabetic text); without, run together (Chinese). */
export function parseHocr(hocr: string, wordSpaces = false): OcrPage {
  const lines: OcrChar[][] = [];
  /** Index of the first character of each word but a line's first, per line. */
  const wordStarts: Set<number>[] = [];
  let word: { box: [number, number, number, number]; chars: { ch: string; box: [number, number, number, number] | null; conf: number }[] } | null = null;
  const flush = () => {
    if (!word) return;
    const boxes = splitBox(word.box, word.chars.length);
    const line = lines[lines.length - 1];
    if (line?.length && word.chars.length) wordStarts[wordStarts.length - 1]!.add(line.length);
    line?.push(...word.chars.map((c, i) => ({ ch: c.ch, box: c.box ?? boxes[i]!, conf: c.conf })));
    word = null;
  };
  for (const m of hocr.matchAll(TAG)) {
    const [, cls, title, content] = m;
    if (cls === 'ocrx_word') {
      flush();
      word = { box: bbox(title!, 'bbox') ?? [0, 0, 0, 0], chars: [] };
    } else if (cls === 'ocrx_cinfo') {
      const ch = decode(content!).trim();
      if (!ch || !word) continue;
      const b = bbox(title!, 'x_bboxes');
      const conf = Number(/x_conf ([\d.]+)/.exec(title!)?.[1] ?? 0);
      for (const c of ch) word.chars.push({ ch: c, box: b && b[2] > b[0] && b[3] > b[1] ? b : null, conf });
    } else {
      flush();
      lines.push([]);
      wordStarts.push(new Set());
    }
  }
  flush();
  const kept = lines.map((l, i) => ({ l, starts: wordStarts[i]! })).filter(({ l }) => l.length);
  const lineText = ({ l, starts }: (typeof kept)[number]) => l.map((c, i) => (wordSpaces && starts.has(i) ? ` ${c.ch}` : c.ch)).join('');
  return { text: kept.map(lineText).join('\n'), chars: kept.flatMap(({ l }) => l) };
}

/** How much a reading is worth: the confidence summed over its letters and digits (noise marks do not count). */
export function readingScore(page: OcrPage): number {
  return page.chars.reduce((n, c) => n + (/[\p{L}\p{N}]/u.test(c.ch) ? c.conf / 100 : 0), 0);
}

/** Mean confidence (0–100) of the characters. */
export function meanConfidence(page: OcrPage): number {
  return page.chars.length ? page.chars.reduce((n, c) => n + c.conf, 0) / page.chars.length : 0;
}
