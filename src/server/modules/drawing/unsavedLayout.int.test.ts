import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import type { TestUser } from '../../../../tests/harness/users';
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import { applyDiff } from '../../layout';
import { SAVE_AFTER_ANSWER_PERSONS } from './service';
import { canonical } from './testCanonical';
import { drawCompressed, insertClan } from './testClan';

// Layouts are stored only once the test opens the gate; until then every save of a large layout waits.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const state = { opened: new Promise<void>((resolve) => (open = resolve)) };
  return { state, open: () => open() };
});
vi.mock('./layoutState', async (importOriginal) => {
  const real = await importOriginal<typeof import('./layoutState')>();
  return {
    ...real,
    saveLayoutState: async (...args: Parameters<typeof real.saveLayoutState>) => {
      await gate.state.opened;
      return real.saveLayoutState(...args);
    },
  };
});

describe('a diff from a layout still being stored', () => {
  let t: TestApp;
  let owner: TestUser;
  let treeId: string;
  let start: string;
  beforeAll(async () => {
    t = await testApp();
    ({ owner, treeId, start } = await insertClan(t, { persons: SAVE_AFTER_ANSWER_PERSONS + 200, seed: 9, email: 'unsaved-layout@example.com' }));
  });
  afterAll(() => {
    gate.open();
    return t.close();
  });

  const call = async (app: TestApp['app'], method: string, path: string, body?: unknown) => {
    const res = await app.request(path, { method, headers: { authorization: `Token ${owner.key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text);
  };
  const draw = (app: TestApp['app']) => drawCompressed(app, { owner, treeId, start });
  const diff = (app: TestApp['app'], held: DrawResponse) => call(app, 'POST', `/api/v1/familytree/${treeId}/diff/`, { start_person_id: start, map_hash: held.map_hash }) as Promise<DiffResponse>;
  const rows = () => t.database.db.selectFrom('layout_states').select(['map_hash', 'base_hash']).where('tree_id', '=', treeId).execute();

  it('answers at once, stores every layout as a delta over the one before once the saves run, and ends where a fresh draw does', async () => {
    const first = await draw(t.app);
    expect(first.persons.length).toBeGreaterThanOrEqual(SAVE_AFTER_ANSWER_PERSONS);
    let held = first;
    const hashes = [first.map_hash];
    const parent = first.persons.find((p) => p.object_id !== start && !p.is_ghost)!;
    const addChild = (name: string) => call(t.app, 'POST', '/api/v1/person/', { family_tree_id: treeId, first_names: [{ type: 'given', value: name }], surnames: [], gender: 'f', relative: { person_id: parent.object_id, relation: 'child' } });
    const rename = (name: string) => call(t.app, 'PATCH', `/api/v1/person/${parent.object_id}/`, { first_names: [{ type: 'given', value: name }] });
    // A structural diff, a card diff over it, and a structural one over that. Before, each waited for the
    // layout it starts from to be stored, which the gate holds back: the first never answered.
    for (const edit of [() => addChild('Waiting'), () => rename('未存'), () => addChild('Still waiting')]) {
      t.clock.advance(1000);
      await edit();
      held = applyDiff(held, await diff(t.app, held));
      hashes.push(held.map_hash);
    }
    expect(new Set(hashes).size).toBe(hashes.length);
    // No other node drew meanwhile: one would store its own layout of the same hash, whole.
    expect(await rows()).toEqual([]);

    gate.open();
    await vi.waitFor(async () => expect((await rows()).map((r) => r.map_hash)).toEqual(expect.arrayContaining(hashes)), { timeout: 30_000 });
    // Each diff's save learned how the layout before it was stored once that save was done: deltas, not whole.
    const baseOf = new Map((await rows()).map((r) => [r.map_hash, r.base_hash]));
    expect(baseOf.get(hashes[0])).toBeNull();
    for (const hash of hashes.slice(1)) expect(baseOf.get(hash), hash).not.toBeNull();
    expect(canonical(held)).toEqual(canonical(await draw(t.otherNode())));

    // A node with nothing cached diffs from the stored chain.
    t.clock.advance(1000);
    await rename('已存');
    const fromChain = applyDiff(held, await diff(t.otherNode(), held));
    expect(canonical(fromChain)).toEqual(canonical(await draw(t.otherNode())));
  }, 180_000);
});
