/**
 * The public demo tree, owned by a system user that cannot log in. Written once: a second run finds
 * the tree and does nothing.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { insertTreeGraph } from '../tree/load';
import { demoFamilyGraph } from './demoFamily';

export const DEMO_EMAIL = 'demo@xungen.local';
export const DEMO_TREE_NAME = 'Demo: the Wong (黄) family of Sai Kai village, Taishan (fictional)';
/** Not a scrypt hash, so no password ever matches it. */
const UNUSABLE_PASSWORD = '!';

export interface SeedDemoResult {
  created: boolean;
  treeId: string;
  persons: number;
}

export async function seedDemo(db: Db, now: Date = new Date()): Promise<SeedDemoResult> {
  return db.transaction().execute(async (trx) => {
    // API nodes starting together on a new database seed it once: the second waits here, then finds the tree.
    await sql`SELECT pg_advisory_xact_lock(hashtext('xungen.seed.demo'))`.execute(trx);
    let user = await trx.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', DEMO_EMAIL)).executeTakeFirst();
    if (!user) user = await trx.insertInto('users').values({ email: DEMO_EMAIL, password_hash: UNUSABLE_PASSWORD, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const existing = await trx.selectFrom('family_trees').select('id').where('owner_id', '=', user.id).where('name', '=', DEMO_TREE_NAME).executeTakeFirst();
    if (existing) {
      const count = await trx.selectFrom('persons').select((eb) => eb.fn.countAll<number>().as('n')).where('tree_id', '=', existing.id).executeTakeFirstOrThrow();
      return { created: false, treeId: existing.id, persons: Number(count.n) };
    }
    const graph = demoFamilyGraph();
    const tree = await trx
      .insertInto('family_trees')
      .values({ owner_id: user.id, name: DEMO_TREE_NAME, is_public: true, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = await insertTreeGraph(trx, tree.id, graph, now);
    await trx.updateTable('family_trees').set({ home_person_id: ids.get(graph.homePersonId)! }).where('id', '=', tree.id).execute();
    return { created: true, treeId: tree.id, persons: graph.persons.length };
  });
}
