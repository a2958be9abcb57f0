/** A generated clan stored as one owner's tree, for tests of large trees (stored answers, graph snapshots). */
import { generateTree } from '../../../../benchmarks/lib/generateTree';
import type { TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { insertTreeGraph } from '../../tree/load';

export interface TestClan {
  owner: TestUser;
  treeId: string;
  /** The clan's founder, to draw from. */
  start: string;
}

export async function insertClan(t: TestApp, o: { persons: number; seed: number; email: string }): Promise<TestClan> {
  const db = t.database.db;
  const owner = await createTestUser(db, { email: o.email });
  const treeId = (await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Clan' }).returning('id').executeTakeFirstOrThrow()).id;
  const graph = generateTree({ persons: o.persons, seed: o.seed });
  const ids = await db.transaction().execute((trx) => insertTreeGraph(trx, treeId, graph, t.clock.now));
  return { owner, treeId, start: ids.get(graph.persons[0].id)! };
}
