/**
 * What an uploaded file really is, from its first bytes, checked against its name. The name picks the
 * kind the member meant (a photo, a video …); the content must be a format of that kind. Within a kind
 * the content wins (a PNG named .jpg is stored as image/png); a file of another kind, or HTML, a script
 * or a program dressed up with a media extension, is refused with a message that names the file.
 */
import { ACCEPTED_EXTENSIONS, assetKinds, type AssetKind } from '../../protocol/library';
import { badRequest } from '../http/errors';

/** How many first bytes the checks look at (the multipart reader keeps 512). */
export const SNIFF_BYTES = 512;

export interface Sniffed {
  /** What the content is, for messages ('a PNG image'). */
  label: string;
  /** Its content type by the kind it is taken as: an MP4 container may hold a film or only sound. */
  types: Partial<Record<AssetKind, string>>;
}

/** The upload's kind and its real content type. */
export interface CheckedUpload {
  kind: AssetKind;
  contentType: string;
}

const ascii = (b: Uint8Array, at: number, text: string) => b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
const bytesAt = (b: Uint8Array, at: number, want: number[]) => b.length >= at + want.length && want.every((v, i) => b[at + i] === v);
const str = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const GEDCOM = 'text/vnd.familysearch.gedcom';

/** The text of the head when it is text (UTF-8 or UTF-16 by its BOM), without the BOM; null for binary. */
function headText(b: Uint8Array): string | null {
  if (bytesAt(b, 0, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(b.subarray(2, b.length - (b.length % 2)));
  if (bytesAt(b, 0, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(b.subarray(2, b.length - (b.length % 2)));
  // UTF-16 without a BOM: every other byte zero in a line that starts with a digit ('0 HEAD').
  if (b.length >= 4 && b[0] === 0x30 && b[1] === 0 && b[3] === 0) return new TextDecoder('utf-16le').decode(b.subarray(0, b.length - (b.length % 2)));
  const start = bytesAt(b, 0, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  const text = new TextDecoder('utf-8').decode(b.subarray(start));
  // Binary: control characters other than tab, line breaks and form feed (a cut multi-byte character at the end is fine).
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0b && c !== 0x0c && c !== 0x0d) return null;
  }
  return text;
}

/** Content that must never be stored as media whatever its name (served back, it could run). */
function dangerous(b: Uint8Array, text: string | null): string | null {
  if (ascii(b, 0, 'MZ')) return 'a Windows program';
  if (bytesAt(b, 0, [0x7f, 0x45, 0x4c, 0x46])) return 'a Linux program';
  if ([[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]].some((m) => bytesAt(b, 0, m))) {
    return 'a macOS program';
  }
  if (text === null) return null;
  const t = text.trimStart().toLowerCase();
  if (t.startsWith('#!')) return 'a script';
  if (/^(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body|script|iframe|meta|title|a\s|div|p>|form|object|embed|style)/.test(t)) return 'HTML';
  if (/^<\?php/.test(t)) return 'a PHP script';
  return null;
}

/** SVG: XML (an optional prolog, comments and doctype) whose first element is <svg>. */
function isSvg(text: string): boolean {
  const t = text.trimStart().replace(/^<\?xml[\s\S]*?\?>\s*/, '');
  const body = t.replace(/^(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*/i, '');
  return /^<svg[\s>]/i.test(body);
}

function oggCodec(b: Uint8Array): Sniffed {
  // The first page's one packet starts after the segment table: 27 header bytes + its segment count.
  const at = 27 + (b[26] ?? 0);
  if (bytesAt(b, at, [0x01]) && ascii(b, at + 1, 'vorbis')) return { label: 'Ogg Vorbis audio', types: { audio: 'audio/ogg' } };
  if (ascii(b, at, 'OpusHead')) return { label: 'Ogg Opus audio', types: { audio: 'audio/ogg' } };
  if (bytesAt(b, at, [0x7f]) && ascii(b, at + 1, 'FLAC')) return { label: 'Ogg FLAC audio', types: { audio: 'audio/ogg' } };
  if (bytesAt(b, at, [0x80]) && ascii(b, at + 1, 'theora')) return { label: 'Ogg Theora video', types: { video: 'video/ogg' } };
  if (ascii(b, at, 'OVP80')) return { label: 'Ogg VP8 video', types: { video: 'video/ogg' } };
  return { label: 'an Ogg file', types: { audio: 'audio/ogg', video: 'video/ogg' } };
}

function ftyp(b: Uint8Array): Sniffed {
  const brand = str(b, 8, 4);
  if (/^M4[ABP] $/.test(brand)) return { label: 'MPEG-4 audio', types: { audio: 'audio/mp4' } };
  if (brand === 'qt  ') return { label: 'a QuickTime video', types: { video: 'video/quicktime' } };
  if (/^3g[p2]/.test(brand)) return { label: 'a 3GPP video', types: { video: 'video/3gpp', audio: 'audio/3gpp' } };
  return { label: 'an MPEG-4 video', types: { video: 'video/mp4', audio: 'audio/mp4' } };
}

/** Matroska or WebM by the DocType element of the EBML header. */
function ebml(b: Uint8Array): Sniffed {
  const head = str(b, 0, Math.min(b.length, 64));
  if (head.includes('webm')) return { label: 'a WebM video', types: { video: 'video/webm', audio: 'audio/webm' } };
  return { label: 'a Matroska video', types: { video: 'video/x-matroska', audio: 'audio/x-matroska' } };
}

/** MPEG audio frame sync: 11 set bits; layer bits 00 are AAC in ADTS, anything else MP1/2/3. */
function frameSync(b: Uint8Array): Sniffed | null {
  if (b.length < 2 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return null;
  if ((b[1]! & 0xf6) === 0xf0) return { label: 'AAC audio', types: { audio: 'audio/aac' } };
  // Version bits 01 are reserved; layer bits 00 (with version bits other than MPEG-4) are not MPEG audio.
  if (((b[1]! >> 3) & 3) === 1 || ((b[1]! >> 1) & 3) === 0) return null;
  return { label: 'MP3 audio', types: { audio: 'audio/mpeg' } };
}

/** What the first bytes are, or null when they are no format the library takes. */
export function sniff(b: Uint8Array): Sniffed | null {
  if (bytesAt(b, 0, [0xff, 0xd8, 0xff])) return { label: 'a JPEG image', types: { image: 'image/jpeg' } };
  if (bytesAt(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { label: 'a PNG image', types: { image: 'image/png' } };
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return { label: 'a GIF image', types: { image: 'image/gif' } };
  // BM, then a DIB header whose size is one of the known versions (a bare 'BM' is too common in text).
  if (ascii(b, 0, 'BM') && [12, 40, 52, 56, 64, 108, 124].includes(b[14]! | (b[15]! << 8))) return { label: 'a BMP image', types: { image: 'image/bmp' } };
  if (ascii(b, 4, 'ftyp')) return ftyp(b);
  if (bytesAt(b, 0, EBML)) return ebml(b);
  if (ascii(b, 0, 'OggS')) return oggCodec(b);
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI ')) return { label: 'an AVI video', types: { video: 'video/x-msvideo' } };
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')) return { label: 'WAV audio', types: { audio: 'audio/wav' } };
  if (bytesAt(b, 0, ASF_GUID)) return { label: 'a Windows Media file', types: { video: 'video/x-ms-wmv', audio: 'audio/x-ms-wma' } };
  if (ascii(b, 0, 'FLV') && b[3] === 1) return { label: 'a Flash video', types: { video: 'video/x-flv' } };
  if (ascii(b, 0, 'fLaC')) return { label: 'FLAC audio', types: { audio: 'audio/flac' } };
  if (ascii(b, 0, 'FORM') && (ascii(b, 8, 'AIFF') || ascii(b, 8, 'AIFC'))) return { label: 'AIFF audio', types: { audio: 'audio/aiff' } };
  if (ascii(b, 0, 'MAC ')) return { label: "Monkey's Audio", types: { audio: 'audio/x-ape' } };
  // Before MP3 frame sync: a UTF-16 byte-order mark (FF FE) looks like an MPEG frame header.
  const text = headText(b);
  if (text !== null && /^\s*0\s+HEAD\b/.test(text)) return { label: 'a GEDCOM file', types: { genealogy: GEDCOM } };
  // An ID3 tag comes before MP3 frames (and now and then before AAC or FLAC: the name decides then).
  if (ascii(b, 0, 'ID3')) return { label: 'MP3 audio', types: { audio: 'audio/mpeg' } };
  const sync = frameSync(b);
  if (sync) return sync;
  if (ascii(b, 0, 'PK\u0003\u0004')) return { label: 'a ZIP archive', types: { genealogy: 'application/zip' } };
  if (text !== null && isSvg(text)) return { label: 'an SVG image', types: { image: 'image/svg+xml' } };
  return null;
}

/** How a file of this extension is named in a message ('a JPEG image'). */
const FORMAT_NAMES: Record<string, string> = {
  jpg: 'a JPEG image', jpe: 'a JPEG image', jpeg: 'a JPEG image', jfif: 'a JPEG image', png: 'a PNG image', gif: 'a GIF image',
  svg: 'an SVG image', bmp: 'a BMP image', mp4: 'an MP4 video', webm: 'a WebM video', ogg: 'an Ogg audio or video file',
  ogv: 'an Ogg video', mov: 'a QuickTime video', avi: 'an AVI video', wmv: 'a Windows Media video', flv: 'a Flash video',
  '3gp': 'a 3GPP video', mkv: 'a Matroska video', mp3: 'an MP3 audio file', wav: 'a WAV audio file', flac: 'a FLAC audio file',
  aac: 'an AAC audio file', wma: 'a Windows Media audio file', m4a: 'an MPEG-4 audio file', aiff: 'an AIFF audio file',
  ape: "a Monkey's Audio file", alac: 'an Apple Lossless audio file', ged: 'a GEDCOM file', gdz: 'a GEDZIP archive',
};

/** An extension of two kinds (.ogg) is taken as audio unless the content is only video. */
const TRY_ORDER: AssetKind[] = ['image', 'audio', 'video', 'genealogy'];

const KIND_LABELS: Record<AssetKind, string> = { image: 'photos', video: 'video', audio: 'audio', genealogy: 'GEDCOM' };

/**
 * The upload's kind and real content type, from its name and first bytes; a 400 naming the file (and
 * `field`) when the name is no accepted type, or the content is not a file of the name's kind.
 */
export function checkUpload(name: string, head: Uint8Array, field = 'file'): CheckedUpload {
  const refuse = (message: string) => badRequest(message, { [field]: [message] });
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const kinds = TRY_ORDER.filter((k) => (ACCEPTED_EXTENSIONS[k] as readonly string[]).includes(ext));
  if (!kinds.length) {
    const accepted = assetKinds.map((k) => `${KIND_LABELS[k]} (${ACCEPTED_EXTENSIONS[k].join(', ')})`).join('; ');
    throw refuse(`${name} is not a file type the library takes. Accepted: ${accepted}.`);
  }
  const expected = FORMAT_NAMES[ext] ?? `a .${ext} file`;
  if (head.length === 0) throw refuse(`${name} is empty.`);
  const text = headText(head);
  const bad = dangerous(head, text);
  if (bad) throw refuse(`${name} is not ${expected}: its content is ${bad}.`);
  const found = sniff(head);
  if (!found) throw refuse(`${name} is not ${expected}: its content is not a format the library recognises.`);
  // A GEDZIP is a ZIP whose name says so: a ZIP named .ged is not GEDCOM text.
  if (found.label === 'a ZIP archive' && ext !== 'gdz') throw refuse(`${name} is not ${expected}: its content is a ZIP archive.`);
  if (ext === 'gdz' && found.label !== 'a ZIP archive') throw refuse(`${name} is not ${expected}: its content is ${found.label}.`);
  for (const kind of kinds) {
    const contentType = found.types[kind];
    if (contentType) return { kind, contentType };
  }
  throw refuse(`${name} is not ${expected}: its content is ${found.label}.`);
}
