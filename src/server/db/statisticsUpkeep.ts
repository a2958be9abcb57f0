/**
 * The planner's statistics kept current on PGlite, which runs no autovacuum: a tree copied or grown by
 * editing kept the row counts of its last ANALYZE, and reading a 100,000-person tree written after its
 * tables were last analysed took 27–35 s, against 8–12 s once they were analysed again (a loaded machine). Every half minute the upkeep asks the
 * statistics views which tables changed by more than autovacuum's own analyze threshold since they
 * were last analysed (50 rows plus a tenth of the rows), and analyses those, each in a statement of
 * its own, from the small sample of analyzeSampled, at job priority so members' queries go first.
 * PostgreSQL's autovacuum does this itself; the upkeep is started only on PGlite.
 */
import { sql } from 'kysely';
import type { Db } from './database';
import { repeatEvery } from '../lib/repeat';
import { withPriority } from './priority';
import { analyzeSampled } from './statistics';

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor at their PostgreSQL defaults. */
const BASE_ROWS = 50;
const SCALE = 0.1;

/** The tables of the public schema changed by more than the threshold since their last ANALYZE. */
export async function staleTables(db: Db): Promise<string[]> {
  // A backend reports its counts at most once a second; the forced report makes this run's own
  // writes count too.
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{ relname: string }>`SELECT s.relname
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'
      AND s.n_mod_since_analyze > ${BASE_ROWS} + ${SCALE} * greatest(c.reltuples, 0)
    ORDER BY s.n_mod_since_analyze DESC`.execute(db);
  return rows.map((r) => r.relname);
}

/** Analyses the stale tables; returns their names. */
export async function analyzeStale(db: Db): Promise<string[]> {
  const tables = await staleTables(db);
  for (const table of tables) await analyzeSampled(db, table);
  return tables;
}

/** Runs analyzeStale every `everyMs` until stopped, one run at a time. */
export function startStatisticsUpkeep(db: Db, onAnalyzed: (tables: string[], ms: number) => void, onError: (err: unknown) => void, everyMs = 30_000): { stop(): void } {
  return repeatEvery(
    everyMs,
    async () => {
      const started = performance.now();
      const tables = await withPriority('job', () => analyzeStale(db));
      if (tables.length) onAnalyzed(tables, Math.round(performance.now() - started));
    },
    onError,
  );
}
