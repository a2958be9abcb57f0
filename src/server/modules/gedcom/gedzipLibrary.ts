/**
 * The media files of a GEDZIP import that the library takes become library assets of the imported
 * tree: checked by name and first bytes as an upload is, tagged with the persons whose OBJE points to
 * them, titled, dated and placed from that OBJE. The library is then their one home: the OBJE
 * structures that named only such files are dropped from the kept extras (an export writes them again
 * from the library), and the files are not kept a second time under gedcom/media. Files the library
 * does not take (PDFs, transcripts, GEDCOM inside the archive) stay kept media as before.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DateValue } from '../../../protocol/person';
import type { DB } from '../../db/schema';
import { imageInfo } from '../../files/images';
import { checkUpload, SNIFF_BYTES } from '../../files/sniff';
import type { FileStore } from '../../files/store';
import { toDateValue, type GedcomDocument, type GedcomNode, type KeptNode } from '../../gedcom';
import { originalKey } from '../library/present';
import { assetSearchText, eventSort } from '../library/searchText';

/** The source written on assets that came from a GEDZIP. */
export const GEDZIP_SOURCE = 'gedzip';

/** One archive file the library takes, and what the GEDCOM says of it. */
export interface LibraryMediaFile {
  path: string;
  filename: string;
  bytes: Uint8Array;
  kind: 'image' | 'video' | 'audio';
  contentType: string;
  width: number | null;
  height: number | null;
  /** Graph ids of the persons whose OBJE names the file. */
  persons: string[];
  title: string;
  date: DateValue | null;
  place: string | null;
}

interface MediaRef {
  persons: Set<string>;
  title: string;
  date: string | null;
  place: string | null;
}

/** An OBJE FILE value as an archive path: slashes, no "./", percent-escapes (7.0 URIs) undone. */
export function archivePathOf(file: string): string {
  let p = file.replace(/\\/g, '/').replace(/^\.\//, '');
  try {
    p = decodeURIComponent(p);
  } catch {
    // Not an escaped URI: the text is the path.
  }
  return p;
}

const childValue = (n: GedcomNode, tags: string[]) => n.children.find((c) => tags.includes(c.tag) && c.value)?.value ?? null;
const fileNodes = (obje: GedcomNode) => obje.children.filter((c) => c.tag === 'FILE' && c.value);

/** Every OBJE in these nodes and below them. */
function* objesIn(nodes: readonly GedcomNode[]): Generator<GedcomNode> {
  for (const n of nodes) {
    if (n.tag === 'OBJE') yield n;
    yield* objesIn(n.children);
  }
}

/** What the OBJE structures of the document say of each archive path. */
function mediaRefs(doc: GedcomDocument): Map<string, MediaRef> {
  const records = new Map(doc.extras.records.filter((r) => r.tag === 'OBJE' && r.xref).map((r) => [r.xref!, r]));
  const refs = new Map<string, MediaRef>();
  const note = (obje: GedcomNode, person: string | null) => {
    for (const file of fileNodes(obje)) {
      const path = archivePathOf(file.value!);
      const ref = refs.get(path) ?? { persons: new Set<string>(), title: '', date: null, place: null };
      ref.title ||= childValue(file, ['TITL']) ?? childValue(obje, ['TITL']) ?? '';
      ref.date ??= childValue(obje, ['DATE', '_DATE']) ?? childValue(file, ['DATE', '_DATE']);
      ref.place ??= childValue(obje, ['PLAC', '_PLAC']) ?? childValue(file, ['PLAC', '_PLAC']);
      if (person) ref.persons.add(person);
      refs.set(path, ref);
    }
  };
  for (const record of records.values()) note(record, null);
  for (const [person, kept] of Object.entries(doc.extras.persons)) {
    for (const obje of objesIn(kept.map((k) => k.node))) note(obje.value ? (records.get(obje.value) ?? obje) : obje, person);
  }
  return refs;
}

/** The date of an OBJE as a DateValue, or null when there is none or it says nothing the library can hold. */
function dateOf(text: string | null): DateValue | null {
  if (!text) return null;
  try {
    return toDateValue(text);
  } catch {
    return null;
  }
}

/**
 * Splits the archive's media into the files the library takes (each with its tags) and the rest, and
 * drops from `doc`'s extras the OBJE structures whose every file the library took. A file that names a
 * library type but whose content is not one, or an image that cannot be measured, stays kept media.
 */
export async function libraryMediaOf(doc: GedcomDocument, media: Record<string, Uint8Array>): Promise<{ files: LibraryMediaFile[]; rest: Record<string, Uint8Array> }> {
  const refs = mediaRefs(doc);
  const files: LibraryMediaFile[] = [];
  const rest: Record<string, Uint8Array> = {};
  for (const [path, bytes] of Object.entries(media).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const filename = path.split('/').pop()!;
    let checked;
    try {
      checked = checkUpload(filename, bytes.subarray(0, SNIFF_BYTES));
    } catch {
      rest[path] = bytes;
      continue;
    }
    // A GEDCOM or GEDZIP inside the archive is no photo of anyone: it stays with the kept media.
    if (checked.kind === 'genealogy') {
      rest[path] = bytes;
      continue;
    }
    let size: { width: number; height: number } | null = null;
    if (checked.kind === 'image') {
      try {
        size = await imageInfo({ bytes }, 'file');
      } catch {
        doc.warnings.push({ line: 0, message: `media file "${path}" kept outside the library: it is not a readable image` });
        rest[path] = bytes;
        continue;
      }
    }
    const ref = refs.get(path);
    files.push({
      path,
      filename,
      bytes,
      kind: checked.kind,
      contentType: checked.contentType,
      width: size?.width ?? null,
      height: size?.height ?? null,
      persons: [...(ref?.persons ?? [])],
      // An export titles a file with no description by its name: that is no description.
      title: ref?.title && ref.title !== filename ? ref.title : '',
      date: dateOf(ref?.date ?? null),
      place: ref?.place?.trim() || null,
    });
  }
  dropLibraryObjes(doc, new Set(files.map((f) => f.path)));
  return { files, rest };
}

/** Removes the OBJE structures (records, pointers to them, embedded ones) whose every file is in `taken`. */
function dropLibraryObjes(doc: GedcomDocument, taken: Set<string>): void {
  if (taken.size === 0) return;
  const allTaken = (obje: GedcomNode) => {
    const files = fileNodes(obje);
    return files.length > 0 && files.every((f) => taken.has(archivePathOf(f.value!)));
  };
  const gone = new Set(doc.extras.records.filter((r) => r.tag === 'OBJE' && r.xref && allTaken(r)).map((r) => r.xref!));
  const drop = (n: GedcomNode) => n.tag === 'OBJE' && (n.value ? gone.has(n.value) : allTaken(n));
  const prune = (nodes: GedcomNode[]): GedcomNode[] =>
    nodes.filter((n) => !drop(n)).map((n) => (n.children.length ? { ...n, children: prune(n.children) } : n));
  const pruneKept = (kept: KeptNode[]) => kept.filter((k) => !drop(k.node)).map((k) => ({ ...k, node: prune([k.node])[0]! }));
  const x = doc.extras;
  x.head = prune(x.head);
  x.records = prune(x.records.filter((r) => !(r.xref && gone.has(r.xref))));
  for (const [id, kept] of Object.entries(x.persons)) x.persons[id] = pruneKept(kept);
  x.families = x.families.map((f) => ({ ...f, kept: pruneKept(f.kept) }));
}

/**
 * The library files of one import, stored before the tree is shown and recorded in the transaction
 * that shows it; `discard` removes what was stored when the import fails.
 */
export class GedzipLibrary {
  private stored: { treeId: string; id: string; file: LibraryMediaFile }[] = [];

  constructor(
    private readonly store: FileStore,
    private readonly files: LibraryMediaFile[],
  ) {}

  /** Puts each file in the store as the original of a new asset of the tree. */
  async put(treeId: string): Promise<void> {
    for (const file of this.files) {
      const id = randomUUID();
      this.stored.push({ treeId, id, file });
      await this.store.put(originalKey(treeId, id), file.bytes, file.contentType);
    }
  }

  /** Records the stored files as assets with their tags; `ids` maps graph person ids to the tree's. */
  async record(trx: Kysely<DB>, ids: Map<string, string>, userId: string, now: Date): Promise<void> {
    for (const { treeId, id, file } of this.stored) {
      await trx
        .insertInto('library_assets')
        .values({
          id,
          tree_id: treeId,
          storage_key: originalKey(treeId, id),
          filename: file.filename,
          content_type: file.contentType,
          kind: file.kind,
          size: file.bytes.length,
          width: file.width,
          height: file.height,
          event_date: file.date ? JSON.stringify(file.date) : null,
          event_sort: eventSort(file.date),
          location_name: file.place,
          description: file.title,
          source: GEDZIP_SOURCE,
          search_text: assetSearchText({ filename: file.filename, description: file.title, location_name: file.place }),
          created_by: userId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const persons = [...new Set(file.persons.map((p) => ids.get(p)).filter((p): p is string => !!p))];
      if (persons.length) await trx.insertInto('library_asset_persons').values(persons.map((person_id) => ({ asset_id: id, person_id }))).execute();
    }
  }

  /** Removes every file `put` stored (an import that failed leaves none). */
  async discard(): Promise<void> {
    for (const { treeId, id } of this.stored) await this.store.deletePrefix(`library/${treeId}/${id}`).catch(() => undefined);
    this.stored = [];
  }
}
