import { describe, expect, it } from 'vitest';
import { openPostgres } from './database';
import { postgresBinDir, startCluster } from '../../../tests/harness/postgresCluster';

// Needs the PostgreSQL binaries; the runner installs them (scripts/ensureSystem.ts).
describe.runIf(postgresBinDir() !== undefined && process.env.XUNGEN_TEST_DB === 'postgresql')('PostgreSQL pool', () => {
  it('survives the server going away: the idle connection is dropped, the next query fails cleanly', async () => {
    const cluster = await startCluster();
    const errors: Error[] = [];
    const database = openPostgres(cluster.url, 2, (err) => errors.push(err));
    try {
      await database.db.selectFrom('pg_catalog.pg_database' as never).selectAll().execute();
      cluster.stop();
      await new Promise((r) => setTimeout(r, 300));
      await expect(database.db.selectFrom('pg_catalog.pg_database' as never).selectAll().execute()).rejects.toThrow();
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await database.close().catch(() => undefined);
    }
  });
});
