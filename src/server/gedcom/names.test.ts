import { describe, expect, it } from 'vitest';
import type { FirstNameItem, SurnameItem } from '../../protocol/person';
import { mulberry32 } from '../lib/random';
import type { GedcomName } from './model';
import { addNameItems, nameFieldsRegenerate, nameLines, nameLinesRegenerate, type NameFields } from './names';
import { growthOf16x, LINEAR_16X } from './testGrowth';

const FIRST_TYPES: FirstNameItem['type'][] = ['given', 'given', 'nickname', 'other_name', 'courtesy', 'art', 'generation', 'baptismal'];
const SURNAME_TYPES: SurnameItem['type'][] = ['birth', 'birth', 'married', 'other'];
const VALUES = ['Wong', 'Kwok-Wing', '黄', '国荣', 'Ah Wing', 'a/b', '', 'Lee 李'];

/** The NAME structures an export writes for these items: the regenerate check must accept them. */
function fieldsOf(first: FirstNameItem[], last: SurnameItem[]): NameFields[] {
  return nameLines(first, last).map((l) => ({
    value: l.value,
    hasType: l.type7 !== null,
    typeValue: l.type7 ?? undefined,
    typePhrase: l.phrase ?? undefined,
    npfx: [],
    givn: l.given !== null ? [l.given] : [],
    nick: l.nickname !== null ? [l.nickname] : [],
    spfx: [],
    surn: l.surname !== null ? [l.surname] : [],
    nsfx: [],
    variants: [],
  }));
}

describe('NAME structures and name items', () => {
  it('decides whether names regenerate as the line-by-line comparison does, without making the lines', () => {
    const rnd = mulberry32(9);
    const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    let same = 0;
    let differ = 0;
    for (let run = 0; run < 3000; run++) {
      const first = Array.from({ length: Math.floor(rnd() * 5) }, () => ({ type: pick(FIRST_TYPES), value: pick(VALUES) }));
      const last = Array.from({ length: Math.floor(rnd() * 4) }, () => ({ type: pick(SURNAME_TYPES), value: pick(VALUES) }));
      const fields = fieldsOf(first, last);
      // Half the cases are the exact structures; the rest change one part, drop or add one.
      if (rnd() < 0.5 && fields.length > 0) {
        const f = pick(fields);
        const change = Math.floor(rnd() * 6);
        if (change === 0) f.value = pick(VALUES);
        else if (change === 1) f.givn = rnd() < 0.5 ? [] : [pick(VALUES)];
        else if (change === 2) f.surn = rnd() < 0.5 ? [] : [pick(VALUES)];
        else if (change === 3) [f.hasType, f.typeValue] = [true, pick(['OTHER', 'AKA', 'married', 'Screen'])];
        else if (change === 4) fields.pop();
        else fields.push({ ...f });
      }
      const want = nameLinesRegenerate(fields, first, last);
      expect(nameFieldsRegenerate(fields, first, last), JSON.stringify({ first, last, fields })).toBe(want);
      if (want) same++;
      else differ++;
    }
    expect(same).toBeGreaterThan(500);
    expect(differ).toBeGreaterThan(500);
  });
});

describe('addNameItems', () => {
  const name = (given: string, surname: string, type: string | null = null): GedcomName => ({ value: `${given} /${surname}/`, given, surname, nickname: null, type, lang: 'en', variants: [] });
  const itemsOf = (names: GedcomName[]) => {
    const first: FirstNameItem[] = [];
    const last: SurnameItem[] = [];
    for (const n of names) addNameItems(n, first, last);
    return { first, last };
  };

  it('adds each given name and surname once per kind, however many NAME lines repeat it', () => {
    const names = Array.from({ length: 60 }, (_, i) => name(`G${i % 25}`, `S${i % 20}`, i % 2 ? 'married' : null));
    const { first, last } = itemsOf(names);
    expect(first.map((f) => f.value)).toEqual(Array.from({ length: 25 }, (_, i) => `G${i}`));
    // Even rows give birth surnames S0, S2... and odd rows married S1, S3...; each pair once.
    expect(last).toHaveLength(20);
    expect(new Set(last.map((l) => `${l.type}:${l.value}`)).size).toBe(20);
    expect(last.slice(0, 3)).toEqual([{ type: 'birth', value: 'S0' }, { type: 'married', value: 'S1' }, { type: 'birth', value: 'S2' }]);
  });

  it('takes linear time in the NAME lines of one person (each line used to scan every item before it)', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => name(`Given${i}`, `Surname${i}`));
    expect(growthOf16x(names, itemsOf, 1_000)).toBeLessThan(LINEAR_16X);
  });
});
