import { describe, expect, it } from 'vitest';
import { generateDraw } from '../../benchmarks/render/generateDraw';
import { drawResponseSchema, type DrawResponse } from '../protocol/draw';
import { decodeDrawColumns, encodeDrawColumns, type DrawColumns } from '../protocol/drawColumns';
import { checkedDrawColumns, decodeDrawBytes, transferableColumns } from './drawDecode';

/** A drawing of the engine benchmark's kind, with ghosts, photos and hidden branches. */
const draw = generateDraw({ persons: 500, photoEvery: 7, withGhosts: true }) as DrawResponse;
const asSent = (d: DrawResponse) => JSON.parse(JSON.stringify(d)) as DrawResponse;
const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

describe('reading a columnar draw answer', () => {
  it('gives the drawing the server laid out, and one the protocol accepts', () => {
    const read = decodeDrawBytes(bytesOf(encodeDrawColumns(draw)));
    expect(read).toEqual(asSent(draw));
    expect(drawResponseSchema.safeParse(read).success).toBe(true);
  });

  it('decodes the same from numeric columns handed over as Float64Arrays, each with its own buffer', () => {
    const columns = checkedDrawColumns(bytesOf(encodeDrawColumns(draw)));
    const buffers = transferableColumns(columns);
    expect(columns.persons.x).toBeInstanceOf(Float64Array);
    expect(columns.lines.points).toBeInstanceOf(Float64Array);
    expect(new Set(buffers).size).toBe(9);
    const moved = structuredClone(columns, { transfer: buffers });
    expect(buffers.every((b) => b.byteLength === 0)).toBe(true);
    expect(decodeDrawColumns(moved)).toEqual(asSent(draw));
  });

  it('refuses columns that break the protocol, naming the column', () => {
    const bad = (change: (c: DrawColumns) => void) => {
      const columns = encodeDrawColumns(draw);
      change(columns);
      return () => checkedDrawColumns(bytesOf(columns));
    };
    expect(bad((c) => (c.persons.gender[2] = 'x'))).toThrow(/persons\.gender\.2/);
    expect(bad((c) => (c.persons.width[0] = -1))).toThrow(/persons\.width\.0/);
    expect(bad((c) => (c.lines.kind[1] = 'cousin'))).toThrow(/lines\.kind\.1/);
    expect(bad((c) => (c.frame.map_hash = 3 as unknown as string))).toThrow(/frame\.map_hash/);
    // A shortened typed column is still caught by its length.
    const columns = checkedDrawColumns(bytesOf(encodeDrawColumns(draw)));
    transferableColumns(columns);
    (columns.persons as unknown as { y: Float64Array }).y = (columns.persons.y as unknown as Float64Array).subarray(1);
    expect(() => decodeDrawColumns(columns)).toThrow(/persons\.y/);
  });
});
