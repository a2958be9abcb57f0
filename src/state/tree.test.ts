import { describe, expect, it } from 'vitest';
import type { DrawResponse } from '../protocol/draw';
import { createTreeStateStore, MAX_CACHED_PERSONS, memoryStorage } from './tree';

const drawing = (hash: string, count = 1): DrawResponse => ({
  persons: Array.from({ length: count }, (_, i) => ({
    object_id: `p${i}`,
    is_start_person: i === 0,
    is_ghost: false,
    generation: 0,
    position: { x: i * 200, y: 0, width: 160, height: 80 },
    card: { full_name: `P ${i}`, names_en: `P ${i}`, names_zh: '', gender: 'none', birth_text: '', death_text: '', is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0 },
  })),
  lines: [],
  tree_width: 200 * count,
  tree_height: 80,
  tree_margin_x: 0,
  has_state: true,
  map_hash: hash,
  blood_relatives_ids: [],
  preferences: { color_code_gender: false, tree_show_birth_order: false },
});

function fresh() {
  const map = new Map<string, unknown>();
  return { map, store: createTreeStateStore(memoryStorage(map)) };
}

describe('tree state: active tree', () => {
  it('persists the active tree id across store instances (a reload)', async () => {
    const { map, store } = fresh();
    expect(await store.getActiveTreeId()).toBeNull();
    await store.setActiveTreeId('t1');
    expect(await createTreeStateStore(memoryStorage(map)).getActiveTreeId()).toBe('t1');
  });

  it('clears the active tree only when it is the one named', async () => {
    const { store } = fresh();
    await store.setActiveTreeId('t1');
    await store.clearActiveTree('t2');
    expect(await store.getActiveTreeId()).toBe('t1');
    await store.clearActiveTree('t1');
    expect(await store.getActiveTreeId()).toBeNull();
    await store.setActiveTreeId('t3');
    await store.clearActiveTree();
    expect(await store.getActiveTreeId()).toBeNull();
  });
});

describe('tree state: map_hash and drawing per tree', () => {
  it('keeps the last hash and drawing of each tree apart', async () => {
    const { store } = fresh();
    await store.setMapHash('t1', 'h1');
    await store.setDrawing('t1', drawing('h1', 2));
    await store.setMapHash('t2', 'h2');
    expect(await store.loadCachedDrawing('t1')).toMatchObject({ storedMapHash: 'h1', cachedDrawing: { map_hash: 'h1' } });
    expect(await store.loadCachedDrawing('t2')).toEqual({ storedMapHash: 'h2', cachedDrawing: null });
    expect(await store.loadCachedDrawing('t3')).toEqual({ storedMapHash: null, cachedDrawing: null });
  });

  it('does not cache drawings of very large trees, and drops an older cache for them', async () => {
    const { store } = fresh();
    await store.setDrawing('t1', drawing('h1', 3));
    await store.setDrawing('t1', drawing('h2', MAX_CACHED_PERSONS + 1));
    expect(await store.getDrawing('t1')).toBeNull();
  });

  it('ignores a stored drawing that no longer fits the protocol', async () => {
    const { map, store } = fresh();
    await store.setMapHash('t1', 'h1');
    map.set('tree:t1:drawing', { persons: [{ object_id: 'p0' }], map_hash: 'h1' });
    expect(await store.loadCachedDrawing('t1')).toEqual({ storedMapHash: 'h1', cachedDrawing: null });
  });

  it('loads nothing, without throwing, when the storage refuses to be read', async () => {
    const refusing = { ...memoryStorage(), get: async () => Promise.reject(new Error('InvalidStateError')) };
    expect(await createTreeStateStore(refusing).loadCachedDrawing('t1')).toEqual({ storedMapHash: null, cachedDrawing: null });
  });

  it('clearTreeState forgets everything of that tree only', async () => {
    const { store } = fresh();
    for (const t of ['t1', 't2']) {
      await store.setMapHash(t, `h-${t}`);
      await store.setDrawing(t, drawing(`h-${t}`));
      await store.visitPerson(t, { personId: 'a', label: 'A' }, null);
      await store.setPersonState(t, { selectedPersonId: 'a' });
    }
    await store.setActiveTreeId('t1');
    await store.clearTreeState('t1');
    expect(await store.loadCachedDrawing('t1')).toEqual({ storedMapHash: null, cachedDrawing: null });
    expect(await store.getBreadcrumbs('t1')).toEqual([]);
    expect(await store.getPersonState('t1')).toEqual({ selectedPersonId: null, startPersonId: null });
    expect(await store.getMapHash('t2')).toBe('h-t2');
    expect(await store.getBreadcrumbs('t2')).toHaveLength(1);
    // The active tree id is a separate decision (clearActiveTree), taken by the caller.
    expect(await store.getActiveTreeId()).toBe('t1');
  });

  it('clearAll forgets every tree and the active tree id, but not other keys of the store', async () => {
    const { map, store } = fresh();
    map.set('unrelated', 1);
    await store.setActiveTreeId('t1');
    await store.setMapHash('t1', 'h');
    await store.visitPerson('t2', { personId: 'a', label: 'A' }, null);
    await store.clearAll();
    expect([...map.keys()]).toEqual(['unrelated']);
  });
});

describe('tree state: breadcrumbs and person state', () => {
  it('visits follow the trail rules and persist per tree', async () => {
    const { map, store } = fresh();
    const home = { personId: 'home', label: 'Me' };
    await store.visitPerson('t1', home, 'home');
    await store.visitPerson('t1', { personId: 'a', label: 'A' }, 'home');
    await store.visitPerson('t1', { personId: 'b', label: 'B' }, 'home');
    expect((await store.visitPerson('t1', { personId: 'a', label: 'A' }, 'home')).map((c) => c.personId)).toEqual(['home', 'a']);
    const reloaded = createTreeStateStore(memoryStorage(map));
    expect((await reloaded.getBreadcrumbs('t1')).map((c) => c.personId)).toEqual(['home', 'a']);
    expect((await reloaded.visitPerson('t1', home, 'home')).map((c) => c.personId)).toEqual(['home']);
    expect(await reloaded.getBreadcrumbs('t2')).toEqual([]);
  });

  it('visits made without waiting are all kept, in order', async () => {
    const { store } = fresh();
    await Promise.all(['a', 'b', 'c', 'd'].map((id) => store.visitPerson('t1', { personId: id, label: id }, null)));
    expect((await store.getBreadcrumbs('t1')).map((c) => c.personId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('merges person state updates and forgets a deleted person everywhere', async () => {
    const { store } = fresh();
    await store.setPersonState('t1', { startPersonId: 's' });
    await store.setPersonState('t1', { selectedPersonId: 'x' });
    expect(await store.getPersonState('t1')).toEqual({ startPersonId: 's', selectedPersonId: 'x' });
    await store.visitPerson('t1', { personId: 's', label: 'S' }, null);
    await store.visitPerson('t1', { personId: 'x', label: 'X' }, null);
    expect((await store.forgetPerson('t1', 'x')).map((c) => c.personId)).toEqual(['s']);
    expect(await store.getPersonState('t1')).toEqual({ startPersonId: 's', selectedPersonId: null });
  });

  it('a failed write does not block the writes queued after it', async () => {
    const base = memoryStorage();
    let failNext = true;
    const flaky = {
      ...base,
      set: async (key: string, value: unknown) => {
        if (failNext) {
          failNext = false;
          throw new Error('QuotaExceededError');
        }
        await base.set(key, value);
      },
    };
    const store = createTreeStateStore(flaky);
    await expect(store.setMapHash('t1', 'h1')).rejects.toThrow('QuotaExceededError');
    await store.setMapHash('t1', 'h2');
    expect(await store.getMapHash('t1')).toBe('h2');
  });
});
