/** A generated clan stored as one owner's tree, for tests of large trees (stored answers, graph snapshots). */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { generateTree } from '../../tree/generateTree';
import type { TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import type { DrawResponse } from '../../../protocol/draw';
import { decodeDrawColumns, DRAW_COLUMNS_TYPE } from '../../../protocol/drawColumns';
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

/**
 * The clan drawn from its founder as the tree page asks for it, gzip-compressed: a large layout is then
 * stored after the answer has gone (the uncompressed form stores it before answering).
 */
export async function drawCompressed(app: TestApp['app'], clan: TestClan): Promise<DrawResponse> {
  const res = await app.request(`/api/v1/familytree/${clan.treeId}/draw/`, {
    method: 'POST',
    headers: { authorization: `Token ${clan.owner.key}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ start_person_id: clan.start }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('gzip');
  return JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')) as DrawResponse;
}

/** The clan drawn from its founder in the page's form, columns compressed with brotli: the form whose answer is stored for the next node. */
export async function drawPageForm(app: TestApp['app'], clan: TestClan): Promise<DrawResponse> {
  const res = await app.request(`/api/v1/familytree/${clan.treeId}/draw/`, {
    method: 'POST',
    headers: { authorization: `Token ${clan.owner.key}`, 'content-type': 'application/json', accept: DRAW_COLUMNS_TYPE, 'accept-encoding': 'br' },
    body: JSON.stringify({ start_person_id: clan.start }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  return decodeDrawColumns(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8')));
}
