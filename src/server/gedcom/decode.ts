/**
 * Bytes to text. GEDCOM 5.x names its character set in `1 CHAR`, but exporters often lie or leave it
 * out, so byte-order marks and the zero-byte pattern of "0 HEAD" win over the header.
 */
import { decodeAnsel } from './ansel';
import { GedcomError, type GedcomIssue } from './issues';

export type GedcomEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'ANSEL' | 'ASCII' | 'CP1252' | 'MACINTOSH';

export interface DecodedGedcom {
  text: string;
  encoding: GedcomEncoding;
  /** The `1 CHAR` value as written, or null when absent. */
  declaredCharset: string | null;
  warnings: GedcomIssue[];
}

const utf8Fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

// Node's TextDecoder treats windows-1252 as ISO-8859-1, so 0x80-0x9F (€, curly quotes, dashes) need a table.
const CP1252_HIGH = [0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178];

function decodeCp1252(b: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < b.length; start += CHUNK) {
    const end = Math.min(b.length, start + CHUNK);
    const codes = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const c = b[i]!;
      codes[i - start] = c >= 0x80 && c < 0xa0 ? CP1252_HIGH[c - 0x80]! : c;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

function sniffUtf16(b: Uint8Array): 'UTF-16LE' | 'UTF-16BE' | null {
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return 'UTF-16LE';
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) return 'UTF-16BE';
  // "0 HEAD" in UTF-16 without a mark: the digit sits next to a zero byte.
  if (b.length >= 4 && b[0] !== 0 && b[1] === 0 && b[3] === 0) return 'UTF-16LE';
  if (b.length >= 4 && b[0] === 0 && b[1] !== 0 && b[2] === 0) return 'UTF-16BE';
  return null;
}

/** Reads the `1 CHAR` value from the first few kilobytes, read as Latin-1 so any 8-bit set survives. */
function declaredCharset(b: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(b.subarray(0, Math.min(b.length, 16384)));
  const m = /(?:^|[\r\n])[ \t]*1[ \t]+CHAR[ \t]+([^\r\n]*)/.exec(head);
  return m ? m[1]!.trim().toUpperCase() : null;
}

function looksLikeHtml(start: string): boolean {
  return /^\s*<(?:!doctype|html|head|body|\?xml|[a-z]+[\s>])/i.test(start);
}

function checkStart(text: string): void {
  const start = text.slice(0, 512).replace(/^\uFEFF/, '');
  if (looksLikeHtml(start)) {
    throw new GedcomError('this is an HTML or XML page, not a GEDCOM file (was a web page saved instead of the export?)');
  }
  const first = /^\s*(\S[^\r\n]*)/.exec(start);
  if (!first) throw new GedcomError('the file is empty');
  if (!/^0[ \t]+HEAD\b/.test(first[1]!)) {
    throw new GedcomError(`not a GEDCOM file: the first record must be "0 HEAD" but the file starts with "${first[1]!.slice(0, 40)}"`, 1);
  }
}

function hasHighBytes(b: Uint8Array): boolean {
  for (let i = 0; i < b.length; i++) if (b[i]! >= 0x80) return true;
  return false;
}

function utf8OrNull(b: Uint8Array): string | null {
  try {
    return utf8Fatal.decode(b);
  } catch {
    return null;
  }
}

/** Decodes a GEDCOM file to text; throws GedcomError for HTML, binary data or a missing "0 HEAD". */
export function decodeGedcom(bytes: Uint8Array): DecodedGedcom {
  const warnings: GedcomIssue[] = [];
  if (bytes.length === 0) throw new GedcomError('the file is empty');
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    throw new GedcomError('this is a zip archive; import it as GEDZIP (.gdz), not as a .ged file');
  }
  const utf16 = sniffUtf16(bytes);
  if (utf16) {
    // Two bytes a unit: a byte lost on the way shifts every unit after it, and the rest of the file
    // reads as one long line of other characters, so the import would end there without a word.
    if (bytes.length % 2 !== 0) throw new GedcomError(`the ${utf16} file has an odd number of bytes: it was cut short or damaged on the way`);
    const text = new TextDecoder(utf16 === 'UTF-16LE' ? 'utf-16le' : 'utf-16be', { ignoreBOM: false }).decode(bytes);
    checkStart(text);
    const m = /(?:^|[\r\n])[ \t]*1[ \t]+CHAR[ \t]+([^\r\n]*)/.exec(text.slice(0, 8192));
    return { text, encoding: utf16, declaredCharset: m ? m[1]!.trim().toUpperCase() : null, warnings };
  }
  // NUL bytes never occur in 8-bit or UTF-8 text: this is an image, a database or some other binary.
  const probe = bytes.subarray(0, Math.min(bytes.length, 65536));
  if (probe.includes(0)) throw new GedcomError('this is a binary file, not GEDCOM text');

  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  const declared = declaredCharset(body);
  let encoding: GedcomEncoding;
  let text: string;
  if (hasBom || declared === 'UTF-8' || declared === 'UTF8' || declared === 'UNICODE') {
    encoding = 'UTF-8';
    try {
      text = utf8Fatal.decode(body);
    } catch {
      warnings.push({ line: 0, message: 'the file says UTF-8 but has bytes that are not UTF-8; read as Windows-1252' });
      encoding = 'CP1252';
      text = decodeCp1252(body);
    }
  } else if (declared === 'ANSEL' || declared === 'MACINTOSH') {
    // Exporters write CHAR ANSEL or MACINTOSH over UTF-8 text (Chinese names and all). ANSEL's marks
    // come before an ASCII letter and its specials stand alone, and Mac Roman text puts an accented
    // letter after a plain one, which UTF-8 never allows: valid UTF-8 is UTF-8.
    const utf8Text = hasHighBytes(body) ? utf8OrNull(body) : null;
    if (utf8Text !== null) {
      encoding = 'UTF-8';
      text = utf8Text;
      warnings.push({ line: 0, message: `the file says CHAR ${declared} but is UTF-8; read as UTF-8` });
    } else if (declared === 'ANSEL') {
      encoding = 'ANSEL';
      text = decodeAnsel(body);
    } else {
      encoding = 'MACINTOSH';
      text = new TextDecoder('macintosh').decode(body);
    }
  } else if (!hasHighBytes(body)) {
    encoding = 'ASCII';
    text = utf8.decode(body);
  } else {
    // ASCII with high bytes, ANSI, IBMPC, LATIN1 or no CHAR: valid UTF-8 is almost never an accident.
    try {
      text = utf8Fatal.decode(body);
      encoding = 'UTF-8';
      if (declared && declared !== 'UTF-8') warnings.push({ line: 0, message: `the file says CHAR ${declared} but is UTF-8; read as UTF-8` });
    } catch {
      encoding = 'CP1252';
      text = decodeCp1252(body);
      if (declared === 'ASCII') warnings.push({ line: 0, message: 'the file says ASCII but has 8-bit characters; read as Windows-1252' });
    }
  }
  checkStart(text);
  return { text, encoding, declaredCharset: declared, warnings };
}
