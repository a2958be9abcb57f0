import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../../tests/harness/db';
import { createTestUser } from '../../../../tests/harness/users';
import type { Database } from '../database';
import { up } from './0092_hints_rescore';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

describe('migration 0092: every tree matched again under the recalibrated score', () => {
  it('forgets how far each tree was matched and marks every tree for the scheduler', async () => {
    const db = database.db;
    const owner = await createTestUser(db);
    const trees = await db.insertInto('family_trees').values([{ owner_id: owner.id, name: 'Matched' }, { owner_id: owner.id, name: 'Never matched' }]).returning('id').execute();
    await db.insertInto('hint_tree_state').values({ tree_id: trees[0]!.id, matched_until: new Date(), full_match_at: new Date() }).execute();
    await db.deleteFrom('hint_pending').execute();

    await up(db);

    expect(await db.selectFrom('hint_tree_state').selectAll().execute()).toEqual([]);
    const pending = (await db.selectFrom('hint_pending').select('tree_id').execute()).map((r) => r.tree_id).sort();
    expect(pending).toEqual(trees.map((t) => t.id).sort());
  });
});
