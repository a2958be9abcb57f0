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
import { corpusScale, matchProbability, preparePerson, type PreparedPerson } from '../../matching/score';
import type { TreePersonForMatch } from '../../matching/types';
import { HINT_THRESHOLD } from '../../matching/weights';
import type { TreeGraph } from '../../tree/graph';
import { loadTreeGraph } from '../../tree/load';
import { placeNameResolver } from '../places/resolve';
import { candidatesFor, type Candidate } from './candidates';
import { loadMatchGraph } from './matchGraph';
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
  /** Milliseconds spent per step: loading the tree, fetching candidates, scoring, writing hints. */
  ms: { load: number; fetch: number; score: number; write: number };
}

const WRITE_BATCH = 500;
/** Persons scored between two checkpoints. */
const SCORE_BATCH = 200;
/** Up to this many touched persons, only their part of the tree is read (loadMatchGraph). */
const NEIGHBOURHOOD_MOST = 200;

export async function matchTree(db: Db, treeId: string, now: Date, options: MatchOptions): Promise<MatchResult> {
  const result: MatchResult = { persons: 0, candidates: 0, created: 0, removed: 0, ms: { load: 0, fetch: 0, score: 0, write: 0 } };
  let t0 = performance.now();
  const lap = (step: keyof MatchResult['ms']) => {
    const t = performance.now();
    result.ms[step] += t - t0;
    t0 = t;
  };
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

  // A touched person's relatives are matched again too: what they know of the person changed. A few
  // touched persons read only their part of the tree; a first run or many edits read it whole.
  let graph: TreeGraph;
  let ids: Set<string>;
  if (since !== null && touchedRows.length <= NEIGHBOURHOOD_MOST) {
    ({ graph, match: ids } = await loadMatchGraph(db, treeId, touchedRows.map((r) => r.id)));
  } else {
    graph = await loadTreeGraph(db, treeId);
    ids = new Set(touchedRows.map((r) => r.id));
    if (since !== null) {
      const around = relativesIndex(graph);
      for (const id of [...ids]) {
        const r = around.get(id);
        for (const set of [r?.parents, r?.children, r?.spouses]) for (const x of set ?? []) ids.add(x);
      }
    }
  }
  const byId = new Map(graph.persons.map((p) => [p.id, p]));
  const relatives = relativesIndex(graph);
  const resolve = placeNameResolver(db);
  const persons: TreePersonForMatch[] = [];
  for (const id of ids) {
    const p = byId.get(id);
    if (!p) continue;
    persons.push(treePersonForMatch(p, byId, relatives, await resolve(p.birth_location ?? null)));
  }
  result.persons = persons.length;
  lap('load');

  // Scores are calibrated to the size of the whole corpus, also when one new collection is matched, so a
  // pair scores alike in both runs.
  const scale = corpusScale(await currentRecords(db));
  const found = await candidatesFor(db, persons, options);
  result.candidates = [...found.values()].reduce((n, list) => n + list.length, 0);
  lap('fetch');
  options.checkpoint?.();

  // Score: the best position of each record per person, kept from the threshold up.
  const matches = new Map<string, Map<string, { c: Candidate; score: number }>>();
  for (const [i, person] of persons.entries()) {
    if (i && i % SCORE_BATCH === 0) options.checkpoint?.();
    const prepared: PreparedPerson = preparePerson(person);
    const best = new Map<string, { c: Candidate; score: number }>();
    for (const c of found.get(person.id) ?? []) {
      const score = matchProbability(prepared, c, scale);
      if (score < HINT_THRESHOLD) continue;
      const had = best.get(c.code);
      if (!had || had.score < score) best.set(c.code, { c, score });
    }
    matches.set(person.id, best);
  }

  lap('score');

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
  lap('write');
  return result;
}

/** The records of the collections' current imports: the corpus a hint's probability is calibrated to. */
async function currentRecords(db: Db): Promise<number> {
  const row = await db
    .selectFrom('record_collections')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('record_count'), eb.lit(0)).as('n'))
    .where('current_import', 'is not', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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

