import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { writeSampleCorpus } from '../../src/server/data/records/write';
import { importCollectionFile } from '../../src/server/modules/records/importCollection';
import { testDatabase } from './db';

/** A test database holding `records` sample records, imported through the collection import before the file's tests, closed after. */
export function sampleRecordsDatabase(records: number): { readonly database: Database } {
  let database: Database | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    database = await testDatabase();
    dir = await mkdtemp(join(tmpdir(), 'xungen-records-'));
    for (const file of await writeSampleCorpus(dir, { records })) if (file.records) await importCollectionFile(database.db, file.file);
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    await database?.close();
  });
  return {
    get database() {
      if (!database) throw new Error('The sample records database is opened in beforeAll.');
      return database;
    },
  };
}
