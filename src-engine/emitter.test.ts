import { describe, expect, it } from 'vitest';
import { Emitter, SnapshotStore } from './emitter';

const initial = { ready: false, selectedId: null, highlightedFamilyId: null, camera: { x: 0, y: 0, zoom: 1 }, visibleCount: 0 };

describe('SnapshotStore', () => {
  it('keeps the same snapshot object when nothing changed, so selectors do not re-render', () => {
    const store = new SnapshotStore(initial);
    const seen: unknown[] = [];
    store.subscribe((s) => seen.push(s));
    const a = store.get();
    store.set({ selectedId: null, camera: { x: 0, y: 0, zoom: 1 } });
    expect(store.get()).toBe(a);
    expect(seen).toHaveLength(0);
    store.set({ selectedId: 'p1' });
    expect(store.get()).not.toBe(a);
    expect(store.get().selectedId).toBe('p1');
    expect(seen).toEqual([store.get()]);
  });

  it('accepts observer objects like an XState actor and unsubscribes', () => {
    const store = new SnapshotStore(initial);
    const got: number[] = [];
    const sub = store.subscribe({ next: (s) => got.push(s.visibleCount) });
    store.set({ visibleCount: 3 });
    sub.unsubscribe();
    store.set({ visibleCount: 4 });
    expect(got).toEqual([3]);
  });
});

describe('Emitter', () => {
  it('delivers typed payloads to the handlers of that event until they unsubscribe', () => {
    const em = new Emitter();
    const got: string[] = [];
    const off = em.on('person.click', (e) => got.push(e.personId));
    em.on('line.click', (e) => got.push(`line ${e.familyId}`));
    em.emit('person.click', { personId: 'a', screen: { x: 1, y: 2 }, isGhost: false });
    off();
    em.emit('person.click', { personId: 'b', screen: { x: 1, y: 2 }, isGhost: false });
    em.emit('line.click', { lineId: 'l', familyId: 'f', screen: { x: 0, y: 0 } });
    expect(got).toEqual(['a', 'line f']);
  });
});
