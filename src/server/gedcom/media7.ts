/**
 * 5.5.1 multimedia spellings to 7.0: FILE names in any operating system's form become URI references,
 * FORM file-format words become media types, and the source media (FORM.TYPE or FORM.MEDI) becomes
 * FORM.MEDI from the 7.0 enumeration.
 */
import { makeNode, type GedcomNode } from './node';

/** The formats 5.5.1 names, plus common ones exporters write, by their IANA media type. */
const MEDIA_TYPES: Record<string, string> = {
  bmp: 'image/bmp', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', tif: 'image/tiff', tiff: 'image/tiff',
  pcx: 'image/vnd.zbrush.pcx', wav: 'audio/vnd.wave', ole: 'application/x-oleobject', pdf: 'application/pdf',
};

const MEDI = new Set(['AUDIO', 'BOOK', 'CARD', 'ELECTRONIC', 'FICHE', 'FILM', 'MAGAZINE', 'MANUSCRIPT', 'MAP', 'NEWSPAPER', 'PHOTO', 'TOMBSTONE', 'VIDEO', 'OTHER']);

// Characters that would end or change the meaning of a URI path; "%" first so escapes stay readable.
const ESCAPES: Record<string, string> = { '%': '%25', ':': '%3a', '?': '%3F', '#': '%23', '[': '%5B', ']': '%5D', '@': '%40', ' ': '%20' };

/**
 * A 5.5.1 file name as a 7.0 URI reference: URLs stay as they are; "\\server\share" becomes
 * file://server/share, "c:\dir" file:///c:/dir and "/dir" file:///dir; backslashes become slashes and
 * characters with a meaning in URIs are percent-escaped.
 */
export function fileUri(name: string): string {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(name)) return name;
  let prefix = '';
  let path = name;
  if (/^\\\\[^\\]/.test(name)) {
    prefix = 'file://';
    path = name.slice(2);
  } else if (/^[A-Za-z]:[\\/]/.test(name)) {
    prefix = `file:///${name.slice(0, 2)}`;
    path = name.slice(2);
  } else if (name.startsWith('/') || name.startsWith('\\')) {
    prefix = 'file://';
  }
  return prefix + path.replace(/\\/g, '/').replace(/[%:?#[\]@ ]/g, (c) => ESCAPES[c]!);
}

/** A 5.5.1 FORM word ("jpg") as a media type; unknown words become an application/x- type. */
export function mediaType(form: string): string {
  const f = form.trim().toLowerCase();
  if (f.includes('/')) return f;
  // Own keys only: "__proto__" or "constructor" would find the object's prototype and its members.
  return Object.hasOwn(MEDIA_TYPES, f) ? MEDIA_TYPES[f]! : `application/x-${f.replace(/[^a-z0-9.+-]/g, '-')}`;
}

/** The source media word as a 7.0 MEDI structure: an enumeration value, or OTHER with the word as PHRASE. */
function medi(node: GedcomNode, level: number): GedcomNode {
  const word = (node.value ?? '').trim();
  const upper = word.toUpperCase();
  if (MEDI.has(upper)) return { ...node, level, tag: 'MEDI', value: upper };
  return { ...node, level, tag: 'MEDI', value: 'OTHER', children: [makeNode(level + 1, 'PHRASE', word), ...node.children] };
}

/** One 5.5.1 OBJE.FILE structure (already otherwise converted) in its 7.0 form. */
export function fileTo7(file: GedcomNode): GedcomNode {
  const children = file.children.map((c) => {
    if (c.tag !== 'FORM' || c.value === undefined) return c;
    const kids = c.children.map((d) => (d.tag === 'TYPE' || d.tag === 'MEDI' ? medi(d, d.level) : d));
    return { ...c, value: mediaType(c.value), children: kids };
  });
  return { ...file, value: file.value !== undefined ? fileUri(file.value) : undefined, children };
}
