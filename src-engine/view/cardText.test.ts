import { describe, expect, it } from 'vitest';
import { generateDraw } from '../../benchmarks/render/generateDraw';
import { accessibleName, ariaLevel, clip, datesLine } from './cardText';

describe('card text', () => {
  it('clips by code point so CJK and surrogate pairs are not split', () => {
    expect(clip('陈美玲', 3)).toBe('陈美玲');
    expect(clip('欧阳美玲', 3)).toBe('欧阳…');
    expect(clip('𠀋𠀋𠀋𠀋', 3)).toBe('𠀋𠀋…');
  });

  it('writes dates with ranges kept as sent', () => {
    expect(datesLine('~1901', '1965', true)).toBe('~1901 – 1965');
    expect(datesLine('1950', '', false)).toBe('b. 1950');
    expect(datesLine('1890', '', true)).toBe('1890 – ?');
    expect(datesLine('', '', true)).toBe('Deceased');
  });

  it('names a card in both scripts with its dates, and a ghost by what it adds', () => {
    const d = generateDraw({ persons: 10, perRow: 4, withGhosts: true });
    const p = d.persons.find((q) => q.object_id === 'p0_0')!;
    expect(accessibleName(p)).toBe(`${p.card.names_en} ${p.card.names_zh}, ${datesLine(p.card.birth_text, p.card.death_text, p.card.is_deceased)}`);
    expect(accessibleName(p)).toMatch(/[A-Za-z]+ .*[\u4e00-\u9fff]/);
    expect(accessibleName(d.persons.find((q) => q.object_id === 'g_father')!)).toBe('Add father');
    expect(accessibleName({ ...p, card: { ...p.card, is_private: true } })).toBe('Living');
  });

  it('maps generations to 1-based levels from the oldest drawn', () => {
    expect(ariaLevel(-2, -2)).toBe(1);
    expect(ariaLevel(0, -2)).toBe(3);
    expect(ariaLevel(1, -2)).toBe(4);
  });
});
