import { describe, expect, it } from 'vitest';
import type { FirstNameItem, SurnameItem } from '../../protocol/person';
import { romanisationsOf, surnamesForRomanisation } from './romanisation';
import { matchesQuery, normaliseQuery, SEARCH_KEY_MAX, searchKeys } from './searchKeys';
import { SURNAMES } from './surnameTable';

const person = (first: string[], last: string[]) => ({
  first_names: first.map((value): FirstNameItem => ({ type: 'given', value })),
  surnames: last.map((value): SurnameItem => ({ type: 'birth', value })),
});
const finds = (p: ReturnType<typeof person>, q: string) => matchesQuery(searchKeys(p), normaliseQuery(q));

describe('surname table', () => {
  it('holds at least 400 surnames, each once', () => {
    expect(SURNAMES.length).toBeGreaterThanOrEqual(400);
    expect(new Set(SURNAMES.map((s) => s.simplified)).size).toBe(SURNAMES.length);
  });

  it('maps romanisations to surnames and back', () => {
    expect(romanisationsOf('黄')).toContain('wong');
    expect(romanisationsOf('陳')).toEqual(expect.arrayContaining(['chan', 'tan']));
    // In priority order; 汪 is wong1 in Cantonese, so it is a Wong too.
    expect(surnamesForRomanisation('Wong').map((s) => s.simplified)).toEqual(['王', '黄', '汪']);
    // Hokkien Tan (陈), pinyin tan (谭 谈 檀), Cantonese daan6 Tan (但).
    expect(surnamesForRomanisation('Tan').map((s) => s.simplified)).toEqual(['陈', '谭', '谈', '但', '檀']);
    expect(surnamesForRomanisation('NG').map((s) => s.simplified)).toEqual(expect.arrayContaining(['黄', '吴', '伍']));
    expect(surnamesForRomanisation('Au-Yeung').map((s) => s.simplified)).toEqual(['欧阳']);
    expect(surnamesForRomanisation('Smith')).toEqual([]);
  });
});

describe('normaliseQuery', () => {
  it('folds case, tones, tone numbers and separators', () => {
    expect(normaliseQuery('  Huáng  Yǒngshèng ')).toEqual(['huang', 'yongsheng']);
    expect(normaliseQuery('huang2 yong3sheng4')).toEqual(['huang', 'yongsheng']);
    expect(normaliseQuery('Lǚ Bù')).toEqual(['lv', 'bu']);
    expect(normaliseQuery("Xi'an")).toEqual(['xian']);
    expect(normaliseQuery('Kwok-Wing, WONG')).toEqual(['kwok', 'wing', 'wong']);
  });

  it('turns Chinese to simplified and splits it from Latin', () => {
    expect(normaliseQuery('黃永勝')).toEqual(['黄永胜']);
    expect(normaliseQuery('黄wong')).toEqual(['黄', 'wong']);
    expect(normaliseQuery('ＷＯＮＧ')).toEqual(['wong']); // full-width letters from a Chinese keyboard
  });

  it('gives nothing for an empty or punctuation-only query', () => {
    expect(normaliseQuery('   ')).toEqual([]);
    expect(normaliseQuery('--,')).toEqual([]);
    expect(matchesQuery(['wong'], [])).toBe(false);
  });
});

describe('searchKeys', () => {
  const huang = person(['永胜'], ['黄']);

  it('indexes a Chinese name in both scripts, pinyin forms and dialect spellings', () => {
    const keys = searchKeys(huang);
    for (const k of ['黄永胜', '黃永勝', '黄', '黃', '永胜', '永勝', 'huang', 'yongsheng', 'yong', 'sheng', 'huangyongsheng', 'hys', 'wong', 'ooi']) {
      expect(keys).toContain(k);
    }
  });

  it('lets every written form of the name find 黄永胜', () => {
    for (const q of ['huang yongsheng', 'huangyongsheng', 'hys', '黃永勝', '黄永胜', 'Huang Yong', 'Wong', 'wong 永胜', '黄 yongsheng', 'HUANG']) {
      expect(finds(huang, q), q).toBe(true);
    }
  });

  it('does not find 黄永胜 by other names', () => {
    for (const q of ['wang yongsheng', '王永胜', 'chen', 'huang yongming', 'Wong Wing Sing', 'hyx']) {
      expect(finds(huang, q), q).toBe(false);
    }
  });

  it('finds a person entered with a traditional name by simplified and pinyin queries', () => {
    const p = person(['光中'], ['余']);
    expect(finds(p, 'yu guangzhong')).toBe(true);
    expect(finds(p, 'yee')).toBe(true);
    expect(searchKeys(p)).toContain('余光中');
    expect(searchKeys(p)).not.toContain('餘光中');
    const t = person(['國藩'], ['曾']);
    expect(finds(t, '曾国藩')).toBe(true);
    expect(finds(t, 'zeng guofan')).toBe(true);
    expect(finds(t, 'tsang')).toBe(true);
  });

  it('reads surnames as surnames in pinyin keys', () => {
    expect(finds(person(['田芳'], ['单']), 'shan tianfang')).toBe(true);
    expect(finds(person(['田芳'], ['单']), 'dan tianfang')).toBe(false);
    expect(finds(person(['修'], ['欧阳']), 'ouyang xiu')).toBe(true);
    expect(finds(person(['修'], ['欧阳']), 'au yeung')).toBe(true);
  });

  it('indexes English names with hyphen parts and surname equivalents', () => {
    const p = person(['Kwok-Wing'], ['Wong']);
    const keys = searchKeys(p);
    expect(keys).toEqual(new Set(['kwok', 'wing', 'kwokwing', 'wong', '黄', '黃', 'huang', '王', 'wang', '汪']));
    expect(finds(p, 'kwok wing wong')).toBe(true);
    expect(finds(p, 'kwokwing')).toBe(true);
    expect(finds(p, 'huang')).toBe(true);
    expect(finds(p, '黃')).toBe(true);
    expect(finds(p, 'chan')).toBe(false);
  });

  it('indexes a bilingual person under both names', () => {
    const p = person(['Kwok-Wing', '永胜'], ['Wong', '黄']);
    expect(finds(p, 'Wong Kwok-Wing')).toBe(true);
    expect(finds(p, '黄永胜')).toBe(true);
    expect(finds(p, 'wong yongsheng')).toBe(true);
  });

  it('cuts a key and a query word past SEARCH_KEY_MAX characters the same way', () => {
    const long = `Zed${'a'.repeat(500)}`;
    const keys = [...searchKeys(person([long], ['Chan']))];
    expect(Math.max(...keys.map((k) => [...k].length))).toBe(SEARCH_KEY_MAX);
    expect(keys).toContain(`zed${'a'.repeat(SEARCH_KEY_MAX - 3)}`);
    expect(normaliseQuery(long)).toEqual([`zed${'a'.repeat(SEARCH_KEY_MAX - 3)}`]);
    expect(finds(person([long], ['Chan']), long)).toBe(true);
    // Characters beyond the basic plane count once each.
    const wide = '𠀀'.repeat(SEARCH_KEY_MAX + 5);
    expect(normaliseQuery(wide)).toEqual(['𠀀'.repeat(SEARCH_KEY_MAX)]);
  });
});
