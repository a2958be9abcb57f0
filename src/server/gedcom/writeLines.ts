/**
 * Records to GEDCOM text. 5.5.1 lines stay within 255 characters by CONC and every "@" in text is
 * doubled; 7.0 has no line limit and only a leading "@" is doubled. Newlines become CONT in both.
 */
import type { GedcomNode, GedcomVersion } from './node';

const MAX_LINE_551 = 255;

function isPointer(v: string): boolean {
  return v.length > 2 && v.charCodeAt(0) === 64 && v.charCodeAt(v.length - 1) === 64 && v.indexOf(' ') < 0 && v.charCodeAt(1) !== 35;
}

function escape551(tag: string, v: string): string {
  // Dates carry calendar escapes (@#DJULIAN@) that must stay single.
  if (isPointer(v) || tag === 'DATE') return v;
  return v.indexOf('@') >= 0 ? v.replaceAll('@', '@@') : v;
}

function escape7(v: string): string {
  return v.charCodeAt(0) === 64 && !isPointer(v) ? `@${v}` : v;
}

const MIN_FIRST_ROOM = 16;

/** Cuts text into pieces that fit `room` characters, never inside a surrogate pair or next to a space. */
function chunks(text: string, room: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > room) {
    let cut = room;
    // A CONC boundary beside a space is lost by readers that trim lines, and one inside "@@" breaks
    // the escape: move the cut off both.
    while (cut > room / 2 && (rest.charCodeAt(cut - 1) === 32 || rest.charCodeAt(cut) === 32 || (rest.charCodeAt(cut - 1) === 64 && rest.charCodeAt(cut) === 64))) cut--;
    const c = rest.charCodeAt(cut - 1);
    if (c >= 0xd800 && c <= 0xdbff) cut--;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  out.push(rest);
  return out;
}

function writeNode(node: GedcomNode, level: number, version: GedcomVersion, out: string[]): void {
  const v7 = version === '7.0';
  const head = `${level}${node.xref ? ` ${node.xref}` : ''} ${node.tag}`;
  if (node.value === undefined || node.value === '') {
    out.push(head);
  } else {
    const lines = node.value.split(/\r\n|\r|\n/);
    for (let k = 0; k < lines.length; k++) {
      const raw = lines[k]!;
      const text = v7 ? escape7(raw) : escape551(node.tag, raw);
      const prefix = k === 0 ? head : `${level + 1} CONT`;
      if (v7 || prefix.length + 1 + text.length <= MAX_LINE_551) {
        out.push(text === '' ? prefix : `${prefix} ${text}`);
        continue;
      }
      const first = MAX_LINE_551 - prefix.length - 1;
      const room = MAX_LINE_551 - `${level + 1} CONC `.length;
      // A tag or xref of hundreds of characters (bad data) leaves no room beside it, and chunks needs
      // some to make progress: the value then starts on the CONC lines.
      const firstPart = first >= MIN_FIRST_ROOM ? chunks(text, first)[0]! : '';
      out.push(firstPart === '' ? prefix : `${prefix} ${firstPart}`);
      for (const part of chunks(text.slice(firstPart.length), room)) out.push(`${level + 1} CONC ${part}`);
    }
  }
  for (const c of node.children) writeNode(c, level + 1, version, out);
}

/** Writes records as GEDCOM text with CRLF-free LF line ends and a final newline. */
export function writeGedcom(records: GedcomNode[], version: GedcomVersion): string {
  const out: string[] = [];
  for (const r of records) writeNode(r, 0, version, out);
  out.push('');
  return out.join('\n');
}
