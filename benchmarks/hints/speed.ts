/**
 * Time to match a tree against the corpus in the database (PGlite, the real load path of the sample
 * records): a tree of the generator's families, all persons at once, then one person edited and the
 * touched persons matched again (what the job does a second after an edit).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/database';
import { Population } from '../../src/server/data/records/population';
import { DEFAULT_SEED } from '../../src/server/data/records/generate';
import { mulberry32 } from '../../src/server/lib/random';
import { familyTreePersons } from '../../src/server/matching/labelled';
import { matchTree, type MatchResult } from '../../src/server/modules/hints/matchTree';
import { openCorpus } from '../records/corpus';
import type { BenchTable } from '../lib/table';

const BENCH_EMAIL = 'hints-bench@example.com';
const BENCH_NOW = new Date('2026-01-01T00:00:00Z');

const steps = (r: MatchResult) => [r.ms.load, r.ms.fetch, r.ms.score, r.ms.write].map((ms) => (ms / 1000).toFixed(2)).join(', ');

export async function speedTable(records = Number(process.env.HINTS_BENCH_RECORDS ?? 200_000), persons = Number(process.env.HINTS_BENCH_PERSONS ?? 10_000)): Promise<BenchTable> {
  // The database in a thread of its own, as the server runs it beside the pool thread that runs the hints job.
  const corpus = await openCorpus(records, undefined, { thread: true });
  const db = corpus.database.db;
  const { treeId, rows } = await insertBenchTree(db, persons);
  let t0 = performance.now();
  const all = await matchTree(db, treeId, new Date(), { scope: 'all' });
  const allMs = performance.now() - t0;
  const edited = rows[0]!.id as string;
  await db.updateTable('persons').set({ notes: 'edited', updated_at: new Date(BENCH_NOW.getTime() + 60_000) }).where('id', '=', edited).execute();
  t0 = performance.now();
  const one = await matchTree(db, treeId, new Date(), { scope: 'touched' });
  const oneMs = performance.now() - t0;
  const counted = await db.selectFrom('hints').select((eb) => eb.fn.countAll<string>().as('n')).where('tree_id', '=', treeId).executeTakeFirstOrThrow();
  await db.deleteFrom('users').where('email', '=', BENCH_EMAIL).execute();
  await corpus.database.close();
  return {
    title: `RecordFinder matching time (PGlite in its own thread as the server runs it, ${records.toLocaleString('en')} sample records, a tree of ${rows.length.toLocaleString('en')} persons)`,
    columns: ['step', 'persons matched', 'candidates scored', 'time (s)', 'of it: tree, fetch, score, write (s)'],
    rows: [
      ['load the sample corpus (baseline: the records import itself' + (corpus.reused ? ', an earlier run cached in .tmp)' : ')'), '', '', corpus.loadSeconds.toFixed(1), ''],
      ['match the whole tree', all.persons, all.candidates, (allMs / 1000).toFixed(2), steps(all)],
      ['match again after one edit (the person and relatives)', one.persons, one.candidates, (oneMs / 1000).toFixed(3), steps(one)],
    ],
    notes: [`${Number(counted.n).toLocaleString('en')} hints written. Targets: whole tree under 60 s (against 1,000,000 records), one edit under 1 s.`],
  };
}

/** A tree of the generator's families, `persons` persons or a family more, owned by a bench user (an earlier run's removed first). */
export async function insertBenchTree(db: Db, persons: number): Promise<{ treeId: string; rows: Record<string, unknown>[] }> {
  const now = BENCH_NOW;
  await db.deleteFrom('users').where('email', '=', BENCH_EMAIL).execute();
  const user = await db.insertInto('users').values({ email: BENCH_EMAIL, password_hash: '', created_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  const tree = await db.insertInto('family_trees').values({ owner_id: user.id, name: 'Bench', home_person_id: null, import_key: null, created_at: new Date(), updated_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  const population = new Population(mulberry32(DEFAULT_SEED));
  const rows: Record<string, unknown>[] = [];
  const links: { tree_id: string; parent_id: string; child_id: string }[] = [];
  const couples: { tree_id: string; person1_id: string; person2_id: string; created_at: Date }[] = [];
  while (rows.length < persons) {
    const family = population.next();
    const ids = new Map<string, string>();
    for (const p of familyTreePersons(family)) {
      const id = randomUUID();
      ids.set(p.identity, id);
      rows.push({ id, tree_id: tree.id, first_names: JSON.stringify(p.first_names), surnames: JSON.stringify(p.surnames), gender: p.gender, birth_date: JSON.stringify({ year: p.birthYear, month: null, day: null, approximation_years: null, approximation_type: null }), facts: '[]', residence_location: '[]', created_at: now, updated_at: now });
    }
    const id = (p: { identity: string } | null) => (p ? ids.get(p.identity) : undefined);
    const e = id(family.emigrant)!;
    links.push({ tree_id: tree.id, parent_id: id(family.father)!, child_id: e });
    if (family.brother) links.push({ tree_id: tree.id, parent_id: id(family.father)!, child_id: id(family.brother)! });
    for (const c of family.children) links.push({ tree_id: tree.id, parent_id: e, child_id: id(c)! });
    if (family.wife) couples.push({ tree_id: tree.id, person1_id: e, person2_id: id(family.wife)!, created_at: now });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto('persons').values(rows.slice(i, i + 1000) as never).execute();
  for (let i = 0; i < links.length; i += 1000) await db.insertInto('parenthoods').values(links.slice(i, i + 1000)).execute();
  for (let i = 0; i < couples.length; i += 1000) await db.insertInto('couples').values(couples.slice(i, i + 1000)).execute();
  return { treeId: tree.id, rows };
}
