/**
 * A tree loaded before brought up to date without reading it whole again. The change log only says
 * that the structure changed, not where, so the database is asked instead: the rows written since the
 * load's mark (their xmin is at or after it), and how many rows each table holds. Persons, couples and
 * parent links written since replace the ones held, in the graph's order; when the counts say rows are
 * gone, the keys of the table are read to find which. An edit of one person thus reads a few rows.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import {
  byCoupleOrder, byLoadOrder, coupleOf, linksSince, loadVersionedTreeGraph, parenthoodOf, personOf, personPage, readMark,
  type CoupleTuple, type LinkTuple, type PersonTuple, type VersionedGraph,
} from './load';
import type { GraphCouple, GraphParenthood, GraphPerson } from './graph';

/** Past this many new or changed persons, reading the tree whole costs no more than picking them out. */
export const MAX_REREAD_PERSONS = 2_000;

const LOW_BITS = 0xffffffffn;
const linkKey = (parentId: string, childId: string) => `${parentId} ${childId}`;
const byLinkOrder = (a: LinkTuple, b: LinkTuple) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * The tree as loadTreeGraph would read it now, reusing the rows of `before` that were not written since.
 * `before` is used up: its order maps become the answer's, changed in place (copying them cost more than
 * the rest of a one-person refresh of 100,000 persons), so the caller hands it over and keeps no other use.
 */
export async function refreshTreeGraph(db: Kysely<DB>, treeId: string, before: VersionedGraph): Promise<VersionedGraph> {
  const { mark, next } = await readMark(db);
  // xmin is 32 bits: comparing with the mark's low bits holds while no wraparound lies between.
  if (BigInt(before.mark) >> 32n !== BigInt(next) >> 32n) return loadVersionedTreeGraph(db, treeId);
  const since = Number(BigInt(before.mark) & LOW_BITS);
  const changed = await personPage<PersonTuple>(db, treeId, true, { since, limit: MAX_REREAD_PERSONS + 1 });
  if (changed.rows.length > MAX_REREAD_PERSONS) return loadVersionedTreeGraph(db, treeId);
  const links = await linksSince(db, treeId, since);
  const counts = await rowCounts(db, treeId);

  const freshPersons = new Map(changed.rows.map((r) => [r[0], r]));
  const freshCouples = new Map(links.couples.map((r) => [r[0], r]));
  const freshLinks = new Map(links.links.map((r) => [linkKey(r[0], r[1]), r]));
  const linkTuple = (l: GraphParenthood): LinkTuple => [l.parent_id, l.child_id, l.kind];
  const linkAt = (key: LinkTuple) => indexOfKey(before.graph.parenthoods, linkTuple, byLinkOrder, key);
  // The fresh links the graph holds a version of (found by their place in its order).
  const heldFreshLinks = links.links.filter((r) => linkAt(r) >= 0).length;
  const goneIds = await gone(db, treeId, 'persons', counts.persons, before.personKeys.size, () => before.personKeys.keys(), (id) => before.personKeys.has(id), freshPersons);
  const goneCouples = await gone(db, treeId, 'couples', counts.couples, before.coupleTimes.size, () => before.coupleTimes.keys(), (id) => before.coupleTimes.has(id), freshCouples, heldFreshCount(freshCouples, (id) => before.coupleTimes.has(id)));
  const goneLinks = await gone(db, treeId, 'parenthoods', counts.parenthoods, before.graph.parenthoods.length, () => before.graph.parenthoods.map((l) => linkKey(l.parent_id, l.child_id)), undefined, freshLinks, heldFreshLinks);
  // A row the database holds that neither the graph nor the rows written since have: read it all again.
  if (!goneIds || !goneCouples || !goneLinks) return loadVersionedTreeGraph(db, treeId);

  // From here on nothing is awaited: the maps of `before` become the new graph's, changed in place.
  const personKeys = before.personKeys;
  const personKeyOf = (p: GraphPerson) => personKeys.get(p.id)!;
  // Persons written since or gone leave their old places (found by their old keys), then the new versions go in.
  const replaced = [...freshPersons.keys(), ...goneIds].flatMap((id) => (personKeys.has(id) ? [personKeys.get(id)!] : []));
  const added = changed.rows.filter((r) => !goneIds.has(r[0])).sort(byLoadOrder);
  const persons = patchSorted(before.graph.persons, personKeyOf, byLoadOrder, replaced, added, personOf);
  for (const id of goneIds) personKeys.delete(id);
  for (const r of added) personKeys.set(r[0], [r[0], r[1], r[2], r[3]]);

  const coupleTimes = before.coupleTimes;
  const coupleKeyOf = (c: GraphCouple) => coupleTuple(c, coupleTimes.get(c.id)!);
  const addedCouples = links.couples.filter((r) => !goneCouples.has(r[0]) && personKeys.has(r[1]) && personKeys.has(r[2])).sort(byCoupleOrder);
  const replacedCouples = [...freshCouples.keys(), ...goneCouples].flatMap((id) => (coupleTimes.has(id) ? [[id, '', '', null, null, false, null, null, coupleTimes.get(id)!] as CoupleTuple] : []));
  let couples = patchSorted(before.graph.couples, coupleKeyOf, byCoupleOrder, replacedCouples, addedCouples, coupleOf);
  const replacedLinks = [
    ...links.links.filter((r) => linkAt(r) >= 0),
    ...[...goneLinks].map((key): LinkTuple => [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1), 'birth']),
  ];
  const addedLinks = links.links.filter((r) => !goneLinks.has(linkKey(r[0], r[1])) && personKeys.has(r[0]) && personKeys.has(r[1])).sort(byLinkOrder);
  let parenthoods = patchSorted(before.graph.parenthoods, linkTuple, byLinkOrder, replacedLinks, addedLinks, parenthoodOf);
  for (const id of [...freshCouples.keys(), ...goneCouples]) coupleTimes.delete(id);
  for (const r of addedCouples) coupleTimes.set(r[0], r[8]);
  // A person gone takes the couples and links held with them (the database cascades; its own gone
  // lists already hold them unless removed after being counted).
  if (goneIds.size > 0) {
    couples = couples.filter((c) => {
      const kept = !goneIds.has(c.person1_id) && !goneIds.has(c.person2_id);
      if (!kept) coupleTimes.delete(c.id);
      return kept;
    });
    parenthoods = parenthoods.filter((l) => !goneIds.has(l.parent_id) && !goneIds.has(l.child_id));
  }

  return { graph: { persons, couples, parenthoods }, mark, personKeys, coupleTimes };
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
 * keys (sorted) made into items in their places: each is found by binary search, so a few changes of a
 * large graph cost a copy of its array, not a key per item.
 */
function patchSorted<T, K, A extends K>(list: readonly T[], keyOf: (item: T) => K, order: (a: K, b: K) => number, removed: K[], added: A[], itemOf: (key: A) => T): T[] {
  if (removed.length === 0 && added.length === 0) return list as T[];
  const cut = new Set<number>();
  for (const key of removed) {
    const at = indexOfKey(list, keyOf, order, key);
    if (at >= 0) cut.add(at);
  }
  const out: T[] = [];
  let from = 0;
  const copyTo = (end: number) => {
    if (cut.size === 0) for (; from < end; from++) out.push(list[from]);
    else for (; from < end; from++) if (!cut.has(from)) out.push(list[from]);
  };
  for (const key of added) {
    copyTo(lowerBound(list, keyOf, order, key));
    out.push(itemOf(key));
  }
  copyTo(list.length);
  return out;
}

async function rowCounts(db: Kysely<DB>, treeId: string): Promise<{ persons: number; couples: number; parenthoods: number }> {
  const { rows } = await sql<{ persons: string; couples: string; parenthoods: string }>`
    SELECT (SELECT count(*) FROM persons WHERE tree_id = ${treeId}) AS persons, (SELECT count(*) FROM couples WHERE tree_id = ${treeId}) AS couples,
      (SELECT count(*) FROM parenthoods WHERE tree_id = ${treeId}) AS parenthoods`.execute(db);
  return { persons: Number(rows[0].persons), couples: Number(rows[0].couples), parenthoods: Number(rows[0].parenthoods) };
}

const KEY_OF = {
  persons: sql`id::text`,
  couples: sql`id::text`,
  parenthoods: sql`parent_id::text || ' ' || child_id::text`,
};
/** Keys are read bucket by bucket (the first two hex digits of an id; a parent link's child's id). */
const BUCKET_OF = {
  persons: sql`substr(id::text, 1, 2)`,
  couples: sql`substr(id::text, 1, 2)`,
  parenthoods: sql`substr(child_id::text, 1, 2)`,
};
const bucketOf = (table: keyof typeof KEY_OF, key: string) => (table === 'parenthoods' ? key.slice(key.indexOf(' ') + 1, key.indexOf(' ') + 3) : key.slice(0, 2));

const heldFreshCount = (fresh: Map<string, unknown>, isHeld: (key: string) => boolean) => [...fresh.keys()].filter(isHeld).length;

/**
 * The keys held or written since that the table no longer has; undefined when it has one of neither
 * (the caller reads the tree whole). The table's keys are read only when its count differs from the
 * count of keys held and written since.
 */
async function gone(
  db: Kysely<DB>,
  treeId: string,
  table: keyof typeof KEY_OF,
  count: number,
  heldCount: number,
  heldKeys: () => Iterable<string>,
  isHeld: ((key: string) => boolean) | undefined,
  fresh: Map<string, unknown>,
  heldFresh = heldFreshCount(fresh, isHeld!),
): Promise<Set<string> | undefined> {
  if (heldCount + fresh.size - heldFresh === count) return new Set();
  // Only the keys of buckets whose counts differ are read and compared.
  const knownCounts = new Map<string, number>();
  const known = new Set<string>();
  for (const key of heldKeys()) if (!fresh.has(key)) known.add(key);
  for (const key of fresh.keys()) known.add(key);
  for (const key of known) {
    const bucket = bucketOf(table, key);
    knownCounts.set(bucket, (knownCounts.get(bucket) ?? 0) + 1);
  }
  const counted = await sql<{ bucket: string; n: string }>`SELECT ${BUCKET_OF[table]} AS bucket, count(*) AS n FROM ${sql.table(table)} WHERE tree_id = ${treeId} GROUP BY 1`.execute(db);
  const differ = new Set(knownCounts.keys());
  for (const row of counted.rows) if (Number(row.n) === knownCounts.get(row.bucket)) differ.delete(row.bucket);
  else differ.add(row.bucket);
  if (differ.size === 0) return undefined;
  const { rows } = await sql<{ keys: string | null }>`SELECT string_agg(${KEY_OF[table]}, ',') AS keys FROM ${sql.table(table)} WHERE tree_id = ${treeId} AND ${BUCKET_OF[table]} = ANY(${[...differ]}::text[])`.execute(db);
  const present = new Set(rows[0].keys ? rows[0].keys.split(',') : []);
  for (const key of present) if (!known.has(key)) return undefined;
  const out = new Set<string>();
  for (const key of known) if (differ.has(bucketOf(table, key)) && !present.has(key)) out.add(key);
  return out;
}

