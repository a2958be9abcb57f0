/**
 * A tree loaded before brought up to date without reading it whole again. The change log only says
 * that the structure changed, not where, so the database is asked instead, in one statement (one
 * snapshot): the rows written since the load's mark (their written_xid, the writing transaction's id,
 * is at or after it; an index finds them) and the keys of the rows deleted since (tree_deletions).
 * Both are kept by the database itself (migration 0094). Persons, couples and parent links written
 * since replace the ones held, in the graph's order, and the deleted ones leave it. An edit of one
 * person thus reads a few rows.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import {
  byCoupleOrder, byLoadOrder, coupleOf, COUPLES_JSON, LINKS_JSON, loadVersionedTreeGraph, orderKeyOf, parenthoodOf, personOf, personsJson,
  type CoupleTuple, type LinkTuple, type PersonTuple, type VersionedGraph,
} from './load';
import type { GraphCouple, GraphParenthood, GraphPerson } from './graph';

/** Past this many new or changed persons, reading the tree whole costs no more than picking them out. */
export const MAX_REREAD_PERSONS = 2_000;

const linkKey = (parentId: string, childId: string) => `${parentId} ${childId}`;
const byLinkOrder = (a: LinkTuple, b: LinkTuple) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

type DeletedKind = 'persons' | 'couples' | 'parenthoods';

/** Everything a refresh reads, as of one snapshot whose oldest running transaction is `mark`. */
async function writtenSince(db: Kysely<DB>, treeId: string, since: string) {
  const after = sql`tree_id = ${treeId} AND written_xid >= ${since}::xid8`;
  // Persons in written_xid order: under a bare LIMIT the planner, guessing a third of the tree matches,
  // scanned the table (150 ms on 100,000 persons) rather than the index (well under a millisecond).
  const { rows } = await sql<{ mark: string; kept_from: string | null; persons: string; couples: string; links: string; deleted: string }>`
    SELECT pg_snapshot_xmin(s)::text AS mark,
      (SELECT deletions_from::text FROM tree_revisions WHERE tree_id = ${treeId}) AS kept_from,
      (SELECT ${personsJson(true)} FROM (SELECT persons.*, xmin AS version FROM persons WHERE ${after} ORDER BY written_xid LIMIT ${MAX_REREAD_PERSONS + 1}) p) AS persons,
      (SELECT ${COUPLES_JSON} FROM couples WHERE ${after}) AS couples,
      (SELECT ${LINKS_JSON} FROM parenthoods WHERE ${after}) AS links,
      (SELECT coalesce(json_agg(json_build_array(kind, keys)), '[]')::text FROM tree_deletions WHERE ${after}) AS deleted
    FROM pg_current_snapshot() s`.execute(db);
  const row = rows[0];
  return {
    mark: row.mark,
    keptFrom: row.kept_from,
    persons: JSON.parse(row.persons) as PersonTuple[],
    couples: JSON.parse(row.couples) as CoupleTuple[],
    links: JSON.parse(row.links) as LinkTuple[],
    deleted: JSON.parse(row.deleted) as [DeletedKind, string[]][],
  };
}

/**
 * The tree as loadTreeGraph would read it now, reusing the rows of `before` that were not written since.
 * `before` is used up: its order maps become the answer's, changed in place (copying them cost more than
 * the rest of a one-person refresh of 100,000 persons), so the caller hands it over and keeps no other use.
 */
export async function refreshTreeGraph(db: Kysely<DB>, treeId: string, before: VersionedGraph): Promise<VersionedGraph> {
  const read = await writtenSince(db, treeId, before.mark);
  // Deletions at or after the mark dropped from the tree's keeping: which rows went is no longer known.
  if (read.keptFrom !== null && BigInt(before.mark) <= BigInt(read.keptFrom)) return loadVersionedTreeGraph(db, treeId);
  if (read.persons.length > MAX_REREAD_PERSONS) return loadVersionedTreeGraph(db, treeId);
  const freshPersons = new Map(read.persons.map((r) => [r[0], r]));
  const freshCouples = new Map(read.couples.map((r) => [r[0], r]));
  const freshLinks = new Map(read.links.map((r) => [linkKey(r[0], r[1]), r]));
  const linkTuple = (l: GraphParenthood): LinkTuple => [l.parent_id, l.child_id, l.kind];
  const linkAt = (key: LinkTuple) => indexOfKey(before.graph.parenthoods, linkTuple, byLinkOrder, key);
  // A key deleted since and not written again since is gone (one deleted, then added again, is fresh).
  const fresh: Record<DeletedKind, Map<string, unknown>> = { persons: freshPersons, couples: freshCouples, parenthoods: freshLinks };
  const gone: Record<DeletedKind, Set<string>> = { persons: new Set(), couples: new Set(), parenthoods: new Set() };
  for (const [kind, keys] of read.deleted) for (const key of keys) if (!fresh[kind].has(key)) gone[kind].add(key);
  const { persons: goneIds, couples: goneCouples, parenthoods: goneLinks } = gone;

  // From here on nothing is awaited: the maps of `before` become the new graph's, changed in place.
  const personKeys = before.personKeys;
  const personKeyOf = (p: GraphPerson) => personKeys.get(p.id)!;
  // Persons written since or gone leave their old places (found by their old keys), then the new versions go in.
  const replaced = [...freshPersons.keys(), ...goneIds].flatMap((id) => (personKeys.has(id) ? [personKeys.get(id)!] : []));
  const added = read.persons.filter((r) => !goneIds.has(r[0])).sort(byLoadOrder);
  const persons = patchSorted(before.graph.persons, personKeyOf, byLoadOrder, replaced, added, personOf);
  for (const id of goneIds) personKeys.delete(id);
  for (const r of added) personKeys.set(r[0], orderKeyOf(r));

  const coupleTimes = before.coupleTimes;
  const coupleKeyOf = (c: GraphCouple) => coupleTuple(c, coupleTimes.get(c.id)!);
  const addedCouples = read.couples.filter((r) => !goneCouples.has(r[0]) && personKeys.has(r[1]) && personKeys.has(r[2])).sort(byCoupleOrder);
  const replacedCouples = [...freshCouples.keys(), ...goneCouples].flatMap((id) => (coupleTimes.has(id) ? [[id, '', '', null, null, false, null, null, coupleTimes.get(id)!] as CoupleTuple] : []));
  const couples = patchSorted(before.graph.couples, coupleKeyOf, byCoupleOrder, replacedCouples, addedCouples, coupleOf);
  const replacedLinks = [
    ...read.links.filter((r) => linkAt(r) >= 0),
    ...[...goneLinks].map((key): LinkTuple => [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1), 'birth']),
  ];
  const addedLinks = read.links.filter((r) => !goneLinks.has(linkKey(r[0], r[1])) && personKeys.has(r[0]) && personKeys.has(r[1])).sort(byLinkOrder);
  const parenthoods = patchSorted(before.graph.parenthoods, linkTuple, byLinkOrder, replacedLinks, addedLinks, parenthoodOf);
  for (const id of [...freshCouples.keys(), ...goneCouples]) coupleTimes.delete(id);
  for (const r of addedCouples) coupleTimes.set(r[0], r[8]);
  // A person gone took their couples and links with them: the database cascades, and the cascade's
  // deletions are kept by the same transaction, so they are in the gone lists already (no pass over
  // every couple and link, 15 ms of a person's deletion in a 100,000-person tree).

  return { graph: { persons, couples, parenthoods }, mark: read.mark, personKeys, coupleTimes };
}

const coupleTuple = (c: GraphCouple, created: number): CoupleTuple => [c.id, c.person1_id, c.person2_id, null, null, false, null, null, created];

/** Where the item of `key` is in `list` (sorted by `order` through keyOf, keys distinct), or -1. */
function indexOfKey<T, K>(list: readonly T[], keyOf: (item: T) => K, order: (a: K, b: K) => number, key: K): number {
  const at = lowerBound(list, keyOf, order, key);
  return at < list.length && order(keyOf(list[at]), key) === 0 ? at : -1;
}

/** The first place in `list` whose key is not before `key`. */
function lowerBound<T, K>(list: readonly T[], keyOf: (item: T) => K, order: (a: K, b: K) => number, key: K): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order(keyOf(list[mid]), key) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * `list` (sorted by `order` through keyOf) without the items of the `removed` keys and with the `added`
 * keys (sorted) made into items in their places: each is found by binary search, and the runs of items
 * between are copied as slices (half to a third of the time of copying item by item: 100,000 persons and
 * 140,000 parent links are copied on each refresh), so a few changes of a large graph cost a copy of
 * its array, not a key per item.
 */
function patchSorted<T, K, A extends K>(list: readonly T[], keyOf: (item: T) => K, order: (a: K, b: K) => number, removed: K[], added: A[], itemOf: (key: A) => T): T[] {
  if (removed.length === 0 && added.length === 0) return list as T[];
  const cuts = [...new Set(removed.map((key) => indexOfKey(list, keyOf, order, key)).filter((at) => at >= 0))].sort((a, b) => a - b);
  const places = added.map((key) => lowerBound(list, keyOf, order, key));
  const runs: T[][] = [];
  let from = 0;
  for (let c = 0, a = 0; c < cuts.length || a < added.length; ) {
    // An item added before list[at] goes in ahead of it, whether or not list[at] is cut.
    if (a < added.length && (c === cuts.length || places[a] <= cuts[c])) {
      runs.push(list.slice(from, places[a]), [itemOf(added[a])]);
      from = places[a++];
    } else {
      runs.push(list.slice(from, cuts[c]));
      from = cuts[c++] + 1;
    }
  }
  runs.push(list.slice(from));
  // concat takes its arguments on the stack: the runs go in a thousand at a time.
  let out: T[] = [];
  for (let i = 0; i < runs.length; i += 1000) out = out.concat(...runs.slice(i, i + 1000));
  return out;
}
