import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateTree } from '../../tree/generateTree';
import { layoutTree } from '../../layout';
import { brotliJson, jsonPieces } from './packJson';

const preferences = { color_code_gender: true, tree_show_birth_order: false };

describe('JSON in pieces', () => {
  const graph = generateTree({ persons: 3000, seed: 1 });
  const payload = layoutTree(graph, { startPersonId: graph.persons[0]!.id, preferences });

  it('joins to exactly the text of JSON.stringify for a layout of thousands of cards', () => {
    expect(payload.persons.length).toBeGreaterThan(2048);
    const pieces = [...jsonPieces(payload)];
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(JSON.stringify(payload));
  });

  it('skips undefined members, turns undefined items into null and escapes keys like JSON.stringify', () => {
    const value = { a: undefined, 'b"c': [1, undefined, 'x\n'], list: Array.from({ length: 7 }, (_, i) => (i === 3 ? undefined : { i })), n: null, f: () => 1, e: [] };
    expect([...jsonPieces(value, 2)].join('')).toBe(JSON.stringify(value));
    expect([...jsonPieces({})].join('')).toBe('{}');
  });

  it('makes the columns of an object of columns a slice at a time, and writes other objects as JSON.stringify does', () => {
    const columns = { version: 1, persons: { id: Array.from({ length: 10 }, (_, i) => `p${i}`), x: Array.from({ length: 10 }, (_, i) => i * 1.5), skip: undefined }, empty: {}, bare: Object.assign(Object.create(null) as object, { a: [1, 2, 3] }) };
    const pieces = [...jsonPieces(columns, 4)];
    expect(pieces.join('')).toBe(JSON.stringify(columns));
    // No piece holds more than one slice of a column.
    expect(Math.max(...pieces.map((p) => p.split(',').filter(Boolean).length))).toBeLessThanOrEqual(4);
    const dated = { when: new Date(0), custom: { toJSON: () => 'mine', list: [1, 2, 3, 4, 5, 6] }, map: new Map([[1, 2]]) };
    expect([...jsonPieces(dated, 2)].join('')).toBe(JSON.stringify(dated));
  });

  it('compresses to a brotli stream that decompresses to the same JSON', async () => {
    const packed = await brotliJson(payload);
    expect(packed.length).toBeLessThan(JSON.stringify(payload).length / 3);
    expect(brotliDecompressSync(packed).toString('utf8')).toBe(JSON.stringify(payload));
  });
});
