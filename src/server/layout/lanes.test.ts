import { describe, expect, it } from 'vitest';
import type { DrawLine, DrawResponse } from '../../protocol/draw';
import type { TreeGraph } from '../tree/graph';
import { checkLayout } from './checkLayout';
import { CARD_HEIGHT, LANE_GAP, ROW_PITCH } from './geometry';
import { assignLanes, BAR_Y, byRowThenLeft, LANES, LINK_BAND, placeRuns, SPOUSE_BAND, UNDER_Y, underOffsets, type Laned, type Run } from './lanes';
import { layoutTree, type LayoutOptions } from './layoutTree';
import { lineConflicts } from './lineConflicts';
import { GraphBuilder } from './testGraph';
import { mulberry32 } from '../lib/random';

const preferences = { color_code_gender: true, tree_show_birth_order: false };

function draw(graph: TreeGraph, options: Partial<LayoutOptions>): DrawResponse {
  const payload = layoutTree(graph, { preferences, ...options });
  expect(checkLayout(payload)).toEqual([]);
  return payload;
}

const line = (payload: DrawResponse, id: string): DrawLine => {
  const found = payload.lines.find((l) => l.line_id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
};

/** Height of a line's first horizontal run below the bottom of the cards of `row`. */
const runOffset = (l: DrawLine, row: number) => {
  const k = l.points.findIndex((p, i) => i > 0 && p[1] === l.points[i - 1][1] && p[0] !== l.points[i - 1][0]);
  return l.points[k][1] - (row * ROW_PITCH + CARD_HEIGHT);
};

describe('lanes of the horizontal runs in a gap', () => {
  it('gives two marriages\' bars their own lanes when one reaches under the other\'s drop, the inner one above', () => {
    // P's wife B (left) has b1, whose seven children are wide; wife A (right) has a1, then a2 with fifteen
    // children, so a1 lands left of B's drop and A's bar runs under it.
    const b = new GraphBuilder().person('P', 'm', 1900).person('A', 'f', 1901).person('B', 'f', 1905).couple('P', 'A', 1920).couple('P', 'B', 1930)
      .person('a1', 'm', 1921).person('a2', 'f', 1923).child(['P', 'A'], 'a1').child(['P', 'A'], 'a2')
      .person('b1', 'm', 1931).child(['P', 'B'], 'b1');
    for (let i = 0; i < 7; i++) b.person(`g${i}`, 'm', 1950 + i).child(['b1'], `g${i}`);
    for (let i = 0; i < 15; i++) b.person(`h${i}`, 'm', 1950 + i).child(['a2'], `h${i}`);
    const payload = draw(b.graph, { startPersonId: 'P' });
    const a1 = payload.persons.find((p) => p.object_id === 'a1')!;
    const bDrop = line(payload, 'pc:B+P>b1').points[0][0];
    expect(a1.position.x + a1.position.width / 2).toBeLessThan(bDrop);
    expect(lineConflicts(payload.lines)).toEqual({ crossings: 0, overlaps: [] });
    expect(runOffset(line(payload, 'pc:B+P>b1'), 0)).toBeCloseTo(BAR_Y);
    expect(runOffset(line(payload, 'pc:P+A>a1'), 0)).toBeGreaterThan(BAR_Y + 1);
  });

  it('runs a link to a child drawn under other parents above the family bars of its gap', () => {
    // Cousins X and Y married: Y is drawn beside X, and her parents reach her with a link.
    const graph = new GraphBuilder()
      .person('G1', 'm', 1900).person('G2', 'f', 1902).couple('G1', 'G2', 1920)
      .person('A', 'm', 1922).person('AW', 'f', 1923).couple('A', 'AW', 1945).child(['G1', 'G2'], 'A')
      .person('B', 'f', 1925).person('BH', 'm', 1921).couple('BH', 'B', 1946).child(['G1', 'G2'], 'B')
      .person('X', 'm', 1950).person('X2', 'm', 1952).child(['A', 'AW'], 'X').child(['A', 'AW'], 'X2')
      .person('Y', 'f', 1952).person('Y2', 'm', 1954).child(['BH', 'B'], 'Y').child(['BH', 'B'], 'Y2')
      .couple('X', 'Y', 1975).graph;
    const payload = draw(graph, { startPersonId: 'G1' });
    const link = payload.lines.find((l) => l.kind === 'link')!;
    expect(link.person_ids.at(-1)).toBe('Y');
    expect(runOffset(link, 1)).toBeCloseTo(LINK_BAND.centre);
    expect(runOffset(line(payload, 'pc:A+AW>X'), 1)).toBeCloseTo(BAR_Y);
    expect(lineConflicts(payload.lines).overlaps).toEqual([]);
  });

  it('puts the lines under two couples apart that share x at two depths', () => {
    // P between W2 and W1, W3 beyond W1; W1 opened, so her first husband H sits beyond W3.
    const graph = new GraphBuilder().person('P', 'm', 1900).person('W1', 'f', 1901).person('W2', 'f', 1903).person('W3', 'f', 1905).person('H', 'm', 1890)
      .couple('P', 'W1', 1920).couple('P', 'W2', 1925).couple('P', 'W3', 1930).couple('H', 'W1', 1915)
      .person('k1', 'm', 1921).child(['P', 'W1'], 'k1').person('k3', 'm', 1931).child(['P', 'W3'], 'k3').person('h1', 'm', 1916).child(['H', 'W1'], 'h1').graph;
    const payload = draw(graph, { startPersonId: 'P', controlData: { expanded: ['W1'] } });
    const pw3 = line(payload, 'c:P+W3');
    const hw1 = line(payload, 'c:H+W1');
    expect(runOffset(pw3, 0)).toBeCloseTo(UNDER_Y);
    expect(runOffset(hw1, 0)).toBeGreaterThan(UNDER_Y + 1);
    // Each family's drop starts on its own couple's line.
    expect(line(payload, 'pc:P+W3>k3').points[0][1]).toBe(pw3.points[1][1]);
    expect(line(payload, 'pc:W1+H>h1').points[0][1]).toBe(hw1.points[1][1]);
    expect(lineConflicts(payload.lines).overlaps).toEqual([]);
  });

  it('puts the wider of two nested couples deeper, and leaves couples that share no x at one depth', () => {
    // A group's couples as the structure keeps them: left and right positions, here after one other group's couple.
    const offsets = (couples: [number, number][]) => underOffsets([9, ...couples.map((c) => c[0])], [10, ...couples.map((c) => c[1])], 1, couples.length);
    const nested = offsets([[0, 4], [1, 3]])!;
    expect(nested[1]).toBe(UNDER_Y);
    expect(nested[0]).toBeGreaterThan(UNDER_Y);
    expect(offsets([[0, 2], [2, 4]])).toEqual(new Float64Array([UNDER_Y, UNDER_Y]));
    expect(offsets([[0, 1], [1, 3]])).toBeNull();
  });

  it('gives runs of one gap and band that share x different heights, and a lone run the band\'s centre', () => {
    const run = (gap: number, lo: number, hi: number): Run => ({ gap, band: SPOUSE_BAND, lo, hi, ends: [[lo, 0], [hi, 0]] });
    const runs = [run(0, 0, 100), run(0, 50, 150), run(0, 200, 300), run(1, 0, 100)];
    placeRuns(runs, (row) => row * 1000);
    const [a, b, c, d] = runs.sort((p, q) => p.gap - q.gap || p.lo - q.lo).map((r) => r.ends[0][1]);
    expect(a).not.toBe(b);
    expect(c).toBe(a);
    expect(d).toBe(1000 + SPOUSE_BAND.centre);
    for (const r of runs) expect(r.ends[0][1]).toBe(r.ends[1][1]);
  });

  it('runs a lane line\'s exit above the family bars of its gap, and gives lines leaving further left lanes further left', () => {
    // G's children A, B, C, D: A marries C's daughter X and B marries D's daughter Y, so both sit a row above
    // their parents' children; C's and D's lines to them leave the gap under C and D and go up a lane.
    const b = new GraphBuilder().person('G', 'm', 1900).person('GW', 'f', 1901).couple('G', 'GW', 1920);
    for (const [id, sex, year] of [['A', 'm', 1921], ['B', 'm', 1923], ['C', 'f', 1925], ['D', 'f', 1927]] as const) b.person(id, sex, year).child(['G', 'GW'], id);
    b.person('X', 'f', 1950).child(['C'], 'X').person('Y', 'f', 1952).child(['D'], 'Y').couple('A', 'X', 1970).couple('B', 'Y', 1972);
    for (const [id, parent] of [['c1', 'C'], ['c2', 'C'], ['d1', 'D'], ['d2', 'D'], ['b1', 'B']] as const) b.person(id, 'm', 1955).child([parent], id);
    const payload = draw(b.graph, { startPersonId: 'G' });
    const toX = line(payload, 'l:C>X');
    const toY = line(payload, 'l:D>Y');
    for (const l of [toX, toY]) expect(runOffset(l, 1)).toBeLessThan(BAR_Y - 1);
    // Every family bar in the gap under row 1 lies below both exits.
    const exits = Math.max(toX.points[1][1], toY.points[1][1]);
    const bars = payload.lines.filter((l) => l.kind === 'parent_child' && l.points.length === 4 && l.points[1][1] > ROW_PITCH + CARD_HEIGHT && l.points[1][1] < 2 * ROW_PITCH);
    expect(bars.length).toBeGreaterThan(0);
    for (const l of bars) expect(l.points[1][1]).toBeGreaterThan(exits);
    // C leaves its row left of D, so C's lane is further left.
    expect(toX.points[0][0]).toBeLessThan(toY.points[0][0]);
    expect(toX.points[2][0]).toBeLessThan(toY.points[2][0]);
    expect(lineConflicts(payload.lines).overlaps).toEqual([]);
  });

  it('orders bars by row, left end and family, rows nearly in order and rows in any order alike', () => {
    const random = mulberry32(3);
    const check = (row: number[], lo: number[]) => {
      const expected = row.map((_, i) => i).sort((i, j) => row[i] - row[j] || lo[i] - lo[j] || i - j);
      expect(Array.from(byRowThenLeft(Int32Array.from(row), Float64Array.from(lo), row.length, Math.min(...row), Math.max(...row)))).toEqual(expected);
    };
    // Left ends in order but for a few swapped neighbours, with ties; then shuffled; then reversed.
    const rows = Array.from({ length: 400 }, () => Math.floor(random() * 5) - 2);
    const nearly = rows.map((_, i) => Math.floor(i / 3));
    for (let k = 0; k < 20; k++) {
      const i = Math.floor(random() * (nearly.length - 1));
      [nearly[i], nearly[i + 1]] = [nearly[i + 1], nearly[i]];
    }
    check(rows, nearly);
    check(rows, rows.map(() => Math.floor(random() * 50)));
    check(rows, rows.map((_, i) => -i));
    check([0, 0, 0], [-0, 0, -0]);
  });

  it('orders lanes by where their lines leave, the nearest lane for the line leaving furthest right', () => {
    const laned = (from: number): Laned => ({
      from,
      to: 0,
      exit: { gap: 0, band: LINK_BAND, lo: 0, hi: from, ends: [[from, 0], [0, 0]] },
      entry: { gap: 1, band: SPOUSE_BAND, lo: 0, hi: 500, ends: [[0, 0], [500, 0]] },
    });
    const lines = [laned(300), laned(100), laned(200)];
    assignLanes(lines, 50);
    const laneOf = (from: number) => lines.find((l) => l.from === from)!.exit.lo;
    expect([laneOf(300), laneOf(200), laneOf(100)]).toEqual([50 - LANE_GAP, 50 - 2 * LANE_GAP, 50 - 3 * LANE_GAP]);
    for (const l of lines) {
      expect(l.exit.ends[1][0]).toBe(l.exit.lo);
      expect(l.entry.ends[0][0]).toBe(l.exit.lo);
      expect(l.entry.lo).toBe(l.exit.lo);
    }
    // Past the last lane, lines share them again from the nearest.
    const many = Array.from({ length: LANES + 1 }, (_, i) => laned(1000 - i));
    assignLanes(many, 0);
    expect(many.find((l) => l.from === 1000 - LANES)!.exit.lo).toBe(-LANE_GAP);
  });
});
