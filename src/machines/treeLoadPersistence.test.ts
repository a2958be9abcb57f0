import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DiffResponse, DrawResponse } from '../protocol/draw';
import { createTreeStateStore, memoryStorage } from '../state/tree';
import { treeLoadMachine, type FetchDiffInput } from './treeLoad';
import { treeLoadPersistence } from './treeLoadPersistence';

const card = { full_name: 'A', names_en: 'A', names_zh: '', gender: 'none' as const, birth_text: '', death_text: '', is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0 };
const draw: DrawResponse = {
  persons: [{ object_id: 'a', is_start_person: true, is_ghost: false, generation: 0, position: { x: 0, y: 0, width: 160, height: 80 }, card }],
  lines: [],
  tree_width: 160,
  tree_height: 80,
  tree_margin_x: 0,
  has_state: true,
  map_hash: 'h1',
  blood_relatives_ids: ['a'],
  preferences: { color_code_gender: false, tree_show_birth_order: false },
};
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(store: ReturnType<typeof createTreeStateStore>, input: { storedMapHash: string | null; cachedDrawing: DrawResponse | null }, fetchDraw: () => Promise<DrawResponse>) {
  const diffs: FetchDiffInput[] = [];
  const machine = treeLoadMachine.provide({
    actors: {
      fetchDraw: fromPromise(fetchDraw),
      fetchDiff: fromPromise<DiffResponse, FetchDiffInput>(async ({ input: i }) => {
        diffs.push(i);
        return { new_persons: [], remove_persons: [], data_update: [], new_lines: [], remove_lines: [], tree_width: 160, tree_height: 80, tree_margin_x: 0, has_state: true, map_hash: i.mapHash, blood_relatives_ids: [], preferences: draw.preferences };
      }),
    },
    actions: { ...treeLoadPersistence(store), applyDrawToEngine: () => {}, applyDiffToEngine: () => {}, selectInEngine: () => {} },
  });
  const actor = createActor(machine, { input: { treeId: 't1', withGhosts: true, activeTreeId: 't1', ...input } }).start();
  return { actor, diffs };
}

describe('treeLoad with the persisted tree state', () => {
  it('a reload diffs from what the previous visit stored', async () => {
    const store = createTreeStateStore(memoryStorage());
    const first = start(store, await store.loadCachedDrawing('t1'), async () => draw);
    await waitFor(first.actor, (s) => s.matches('ready'));
    await flush();
    first.actor.stop();

    const second = start(store, await store.loadCachedDrawing('t1'), async () => {
      throw new Error('a full draw was not needed');
    });
    await waitFor(second.actor, (s) => s.matches('ready'));
    expect(second.diffs.map((d) => d.mapHash)).toEqual(['h1']);
  });

  it('a failed full load leaves nothing stored for the tree and forgets it as the active tree', async () => {
    const store = createTreeStateStore(memoryStorage());
    await store.setActiveTreeId('t1');
    await store.setMapHash('t1', 'stale');
    const { actor } = start(store, { storedMapHash: 'stale', cachedDrawing: null }, async () => {
      throw new Error('Not found');
    });
    await waitFor(actor, (s) => s.matches('failed'));
    await flush();
    expect(await store.getMapHash('t1')).toBeNull();
    expect(await store.getActiveTreeId()).toBeNull();
  });

  it('a storage failure is reported, not thrown into the machine', async () => {
    const broken = { ...memoryStorage(), set: async () => { throw new Error('QuotaExceededError'); } };
    const errors: unknown[] = [];
    const store = createTreeStateStore(broken);
    const machine = treeLoadMachine.provide({
      actors: { fetchDraw: fromPromise(async () => draw) },
      actions: { ...treeLoadPersistence(store, (e) => errors.push(e)), applyDrawToEngine: () => {} },
    });
    const actor = createActor(machine, { input: { treeId: 't1', withGhosts: true, activeTreeId: null, storedMapHash: null, cachedDrawing: null } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    await flush();
    expect(errors.map(String)).toEqual(['Error: QuotaExceededError', 'Error: QuotaExceededError']);
  });
});
