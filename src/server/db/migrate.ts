import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

/** Applies every pending migration; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Areas add migrations in parallel; a database that already ran a later-numbered one still takes an
  // earlier-numbered newcomer.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
