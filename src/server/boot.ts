/**
 * Start-up shared by the server and the operator CLI: parse the environment, open the database
 * (PGlite in DATA_DIR or PostgreSQL at DATABASE_URL), bring it to the latest migration, and choose the
 * file store (S3_* or DATA_DIR/files).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { parseEnv, type Env } from './env';
import { storeFromEnv } from './files/storeConfig';
import type { FileStore } from './files/store';
import { seedReferenceData } from './seed';

export interface Booted {
  env: Env;
  database: Database;
  migrated: string[];
  /** The object store S3_* asks for; undefined keeps files in DATA_DIR/files. */
  files: FileStore | undefined;
}

export async function boot(options: { seed?: boolean } = {}): Promise<Booted> {
  const env = parseEnv();
  // Before the database opens: a half-configured object store stops the start with the variables it lacks.
  const files = storeFromEnv(env);
  let dataDir: string | undefined;
  if (!env.DATABASE_URL) {
    dataDir = resolve(env.DATA_DIR, 'db');
    mkdirSync(dataDir, { recursive: true });
  }
  mkdirSync(join(resolve(env.DATA_DIR), 'files'), { recursive: true });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: dataDir ?? '',
    pgPoolSize: env.DATABASE_POOL_SIZE,
    onIdleError: (err) => console.error(`Lost a database connection: ${err.message}`),
  });
  try {
    const migrated = await migrateToLatest(database.db);
    if (options.seed) await seedReferenceData(database.db);
    return { env, database, migrated, files };
  } catch (err) {
    await database.close();
    throw err;
  }
}
