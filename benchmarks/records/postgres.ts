/**
 * The benchmark's corpus on PostgreSQL: XUNGEN_BENCH_PG is a database URL, or `1` for a throwaway
 * cluster from the Debian binaries (tests/harness/postgresCluster.ts). The database is migrated and,
 * unless it already holds this corpus (same sample-records version and row count), the gazetteer and
 * record tables are copied from the PGlite corpus block range by block range, as JSON rows.
 */
import { sql } from 'kysely';
import { openPostgres, type Database, type Db } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { writableColumns } from '../../src/server/db/columns';
import { startCluster } from '../../tests/harness/postgresCluster';

const TABLES = ['places', 'place_alternatives', 'qiao_xiang_places', 'reference_data_versions', 'record_collections', 'record_sources', 'records', 'record_persons'];
/** Heap pages read per copy step. */
const PAGES = 400;

async function rowCount(db: Db, table: string): Promise<number> {
  return Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n);
}

export async function postgresCorpus(setting: string, from: Db): Promise<Database & { close(): Promise<void> }> {
  const cluster = setting === '1' ? await startCluster() : null;
  const database = openPostgres(cluster ? cluster.url : setting, 4);
  const db = database.db;
  await migrateToLatest(db);
  const want = await rowCount(from, 'record_persons');
  if ((await rowCount(db, 'record_persons')) !== want) {
    const started = performance.now();
    for (const table of [...TABLES].reverse()) await sql`TRUNCATE ${sql.table(table)} CASCADE`.execute(db);
    for (const table of TABLES) {
      const cols = (await writableColumns(from, table)).map((c) => sql.ref(c));
      const pages = Number((await sql<{ n: string }>`SELECT pg_relation_size(${table}::regclass) / current_setting('block_size')::int AS n`.execute(from)).rows[0]!.n);
      for (let page = 0; page <= pages; page += PAGES) {
        const { rows } = await sql<{ rows: unknown }>`
          SELECT json_agg(t) AS rows FROM ${sql.table(table)} t WHERE ctid >= ${`(${page},0)`}::tid AND ctid < ${`(${page + PAGES},0)`}::tid`.execute(from);
        if (!rows[0]?.rows) continue;
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(cols)}) SELECT ${sql.join(cols)} FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows[0].rows)}::json)`.execute(db);
      }
    }
    await sql`ANALYZE`.execute(db);
    console.log(`Copied the corpus to PostgreSQL in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return {
    ...database,
    async close() {
      await database.close();
      cluster?.stop();
    },
  };
}
