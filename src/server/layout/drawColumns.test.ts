import { describe, expect, it } from 'vitest';
import { generateTree } from '../tree/generateTree';
import { layoutTree } from './layoutTree';
import { GraphBuilder } from './testGraph';
import { drawResponseSchema, type DrawResponse } from '../../protocol/draw';
import { decodeDrawColumns, drawColumnsSchema, encodeDrawColumns, FAMILY_ID_RULES, LINE_ID_RULES } from '../../protocol/drawColumns';

const preferences = { color_code_gender: true, tree_show_birth_order: true };
/** Through JSON as on the wire: a column left out (undefined) must decode as well as one sent. */
/** The object form as the client reads it (JSON has no -0). */
const asSent = (draw: DrawResponse) => JSON.parse(JSON.stringify(draw)) as DrawResponse;
const wire = (draw: DrawResponse) => decodeDrawColumns(JSON.parse(JSON.stringify(encodeDrawColumns(draw))));

describe('the columnar form of a draw answer', () => {
  it('decodes to the same answer: ghosts, hidden branches, birth order, half-siblings, foster children', () => {
    const graph = new GraphBuilder()
      .person('F', 'm', 1900).person('M1', 'f', 1902).person('M2', 'f', 1905)
      .couple('F', 'M1').couple('F', 'M2')
      .person('A', 'm', 1925).person('B', 'f', 1927).person('C', 'm', 1930).person('D', 'f', 1931)
      .child(['F', 'M1'], 'A').child(['F', 'M1'], 'B').child(['F', 'M2'], 'C').child(['F', 'M2'], 'D', 'foster')
      .person('AW', 'f', 1926).couple('A', 'AW').person('AC', 'm', 1950, false).child(['A', 'AW'], 'AC')
      .person('AWF', 'm', 1890).child(['AWF'], 'AW').graph;
    for (const options of [{ startPersonId: 'A', withGhosts: true }, { startPersonId: 'F' }, { startPersonId: 'AC', withGhosts: true, controlData: { expanded: [], collapsed: ['A'] } }]) {
      const draw = layoutTree(graph, { preferences, ...options });
      expect(wire(draw)).toEqual(asSent(draw));
      expect(drawResponseSchema.safeParse(wire(draw)).success).toBe(true);
    }
    const withGhosts = layoutTree(graph, { preferences, startPersonId: 'A', withGhosts: true });
    expect(withGhosts.persons.some((p) => p.ghost_of !== undefined)).toBe(true);
    expect(withGhosts.lines.some((l) => l.parenthood_kind === 'foster') || layoutTree(graph, { preferences, startPersonId: 'F' }).lines.some((l) => l.parenthood_kind === 'foster')).toBe(true);
  });

  it('keeps optional card fields and ids of persons not drawn, and sends each person id once', () => {
    const draw = layoutTree(generateTree({ persons: 2_000, seed: 3 }), { preferences, startPersonId: 'P40', withGhosts: true });
    draw.persons[3].card.hint_count = 2;
    draw.persons[4].card.is_private = true;
    draw.blood_relatives_ids.push('not-drawn');
    expect(draw.persons.some((p) => p.card.has_hidden_subtree)).toBe(true);
    expect(wire(draw)).toEqual(asSent(draw));
    const text = JSON.stringify(encodeDrawColumns(draw));
    expect(text.split(`"${draw.persons[10].object_id}"`).length - 1).toBe(1);
    expect(text.length).toBeLessThan(JSON.stringify(draw).length / 2);
  });

  it('sends a line id or family id the layout made from its persons as the number of its rule, any other as it is', () => {
    const draw = layoutTree(generateTree({ persons: 300, seed: 5 }), { preferences, startPersonId: 'P1', withGhosts: true });
    const kinds = new Set(draw.lines.map((l) => l.kind));
    expect([...kinds].sort()).toEqual(['couple', 'link', 'parent_child']);
    // A line named otherwise (by another version of the layout, say) goes by its id.
    draw.lines[0] = { ...draw.lines[0], line_id: 'x:odd', family_id: 'f:odd' };
    const columns = encodeDrawColumns(draw);
    expect(columns.lines.line_id[0]).toBe('x:odd');
    expect(columns.lines.family_id[0]).toBe('f:odd');
    const derived = columns.lines.line_id.slice(1);
    expect(derived.every((v) => typeof v === 'number')).toBe(true);
    expect(columns.lines.family_id.slice(1).every((v) => typeof v === 'number')).toBe(true);
    // Each rule number gives back the id the layout made.
    draw.lines.forEach((line, i) => {
      const rule = columns.lines.line_id[i];
      if (typeof rule === 'number') expect(LINE_ID_RULES[rule](line.person_ids)).toBe(line.line_id);
      const family = columns.lines.family_id[i];
      if (typeof family === 'number') expect(FAMILY_ID_RULES[family](line.person_ids)).toBe(line.family_id);
    });
    expect(wire(draw)).toEqual(asSent(draw));
  });

  it('checks a derived-id column: ids or rule numbers, nothing else', () => {
    const columns = JSON.parse(JSON.stringify(encodeDrawColumns(layoutTree(generateTree({ persons: 80, seed: 4 }), { preferences, startPersonId: 'P1' }))));
    expect(drawColumnsSchema.safeParse(columns).success).toBe(true);
    for (const bad of [-1, 1.5, null, true]) {
      const parsed = drawColumnsSchema.safeParse({ ...columns, lines: { ...columns.lines, family_id: [bad, ...columns.lines.family_id.slice(1)] } });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['lines', 'family_id']);
    }
  });

  it('still reads version 1, which sent every line id and family id', () => {
    const draw = layoutTree(generateTree({ persons: 200, seed: 2 }), { preferences, startPersonId: 'P1', withGhosts: true });
    const columns = encodeDrawColumns(draw);
    const version1 = { ...columns, columns_version: 1, lines: { ...columns.lines, line_id: draw.lines.map((l) => l.line_id), family_id: draw.lines.map((l) => l.family_id) } };
    expect(decodeDrawColumns(JSON.parse(JSON.stringify(version1)))).toEqual(asSent(draw));
    expect(JSON.stringify(version1).length).toBeGreaterThan(JSON.stringify(columns).length);
  });

  it('refuses columns that disagree, naming the column', () => {
    const columns = encodeDrawColumns(layoutTree(generateTree({ persons: 50, seed: 1 }), { preferences, startPersonId: 'P1' }));
    expect(() => decodeDrawColumns({ ...columns, persons: { ...columns.persons, x: columns.persons.x.slice(1) } })).toThrow(/persons\.x/);
    expect(() => decodeDrawColumns({ ...columns, lines: { ...columns.lines, points: columns.lines.points.slice(2) } })).toThrow(/lines\.points/);
    expect(() => decodeDrawColumns({ ...columns, columns_version: 99 })).toThrow(/version/);
    // A rule that cannot make an id from the line's persons (a couple rule on a line of three).
    const three = columns.lines.person_counts.findIndex((count) => count === 3);
    expect(three).toBeGreaterThanOrEqual(0);
    const wrongRule = columns.lines.line_id.map((v, i) => (i === three ? 0 : v));
    expect(() => decodeDrawColumns({ ...columns, lines: { ...columns.lines, line_id: wrongRule } })).toThrow(new RegExp(`lines\\.line_id of line ${three}`));
  });
});
