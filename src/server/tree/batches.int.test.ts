import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../tests/harness/db';
import type { Database } from '../db/database';
import { BULK_GIN_PENDING_KB } from '../db/ginPending';
import type { DB } from '../db/schema';
import { maySkipRowTriggers, onHandle, withoutRowTriggers } from './batches';
import { treeRevision } from './changes';
import { insertTreeGraph } from './load';

let database: Database;
let ownerId: string;
beforeAll(async () => {
  database = await testDatabase();
  ownerId = (await database.db.insertInto('users').values({ email: 'batches@example.com', password_hash: '!' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => database.close());

const newTree = async () => (await database.db.insertInto('family_trees').values({ owner_id: ownerId, name: 'Batches' }).returning('id').executeTakeFirstOrThrow()).id;
const count = async (table: 'persons' | 'couples' | 'parenthoods', treeId: string) =>
  Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('tree_id', '=', treeId).executeTakeFirstOrThrow()).n);

const person = (id: string) => ({
  id, first_names: [{ type: 'given' as const, value: id }], surnames: [{ type: 'birth' as const, value: 'Lam' }], gender: 'm' as const,
  birth_date: null, birth_location: null, death_date: null, death_location: null, is_deceased: false, facts: [], notes: null, residence_location: [],
});
const family = {
  persons: [person('father'), person('mother'), person('son')],
  couples: [{ id: 'c', person1_id: 'father', person2_id: 'mother', marriage_place: null, marriage_date: null, is_divorced: false, divorce_place: null, divorce_date: null }],
  parenthoods: [{ parent_id: 'father', child_id: 'son', kind: 'birth' as const }, { parent_id: 'mother', child_id: 'son', kind: 'birth' as const }],
};

describe('batches that skip row triggers', () => {
  it('are allowed to the superuser the tests and PGlite run as, and refused to a plain role', async () => {
    expect(await maySkipRowTriggers(database.db)).toBe(true);
    await sql`CREATE ROLE xungen_plain_role NOLOGIN`.execute(database.db);
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL ROLE xungen_plain_role`.execute(trx);
        expect(await maySkipRowTriggers(trx)).toBe(false);
        // So it gets batches that keep every check: one on the handle, no transaction of its own.
        const run = await withoutRowTriggers(trx);
        const seen: unknown[] = [];
        await run(async (db) => seen.push(db));
        expect(seen).toEqual([trx]);
      });
    } finally {
      await sql`DROP ROLE xungen_plain_role`.execute(database.db);
    }
  });

  it('write a tree without logging changes, which still cascades away with its tree', async () => {
    const treeId = await newTree();
    await insertTreeGraph(database.db, treeId, family, new Date(), undefined, await withoutRowTriggers(database.db));
    expect([await count('persons', treeId), await count('couples', treeId), await count('parenthoods', treeId)]).toEqual([3, 1, 2]);
    expect(await treeRevision(database.db, treeId)).toBe(0);
    // The same write with the checks on logs it.
    const logged = await newTree();
    await insertTreeGraph(database.db, logged, family, new Date(), undefined, onHandle(database.db));
    expect(await treeRevision(database.db, logged)).toBe(3);
    // The constraints are still there: deleting the tree takes every row with it.
    await database.db.deleteFrom('family_trees').where('id', 'in', [treeId, logged]).execute();
    expect([await count('persons', treeId), await count('couples', treeId), await count('parenthoods', treeId)]).toEqual([0, 0, 0]);
  });

  it('keep the GIN pending list small for their own transaction only', async () => {
    const limit = async (db: Kysely<DB>) => (await sql<{ kb: string }>`SELECT current_setting('gin_pending_list_limit') AS kb`.execute(db)).rows[0]!.kb;
    const seen: string[] = [];
    const run = await withoutRowTriggers(database.db, async () => undefined);
    await run(async (trx) => seen.push(await limit(trx)));
    expect(seen).toEqual([`${BULK_GIN_PENDING_KB}kB`]);
    expect(await limit(database.db)).toBe('4MB');
  });

  it('switch the triggers off for their own transaction only', async () => {
    const treeId = await newTree();
    const run = await withoutRowTriggers(database.db);
    await run((db) => db.selectFrom('persons').select('id').limit(1).execute());
    const { rows } = await sql<{ role: string }>`SELECT current_setting('session_replication_role') AS role`.execute(database.db);
    expect(rows[0]!.role).toBe('origin');
    // A dangling parent link is refused again outside the batches.
    await expect(
      database.db.insertInto('parenthoods').values({ tree_id: treeId, parent_id: '00000000-0000-4000-8000-000000000001', child_id: '00000000-0000-4000-8000-000000000002', kind: 'birth' }).execute(),
    ).rejects.toThrow(/foreign key/);
  });
});
