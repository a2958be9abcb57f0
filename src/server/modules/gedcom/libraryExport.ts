/**
 * The tree's library in a GEDZIP export: each asset the reader may see goes into the archive under
 * media/, with an OBJE record (FILE, FORM, TITL, and the library's date and place as _DATE and _PLAC)
 * that each tagged person points to. A reader who is not a member gets what the library shows a
 * visitor: no asset whose tagged persons are all living, and no link from a living person.
 */
import type { Db } from '../../db/database';
import { readAll, type FileStore } from '../../files/store';
import { fromDateValue7, type GedcomExtras, type GedcomNode, type KeptNode } from '../../gedcom';
import { fileUri } from '../../gedcom/media7';
import { makeNode } from '../../gedcom/node';
import type { DateValue } from '../../../protocol/person';
import { visibleAssets, visitorOf, type Viewer } from '../library/queries';

/** An archive path for a file name: one part, nothing that leaves the folder. */
function safeName(filename: string): string {
  const name = filename.replace(/[/\\]/g, '_').trim();
  return name === '' || name === '.' || name === '..' ? 'file' : name;
}

/** media/<name>, or media/<n>-<name> when the archive already holds that path. */
function freePath(filename: string, taken: Set<string>): string {
  const name = safeName(filename);
  let path = `media/${name}`;
  for (let n = 2; taken.has(path); n++) path = `media/${n}-${name}`;
  taken.add(path);
  return path;
}

function freeXref(n: number, taken: Set<string>): string {
  let i = n;
  while (taken.has(`@LIB${i}@`)) i++;
  const xref = `@LIB${i}@`;
  taken.add(xref);
  return xref;
}

export interface LibraryExportInput {
  db: Db;
  files: FileStore;
  treeId: string;
  now: Date;
  /** The reader is not a member: the visitor's rule. */
  visitor: boolean;
  extras: GedcomExtras | null;
  /** Database person id -> the id the person has in the export. */
  exportIds: Map<string, string>;
  /** Media already in the archive, by path: library files are added beside them. */
  media: Record<string, Uint8Array>;
}

/** The extras and media with the library added; unchanged when the tree has no asset the reader may see. */
export async function withLibraryFiles(i: LibraryExportInput): Promise<{ extras: GedcomExtras | null; media: Record<string, Uint8Array> }> {
  const viewer: Viewer = i.visitor ? await visitorOf(i.db, i.treeId, i.now) : { treeId: i.treeId, isMember: true, living: [] };
  const assets = await visibleAssets(i.db, viewer);
  if (assets.length === 0) return { extras: i.extras, media: i.media };
  const extras: GedcomExtras = i.extras
    ? { ...i.extras, records: [...i.extras.records], persons: { ...i.extras.persons } }
    : { version: '7.0', head: [], records: [], persons: {}, families: [], xrefs: [] };
  // Records of a 5.5.1 import are converted to 7.0 on the way out, FILE to a URI among them.
  const asUri = extras.version === '7.0';
  const media = { ...i.media };
  const paths = new Set(Object.keys(media));
  const xrefs = new Set(extras.records.map((r) => r.xref).filter((x): x is string => !!x));
  let n = 1;
  for (const { row, persons } of assets) {
    const obj = await i.files.get(row.storage_key);
    if (!obj) continue;
    const path = freePath(row.filename, paths);
    media[path] = await readAll(obj);
    const xref = freeXref(n++, xrefs);
    const file = makeNode(1, 'FILE', asUri ? fileUri(path) : path, [makeNode(2, 'FORM', row.content_type), makeNode(2, 'TITL', row.description.trim() || row.filename)]);
    const children: GedcomNode[] = [file];
    const date = row.event_date as DateValue | null;
    const dateText = date ? fromDateValue7(date).value : '';
    if (dateText) children.push(makeNode(1, '_DATE', dateText));
    if (row.location_name) children.push(makeNode(1, '_PLAC', row.location_name));
    extras.records.push(makeNode(0, 'OBJE', undefined, children, xref));
    for (const person of persons) {
      const id = i.exportIds.get(person) ?? person;
      const link: KeptNode = { anchor: '', node: makeNode(1, 'OBJE', xref) };
      extras.persons[id] = [...(extras.persons[id] ?? []), link];
    }
  }
  return { extras, media };
}
