/**
 * A large tree as last read whole, kept compressed in the database with the mark of that read
 * (migration 0096). A node that has not read the tree (a restart, another API node) starts from it and
 * reads only the rows written since (refreshTreeGraph), instead of every row: on PGlite a whole read of
 * 100,000 persons takes several seconds, the snapshot a fraction of that. The snapshot holds the rows
 * as the whole read gives them, in the graph's order, so the graph made from it is the one that read
 * would have made at its mark. It is stored in the tabled form of snapshotForm.ts; a snapshot stored before
 * that form, as the bare rows, is still read.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { Db } from '../../db/database';
import { coupleOf, orderKeyOf, parenthoodOf, personOf, type CoupleTuple, type LinkTuple, type OrderKey, type PersonTuple, type VersionedGraph } from '../../tree/load';
import { deleteBlobs, readBlob, writeBlob } from './layoutBlobs';
import { brotliJson } from './packJson';
import { readSnapshotText, SNAPSHOT_FORM, snapshotText, type SnapshotParts, type SnapshotRows, type SnapshotText } from './snapshotForm';

/** Trees of at least this many persons keep a snapshot; a smaller one is read whole quickly enough. */
export const SNAPSHOT_PERSONS = 5_000;
/** A snapshot this many revisions behind the tree is written again after the next read from it. */
export const SNAPSHOT_STALE_REVISIONS = 500;

export interface GraphSnapshot extends VersionedGraph {
  /** The tree's revision read before the graph. */
  revision: number;
}

/**
 * The rows of a graph as read, taken at once: a later refresh changes the graph's order maps in place,
 * so they are read now and only the compressing and writing wait.
 */
export function snapshotRows(loaded: VersionedGraph): SnapshotRows {
  const { graph, personKeys, coupleTimes } = loaded;
  const persons = graph.persons.map((p): PersonTuple => {
    const key = personKeys.get(p.id)!;
    return [p.id, key[1], key[2], key[3], p.first_names, p.surnames, p.gender, p.birth_date, p.birth_location, p.death_date, p.death_location, p.is_deceased, p.facts, p.notes, p.residence_location];
  });
  const couples = graph.couples.map((c): CoupleTuple => [c.id, c.person1_id, c.person2_id, c.marriage_place, c.marriage_date, c.is_divorced, c.divorce_place, c.divorce_date, coupleTimes.get(c.id)!]);
  const links = graph.parenthoods.map((l): LinkTuple => [l.parent_id, l.child_id, l.kind]);
  return { persons, couples, links };
}

/** Keeps the rows as the tree's snapshot at `mark` and `revision`, replacing the one before. */
export async function storeGraphSnapshot(db: Db, treeId: string, rows: SnapshotRows, mark: string, revision: number, now: Date): Promise<void> {
  const blobId = await writeBlob(db, treeId, await brotliJson(await snapshotText(rows)), now);
  const values = { mark, revision, persons: rows.persons.length, blob_id: blobId, created_at: now };
  const before = await db.selectFrom('tree_graph_snapshots').select('blob_id').where('tree_id', '=', treeId).executeTakeFirst();
  await db
    .insertInto('tree_graph_snapshots')
    .values({ tree_id: treeId, ...values })
    .onConflict((oc) => oc.column('tree_id').doUpdateSet(values))
    .execute();
  // The parts of the snapshot replaced are nobody's now.
  if (before) await deleteBlobs(db, treeId, [before.blob_id], now);
}

/** The tree's snapshot as a graph at its mark, or undefined when there is none (or its parts are gone). */
export async function loadGraphSnapshot(db: Db, treeId: string): Promise<GraphSnapshot | undefined> {
  const row = await db.selectFrom('tree_graph_snapshots').select(['mark', 'revision', 'blob_id']).where('tree_id', '=', treeId).executeTakeFirst();
  const bytes = row && (await readBlob(db, row.blob_id));
  if (!row || !bytes) return undefined;
  const text = JSON.parse(brotliDecompressSync(bytes).toString('utf8')) as SnapshotText | SnapshotRows;
  const { persons, couples, parenthoods, personKeys, coupleTimes } = 'form' in text && text.form === SNAPSHOT_FORM ? readSnapshotText(text) : readRows(text as SnapshotRows);
  return { graph: { persons, couples, parenthoods }, mark: row.mark, personKeys, coupleTimes, revision: row.revision };
}

/** The graph of a snapshot stored as the bare rows (before the tabled form). */
function readRows(rows: SnapshotRows): SnapshotParts {
  const personKeys = new Map<string, OrderKey>();
  for (const r of rows.persons) personKeys.set(r[0], orderKeyOf(r));
  return {
    persons: rows.persons.map(personOf),
    couples: rows.couples.map(coupleOf),
    parenthoods: rows.links.map(parenthoodOf),
    personKeys,
    coupleTimes: new Map(rows.couples.map((r) => [r[0], r[8]])),
  };
}
