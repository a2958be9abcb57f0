import { describe, expect, it } from 'vitest';
import type { FirstNameItem, SurnameItem } from './person';
import { capitaliseName, fullName, isChinese, isValidEmail, namesEn, namesZh, slugify, splitNames } from './names';

const given = (value: string): FirstNameItem => ({ type: 'given', value });
const birth = (value: string): SurnameItem => ({ type: 'birth', value });

describe('isChinese', () => {
  it('recognises Chinese text and rejects Latin text', () => {
    expect(isChinese('黄永胜')).toBe(true);
    expect(isChinese('Wong')).toBe(false);
    expect(isChinese('')).toBe(false);
    expect(isChinese('   ')).toBe(false);
  });

  it('counts extension B and compatibility ideographs', () => {
    expect(isChinese('𠀀')).toBe(true); // U+20000
    expect(isChinese('豈')).toBe(true); // U+F900
    expect(isChinese('〇')).toBe(true);
  });

  it('does not count kana, hangul or CJK punctuation', () => {
    expect(isChinese('カタカナ')).toBe(false);
    expect(isChinese('한국')).toBe(false);
    expect(isChinese('。、')).toBe(false);
  });

  it('applies the threshold percent to the share of ideographs', () => {
    const text = '黄' + 'a'.repeat(99); // 1 of 100
    expect(isChinese(text)).toBe(true);
    expect(isChinese(text, 2)).toBe(false);
    expect(isChinese('黄a', 50)).toBe(true);
    expect(isChinese('黄aa', 50)).toBe(false);
    expect(isChinese('黄' + 'a'.repeat(150))).toBe(false);
  });
});

describe('splitNames', () => {
  const first: FirstNameItem[] = [given('Kwok-Wing'), given('永胜'), { type: 'other_name', value: 'Winston' }, { type: 'courtesy', value: '子明' }];
  const last: SurnameItem[] = [birth('Wong'), birth('黄')];

  it('puts each value in the English or Chinese group, keeping order and types', () => {
    const s = splitNames(first, last);
    expect(s.en.first_names).toEqual([given('Kwok-Wing'), { type: 'other_name', value: 'Winston' }]);
    expect(s.zh.first_names).toEqual([given('永胜'), { type: 'courtesy', value: '子明' }]);
    expect(s.en.surnames).toEqual([birth('Wong')]);
    expect(s.zh.surnames).toEqual([birth('黄')]);
    expect(s.other).toEqual([]);
  });

  it('puts other_name first names in their own group on a hint', () => {
    const s = splitNames(first, last, { separateOtherNames: true });
    expect(s.other).toEqual([{ type: 'other_name', value: 'Winston' }]);
    expect(s.en.first_names).toEqual([given('Kwok-Wing')]);
  });

  it('honours a threshold so a mostly Latin value stays English', () => {
    const s = splitNames([given('Mary 玛')], [], { thresholdPercent: 50 });
    expect(s.en.first_names).toHaveLength(1);
    expect(splitNames([given('Mary 玛')], []).zh.first_names).toHaveLength(1);
  });
});

describe('display names', () => {
  const both = { first_names: [given('Kwok-Wing'), given('永胜')], surnames: [birth('Wong'), birth('黄')] };

  it('shows a Chinese name surname first without a space', () => {
    expect(namesZh({ first_names: [given('永胜')], surnames: [birth('黄')] })).toBe('黄永胜');
    expect(fullName({ first_names: [given('永 胜')], surnames: [birth('黄')] })).toBe('黄永胜');
    expect(fullName({ first_names: [given('修')], surnames: [birth('欧阳')] })).toBe('欧阳修');
  });

  it('shows an English name as entered, given names then surname', () => {
    expect(namesEn(both)).toBe('Kwok-Wing Wong');
    expect(fullName({ first_names: [given('Mary'), given('Ann')], surnames: [birth('Lee')] })).toBe('Mary Ann Lee');
  });

  it('combines both scripts when both exist', () => {
    expect(fullName(both)).toBe('Kwok-Wing Wong 黄永胜');
  });

  it('prefers the given name and the birth surname, falling back to other types', () => {
    const p = {
      first_names: [{ type: 'nickname' as const, value: 'Ah Wing' }, given('Kwok-Wing')],
      surnames: [{ type: 'married' as const, value: 'Smith' }, birth('Wong')],
    };
    expect(fullName(p)).toBe('Kwok-Wing Wong');
    expect(fullName({ first_names: [{ type: 'nickname', value: 'Ah Wing' }], surnames: [{ type: 'married', value: 'Smith' }] })).toBe('Ah Wing Smith');
  });

  it('handles a surname alone, a given name alone and no name', () => {
    expect(fullName({ first_names: [], surnames: [birth('黄')] })).toBe('黄');
    expect(fullName({ first_names: [given('Wing')], surnames: [] })).toBe('Wing');
    expect(fullName({ first_names: [], surnames: [] })).toBe('');
  });
});

describe('capitaliseName', () => {
  it('capitalises plain and shouted names', () => {
    expect(capitaliseName('mary')).toBe('Mary');
    expect(capitaliseName('WONG')).toBe('Wong');
    expect(capitaliseName('mary ann lee')).toBe('Mary Ann Lee');
  });

  it('capitalises each part of a hyphenated or apostrophed name', () => {
    expect(capitaliseName('kwok-wing')).toBe('Kwok-Wing');
    expect(capitaliseName("o'brien")).toBe("O'Brien");
    expect(capitaliseName('mcdonald')).toBe('McDonald');
  });

  it('keeps particles in lower case unless they are the whole name', () => {
    expect(capitaliseName('ludwig van beethoven')).toBe('Ludwig van Beethoven');
    expect(capitaliseName('van der berg')).toBe('van der Berg');
    expect(capitaliseName('charles DE gaulle')).toBe('Charles de Gaulle');
    expect(capitaliseName('van')).toBe('Van');
  });

  it('keeps mixed case typed on purpose, whitespace, and CJK text', () => {
    expect(capitaliseName('DeLuca')).toBe('DeLuca');
    expect(capitaliseName('mary ')).toBe('Mary ');
    expect(capitaliseName('黄永胜')).toBe('黄永胜');
    expect(capitaliseName('wong 黄')).toBe('Wong 黄');
    expect(capitaliseName('élodie')).toBe('Élodie');
  });
});

describe('slugify', () => {
  it('lowercases, turns spaces into hyphens and strips other characters', () => {
    expect(slugify('Wong Family Tree')).toBe('wong-family-tree');
    expect(slugify('  Taishan,  Guangdong! ')).toBe('taishan-guangdong');
    expect(slugify('Zürich & Café')).toBe('zurich-cafe');
    expect(slugify('黄氏 Clan')).toBe('clan');
    expect(slugify('a - b')).toBe('a-b');
  });
});

describe('isValidEmail', () => {
  it('accepts the spec shape', () => {
    expect(isValidEmail('kw.wong+tree@example.com')).toBe(true);
    expect(isValidEmail('a_b-c@mail.example.org')).toBe(true);
    expect(isValidEmail('x@example.info')).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(isValidEmail('no-at-sign.com')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a@example.museum')).toBe(false); // TLD longer than 4
    expect(isValidEmail('a@example.c')).toBe(false);
    expect(isValidEmail('a b@example.com')).toBe(false);
    expect(isValidEmail('黄@example.com')).toBe(false);
    expect(isValidEmail('a@-example.com')).toBe(false);
    expect(isValidEmail('a@example.com ')).toBe(false);
  });
});
