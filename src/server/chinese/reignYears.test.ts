import { describe, expect, it } from 'vitest';
import { chineseDigitYear, parseChineseNumber, reignYear } from './reignYears';

describe('reign years', () => {
  it('turns an era year into the Western year in either script', () => {
    expect(reignYear('光緒十年')?.year).toBe(1884);
    expect(reignYear('光绪十年')?.year).toBe(1884);
    expect(reignYear('光緒元年')?.year).toBe(1875);
    expect(reignYear('宣統三年')?.year).toBe(1911);
    expect(reignYear('民國元年')?.year).toBe(1912);
    expect(reignYear('同治十三年')?.year).toBe(1874);
    expect(reignYear('道光廿一年')?.year).toBe(1841);
    expect(reignYear('乾隆六十年')?.year).toBe(1795);
    expect(reignYear('康熙 5 年')?.year).toBe(1666);
  });

  it('refuses what is not an era year', () => {
    expect(reignYear('光明十年')).toBeNull();
    expect(reignYear('光緒九十九年')).toBeNull();
  });

  it('reads small Chinese numbers and digit-by-digit years', () => {
    expect([parseChineseNumber('十'), parseChineseNumber('十三'), parseChineseNumber('二十'), parseChineseNumber('三十四'), parseChineseNumber('卅'), parseChineseNumber('二')]).toEqual([10, 13, 20, 34, 30, 2]);
    expect(parseChineseNumber('二三')).toBeNull();
    expect(chineseDigitYear('一八八五')).toBe(1885);
    expect(chineseDigitYear('一九〇五')).toBe(1905);
    expect(chineseDigitYear('一八八')).toBeNull();
  });
});
