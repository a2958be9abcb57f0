import { describe, expect, it } from 'vitest';
import { chineseName, dateText, englishName, fullName } from './cardText';
import type { DateValue } from '../../protocol/person';

const wong = {
  first_names: [
    { type: 'given' as const, value: '永胜' },
    { type: 'given' as const, value: 'Wing-sing' },
    { type: 'nickname' as const, value: 'Ah Sing' },
  ],
  surnames: [
    { type: 'birth' as const, value: '黄' },
    { type: 'birth' as const, value: 'Wong' },
  ],
};

const year = (y: number, extra: Partial<DateValue> = {}): DateValue => ({
  day: null, month: null, year: y, approximation_years: null, approximation_type: null, text_value: null, cn_date: null, ...extra,
});

describe('card names', () => {
  it('writes the Chinese name surname first without a space', () => {
    expect(chineseName(wong)).toBe('黄永胜');
  });
  it('keeps the English name as entered and leaves nicknames out', () => {
    expect(englishName(wong)).toBe('Wing-sing Wong');
    expect(fullName(wong)).toBe('黄永胜 Wing-sing Wong');
  });
  it('prefers the birth surname over a married one', () => {
    const married = { first_names: [{ type: 'given' as const, value: 'Mary' }], surnames: [{ type: 'married' as const, value: 'Chan' }, { type: 'birth' as const, value: 'Lee' }] };
    expect(englishName(married)).toBe('Mary Lee');
    expect(fullName(married)).toBe('Mary Lee');
  });
});

describe('dateText', () => {
  it('shows exact, approximate, before, after and ranges', () => {
    expect(dateText(year(1890))).toBe('1890');
    expect(dateText(year(1890, { approximation_years: 5, approximation_type: 0 }))).toBe('~1890');
    expect(dateText(year(1890, { approximation_years: 5, approximation_type: 1 }))).toBe('bef. 1890');
    expect(dateText(year(1890, { approximation_years: 5, approximation_type: 2 }))).toBe('aft. 1890');
    expect(dateText(year(1890, { approximation_years: 10 }))).toBe('1880–1900');
    expect(dateText(null)).toBe('');
    expect(dateText(year(0, { year: null, text_value: '光绪年间' }))).toBe('光绪年间');
  });
});
