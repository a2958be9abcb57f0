import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTree } from '../tree/generateTree';
import { testDatabase } from '../../../tests/harness/db';
import { createTestUser } from '../../../tests/harness/users';
import { insertTreeGraph } from '../tree/load';
import type { Database } from './database';
import { analyzeStale, staleTables } from './statisticsUpkeep';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

const rowEstimate = async (table: string) =>
  (await sql<{ reltuples: number }>`SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = ${table}`.execute(database.db)).rows[0]!.reltuples;

// PostgreSQL's autovacuum analyses on its own schedule, so only PGlite's tables are sure to be stale here.
describe.runIf(process.env.XUNGEN_TEST_DB !== 'postgresql')('statistics upkeep (PGlite)', () => {
  it('analyses the tables a copied tree grew, and then leaves them until they change again', async () => {
    const db = database.db;
    await analyzeStale(db);
    const owner = await createTestUser(db);
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Grown' }).returning('id').executeTakeFirstOrThrow();
    const graph = generateTree({ persons: 1500, seed: 3 });
    await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, graph));

    const stale = await staleTables(db);
    expect(stale).toEqual(expect.arrayContaining(['persons', 'parenthoods']));
    expect(await rowEstimate('persons')).toBeLessThan(graph.persons.length / 2);

    expect(await analyzeStale(db)).toEqual(stale);
    expect(await rowEstimate('persons')).toBe(graph.persons.length);
    expect(await rowEstimate('parenthoods')).toBe(graph.parenthoods.length);
    expect(await staleTables(db)).toEqual([]);

    // A few edits stay under the threshold (50 rows and a tenth of the table).
    await db.updateTable('persons').set({ notes: 'edited' }).where('tree_id', '=', tree.id).where('id', 'in', (await db.selectFrom('persons').select('id').where('tree_id', '=', tree.id).limit(40).execute()).map((r) => r.id)).execute();
    expect(await staleTables(db)).toEqual([]);
  });
});
