/**
 * What an uploaded file is, by its name and its first bytes: the library takes a file only when both
 * agree (a .jpg that is really an HTML page is refused). A stand-in for the shared content sniffing
 * of files/sniff.ts, kept to what the library's accepted types need.
 */
import { kindOfFilename, type AssetKind } from '../../../protocol/library';
import { badRequest } from '../../http/errors';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', jpe: 'image/jpeg', jpeg: 'image/jpeg', jfif: 'image/jpeg', png: 'image/png', gif: 'image/gif', svg: 'image/svg+xml', bmp: 'image/bmp',
  mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime', avi: 'video/x-msvideo', wmv: 'video/x-ms-wmv', flv: 'video/x-flv',
  '3gp': 'video/3gpp', mkv: 'video/x-matroska',
  mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', flac: 'audio/flac', aac: 'audio/aac', wma: 'audio/x-ms-wma', m4a: 'audio/mp4',
  aiff: 'audio/aiff', ape: 'audio/x-ape', alac: 'audio/mp4',
  ged: 'text/vnd.familysearch.gedcom', gdz: 'application/zip',
};

const ascii = (head: Uint8Array, at: number, text: string) => text.split('').every((ch, i) => head[at + i] === ch.charCodeAt(0));
const bytes = (head: Uint8Array, at: number, values: number[]) => values.every((v, i) => head[at + i] === v);

/** The text of the first bytes without a BOM, NULs (UTF-16) or leading blanks. */
function leadingText(head: Uint8Array): string {
  const kept = Array.from(head.subarray(0, 512)).filter((b) => b !== 0 && b !== 0xef && b !== 0xbb && b !== 0xbf && b !== 0xfe && b !== 0xff);
  return String.fromCharCode(...kept).trimStart();
}

const isFtyp = (h: Uint8Array) => ascii(h, 4, 'ftyp') || ascii(h, 4, 'moov') || ascii(h, 4, 'mdat') || ascii(h, 4, 'wide') || ascii(h, 4, 'free');
const isMatroska = (h: Uint8Array) => bytes(h, 0, [0x1a, 0x45, 0xdf, 0xa3]);
const isAsf = (h: Uint8Array) => bytes(h, 0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]);
const isMp3 = (h: Uint8Array) => ascii(h, 0, 'ID3') || (h[0] === 0xff && (h[1] & 0xe0) === 0xe0);

/** Whether the first bytes are those of a file of this extension. */
const SIGNATURES: Record<string, (h: Uint8Array) => boolean> = {
  jpg: (h) => bytes(h, 0, [0xff, 0xd8, 0xff]),
  png: (h) => bytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a'),
  bmp: (h) => ascii(h, 0, 'BM'),
  svg: (h) => {
    const text = leadingText(h);
    return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text);
  },
  mp4: isFtyp,
  mov: isFtyp,
  '3gp': isFtyp,
  m4a: isFtyp,
  alac: isFtyp,
  webm: isMatroska,
  mkv: isMatroska,
  ogg: (h) => ascii(h, 0, 'OggS'),
  ogv: (h) => ascii(h, 0, 'OggS'),
  avi: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'AVI '),
  wav: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WAVE'),
  wmv: isAsf,
  wma: isAsf,
  flv: (h) => ascii(h, 0, 'FLV'),
  mp3: isMp3,
  flac: (h) => ascii(h, 0, 'fLaC'),
  aac: (h) => ascii(h, 0, 'ADIF') || (h[0] === 0xff && (h[1] & 0xf6) === 0xf0),
  aiff: (h) => ascii(h, 0, 'FORM') && (ascii(h, 8, 'AIFF') || ascii(h, 8, 'AIFC')),
  ape: (h) => ascii(h, 0, 'MAC '),
  ged: (h) => /^0\s+HEAD\b/.test(leadingText(h)),
  gdz: (h) => bytes(h, 0, [0x50, 0x4b, 0x03, 0x04]),
};
for (const ext of ['jpe', 'jpeg', 'jfif']) SIGNATURES[ext] = SIGNATURES.jpg;

export interface FileKind {
  kind: AssetKind;
  contentType: string;
}

/**
 * The kind and content type of a file named `name` whose first bytes are `head`; a name the library
 * does not take, an empty file, or content that is not what the name says is refused with 400 naming
 * the file under `field`.
 */
export function checkAssetFile(name: string, head: Uint8Array, field: string): FileKind {
  const refuse = (message: string) => badRequest(message, { [field]: [message] });
  const kind = kindOfFilename(name);
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (!kind) throw refuse(`"${name}" is not a file the library takes: images, videos, audio or genealogy files.`);
  if (head.length === 0) throw refuse(`"${name}" is empty.`);
  if (!SIGNATURES[ext]?.(head)) throw refuse(`"${name}" is not really a .${ext} file: its content is of another type.`);
  // An .ogg that holds video is a video.
  if (ext === 'ogg' && /theora|\x80theora/i.test(String.fromCharCode(...head.subarray(0, 128)))) return { kind: 'video', contentType: 'video/ogg' };
  return { kind, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
}
