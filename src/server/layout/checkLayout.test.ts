import { describe, expect, it } from 'vitest';
import type { DrawLine, DrawPerson } from '../../protocol/draw';
import { checkLayout, type LayoutRule } from './checkLayout';

const W = 100;
const H = 50;

function card(id: string, x: number, y: number, generation = y / 100): DrawPerson {
  return {
    object_id: id,
    is_start_person: false,
    is_ghost: false,
    generation,
    position: { x, y, width: W, height: H },
    card: { full_name: id, names_en: id, names_zh: '', gender: 'none', birth_text: '', death_text: '', is_deceased: true, photo_url: null, has_hidden_subtree: false, hidden_count: 0 },
  };
}

function line(line_id: string, kind: DrawLine['kind'], person_ids: string[], points: [number, number][], family_id = 'f'): DrawLine {
  return { line_id, kind, person_ids, points, family_id };
}

/** A valid family: F and M on row 0, their child C on row 100, a bystander U beside C. */
function family() {
  const persons = [card('F', 0, 0), card('M', 120, 0), card('C', 60, 100), card('U', 300, 100)];
  const lines = [
    line('c', 'couple', ['F', 'M'], [[100, 25], [120, 25]]),
    line('pc', 'parent_child', ['F', 'M', 'C'], [[110, 25], [110, 75], [110, 75], [110, 100]]),
  ];
  return { persons, lines };
}

const rules = (payload: ReturnType<typeof family>): LayoutRule[] => checkLayout(payload).map((v) => v.rule);

describe('checkLayout', () => {
  it('accepts a valid drawing', () => {
    expect(checkLayout(family())).toEqual([]);
  });

  it('catches overlapping cards', () => {
    const p = family();
    p.persons[3].position.x = 140;
    expect(rules(p)).toContain('overlap');
  });

  it('catches a person drawn twice', () => {
    const p = family();
    p.persons.push(card('C', 600, 100));
    expect(rules(p)).toContain('duplicate');
  });

  it('catches a couple on different rows', () => {
    const p = family();
    p.persons[1] = card('M', 400, 200, 0);
    expect(rules(p)).toContain('couple_row');
  });

  it('catches a couple split by a stranger', () => {
    const p = family();
    p.persons[1].position.x = 240;
    p.persons.push(card('X', 120, 0));
    p.lines[0].points = [[100, 25], [100, 60], [240, 60], [240, 50]];
    expect(rules(p)).toEqual(['couple_apart']);
  });

  it('catches one generation on two rows and one row holding two generations', () => {
    const p = family();
    p.persons[3] = card('U', 300, 200, 1);
    expect(rules(p)).toContain('generation_row');
    const q = family();
    q.persons[3] = card('U', 300, 100, 5);
    expect(rules(q)).toContain('generation_row');
  });

  it('catches a child drawn above its parents', () => {
    const p = family();
    p.persons[2] = card('C', 300, -100, -1);
    p.lines[1].points = [[110, 25], [110, -50]];
    expect(rules(p)).toContain('child_below');
  });

  it('catches a diagonal line', () => {
    const p = family();
    p.lines[1].points = [[110, 25], [90, 100]];
    expect(rules(p)).toContain('orthogonal');
  });

  it('catches a line through a card that is not its own, horizontally and vertically', () => {
    const p = family();
    p.lines.push(line('through', 'link', ['F', 'U'], [[50, 50], [50, 125], [350, 125]]));
    expect(rules(p)).toEqual(['line_through_card']);
    const q = family();
    q.lines.push(line('down', 'link', ['F', 'U'], [[80, 50], [80, 150]]));
    expect(rules(q)).toEqual(['line_through_card']);
  });

  it('catches two families\' lines sharing a stretch of one horizontal, and accepts them one lane apart', () => {
    // F and M's bar runs right to C; F's line to U (another family: F alone) runs along it at the same height.
    const p = family();
    p.lines[1].points = [[110, 25], [110, 75], [150, 75], [150, 100]];
    p.lines.push(line('pu', 'parent_child', ['F', 'U'], [[50, 50], [50, 75], [350, 75], [350, 100]], 'f2'));
    expect(checkLayout(p)).toEqual([{ rule: 'line_overlap', message: 'lines pu and pc of two families share y=75 from x=110 to x=150' }]);
    p.lines[2].points = [[50, 50], [50, 81], [350, 81], [350, 100]];
    expect(rules(p)).toEqual([]);
    // The lines of one family share their bar by design.
    p.lines[2] = line('pu', 'parent_child', ['F', 'U'], [[110, 25], [110, 75], [350, 75], [350, 100]]);
    expect(rules(p)).toEqual([]);
  });

  it('catches a line to a person who is not drawn', () => {
    const p = family();
    p.lines.push(line('ghost', 'link', ['F', 'nobody'], [[0, 0], [0, 10]]));
    expect(rules(p)).toEqual(['unknown_person']);
  });
});
