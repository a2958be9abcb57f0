import { describe, expect, it } from 'vitest';
import { generateTree } from '../tree/generateTree';
import { followPlaces, followsByNode } from './following';
import { indexGraph } from './graphIndex';
import { layoutTree } from './layoutTree';
import { KEEP_FOR_SCOPES, scratchF64, scratchI32, scratchU32, scratchU8, withScratch } from './scratch';

describe('scratch arrays', () => {
  it('are new arrays outside a scope, zeroed or filled', () => {
    const a = scratchF64(5, 1.5);
    expect([...a]).toEqual([1.5, 1.5, 1.5, 1.5, 1.5]);
    expect([...scratchI32(3)]).toEqual([0, 0, 0]);
    // Each call outside a scope is memory of its own.
    expect(scratchU8(4).buffer).not.toBe(scratchU8(4).buffer);
  });

  it('come zeroed or filled from memory a scope before wrote to', () => {
    const lengths = [1000, 333, 4096];
    withScratch(() => {
      for (const n of lengths) {
        scratchF64(n).fill(7);
        scratchI32(n).fill(-9);
        scratchU32(n).fill(5);
        scratchU8(n).fill(3);
      }
    });
    withScratch(() => {
      for (const n of lengths) {
        expect(scratchF64(n).every((v) => v === 0)).toBe(true);
        expect(scratchI32(n, -1).every((v) => v === -1)).toBe(true);
        expect(scratchU32(n).every((v) => v === 0)).toBe(true);
        expect(scratchU8(n).every((v) => v === 0)).toBe(true);
      }
    });
  });

  it('reuse the memory of a closed scope and never hand out memory in use', () => {
    withScratch(() => {
      const outer = scratchI32(1000);
      outer.fill(42);
      let first: Int32Array | undefined;
      withScratch(() => {
        first = scratchI32(1000);
        first.fill(1);
        // More than a piece: the scope goes on to memory of its own, and gives that back too.
        scratchF64(2_000_000);
      });
      withScratch(() => {
        const second = scratchI32(1000);
        // The same memory again (an inner scope gave it back), never the outer array's.
        expect(second.buffer).toBe(first!.buffer);
        expect(second.byteOffset).toBe(first!.byteOffset);
        expect(second.byteOffset).toBeGreaterThanOrEqual(outer.byteOffset + outer.byteLength);
        second.fill(2);
      });
      expect(outer.every((v) => v === 42)).toBe(true);
    });
  });

  it('keep the memory of a large scope through smaller ones, and let go of it when it has not been used for a while', () => {
    const large = () => withScratch(() => scratchF64(3_000_000).buffer);
    const small = () => withScratch(() => scratchU8(16).buffer);
    const first = large();
    small();
    // A small scope between two large ones (a diff between two layouts) keeps what the large one needs.
    // (Compared as a boolean: a failure would print both buffers, 24 MB each.)
    expect(large() === first).toBe(true);
    for (let k = 0; k < KEEP_FOR_SCOPES; k++) small();
    expect(large() === first).toBe(false);
  });

  it('give an array larger than a piece memory of its own, next to smaller ones', () => {
    withScratch(() => {
      const small = scratchU8(16).fill(1);
      const large = scratchF64(2_000_000).fill(3);
      expect(large.length).toBe(2_000_000);
      expect(large.buffer).not.toBe(small.buffer);
      expect(small.every((v) => v === 1)).toBe(true);
    });
  });
});

describe('a layout with scratch arrays', () => {
  it('keeps none of them in its drawing: a drawing followed after other layouts is followed as it was drawn', () => {
    const preferences = { color_code_gender: true, tree_show_birth_order: true };
    const graph = generateTree({ persons: 1500, seed: 21 });
    const other = generateTree({ persons: 2500, seed: 22 });
    const start = graph.persons[0].id;
    const drawn = layoutTree(graph, { startPersonId: start, preferences });
    // Other layouts write over every scratch array the first one used.
    layoutTree(other, { startPersonId: other.persons[7].id, preferences });
    layoutTree(other, { startPersonId: other.persons[0].id, preferences, controlData: { expanded: [], collapsed: [other.persons[3].id] } });
    const edited = { ...graph, persons: graph.persons.filter((p) => p.id !== graph.persons[900].id), parenthoods: graph.parenthoods.filter((p) => p.child_id !== graph.persons[900].id && p.parent_id !== graph.persons[900].id) };
    expect(followsByNode(indexGraph(edited), drawn)).toBe(true);
    // Followed by node (the record the drawing keeps) and by its card places (ids only): the same drawing.
    const byNode = layoutTree(edited, { startPersonId: start, preferences, previous: drawn });
    const byPlaces = layoutTree(edited, { startPersonId: start, preferences, previous: new Map(followPlaces(drawn)) });
    expect(byNode).toEqual(byPlaces);
  });
});
