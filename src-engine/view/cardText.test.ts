import { describe, expect, it } from 'vitest';
import { generateDraw } from '../../benchmarks/render/generateDraw';
import type { Card } from '../../src/protocol/draw';
import { accessibleName, ariaLevel, cardNames, datesLine, nameLines, type NameDisplay } from './cardText';

const card = (names: Partial<Card>): Card => ({
  full_name: [names.names_zh, names.names_en].filter(Boolean).join(' '), names_en: '', names_zh: '', gender: 'none', birth_text: '', death_text: '',
  is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0, ...names,
});
const EN: NameDisplay = { script: 'en', first: 'en' };
const ZH: NameDisplay = { script: 'zh', first: 'zh' };
const BOTH_EN: NameDisplay = { script: 'both', first: 'en' };
const BOTH_ZH: NameDisplay = { script: 'both', first: 'zh' };
const mono = (s: string) => [...s].length * 10;

describe('card names', () => {
  const both = card({ names_en: 'Ming Hua Chen', names_zh: '陈明华' });

  it('leads with the script the member chose, and shows the other only with both', () => {
    expect(cardNames(both, EN)).toEqual(['Ming Hua Chen', '']);
    expect(cardNames(both, ZH)).toEqual(['陈明华', '']);
    expect(cardNames(both, BOTH_EN)).toEqual(['Ming Hua Chen', '陈明华']);
    expect(cardNames(both, BOTH_ZH)).toEqual(['陈明华', 'Ming Hua Chen']);
  });

  it('falls back to the name there is when the chosen script has none', () => {
    const enOnly = card({ names_en: 'Mary Smith' });
    const zhOnly = card({ names_zh: '黄永胜' });
    expect(cardNames(enOnly, ZH)).toEqual(['Mary Smith', '']);
    expect(cardNames(zhOnly, EN)).toEqual(['黄永胜', '']);
    expect(cardNames(enOnly, BOTH_ZH)).toEqual(['Mary Smith', '']);
    expect(cardNames(zhOnly, BOTH_EN)).toEqual(['黄永胜', '']);
    expect(cardNames(card({ full_name: 'Old Style Name' }), ZH)).toEqual(['Old Style Name', '']);
  });

  it('calls a person with no name Unknown / 未知 in the chosen scripts and order', () => {
    const nameless = card({});
    expect(cardNames(nameless, EN)).toEqual(['Unknown', '']);
    expect(cardNames(nameless, ZH)).toEqual(['未知', '']);
    expect(cardNames(nameless, BOTH_EN)).toEqual(['Unknown', '未知']);
    expect(cardNames(nameless, BOTH_ZH)).toEqual(['未知', 'Unknown']);
    expect(cardNames(card({ names_en: '  ', names_zh: ' ' }), EN)).toEqual(['Unknown', '']);
  });

  it('shows a private person as Living whatever the scripts', () => {
    expect(cardNames({ ...both, is_private: true }, BOTH_ZH)).toEqual(['Living', '']);
  });

  it('gives the lead name two lines, keeping one for the other script, which gets what is left', () => {
    // 80 px lines hold 8 characters at 10 px each.
    expect(nameLines(['Ming Hua Chen', '陈明华'], 3, 80, mono, mono)).toEqual({ lead: ['Ming Hua', 'Chen'], second: ['陈明华'] });
    expect(nameLines(['Ming Hua Chen', '陈明华'], 2, 80, mono, mono)).toEqual({ lead: ['Ming Hu…'], second: ['陈明华'] });
    expect(nameLines(['Ming Hua Chen', ''], 2, 80, mono, mono)).toEqual({ lead: ['Ming Hua', 'Chen'], second: [] });
    expect(nameLines(['Ming Hua Chen', '陈明华'], 1, 80, mono, mono)).toEqual({ lead: ['Ming Hu…'], second: [] });
    expect(nameLines(['Ming Hua', '陈明华'], 2, 80, mono, mono)).toEqual({ lead: ['Ming Hua'], second: ['陈明华'] });
    expect(nameLines(['Ming', '欧阳明华陈明华欧阳'], 4, 80, mono, mono)).toEqual({ lead: ['Ming'], second: ['欧阳明华陈明华欧', '阳'] });
    expect(nameLines(['Unknown', ''], 3, 80, mono, mono)).toEqual({ lead: ['Unknown'], second: [] });
  });
});

describe('card text', () => {
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
    expect(accessibleName({ ...p, card: { ...p.card, names_en: '', names_zh: '', full_name: '', birth_text: '', death_text: '', is_deceased: false } })).toBe('Unknown');
    expect(accessibleName({ ...p, card: { ...p.card, names_en: '', names_zh: '', full_name: '', birth_text: '1901', death_text: '1965' } })).toBe('Unknown, 1901 – 1965');
  });

  it('keeps the whole name in the accessible name however long it is', () => {
    const d = generateDraw({ persons: 1, perRow: 1 });
    const p = d.persons[0];
    const long = { ...p, card: { ...p.card, names_en: 'Étienne Louis Marie PENTHIÈVRE-LONGUEVILLE', names_zh: '欧阳明华', birth_text: '', death_text: '', is_deceased: false } };
    expect(accessibleName(long)).toBe('Étienne Louis Marie PENTHIÈVRE-LONGUEVILLE 欧阳明华');
  });

  it('maps generations to 1-based levels from the oldest drawn', () => {
    expect(ariaLevel(-2, -2)).toBe(1);
    expect(ariaLevel(0, -2)).toBe(3);
    expect(ariaLevel(1, -2)).toBe(4);
  });
});
