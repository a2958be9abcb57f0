import { describe, expect, it } from 'vitest';
import type { DrawPerson, DrawResponse } from '../../../protocol/draw';
import { mergeDiff } from '../../../protocol/mergeDiff';
import { diffLayouts, followPlaces } from '../../layout';
import { decodePlaces, encodePlaces, placesAfter } from './places';

const person = (object_id: string, x: number, y = 0): DrawPerson => ({
  object_id,
  is_start_person: false,
  is_ghost: object_id.startsWith('ghost'),
  generation: y / 144,
  position: { x, y, width: 180, height: 72 },
  card: { full_name: object_id, names_en: '', names_zh: '', gender: 'f', birth_text: '', death_text: '', is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0 },
});
const drawing = (persons: DrawPerson[], map_hash: string): DrawResponse => ({
  persons,
  lines: [],
  tree_width: 0,
  tree_height: 0,
  tree_margin_x: 0,
  has_state: true,
  map_hash,
  blood_relatives_ids: [],
  preferences: { color_code_gender: true, tree_show_birth_order: false },
});

describe('stored card places', () => {
  it('reads back each card x by id, ghosts, negative and fractional places included', () => {
    const payload = drawing([person('0b5e4c1e-7c1a-4a57-9d0b-0c7b1f0e5a11', -2040.5), person('ghost-parent-0b5e4c1e', 0), person('李', 1e7 + 0.25, 144)], 'a');
    const places = decodePlaces(encodePlaces(payload));
    expect([...places]).toEqual([...followPlaces(payload)]);
    expect(places.get('李')).toBe(1e7 + 0.25);
  });

  it('keeps 10,000 places far smaller than the layout', () => {
    const payload = drawing(Array.from({ length: 10_000 }, (_, i) => person(`0b5e4c1e-7c1a-4a57-9d0b-${String(i).padStart(12, '0')}`, i * 212, (i % 7) * 144)), 'big');
    const bytes = encodePlaces(payload);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(JSON.stringify(payload)) / 20);
    expect(decodePlaces(bytes).size).toBe(10_000);
  });

  it('gives a delta layout the places of the drawing the delta makes', () => {
    const before = drawing([person('a', 0), person('b', 212), person('c', 424), person('d', 0, 144)], 'before');
    const after = drawing([person('a', 0), person('c', 500), person('d', 0, 144), person('e', 212, 144)], 'after');
    const places = placesAfter(decodePlaces(encodePlaces(before)), diffLayouts(before, after));
    expect([...places].sort()).toEqual([...followPlaces(mergeDiff(before, diffLayouts(before, after)))].sort());
    expect(places.has('b')).toBe(false);
    expect(places.get('c')).toBe(500);
  });

  it('refuses bytes cut short rather than following half a drawing', async () => {
    const { brotliCompressSync, brotliDecompressSync } = await import('node:zlib');
    const raw = brotliDecompressSync(encodePlaces(drawing([person('a', 0), person('b', 212)], 'x')));
    expect(() => decodePlaces(brotliCompressSync(raw.subarray(0, raw.length - 3)))).toThrow(/ids for 2 places/);
    expect(() => decodePlaces(brotliCompressSync(raw.subarray(0, 12)))).toThrow(/cut short/);
  });
});
