import { describe, expect, it } from 'vitest';
import { chineseNumber, eraYearText, lunarDayText, parseChineseNumber, readEraYears, readLunarDates, sexagenaryYear } from './reignYears';

describe('reign years', () => {
  it('writes and reads era years, cyclical years and lunar dates as zupus do', () => {
    expect(sexagenaryYear(1886)).toBe('丙戌');
    expect(sexagenaryYear(1911)).toBe('辛亥');
    expect(eraYearText(1886)).toBe('光緒十二年丙戌');
    expect(eraYearText(1875)).toBe('光緒元年乙亥');
    expect(eraYearText(1931)).toBe('民國二十年辛未');
    expect(eraYearText(1600)).toBeNull();
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
