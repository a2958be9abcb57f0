import { describe, expect, it } from 'vitest';
import { chineseDigitYear, chineseNumber, eraYearText, lunarDayText, parseChineseNumber, readEraYears, readLunarDates, reignYear, sexagenaryYear } from './reignYears';

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

describe('reign years as zupus write them', () => {
  it('writes and reads era years, cyclical years and lunar dates as zupus do', () => {
    expect(sexagenaryYear(1886)).toBe('丙戌');
    expect(sexagenaryYear(1911)).toBe('辛亥');
    expect(eraYearText(1886)).toBe('光緒十二年丙戌');
    expect(eraYearText(1875)).toBe('光緒元年乙亥');
    expect(eraYearText(1931)).toBe('民國二十年辛未');
    expect(eraYearText(1600)).toBe('萬曆二十八年庚子');
    expect(eraYearText(1300)).toBeNull();
    for (const n of [1, 9, 10, 11, 20, 21, 34, 99]) expect(parseChineseNumber(chineseNumber(n))).toBe(n);
    expect(lunarDayText(5)).toBe('初五');
    expect(lunarDayText(23)).toBe('廿三');
    const [y] = readEraYears('生於光绪十二年丙戌三月初五日');
    expect(y!.reading).toMatchObject({ eraYear: 12, year: 1886, cyclical: '丙戌', cyclicalAgrees: true });
    expect(readEraYears('宣統九年')[0]!.reading.year).toBeNull();
    expect(readEraYears('光緒十二年丁亥')[0]!.reading.cyclicalAgrees).toBe(false);
    expect(readLunarDates('三月初五日 臘月廿三')).toEqual([
      { index: 0, text: '三月初五日', month: 3, day: 5 },
      { index: 6, text: '臘月廿三', month: 12, day: 23 },
    ]);
  });
});
