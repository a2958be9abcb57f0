/**
 * Kept GEDCOM structures in the database. An import stores, beside the persons, what the graph
 * cannot hold: per tree (HEAD, other records, renamed xrefs), per person (its id in the file and its
 * kept structures, in chunks of PERSONS_PER_CHUNK persons a row) and per FAM record. An export puts the
 * file's ids back on those persons so the kept pointers still meet their records, and writes
 * everything back.
 */
import { sql, type Kysely } from 'kysely';
import { jsonbParam } from '../../db/jsonbParam';
import type { DB, GedcomPersonEntry } from '../../db/schema';
import type { GedcomDocument, GedcomExtras, GedcomFamily, GedcomNode, KeptNode } from '../../gedcom';
import { onHandle, type BatchRunner } from '../../tree/batches';
import type { TreeGraph } from '../../tree/graph';

/** FAM records per INSERT, each batch one JSON parameter: 5,000 held PGlite's one connection for 80 ms. */
const CHUNK = 2_000;

/** Persons per gedcom_person_chunks row. */
export const PERSONS_PER_CHUNK = 5_000;

/** A person's entry in a chunk row, its kept structures left out when it has none. */
export function personEntry(personId: string, gedcomId: string, kept: readonly unknown[] | undefined): GedcomPersonEntry {
  return kept?.length ? [personId, gedcomId, [...kept]] : [personId, gedcomId];
}

/**
 * Stores one chunk of person entries. The JSON goes over as UTF-8 bytes the database turns into text:
 * as a text parameter, PGlite would measure and encode its 2 MB in JavaScript a character at a time.
 */
export async function insertPersonChunk(db: Kysely<DB>, treeId: string, importKey: string, position: number, entries: GedcomPersonEntry[]): Promise<void> {
  const bytes = Buffer.from(JSON.stringify(entries));
  await sql`
    INSERT INTO gedcom_person_chunks (tree_id, import_key, position, persons)
    VALUES (${treeId}::uuid, ${importKey}::uuid, ${position}, convert_from(${bytes}::bytea, 'UTF8')::json)`.execute(db);
}

/** Rows saveExtras writes for a document, the total its progress callback counts towards. */
export function extrasRowCount(doc: GedcomDocument): number {
  return doc.graph.persons.length + doc.extras.families.length;
}

/**
 * Stores the document's extras for a tree; `ids` maps graph ids to the database ids insertTreeGraph
 * chose. `onRows` hears how many rows each batch wrote and is awaited before the next batch; `runBatch`
 * runs each batch statement (by default on `trx`).
 */
export async function saveExtras(
  trx: Kysely<DB>,
  treeId: string,
  importKey: string,
  doc: GedcomDocument,
  ids: Map<string, string>,
  now: Date,
  onRows?: (rows: number) => void | Promise<void>,
  runBatch: BatchRunner = onHandle(trx),
): Promise<void> {
  const { extras } = doc;
  const tree = {
    import_key: importKey,
    version: extras.version,
    head: JSON.stringify(extras.head),
    records: JSON.stringify(extras.records),
    xrefs: JSON.stringify(extras.xrefs),
    created_at: now,
  };
  // A later import into the same tree takes over the tree-level extras; its persons keep theirs.
  await trx
    .insertInto('gedcom_tree_extras')
    .values({ tree_id: treeId, ...tree })
    .onConflict((oc) => oc.column('tree_id').doUpdateSet(tree))
    .execute();
  const persons = doc.graph.persons;
  for (let i = 0; i < persons.length; i += PERSONS_PER_CHUNK) {
    const entries = persons.slice(i, i + PERSONS_PER_CHUNK).map((p) => personEntry(ids.get(p.id)!, p.id, extras.persons[p.id]));
    await runBatch((db) => insertPersonChunk(db, treeId, importKey, i / PERSONS_PER_CHUNK, entries));
    await onRows?.(entries.length);
  }
  // One statement per batch, its rows in a single JSON parameter read by jsonb_to_recordset: cheaper
  // on PGlite than one text[] parameter per column, whose array literal quotes every JSON value again.
  for (let i = 0; i < extras.families.length; i += CHUNK) {
    const rows = extras.families.slice(i, i + CHUNK).map((f, k) => ({ n: i + k, f }));
    await runBatch((db) =>
      sql`
        INSERT INTO gedcom_family_extras (tree_id, import_key, position, family)
        SELECT ${treeId}::uuid, ${importKey}::uuid, n, f
        FROM jsonb_to_recordset(${jsonbParam(rows)}::jsonb) AS t(n int, f jsonb)`.execute(db),
    );
    await onRows?.(rows.length);
  }
}

export interface ExportSource {
  graph: TreeGraph;
  extras: GedcomExtras | null;
  /** Database person id -> the person's id in the export, for the persons whose id changes. */
  exportIds: Map<string, string>;
}

/**
 * The tree as the codec should see it for an export: persons of the latest import under their ids
 * from the file (couples matched to their FAM record by partners), everything else under database
 * ids, and the kept extras of that import.
 */
export async function withExtras(db: Kysely<DB>, treeId: string, graph: TreeGraph): Promise<ExportSource> {
  const tree = await db.selectFrom('gedcom_tree_extras').selectAll().where('tree_id', '=', treeId).executeTakeFirst();
  if (!tree) return { graph, extras: null, exportIds: new Map() };
  const [chunks, familyRows] = await Promise.all([
    db.selectFrom('gedcom_person_chunks').select('persons').where('tree_id', '=', treeId).where('import_key', '=', tree.import_key).orderBy('position').execute(),
    db.selectFrom('gedcom_family_extras').select('family').where('tree_id', '=', treeId).where('import_key', '=', tree.import_key).orderBy('position').execute(),
  ]);
  const rename = new Map<string, string>();
  /** Each imported person's place in the file. */
  const place = new Map<string, number>();
  const persons: Record<string, KeptNode[]> = {};
  const present = new Set(graph.persons.map((p) => p.id));
  for (const { persons: entries } of chunks) {
    for (const [personId, gedcomId, kept] of entries) {
      // A person deleted since the import leaves its entry behind; its structures go with it.
      if (!present.has(personId)) continue;
      rename.set(personId, gedcomId);
      place.set(personId, place.size);
      if (kept?.length) persons[gedcomId] = kept as KeptNode[];
    }
  }
  const idOf = (id: string) => rename.get(id) ?? id;
  // The file's persons in the file's order, then those added since (in the order they came): an
  // export of a tree imported from an export writes its records in the same order.
  const last = place.size;
  const inFileOrder = [...graph.persons].sort((a, b) => (place.get(a.id) ?? last) - (place.get(b.id) ?? last));
  const out: TreeGraph = {
    persons: inFileOrder.map((p) => (rename.has(p.id) ? { ...p, id: idOf(p.id) } : p)),
    couples: graph.couples.map((c) => ({ ...c, person1_id: idOf(c.person1_id), person2_id: idOf(c.person2_id) })),
    parenthoods: graph.parenthoods.map((l) => ({ ...l, parent_id: idOf(l.parent_id), child_id: idOf(l.child_id) })),
  };
  const families = familyRows.map((r) => r.family as GedcomFamily);
  // Couple rows got fresh ids on import; give each back the id its FAM record knows, by partners.
  const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const free = new Map<string, number[]>();
  out.couples.forEach((c, i) => {
    const key = pair(c.person1_id, c.person2_id);
    free.set(key, [...(free.get(key) ?? []), i]);
  });
  const taken = new Set(out.couples.map((c) => c.id));
  for (const f of families) {
    if (!f.couple_id || !f.husband || !f.wife) continue;
    const i = free.get(pair(f.husband, f.wife))?.shift();
    if (i === undefined || taken.has(f.couple_id)) continue;
    out.couples[i] = { ...out.couples[i]!, id: f.couple_id };
    taken.add(f.couple_id);
  }
  return {
    graph: out,
    exportIds: rename,
    extras: {
      version: tree.version as GedcomExtras['version'],
      head: tree.head as GedcomNode[],
      records: tree.records as GedcomNode[],
      persons,
      families,
      xrefs: tree.xrefs as [string, string][],
    },
  };
}
