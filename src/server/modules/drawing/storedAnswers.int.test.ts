import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import type { TestUser } from '../../../../tests/harness/users';
import type { DrawResponse } from '../../../protocol/draw';
import { decodeDrawColumns, DRAW_COLUMNS_TYPE } from '../../../protocol/drawColumns';
import { ANSWERS_PER_TREE, STORED_ANSWER_PERSONS } from './storedAnswers';
import { readBlob } from './layoutBlobs';
import { createApp } from '../../app';
import { inlinePool } from '../../jobs/pool';
import { tasks } from '../../jobs/tasks';
import { applyDiff } from '../../layout';
import { canonical } from './testCanonical';
import { insertClan } from './testClan';

// Layouts made: a node that sends a stored answer lays nothing out for it (it may read the tree in
// afterwards, for the edit that may follow).
const made = vi.hoisted(() => ({ layouts: 0 }));
vi.mock('../../layout', async (importOriginal) => {
  const { countCalls } = await import('./testCountCalls');
  return countCalls(await importOriginal<typeof import('../../layout')>(), ['layoutTree'], () => made.layouts++);
});

describe('draw answers of a large tree stored for the next node', () => {
  let t: TestApp;
  let owner: TestUser;
  let treeId: string;
  let start: string;
  beforeAll(async () => {
    t = await testApp();
    ({ owner, treeId, start } = await insertClan(t, { persons: STORED_ANSWER_PERSONS + 500, seed: 6, email: 'stored-answers@example.com' }));
  });
  afterAll(() => t.close());

  /** A second later than the last (stored answers are kept newest first). */
  const draw = async (app: TestApp['app'], encoding = 'gzip, deflate, br') => {
    t.clock.advance(1000);
    const res = await app.request(`/api/v1/familytree/${treeId}/draw/`, {
      method: 'POST',
      headers: { authorization: `Token ${owner.key}`, 'content-type': 'application/json', accept: DRAW_COLUMNS_TYPE, 'accept-encoding': encoding },
      body: JSON.stringify({ start_person_id: start }),
    });
    expect(res.status).toBe(200);
    const wire = Buffer.from(await res.arrayBuffer());
    const coding = res.headers.get('content-encoding');
    return { wire, coding, drawing: coding === 'br' ? decodeDrawColumns(JSON.parse(brotliDecompressSync(wire).toString('utf8'))) : undefined };
  };
  const call = async (app: TestApp['app'], path: string, body: unknown) => {
    const res = await app.request(path, { method: 'POST', headers: { authorization: `Token ${owner.key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    expect(res.status, text).toBeLessThan(300);
    return JSON.parse(text);
  };
  /** The stored answers whose layout is stored too (each is saved after the answer has gone, apart). */
  const answers = () =>
    t.database.db
      .selectFrom('draw_answers as a')
      .innerJoin('layout_states as s', (join) => join.onRef('s.tree_id', '=', 'a.tree_id').onRef('s.map_hash', '=', 'a.map_hash'))
      .select(['a.answer_key', 'a.map_hash', 'a.coding', 'a.blob_id', 'a.created_at'])
      .where('a.tree_id', '=', treeId)
      .execute();
  /** Parts in layout_blobs that no layout state (or its places), stored answer or graph snapshot names. */
  const strayParts = async () => {
    const db = t.database.db;
    const named = new Set([
      ...(await db.selectFrom('layout_states').select(['blob_id', 'places_blob_id']).where('tree_id', '=', treeId).execute()).flatMap((r) => [r.blob_id, r.places_blob_id]),
      ...(await db.selectFrom('draw_answers').select('blob_id').where('tree_id', '=', treeId).execute()).map((r) => r.blob_id),
      ...(await db.selectFrom('tree_graph_snapshots').select('blob_id').where('tree_id', '=', treeId).execute()).map((r) => r.blob_id),
    ]);
    return (await db.selectFrom('layout_blobs').select('id').distinct().where('tree_id', '=', treeId).execute()).filter((r) => !named.has(r.id));
  };

  it('sends another node the bytes of the last identical draw without laying it out, until the tree, the day or the coding differ', async () => {
    const first = await draw(t.app);
    expect(first.drawing!.persons.length).toBeGreaterThanOrEqual(STORED_ANSWER_PERSONS);
    await vi.waitFor(async () => expect(await answers()).toHaveLength(1), { timeout: 20_000 });
    expect((await answers())[0].map_hash).toBe(first.drawing!.map_hash);
    // The layout is stored as the very bytes sent: not compressed a second time.
    const state = await t.database.db.selectFrom('layout_states').select(['payload', 'blob_id']).where('tree_id', '=', treeId).where('map_hash', '=', first.drawing!.map_hash).executeTakeFirstOrThrow();
    const stateBytes = state.blob_id ? await readBlob(t.database.db, state.blob_id) : Buffer.from(state.payload!);
    expect(Buffer.compare(stateBytes!, first.wire)).toBe(0);

    // Another node: the same bytes, and no tree read for them.
    const before = made.layouts;
    const node = t.otherNode();
    const again = await draw(node);
    expect(made.layouts).toBe(before);
    expect(again.coding).toBe('br');
    expect(Buffer.compare(again.wire, first.wire)).toBe(0);

    // That node has read the layout and the tree in meanwhile, so an edit there is diffed from them.
    const child = await call(t.app, '/api/v1/person/', { family_tree_id: treeId, first_names: [{ type: 'given', value: 'Stored' }], surnames: [], gender: 'f', relative: { person_id: start, relation: 'child' } });
    const diff = await call(node, `/api/v1/familytree/${treeId}/diff/`, { start_person_id: start, map_hash: first.drawing!.map_hash });
    expect(diff.new_persons.map((p: DrawResponse['persons'][number]) => p.object_id)).toContain(child.id);

    // The tree has moved on: a third node lays it out, with the new child, and stores that answer.
    const moved = made.layouts;
    const third = await draw(t.otherNode());
    expect(made.layouts).toBe(moved + 1);
    expect(third.drawing!.map_hash).toBe(diff.map_hash);
    await vi.waitFor(async () => expect((await answers()).map((r) => r.map_hash)).toContain(diff.map_hash), { timeout: 20_000 });

    // The same tree asked for in gzip is not sent the brotli bytes.
    const gzipped = await draw(t.otherNode(), 'gzip');
    expect(gzipped.coding).toBe('gzip');
    expect(made.layouts).toBe(moved + 2);

    // A day later the card pictures' links are signed anew: laid out again.
    t.clock.advance(24 * 3600_000);
    const nextDay = made.layouts;
    await draw(t.otherNode());
    expect(made.layouts).toBe(nextDay + 1);
    const stored = async () => (await answers()).map((r) => `${r.coding} ${r.created_at.toISOString()}`).sort();
    // The newest two are kept: the gzipped one of yesterday and today's. (Today's is inserted before the
    // oldest is evicted and its parts deleted, by later statements: all of it is waited for.)
    await vi.waitFor(
      async () => {
        expect(await stored()).toContain(`br ${t.clock.now.toISOString()}`);
        expect(await stored()).toHaveLength(ANSWERS_PER_TREE);
        expect(await strayParts()).toEqual([]);
      },
      { timeout: 20_000 },
    );
    expect((await stored())[0]).toMatch(/^br /);
    expect((await stored())[1]).toMatch(/^gzip /);
  });

  it('stores the answer of the last edit of a run once the edits pause, for the next node to send', async () => {
    const pool = inlinePool(tasks, { db: t.database.db, clock: () => t.clock.now, logger: t.deps.logger, files: t.deps.files });
    const node = createApp({ ...t.deps, pool });
    let held = (await draw(node)).drawing!;
    const diffs: string[] = [];
    for (const name of ['First', 'Second']) {
      t.clock.advance(1000);
      await call(node, '/api/v1/person/', { family_tree_id: treeId, first_names: [{ type: 'given', value: name }], surnames: [], gender: 'm', relative: { person_id: start, relation: 'child' } });
      const diff = await call(node, `/api/v1/familytree/${treeId}/diff/`, { start_person_id: start, map_hash: held.map_hash });
      held = applyDiff(held, diff);
      diffs.push(diff.map_hash);
    }
    // The node shuts down before the pause is over: what was waiting is stored then.
    await pool.close();
    const stored = (await answers()).map((r) => r.map_hash);
    expect(stored).toContain(diffs[1]);
    expect(stored).not.toContain(diffs[0]);
    const before = made.layouts;
    const next = await draw(t.otherNode());
    expect(made.layouts).toBe(before);
    expect(next.drawing!.map_hash).toBe(diffs[1]);
    expect(canonical(next.drawing!)).toEqual(canonical(held));

    // A card edit's drawing too (made from the last one, not laid out again).
    const cardPool = inlinePool(tasks, { db: t.database.db, clock: () => t.clock.now, logger: t.deps.logger, files: t.deps.files });
    const cardNode = createApp({ ...t.deps, pool: cardPool });
    t.clock.advance(1000);
    const renamed = held.persons.find((p) => !p.is_ghost && p.object_id !== start)!.object_id;
    const patched = await cardNode.request(`/api/v1/person/${renamed}/`, { method: 'PATCH', headers: { authorization: `Token ${owner.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ first_names: [{ type: 'given', value: '新名' }] }) });
    expect(patched.status).toBe(200);
    const cardDiff = await call(cardNode, `/api/v1/familytree/${treeId}/diff/`, { start_person_id: start, map_hash: held.map_hash });
    expect(cardDiff.data_update).toHaveLength(1);
    held = applyDiff(held, cardDiff);
    await cardPool.close();
    // Its layout, stored in the background once the answer had gone, is a delta over the drawing it was made from.
    const row = await t.database.db.selectFrom('layout_states').select('base_hash').where('tree_id', '=', treeId).where('map_hash', '=', cardDiff.map_hash).executeTakeFirstOrThrow();
    expect(row.base_hash).not.toBeNull();
    expect((await answers()).map((r) => r.map_hash)).toContain(cardDiff.map_hash);
    const reopened = await draw(t.otherNode());
    expect(made.layouts).toBe(before);
    expect(canonical(reopened.drawing!)).toEqual(canonical(held));
  });

  it('does not send an answer whose layout is no longer stored (a diff from it would find no state)', async () => {
    const node = t.otherNode();
    const kept = made.layouts;
    await draw(node);
    expect(made.layouts).toBe(kept);
    await t.database.db.deleteFrom('layout_states').where('tree_id', '=', treeId).execute();
    const before = made.layouts;
    const fresh = t.otherNode();
    const drawn = await draw(fresh);
    expect(made.layouts).toBe(before + 1);
    const diff = await call(fresh, `/api/v1/familytree/${treeId}/diff/`, { start_person_id: start, map_hash: drawn.drawing!.map_hash });
    expect(diff.has_state).toBe(true);
  });
});
