/**
 * Matching a tree against the record corpus: the persons touched since the last run (or all, or all
 * against one newly imported collection), their candidates fetched by surname key and birth window
 * from record_persons' indexes, scored in memory (src/server/matching), and the result written in
 * short transactions: new hints added, a new hint's score refreshed, a new hint that no longer holds
 * dropped; accepted and ignored hints are never touched, so an ignored hint stays ignored. The cards
 * of persons whose count of new hints changed are logged as changed (record_tree_change), so the
 * owner's next diff carries their badges.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { birthWindow, blockingKeysOfPerson, blockingKeysOfRecord } from '../../matching/blocking';
import { matchProbability, preparePerson, type PreparedPerson } from '../../matching/score';
import type { RecordNameForMatch, RecordPersonForMatch, TreePersonForMatch } from '../../matching/types';
import { HINT_THRESHOLD } from '../../matching/weights';
import { loadTreeGraph } from '../../tree/load';
import { placeNameResolver } from '../places/resolve';
import { lexeme } from '../trees/search';
import { relativesIndex, treePersonForMatch } from './treePersons';

export interface MatchOptions {
  /** 'touched': persons changed since the last run (all on the first); 'all': every person. */
  scope: 'touched' | 'all';
  /** Only records of this collection (a collection just imported). */
  collectionId?: string;
  /** Called between batches (a job's checkpoint). */
  checkpoint?: () => void;
}

export interface MatchResult {
  persons: number;
  candidates: number;
  created: number;
  removed: number;
}

interface Candidate extends RecordPersonForMatch {
  import_id: string;
  collection_id: string;
  source_id: string;
}

const KEYS_PER_QUERY = 40;
const WRITE_BATCH = 500;

export async function matchTree(db: Db, treeId: string, now: Date, options: MatchOptions): Promise<MatchResult> {
  const result: MatchResult = { persons: 0, candidates: 0, created: 0, removed: 0 };
  const tree = await db.selectFrom('family_trees').select('id').where('id', '=', treeId).executeTakeFirst();
  if (!tree) return result;
  const state = await db.selectFrom('hint_tree_state').selectAll().where('tree_id', '=', treeId).executeTakeFirst();
  const since = options.scope === 'touched' ? (state?.matched_until ?? null) : null;
  const touchedRows = await db
    .selectFrom('persons')
    .select(['id', 'updated_at'])
    .where('tree_id', '=', treeId)
    .$if(since !== null, (q) => q.where('updated_at', '>', since!))
    .execute();
  if (!touchedRows.length) return result;
  const mark = touchedRows.reduce((m, r) => (r.updated_at > m ? r.updated_at : m), since ?? new Date(0));

  const graph = await loadTreeGraph(db, treeId);
  const byId = new Map(graph.persons.map((p) => [p.id, p]));
  const relatives = relativesIndex(graph);
  // A touched person's relatives are matched again too: what they know of the person changed.
  const ids = new Set(touchedRows.map((r) => r.id));
  if (since !== null) {
    for (const id of [...ids]) {
      const r = relatives.get(id);
      for (const set of [r?.parents, r?.children, r?.spouses]) for (const x of set ?? []) ids.add(x);
    }
  }
  const resolve = placeNameResolver(db);
  const persons: TreePersonForMatch[] = [];
  for (const id of ids) {
    const p = byId.get(id);
    if (!p) continue;
    persons.push(treePersonForMatch(p, byId, relatives, await resolve(p.birth_location ?? null)));
  }
  result.persons = persons.length;

  const found = await candidatesFor(db, persons, options);
  result.candidates = [...found.values()].reduce((n, list) => n + list.length, 0);
  options.checkpoint?.();

  // Score: the best position of each record per person, kept from the threshold up.
  const matches = new Map<string, Map<string, { c: Candidate; score: number }>>();
  for (const person of persons) {
    const prepared: PreparedPerson = preparePerson(person);
    const best = new Map<string, { c: Candidate; score: number }>();
    for (const c of found.get(person.id) ?? []) {
      const score = matchProbability(prepared, c);
      if (score < HINT_THRESHOLD) continue;
      const had = best.get(c.code);
      if (!had || had.score < score) best.set(c.code, { c, score });
    }
    matches.set(person.id, best);
  }

  // Write in short transactions, a batch of persons at a time.
  const personIds = [...matches.keys()];
  for (let i = 0; i < personIds.length; i += WRITE_BATCH) {
    options.checkpoint?.();
    const batch = personIds.slice(i, i + WRITE_BATCH);
    const counts = await writeHints(db, treeId, batch, matches, now, options.collectionId);
    result.created += counts.created;
    result.removed += counts.removed;
  }
  await db
    .insertInto('hint_tree_state')
    .values({ tree_id: treeId, matched_until: mark, full_match_at: options.scope === 'all' ? now : null })
    .onConflict((oc) => oc.column('tree_id').doUpdateSet(options.scope === 'all' ? { matched_until: mark, full_match_at: now } : { matched_until: mark }))
    .execute();
  return result;
}

/** The candidates of each person: one query per group of surname keys, routed back in memory. */
async function candidatesFor(db: Db, persons: TreePersonForMatch[], options: MatchOptions): Promise<Map<string, Candidate[]>> {
  const byKey = new Map<string, { person: TreePersonForMatch; window: [number, number] }[]>();
  for (const person of persons) {
    const window = birthWindow(person);
    if (!window) continue;
    for (const key of blockingKeysOfPerson(person)) {
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push({ person, window });
    }
  }
  const keys = [...byKey.keys()].sort();
  const out = new Map<string, Candidate[]>();
  const seen = new Map<string, Set<string>>();
  const rows: Candidate[] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const group = keys.slice(i, i + KEYS_PER_QUERY);
    let lo = Infinity;
    let hi = -Infinity;
    for (const k of group) for (const { window } of byKey.get(k)!) {
      lo = Math.min(lo, window[0]);
      hi = Math.max(hi, window[1]);
    }
    // Approximate birth years reach up to 20 years past the window.
    const { rows: found } = await sql<Omit<Candidate, 'others'>>`
      SELECT rp.import_id, rp.record_code AS code, rp.position, rp.role, rp.surname, rp.first_name, rp.name_zh, rp.gender,
             rp.birth_year, rp.birth_year_approx, rp.birth_place_code, rp.death_year, rp.collection_id, r.source_id
        FROM record_persons rp
        JOIN record_collections c ON c.id = rp.collection_id AND c.current_import = rp.import_id
        JOIN records r ON r.import_id = rp.import_id AND r.code = rp.record_code
       WHERE rp.search_keys @@ ${group.map(lexeme).join(' | ')}::tsquery
         AND rp.birth_year BETWEEN ${lo - 20} AND ${hi + 20}
         ${options.collectionId ? sql`AND rp.collection_id = ${options.collectionId}` : sql``}`.execute(db);
    for (const row of found) {
      const candidate = { ...row, others: [] as RecordNameForMatch[] };
      let used = false;
      for (const key of blockingKeysOfRecord(row)) {
        for (const { person, window } of byKey.get(key) ?? []) {
          if (row.birth_year === null || row.birth_year + row.birth_year_approx < window[0] || row.birth_year - row.birth_year_approx > window[1]) continue;
          const id = `${row.code}#${row.position}`;
          let s = seen.get(person.id);
          if (!s) seen.set(person.id, (s = new Set()));
          if (s.has(id)) continue;
          s.add(id);
          let list = out.get(person.id);
          if (!list) out.set(person.id, (list = []));
          list.push(candidate);
          used = true;
        }
      }
      if (used) rows.push(candidate);
    }
  }
  await attachOthers(db, rows);
  return out;
}

/** The other persons named in each candidate's record (the record's relatives of the candidate). */
async function attachOthers(db: Db, candidates: Candidate[]): Promise<void> {
  const byRecord = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = `${c.import_id}|${c.code}`;
    const list = byRecord.get(key) ?? [];
    list.push(c);
    byRecord.set(key, list);
  }
  const codes = [...new Set(candidates.map((c) => c.code))];
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .selectFrom('record_persons')
      .select(['import_id', 'record_code', 'position', 'role', 'surname', 'first_name', 'name_zh', 'gender'])
      .where('record_code', 'in', codes.slice(i, i + 1000))
      .execute();
    for (const row of rows) {
      for (const c of byRecord.get(`${row.import_id}|${row.record_code}`) ?? []) {
        if (c.position !== row.position) c.others.push({ role: row.role, surname: row.surname, first_name: row.first_name, name_zh: row.name_zh, gender: row.gender as 'm' | 'f' | null });
      }
    }
  }
}

async function writeHints(
  db: Db,
  treeId: string,
  personIds: string[],
  matches: Map<string, Map<string, { c: Candidate; score: number }>>,
  now: Date,
  collectionId: string | undefined,
): Promise<{ created: number; removed: number }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('hints')
      .select(['id', 'person_id', 'record_code', 'status', 'score', 'collection_id'])
      .where('person_id', 'in', personIds)
      .execute();
    const had = new Map(existing.map((h) => [`${h.person_id}|${h.record_code}`, h]));
    const inserts: { tree_id: string; person_id: string; record_code: string; record_position: number; collection_id: string; source_id: string; score: number; created_at: Date; updated_at: Date }[] = [];
    const changed = new Set<string>();
    const removeIds: string[] = [];
    for (const personId of personIds) {
      const best = matches.get(personId)!;
      for (const [code, { c, score }] of best) {
        const h = had.get(`${personId}|${code}`);
        if (!h) {
          inserts.push({ tree_id: treeId, person_id: personId, record_code: code, record_position: c.position, collection_id: c.collection_id, source_id: c.source_id, score, created_at: now, updated_at: now });
          changed.add(personId);
        } else if (h.status === 'new' && Math.abs(h.score - score) > 1e-4) {
          await trx.updateTable('hints').set({ score, record_position: c.position, updated_at: now }).where('id', '=', h.id).execute();
        }
      }
    }
    for (const h of existing) {
      if (h.status !== 'new' || matches.get(h.person_id)?.has(h.record_code)) continue;
      if (collectionId && h.collection_id !== collectionId) continue;
      removeIds.push(h.id);
      changed.add(h.person_id);
    }
    if (inserts.length) await trx.insertInto('hints').values(inserts).onConflict((oc) => oc.columns(['person_id', 'record_code']).doNothing()).execute();
    if (removeIds.length) await trx.deleteFrom('hints').where('id', 'in', removeIds).execute();
    if (changed.size) await markCards(trx, treeId, [...changed]);
    return { created: inserts.length, removed: removeIds.length };
  });
}

/**
 * Logs the persons' cards as changed (their hint badges), in the caller's transaction, and takes back
 * the rematch mark that log itself set: only members' edits should wake the matcher.
 */
export async function markCards(trx: Db, treeId: string, personIds: string[]): Promise<void> {
  await sql`SELECT record_tree_change(${treeId}::uuid, 'card', ${JSON.stringify([...personIds].sort())}::jsonb)`.execute(trx);
  await sql`DELETE FROM hint_pending WHERE tree_id = ${treeId}::uuid AND since = now()`.execute(trx);
}

