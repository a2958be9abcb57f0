/**
 * A tree loaded before brought up to date without reading it whole again. The change log only says
 * that the structure changed, not where, so the database is asked instead: every person row carries
 * its version (xmin, new on each insert or update), and a list of ids and versions in the load's order
 * is a tenth of the persons' text. Only persons whose version moved are read again; couples and parent
 * links are small rows, read again whole (they have no row identity that outlives an update anyway).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { loadTreeOrder, loadVersionedPersons, loadVersionedTreeGraph, type VersionedGraph } from './load';
import type { GraphPerson } from './graph';

/** Past this many new or changed persons, reading the tree whole costs no more than picking them out. */
export const MAX_REREAD_PERSONS = 2_000;

/** The tree as loadTreeGraph would read it now, reusing the persons of `before` whose rows did not change. */
export async function refreshTreeGraph(db: Kysely<DB>, treeId: string, before: VersionedGraph): Promise<VersionedGraph> {
  const { order: rows, links } = await loadTreeOrder(db, treeId);
  const stale = rows.filter(([id, version]) => before.versions.get(id) !== version).map(([id]) => id);
  if (stale.length > MAX_REREAD_PERSONS) return loadVersionedTreeGraph(db, treeId);
  const fresh = new Map<string, { person: GraphPerson; version: string }>();
  for (const read of await loadVersionedPersons(db, treeId, stale)) fresh.set(read.person.id, read);
  const kept = new Map<string, GraphPerson>();
  for (const p of before.graph.persons) kept.set(p.id, p);
  const persons: GraphPerson[] = [];
  const versions = new Map<string, string>();
  for (const [id, version] of rows) {
    const read = fresh.get(id);
    const person = read ? read.person : kept.get(id);
    // Written again (or deleted) between the two reads: the order read first may no longer hold.
    if (!person || (read && read.version !== version)) return loadVersionedTreeGraph(db, treeId);
    persons.push(person);
    versions.set(id, version);
  }
  return { graph: { persons, ...links }, versions };
}
