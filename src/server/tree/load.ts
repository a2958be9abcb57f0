/**
 * Moves a whole tree between the database and a TreeGraph: loadTreeGraph reads it page by page (layout
 * and kinship run on it), insertTreeGraph writes one in batches (GEDCOM import, demo seed).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dateSortKey } from '../../protocol/dates';
import type { PersonFields } from '../../protocol/person';
import { searchKeys } from '../chinese';
import { jsonbParam } from '../db/jsonbParam';
import type { DB } from '../db/schema';
import { onHandle, type BatchRunner } from './batches';
import type { GraphCouple, GraphParenthood, GraphPerson, TreeGraph } from './graph';

/** Couples and parent links per INSERT: PGlite pays per statement; larger JSON batches measured no faster. */
export const BATCH_ROWS = 1000;
/**
 * Persons per INSERT: their search keys' index makes a person row dearer, and a batch of 1,000 held
 * PGlite's one connection for up to 160 ms; 250 keeps a statement near 40 ms, so a member's request
 * waits behind an import's batch no longer than that.
 */
export const PERSON_BATCH_ROWS = 250;

export const personColumns = [
  'id', 'first_names', 'surnames', 'gender', 'birth_date', 'birth_location', 'death_date', 'death_location',
  'is_deceased', 'facts', 'notes', 'residence_location',
] as const;

/** The space-separated search keys stored in persons.search_text (leading and trailing space). */
export function searchText(person: Pick<PersonFields, 'first_names' | 'surnames'>): string {
  const keys = [...searchKeys(person)];
  return keys.length ? ` ${keys.join(' ')} ` : '';
}

/** Birth order key stored as an int (dateSortKey is year*10000+month*100+day, which fits). */
export function birthSort(person: Pick<PersonFields, 'birth_date'>): number | null {
  const key = dateSortKey(person.birth_date);
  return key === null ? null : Math.round(key);
}

function memoSearchText(p: PersonFields, keysMemo: Map<string, string>): string {
  // Clans repeat whole names too; the name parts are memoised again inside searchKeys.
  const key = JSON.stringify([p.first_names, p.surnames]);
  let text = keysMemo.get(key);
  if (text === undefined) {
    text = searchText(p);
    keysMemo.set(key, text);
  }
  return text;
}

/** Column values of a person row for an insert or a full update. `keysMemo` reuses search keys across a batch. */
export function personRowValues(p: PersonFields, keysMemo?: Map<string, string>) {
  const text = keysMemo ? memoSearchText(p, keysMemo) : searchText(p);
  return {
    first_names: JSON.stringify(p.first_names),
    surnames: JSON.stringify(p.surnames),
    gender: p.gender,
    birth_date: p.birth_date ? JSON.stringify(p.birth_date) : null,
    birth_location: p.birth_location,
    death_date: p.death_date ? JSON.stringify(p.death_date) : null,
    death_location: p.death_location,
    is_deceased: p.is_deceased,
    facts: JSON.stringify(p.facts),
    notes: p.notes,
    residence_location: JSON.stringify(p.residence_location),
    search_text: text,
    birth_sort: birthSort(p),
  };
}

/** Persons per statement of a whole-tree read: on PGlite, whose one connection each statement holds, 20 to 50 ms. */
export const READ_PAGE = 1000;

/** The order a read sorts persons by, first in every tuple: id, row version (xmin), birth_sort, created_at in µs. */
export type OrderKey = [string, string, number | null, number, ...unknown[]];
export type PersonTuple = [string, string, number | null, number, GraphPerson['first_names'], GraphPerson['surnames'], GraphPerson['gender'], GraphPerson['birth_date'], string | null, GraphPerson['death_date'], string | null, boolean, GraphPerson['facts'], string | null, GraphPerson['residence_location']];
export type CoupleTuple = [string, string, string, string | null, GraphCouple['marriage_date'], boolean, string | null, GraphCouple['divorce_date'], number];
export type LinkTuple = [string, string, GraphParenthood['kind']];

/**
 * A loaded tree with what refreshTreeGraph needs to bring it up to date from the rows written since:
 * where to start looking, and the order keys of the rows it holds (their order in the graph).
 */
export interface VersionedGraph {
  graph: TreeGraph;
  /** The oldest transaction (xid8) still running when the read began: every row written or deleted since has a written_xid at or after it. */
  mark: string;
  /** Each person's order key as read: id, row version (xmin), birth_sort, created_at in µs. */
  personKeys: Map<string, OrderKey>;
  /** Each couple's created_at in µs, the couples' order. */
  coupleTimes: Map<string, number>;
}

const CREATED_US = sql.raw(`(extract(epoch from created_at) * 1000000)::bigint::text`);
const ORDER_KEY = sql`'["' || id || '","' || version::text || '",' || coalesce(birth_sort::text, 'null') || ',' || ${CREATED_US}`;
const PERSON_FIELDS = sql`|| ',' || first_names::text || ',' || surnames::text || ',"' || gender || '",'
  || coalesce(birth_date::text, 'null') || ',' || coalesce(to_json(birth_location)::text, 'null') || ','
  || coalesce(death_date::text, 'null') || ',' || coalesce(to_json(death_location)::text, 'null') || ','
  || is_deceased::text || ',' || facts::text || ',' || coalesce(to_json(notes)::text, 'null') || ',' || residence_location::text`;

const uuidList = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * One page of a tree's persons: in id order after `after` (the persons_tree_id index), or the given ids;
 * as tuples with their order key first and, when `full`, every field after it (personsJson). The page is one
 * JSON text built by the database: row by row, the drivers parse every jsonb cell on its own, which
 * made a 100,000-person load several times slower. The rows are joined as text rather than with
 * json_build_array, which looks up the type of every argument on every row. Only uuids, booleans,
 * jsonb and the check-constrained gender go in unquoted or between plain quotes; free text goes
 * through to_json.
 */
export async function personPage<T>(db: Kysely<DB>, treeId: string, full: boolean, where: { after: string | null } | { ids: string[] }): Promise<{ rows: T[]; last: string | null }> {
  const filter =
    'ids' in where ? sql`AND id = ANY(${uuidList(where.ids)})`
    : where.after ? sql`AND id > ${where.after}::uuid ORDER BY id LIMIT ${READ_PAGE}` : sql`ORDER BY id LIMIT ${READ_PAGE}`;
  const { rows } = await sql<{ j: string; last: string | null }>`
    SELECT ${personsJson(full)} AS j, max(id::text) AS last
    FROM (SELECT persons.*, xmin AS version FROM persons WHERE tree_id = ${treeId} ${filter}) p`.execute(db);
  return { rows: JSON.parse(rows[0].j) as T[], last: rows[0].last };
}

/**
 * The JSON array text of the rows of `p` (persons with their xmin as version) as personPage gives them;
 * COUPLES_JSON and LINKS_JSON are those of rows of couples and parenthoods, as linksOf gives them.
 */
export const personsJson = (full: boolean) => sql`'[' || coalesce(string_agg(${ORDER_KEY} ${full ? PERSON_FIELDS : sql``} || ']', ','), '') || ']'`;
export const COUPLES_JSON = sql`'[' || coalesce(string_agg('["' || id || '","' || person1_id || '","' || person2_id || '",' || coalesce(to_json(marriage_place)::text, 'null') || ','
  || coalesce(marriage_date::text, 'null') || ',' || is_divorced::text || ',' || coalesce(to_json(divorce_place)::text, 'null') || ','
  || coalesce(divorce_date::text, 'null') || ',' || ${CREATED_US} || ']', ','), '') || ']'`;
export const LINKS_JSON = sql`'[' || coalesce(string_agg('["' || parent_id || '","' || child_id || '","' || kind || '"]', ',' ORDER BY child_id, parent_id), '') || ']'`;

/**
 * Couples and parent links of the persons whose ids lie after `after` (all when null) up to `last`: each
 * couple once, by its first person; each link by its child, in child then parent order, so that pages in
 * id order give every link of the tree in that order. A range of ids rather than the page's list of
 * them: planning `= ANY` of 1,000 uuids cost several milliseconds a statement, and these two statements
 * ran once per page (1.2 s of a 100,000-person read, against 0.4 s for the ranges).
 */
async function linksOf(db: Kysely<DB>, treeId: string, after: string | null, last: string): Promise<{ couples: CoupleTuple[]; links: LinkTuple[] }> {
  const range = (column: RawBuilder<unknown>) => (after === null ? sql`${column} <= ${last}::uuid` : sql`${column} > ${after}::uuid AND ${column} <= ${last}::uuid`);
  return linksWhere(db, treeId, range(sql.ref('person1_id')), range(sql.ref('child_id')));
}

async function linksWhere(db: Kysely<DB>, treeId: string, couplesFilter: RawBuilder<unknown>, linksFilter: RawBuilder<unknown>): Promise<{ couples: CoupleTuple[]; links: LinkTuple[] }> {
  const couples = await sql<{ j: string }>`SELECT ${COUPLES_JSON} AS j FROM couples WHERE tree_id = ${treeId} AND ${couplesFilter}`.execute(db);
  const links = await sql<{ j: string }>`SELECT ${LINKS_JSON} AS j FROM parenthoods WHERE tree_id = ${treeId} AND ${linksFilter}`.execute(db);
  return { couples: JSON.parse(couples.rows[0].j) as CoupleTuple[], links: JSON.parse(links.rows[0].j) as LinkTuple[] };
}

/** Persons in loadTreeGraph's order: birth_sort (none last), then created_at, then id (uuids compare as their text). */
export function byLoadOrder(a: OrderKey, b: OrderKey): number {
  if (a[2] !== b[2]) {
    if (a[2] === null) return 1;
    if (b[2] === null) return -1;
    return a[2] - b[2];
  }
  if (a[3] !== b[3]) return a[3] - b[3];
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

/**
 * A whole tree, page by page: READ_PAGE persons a statement, each page followed by its couples and
 * parent links, so no statement holds PGlite's one connection for long (one read of 100,000 persons
 * held it for two seconds). The pages are not one snapshot: couples and links are kept only between
 * persons read, and a caller that must see one moment reads inside a transaction.
 */
async function scanTree<T extends OrderKey>(db: Kysely<DB>, treeId: string, full: boolean): Promise<{ persons: T[]; links: Pick<TreeGraph, 'couples' | 'parenthoods'>; coupleTimes: Map<string, number> }> {
  const persons: T[] = [];
  const couples: CoupleTuple[] = [];
  const links: LinkTuple[] = [];
  const ask = (after: string | null) => {
    const page = personPage<T>(db, treeId, full, { after });
    // Should a statement asked beside it fail first, this page has no reader; its failure is not a second error.
    page.catch(() => undefined);
    return page;
  };
  // The next page is asked before this page's couples and links: the database (in its own thread on
  // the server) reads it while this thread parses what came back.
  let next = ask(null);
  for (let after: string | null = null; ; ) {
    const page: { rows: T[]; last: string | null } = await next;
    if (page.rows.length === 0) break;
    const more = page.rows.length === READ_PAGE;
    if (more) next = ask(page.last);
    for (const r of page.rows) persons.push(r);
    const found = await linksOf(db, treeId, after, page.last!);
    for (const c of found.couples) couples.push(c);
    for (const l of found.links) links.push(l);
    if (!more) break;
    after = page.last;
  }
  persons.sort(byLoadOrder);
  const read = new Set(persons.map((p) => p[0]));
  // A range may hold a person written after its page was read: only links between persons read are kept.
  const kept = couples.filter((r) => read.has(r[1]) && read.has(r[2])).sort(byCoupleOrder);
  return {
    persons,
    links: { couples: kept.map(coupleOf), parenthoods: links.filter((r) => read.has(r[0]) && read.has(r[1])).map(parenthoodOf) },
    coupleTimes: new Map(kept.map((r) => [r[0], r[8]])),
  };
}

/** Couples in loadTreeGraph's order: created_at, then id. */
export const byCoupleOrder = (a: CoupleTuple, b: CoupleTuple) => a[8] - b[8] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
export const coupleOf = (r: CoupleTuple): GraphCouple => ({ id: r[0], person1_id: r[1], person2_id: r[2], marriage_place: r[3], marriage_date: r[4], is_divorced: r[5], divorce_place: r[6], divorce_date: r[7] });
export const parenthoodOf = (r: LinkTuple): GraphParenthood => ({ parent_id: r[0], child_id: r[1], kind: r[2] });

/** A person row's order key: its first four fields. */
export const orderKeyOf = (r: OrderKey | PersonTuple): OrderKey => [r[0], r[1], r[2], r[3]];

export const personOf = (r: PersonTuple): GraphPerson => ({
  id: r[0], first_names: r[4], surnames: r[5], gender: r[6], birth_date: r[7], birth_location: r[8], death_date: r[9],
  death_location: r[10], is_deceased: r[11], facts: r[12], notes: r[13], residence_location: r[14],
});

/** Some persons of a tree exactly as loadTreeGraph gives them, each with its row version. */
export async function loadVersionedPersons(db: Kysely<DB>, treeId: string, ids: string[]): Promise<{ person: GraphPerson; version: string }[]> {
  const out: { person: GraphPerson; version: string }[] = [];
  for (let i = 0; i < ids.length; i += READ_PAGE) {
    const page = await personPage<PersonTuple>(db, treeId, true, { ids: ids.slice(i, i + READ_PAGE) });
    for (const r of page.rows) out.push({ person: personOf(r), version: r[1] });
  }
  return out;
}

/** Reads a whole tree (see scanTree). Layout, kinship and exports run on it. */
export async function loadTreeGraph(db: Kysely<DB>, treeId: string): Promise<TreeGraph> {
  return (await loadVersionedTreeGraph(db, treeId)).graph;
}

/** loadTreeGraph, with the version of every person row read. */
export async function loadVersionedTreeGraph(db: Kysely<DB>, treeId: string): Promise<VersionedGraph> {
  const { mark } = await readMark(db);
  const { persons, links, coupleTimes } = await scanTree<PersonTuple>(db, treeId, true);
  const personKeys = new Map<string, OrderKey>();
  for (const r of persons) personKeys.set(r[0], orderKeyOf(r));
  return { graph: { persons: persons.map(personOf), ...links }, mark, personKeys, coupleTimes };
}

/**
 * The oldest transaction still running, as xid8 text: a row written or deleted by a transaction the
 * reads that follow cannot see has a written_xid at or after it (tree/refresh.ts).
 */
export async function readMark(db: Kysely<DB>): Promise<{ mark: string }> {
  const { rows } = await sql<{ mark: string }>`SELECT pg_snapshot_xmin(s)::text AS mark FROM pg_current_snapshot() s`.execute(db);
  return rows[0];
}

/**
 * One INSERT per batch whose rows arrive as a single JSON parameter: a Kysely multi-row VALUES of
 * 1,000 persons binds 17,000 parameters, and building, sending and planning that statement cost
 * more than storing the rows. json_to_recordset types each column from the definition list; rows
 * with jsonb columns go through jsonb_to_recordset, which hands those over without parsing their
 * text a second time (8% less on a 100,000-person insert on PGlite), and arrive as jsonbParam bytes.
 * Parent links stay json text: three short fields a row, which jsonb's parse only slows.
 */
async function insertJsonRows(trx: Kysely<DB>, table: 'persons' | 'couples' | 'parenthoods', rows: unknown[], treeId: string, now: Date) {
  if (table === 'persons') {
    const json = jsonbParam(rows);
    await sql`INSERT INTO persons (id, tree_id, first_names, surnames, gender, birth_date, birth_location, death_date, death_location,
        is_deceased, facts, notes, residence_location, search_text, birth_sort, created_at, updated_at)
      SELECT id, ${treeId}, first_names, surnames, gender, birth_date, birth_location, death_date, death_location,
        is_deceased, facts, notes, residence_location, search_text, birth_sort, ${now}, ${now}
      FROM jsonb_to_recordset(${json}::jsonb) AS r(id uuid, first_names jsonb, surnames jsonb, gender text, birth_date jsonb, birth_location text,
        death_date jsonb, death_location text, is_deceased boolean, facts jsonb, notes text, residence_location jsonb, search_text text, birth_sort integer)`.execute(trx);
  } else if (table === 'couples') {
    const json = jsonbParam(rows);
    await sql`INSERT INTO couples (id, tree_id, person1_id, person2_id, marriage_place, marriage_date, is_divorced, divorce_place, divorce_date, created_at)
      SELECT id, ${treeId}, person1_id, person2_id, marriage_place, marriage_date, is_divorced, divorce_place, divorce_date, ${now}
      FROM jsonb_to_recordset(${json}::jsonb) AS r(id uuid, person1_id uuid, person2_id uuid, marriage_place text, marriage_date jsonb,
        is_divorced boolean, divorce_place text, divorce_date jsonb)`.execute(trx);
  } else {
    await sql`INSERT INTO parenthoods (tree_id, parent_id, child_id, kind)
      SELECT ${treeId}, parent_id, child_id, kind FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(parent_id uuid, child_id uuid, kind text)`.execute(trx);
  }
}

/** Rows insertTreeGraph writes for a graph, the total its progress callback counts towards. */
export function insertedRowCount(graph: TreeGraph): number {
  return graph.persons.length + graph.couples.length + graph.parenthoods.length;
}

/**
 * Inserts a graph into a tree under fresh uuids and answers the map from the graph's ids to them.
 * Run it inside a transaction so a failure leaves nothing behind, or on the database itself, each
 * batch its own statement, into a tree that stays hidden until the last one (a new tree from a GEDCOM
 * import). `onRows` hears how many rows each batch wrote and is awaited before the next batch;
 * `runBatch` runs each batch statement (by default on `trx`).
 */
export async function insertTreeGraph(
  trx: Kysely<DB>,
  treeId: string,
  graph: TreeGraph,
  now: Date = new Date(),
  onRows?: (rows: number) => void | Promise<void>,
  runBatch: BatchRunner = onHandle(trx),
): Promise<Map<string, string>> {
  return (await writeTreeGraph(trx, treeId, graph, { now, onRows, runBatch })).ids;
}

export interface WriteOptions {
  now: Date;
  onRows?: (rows: number) => void | Promise<void>;
  runBatch?: BatchRunner;
  /** Also answer the tree as loadTreeGraph would read it back, were these its only rows. */
  readBack?: boolean;
}

/** Orders like loadTreeGraph's persons: birth_sort (no birth date last), then id (all share created_at). */
function byBirthThenId(a: { sort: number | null; p: GraphPerson }, b: { sort: number | null; p: GraphPerson }): number {
  if (a.sort !== b.sort) {
    if (a.sort === null) return 1;
    if (b.sort === null) return -1;
    return a.sort - b.sort;
  }
  return a.p.id < b.p.id ? -1 : a.p.id > b.p.id ? 1 : 0;
}

/**
 * insertTreeGraph, answering with the ids and, when asked (`readBack`), the graph as written: the
 * same persons, couples and links under their new ids, fields and order as loadTreeGraph gives them
 * for a tree holding only these rows (uuids compare in the database as their lower-case text does).
 * A new tree's first layout then starts from it instead of reading back what was just written.
 */
export async function writeTreeGraph(trx: Kysely<DB>, treeId: string, graph: TreeGraph, options: WriteOptions): Promise<{ ids: Map<string, string>; graph?: TreeGraph }> {
  const { now, onRows, runBatch = onHandle(trx), readBack = false } = options;
  const ids = new Map<string, string>();
  for (const p of graph.persons) ids.set(p.id, randomUUID());
  const idOf = (old: string): string => {
    const id = ids.get(old);
    if (!id) throw new Error(`the graph links to an unknown person ${old}`);
    return id;
  };
  const keysMemo = new Map<string, string>();
  const persons: { sort: number | null; p: GraphPerson }[] = [];
  for (let i = 0; i < graph.persons.length; i += PERSON_BATCH_ROWS) {
    const rows = graph.persons.slice(i, i + PERSON_BATCH_ROWS).map((p) => ({
      id: idOf(p.id),
      first_names: p.first_names,
      surnames: p.surnames,
      gender: p.gender,
      birth_date: p.birth_date ?? null,
      birth_location: p.birth_location ?? null,
      death_date: p.death_date ?? null,
      death_location: p.death_location ?? null,
      is_deceased: p.is_deceased,
      facts: p.facts,
      notes: p.notes ?? null,
      residence_location: p.residence_location,
      search_text: memoSearchText(p, keysMemo),
      birth_sort: birthSort(p),
    }));
    await runBatch((db) => insertJsonRows(db, 'persons', rows, treeId, now));
    if (readBack) {
      for (const { search_text: _, birth_sort, ...p } of rows) persons.push({ sort: birth_sort, p });
    }
    await onRows?.(rows.length);
  }
  const couples: GraphCouple[] = [];
  for (let i = 0; i < graph.couples.length; i += BATCH_ROWS) {
    const rows = graph.couples.slice(i, i + BATCH_ROWS).map((c) => ({
      id: randomUUID(),
      person1_id: idOf(c.person1_id),
      person2_id: idOf(c.person2_id),
      marriage_place: c.marriage_place ?? null,
      marriage_date: c.marriage_date ?? null,
      is_divorced: c.is_divorced,
      divorce_place: c.divorce_place ?? null,
      divorce_date: c.divorce_date ?? null,
    }));
    await runBatch((db) => insertJsonRows(db, 'couples', rows, treeId, now));
    if (readBack) couples.push(...rows);
    await onRows?.(rows.length);
  }
  const seen = new Set<string>();
  const links = graph.parenthoods.filter((l) => {
    const key = `${l.parent_id}\u0000${l.child_id}`;
    if (seen.has(key) || l.parent_id === l.child_id) return false;
    seen.add(key);
    return true;
  });
  const parenthoods: GraphParenthood[] = [];
  for (let i = 0; i < links.length; i += BATCH_ROWS) {
    const rows = links.slice(i, i + BATCH_ROWS).map((l) => ({ parent_id: idOf(l.parent_id), child_id: idOf(l.child_id), kind: l.kind }));
    await runBatch((db) => insertJsonRows(db, 'parenthoods', rows, treeId, now));
    if (readBack) parenthoods.push(...rows);
    await onRows?.(rows.length);
  }
  // Duplicate and self links were skipped, yet count them so the progress ends at the total.
  if (graph.parenthoods.length > links.length) await onRows?.(graph.parenthoods.length - links.length);
  if (!readBack) return { ids };
  couples.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  parenthoods.sort((a, b) => (a.child_id < b.child_id ? -1 : a.child_id > b.child_id ? 1 : a.parent_id < b.parent_id ? -1 : a.parent_id > b.parent_id ? 1 : 0));
  return { ids, graph: { persons: persons.sort(byBirthThenId).map((e) => e.p), couples, parenthoods } };
}
