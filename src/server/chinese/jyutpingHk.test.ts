import { describe, expect, it } from 'vitest';
import { hkSyllable, jyutpingToHk, splitJyutping } from './jyutpingHk';
import { SURNAMES, findSurname } from './surnameTable';
import { plainWadeGiles, wadeGiles } from './wadeGiles';

describe('Jyutping to the Hong Kong spelling', () => {
  it('splits syllables into initial, final and tone', () => {
    expect(splitJyutping('gwok3')).toEqual({ initial: 'gw', final: 'ok', tone: '3' });
    expect(splitJyutping('ng4')).toEqual({ initial: '', final: 'ng', tone: '4' });
    expect(splitJyutping('ngaan4')).toEqual({ initial: 'ng', final: 'aan', tone: '4' });
    expect(splitJyutping('au1')).toEqual({ initial: '', final: 'au', tone: '1' });
    expect(splitJyutping('wong 4')).toBeNull();
  });

  it('spells the common surnames as Hong Kong writes them', () => {
    const cases: [string, string][] = [
      ['wong4', 'Wong'],
      ['can4', 'Chan'],
      ['ng4', 'Ng'],
      ['zoeng1', 'Cheung'],
      ['leung4', 'Leung'],
      ['joeng4', 'Yeung'],
      ['ceoi4', 'Tsui'],
      ['ze6', 'Tse'],
      ['zang1', 'Tsang'],
      ['gwok3', 'Kwok'],
      ['gou1', 'Ko'],
      ['taam4', 'Tam'],
      ['jip6', 'Yip'],
      ['syun1', 'Suen'],
      ['jyun4', 'Yuen'],
      ['zyu1', 'Chu'],
      ['si1', 'Sze'],
      ['ngok6', 'Ngok'],
      ['au1 joeng4', 'Au-Yeung'],
    ];
    for (const [jyutping, hk] of cases) expect(jyutpingToHk(jyutping), jyutping).toBe(hk);
    expect(hkSyllable('baak6')).toBe('pak');
    expect(() => hkSyllable('x!')).toThrow();
  });

  it('keeps the customary spelling where it differs from the derived one', () => {
    const lee = findSurname('李')!;
    expect(lee.jyutping).toBe('lei5');
    expect(lee.derivedCantonese).toBe('Lei');
    expect(lee.spellings.cantonese[0]).toBe('lee');
    const law = findSurname('羅')!;
    expect(law.derivedCantonese).toBe('Lo');
    expect(law.spellings.cantonese).toEqual(['law', 'lo']);
    const szeto = findSurname('司徒')!;
    expect(szeto.derivedCantonese).toBe('Sze-To');
    expect(szeto.spellings.cantonese).toEqual(['szeto', 'seto']);
    // Where no customary spelling is written, the derived one is the Cantonese spelling.
    const cui = findSurname('崔')!;
    expect(cui.derivedCantonese).toBe('Tsui');
    expect(cui.spellings.cantonese).toEqual(['tsui']);
    // The derivation agrees with the customary spelling for most of the surnames that have one.
    const curated = SURNAMES.filter((s) => s.derivedCantonese && s.spellings.cantonese.length);
    const agree = curated.filter((s) => s.spellings.cantonese.includes(s.derivedCantonese.toLowerCase()));
    expect(agree.length / curated.length).toBeGreaterThan(0.8);
  });
});

describe('Wade-Giles', () => {
  it('follows the standard correspondence', () => {
    expect(wadeGiles(['zhang'])).toBe('Chang');
    expect(wadeGiles(['cai'])).toBe("Ts'ai");
    expect(wadeGiles(['xu'])).toBe('Hsü');
    expect(wadeGiles(['xie'])).toBe('Hsieh');
    expect(wadeGiles(['guo'])).toBe('Kuo');
    expect(wadeGiles(['luo'])).toBe('Lo');
    expect(wadeGiles(['zhou'])).toBe('Chou');
    expect(wadeGiles(['rong'])).toBe('Jung');
    expect(wadeGiles(['si'])).toBe('Ssu');
    expect(wadeGiles(['yu'])).toBe('Yü');
    expect(wadeGiles(['ou', 'yang'])).toBe('Ou-yang');
    expect(plainWadeGiles(['cai'])).toBe('Tsai');
    expect(plainWadeGiles(['xu'])).toBe('Hsu');
  });
});

describe('surname table', () => {
  it('gives every surname its traditional form, reading, jyutping and a rank', () => {
    for (const s of SURNAMES) {
      expect(s.traditional, s.simplified).toBeTruthy();
      expect(s.pinyin.length, s.simplified).toBe([...s.simplified].length);
      expect(s.jyutping.split(' ').length, s.simplified).toBe([...s.simplified].length);
      expect(s.spellings.cantonese.length, s.simplified).toBeGreaterThan(0);
    }
    expect(SURNAMES.map((s) => s.priority)).toEqual(SURNAMES.map((_, i) => i + 1));
    expect(findSurname('余')!.traditional).toBe('余');
    expect(findSurname('區')!.pinyin).toEqual(['ou']);
  });

  it('keeps romanisations the union of the spellings, pinyin aside', () => {
    const wong = findSurname('黃')!;
    const union = new Set(Object.values(wong.spellings).flat().filter((r) => r !== 'huang'));
    expect(new Set(wong.romanisations)).toEqual(union);
    expect(wong.spellings.taishanese).toContain('wong');
    expect(wong.spellings.hokkien).toEqual(expect.arrayContaining(['ng', 'ooi']));
    expect(findSurname('梅')!.spellings.taishanese).toContain('moy');
    expect(findSurname('陈')!.spellings.fuzhounese).toEqual(['ting']);
  });
});
