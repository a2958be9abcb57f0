import { describe, expect, it } from 'vitest';
import type { DrawPerson, DrawResponse } from '../../../protocol/draw';
import { newPerson } from '../../../../benchmarks/lib/randomEdits';
import type { TreeGraph } from '../../tree/graph';
import { graphBytes, layoutBytes, LayoutCache, positionsOf, sharePositions } from './layoutCache';

function payload(hash: string, persons: number): DrawResponse {
  const person = (i: number): DrawPerson => ({
    object_id: `${hash}-${i}`,
    is_start_person: i === 0,
    is_ghost: false,
    generation: 0,
    position: { x: i * 200, y: 0, width: 180, height: 72 },
    card: { full_name: '', names_en: '', names_zh: '', gender: 'none', birth_text: '', death_text: '', is_deceased: true, photo_url: null, has_hidden_subtree: false, hidden_count: 0 },
  });
  return { persons: Array.from({ length: persons }, (_, i) => person(i)), lines: [], tree_width: 0, tree_height: 0, tree_margin_x: 0, has_state: true, map_hash: hash, blood_relatives_ids: [], preferences: { color_code_gender: true, tree_show_birth_order: false } };
}

/** A bound in bytes that holds layouts of about `persons` persons in all. */
const room = (persons: number) => layoutBytes({ payload: payload('room', persons) });

describe('LayoutCache', () => {
  it('evicts the least recently used layouts past its bound in bytes, per tree and hash', () => {
    const cache = new LayoutCache(room(10));
    cache.set('t1', { payload: payload('a', 4) });
    cache.set('t1', { payload: payload('b', 4) });
    expect(cache.get('t2', 'a')).toBeUndefined();
    expect(cache.get('t1', 'a')?.payload.map_hash).toBe('a');
    cache.set('t1', { payload: payload('c', 4) });
    expect(cache.get('t1', 'b')).toBeUndefined();
    expect(cache.get('t1', 'a')).toBeDefined();
    expect(cache.get('t1', 'c')).toBeDefined();
    cache.set('t1', { payload: payload('huge', 11) });
    expect(cache.get('t1', 'huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('keeps the layouts a new entry is stored over, evicting others first, even past its bound', () => {
    const cache = new LayoutCache(room(10));
    cache.set('t1', { payload: payload('whole', 4) });
    cache.set('t1', { payload: payload('one', 4), base: 'whole', whole: 'whole' });
    // The whole layout is now the least recently used; the next layout is a delta over it.
    cache.get('t1', 'one');
    cache.set('t1', { payload: payload('two', 4), base: 'whole', whole: 'whole' });
    expect(cache.get('t1', 'one')).toBeUndefined();
    expect(cache.get('t1', 'whole')).toBeDefined();
    expect(cache.get('t1', 'two')).toBeDefined();
    // A chain of two deltas keeps both layouts under it, though the three together pass the bound.
    cache.set('t1', { payload: payload('three', 4), base: 'two', whole: 'whole' });
    expect(cache.size).toBe(3);
    expect(['whole', 'two', 'three'].every((hash) => cache.get('t1', hash))).toBe(true);
    // Not the same hashes in another tree.
    cache.set('t2', { payload: payload('four', 4), base: 'two', whole: 'whole' });
    expect(cache.get('t1', 'two')).toBeUndefined();
  });

  it('finds the layout made at a revision for the same inputs while that layout is cached', () => {
    const cache = new LayoutCache(room(10));
    cache.set('t1', { payload: payload('a', 4) });
    cache.setLayoutAt('t1', 7, 'k', 'a');
    expect(cache.layoutAt('t1', 7, 'k')?.map_hash).toBe('a');
    expect(cache.layoutAt('t1', 8, 'k')).toBeUndefined();
    expect(cache.layoutAt('t1', 7, 'other')).toBeUndefined();
    expect(cache.layoutAt('t2', 7, 'k')).toBeUndefined();
    cache.set('t1', { payload: payload('b', 8) });
    expect(cache.layoutAt('t1', 7, 'k')).toBeUndefined();
  });

  it('stores a layout in the background only once the answer has gone and the earlier saves of its tree are done', async () => {
    const cache = new LayoutCache(10);
    const order: string[] = [];
    let firstDone!: () => void;
    cache.saveInBackground('t1', () => new Promise<void>((resolve) => (firstDone = () => (order.push('first'), resolve()))), () => order.push('failed'));
    let answered!: () => void;
    const gate = new Promise<void>((resolve) => (answered = resolve));
    cache.saveInBackground('t1', async () => void order.push('second'), () => order.push('failed'), gate);
    const settled = cache.savesOf('t1').then(() => order.push('read'));
    await new Promise((resolve) => setImmediate(resolve));
    firstDone();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first']);
    order.push('answered');
    answered();
    await settled;
    expect(order).toEqual(['first', 'answered', 'second', 'read']);
  });


  it('hands out the newest layout of a tree being stored, by its hash, until its save is done', async () => {
    const cache = new LayoutCache(10);
    const first = { payload: payload('h1', 1), revision: 1, inputs: 'i' };
    const second = { payload: payload('h2', 1), revision: 2, inputs: 'i' };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    cache.saveInBackground('t1', () => held, () => undefined, undefined, first);
    expect(cache.unsavedLayout('t1', 'h1')).toBe(first);
    expect(cache.unsavedLayout('t1', 'h2')).toBeUndefined();
    expect(cache.unsavedLayout('t2', 'h1')).toBeUndefined();
    cache.saveInBackground('t1', async () => undefined, () => undefined, undefined, second);
    // Only the newest: an older one's row may be evicted by the saves after it.
    expect(cache.unsavedLayout('t1', 'h1')).toBeUndefined();
    expect(cache.unsavedLayout('t1', 'h2')).toBe(second);
    expect(cache.isSaving('t1')).toBe(true);
    release();
    await cache.savesOf('t1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.unsavedLayout('t1', 'h2')).toBeUndefined();
    expect(cache.isSaving('t1')).toBe(false);
  });
  it('keeps loaded trees least recently used out, past its bound in bytes or in trees', () => {
    const graph = (persons: number): TreeGraph => ({ persons: Array.from({ length: persons }, (_, i) => newPerson(`p${i}`, 'm')), couples: [], parenthoods: [] });
    const one = graphBytes(graph(4));
    const cache = new LayoutCache(0, 2.5 * one);
    cache.setGraph('t1', 1, graph(4));
    cache.setGraph('t2', 1, graph(4));
    expect(cache.graph('t1', 1)).toBeDefined();
    expect(cache.graph('t1', 2)).toBeUndefined();
    cache.setGraph('t3', 1, graph(4));
    expect(cache.graph('t2', 1)).toBeUndefined();
    expect(cache.graph('t1', 1)).toBeDefined();
    expect(cache.graph('t3', 1)).toBeDefined();
    // Larger than the whole bound: not kept, and nothing else goes for it.
    cache.setGraph('huge', 1, graph(12));
    expect(cache.graph('huge', 1)).toBeUndefined();
    expect(cache.graph('t1', 1)).toBeDefined();

    const few = new LayoutCache(0, Number.POSITIVE_INFINITY, 0, 2);
    for (const tree of ['a', 'b', 'c']) few.setGraph(tree, 1, graph(1));
    expect(['a', 'b', 'c'].map((tree) => few.graph(tree, 1) !== undefined)).toEqual([false, true, true]);
  });

  it('keeps encoded answers per tree, layout and form, bounded by bytes, and hands out copies', () => {
    const cache = new LayoutCache(10, 10, 10);
    const answer = (fill: number, length: number) => ({ bytes: new Uint8Array(length).fill(fill), decodedBytes: length * 4, contentType: 'application/json', coding: 'br' as const });
    const first = answer(1, 4);
    cache.setAnswer('t1', 'a', 'columns/br', first);
    first.bytes.fill(9);
    const kept = cache.answer('t1', 'a', 'columns/br')!;
    expect([...kept.bytes]).toEqual([1, 1, 1, 1]);
    expect(kept.decodedBytes).toBe(16);
    structuredClone(kept.bytes.buffer, { transfer: [kept.bytes.buffer] });
    expect([...cache.answer('t1', 'a', 'columns/br')!.bytes]).toEqual([1, 1, 1, 1]);
    expect(cache.answer('t1', 'a', 'objects/br')).toBeUndefined();
    expect(cache.answer('t2', 'a', 'columns/br')).toBeUndefined();
    cache.setAnswer('t1', 'b', 'columns/br', answer(2, 4));
    cache.answer('t1', 'a', 'columns/br');
    cache.setAnswer('t1', 'c', 'columns/br', answer(3, 4));
    expect(cache.answer('t1', 'b', 'columns/br')).toBeUndefined();
    expect(cache.answer('t1', 'a', 'columns/br')).toBeDefined();
    cache.setAnswer('t1', 'huge', 'columns/br', answer(4, 11));
    expect(cache.answer('t1', 'huge', 'columns/br')).toBeUndefined();
    expect(cache.answer('t1', 'c', 'columns/br')).toBeDefined();
  });

  it('knows where each person sits, and hands it on only to a payload of the same length', () => {
    const first = payload('a', 3);
    const positions = positionsOf(first);
    expect(positions.get('a-2')).toBe(2);
    expect(positionsOf(first)).toBe(positions);
    const derived = { ...first, persons: first.persons.slice(), map_hash: 'b' };
    sharePositions(first, derived);
    expect(positionsOf(derived)).toBe(positions);
    const longer = { ...first, persons: [...first.persons, ...payload('x', 1).persons], map_hash: 'c' };
    sharePositions(first, longer);
    expect(positionsOf(longer)).not.toBe(positions);
    expect(positionsOf(longer).get('x-0')).toBe(3);
  });
});
