/**
 * Layout state: the payloads behind recent map_hashes, gzipped in the database and bounded per
 * tree (oldest evicted), so a diff can be answered by any API node.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { DrawResponse } from '../../../protocol/draw';
import type { Db } from '../../db/database';

export const STATES_PER_TREE = 8;

export async function saveLayoutState(db: Db, treeId: string, payload: DrawResponse, now: Date): Promise<void> {
  const bytes = gzipSync(JSON.stringify(payload), { level: 1 });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('layout_states')
      .values({ tree_id: treeId, map_hash: payload.map_hash, payload: bytes, created_at: now })
      .onConflict((oc) => oc.columns(['tree_id', 'map_hash']).doUpdateSet({ created_at: now }))
      .execute();
    const keep = trx
      .selectFrom('layout_states')
      .select('map_hash')
      .where('tree_id', '=', treeId)
      .orderBy('created_at', 'desc')
      .orderBy('map_hash')
      .limit(STATES_PER_TREE);
    await trx.deleteFrom('layout_states').where('tree_id', '=', treeId).where('map_hash', 'not in', keep).execute();
  });
}

export async function loadLayoutState(db: Db, treeId: string, mapHash: string): Promise<DrawResponse | undefined> {
  const row = await db
    .selectFrom('layout_states')
    .select('payload')
    .where('tree_id', '=', treeId)
    .where('map_hash', '=', mapHash)
    .executeTakeFirst();
  return row ? (JSON.parse(gunzipSync(row.payload).toString('utf8')) as DrawResponse) : undefined;
}
