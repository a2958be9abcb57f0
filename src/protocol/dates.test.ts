import { describe, expect, it } from 'vitest';
import type { DateValue } from './person';
import { compareDates, dateSortKey, formatDate, formatLifeSpan } from './dates';

const date = (v: Partial<DateValue>): DateValue => ({
  day: null, month: null, year: null, approximation_years: null, approximation_type: null, text_value: null, cn_date: null, ...v,
});

describe('formatDate', () => {
  it('shows full dates, month and year, and a plain year', () => {
    expect(formatDate(date({ day: 3, month: 3, year: 1890 }))).toBe('3 Mar 1890');
    expect(formatDate(date({ month: 12, year: 1890 }))).toBe('Dec 1890');
    expect(formatDate(date({ year: 1890 }))).toBe('1890');
    expect(formatDate(date({ day: 3, month: 3, year: 1890 }), { style: 'year' })).toBe('1890');
  });

  it('shows approximate years as a tilde range by approximation type', () => {
    expect(formatDate(date({ year: 1890, approximation_years: 10, approximation_type: 1 }))).toBe('~1880–1890');
    expect(formatDate(date({ year: 1890, approximation_years: 10, approximation_type: 2 }))).toBe('~1890–1900');
    expect(formatDate(date({ year: 1890, approximation_years: 5, approximation_type: 0 }))).toBe('~1885–1895');
    expect(formatDate(date({ year: 1890, approximation_years: 5 }))).toBe('~1885–1895');
    expect(formatDate(date({ year: 1890, approximation_years: 0, approximation_type: 1 }))).toBe('1890');
  });

  it('shows text_value only when there is no year', () => {
    expect(formatDate(date({ text_value: 'in the reign of Guangxu' }))).toBe('in the reign of Guangxu');
    expect(formatDate(date({ year: 1890, text_value: 'in the reign of Guangxu' }))).toBe('1890');
  });

  it('shows cn_date beside the date, or alone', () => {
    expect(formatDate(date({ year: 1890, cn_date: '光绪十六年' }))).toBe('1890 (光绪十六年)');
    expect(formatDate(date({ cn_date: '光绪十六年' }))).toBe('光绪十六年');
    expect(formatDate(date({ year: 1890, cn_date: '光绪十六年' }), { withCnDate: false })).toBe('1890');
  });

  it('handles empty dates, a day and month without year, and years BC', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(date({}))).toBe('');
    expect(formatDate(date({ day: 5, month: 6 }))).toBe('5 Jun');
    expect(formatDate(date({ year: -221 }))).toBe('221 BC');
  });
});

describe('formatLifeSpan', () => {
  it('joins birth and death years', () => {
    expect(formatLifeSpan(date({ day: 1, month: 2, year: 1890 }), date({ year: 1960, cn_date: '庚子' }))).toBe('1890 – 1960');
    expect(formatLifeSpan(date({ year: 1890, approximation_years: 5 }), date({ year: 1960 }))).toBe('~1885–1895 – 1960');
    expect(formatLifeSpan(date({ year: 1890 }), null)).toBe('1890 –');
    expect(formatLifeSpan(null, date({ year: 1960 }))).toBe('– 1960');
    expect(formatLifeSpan(null, null)).toBe('');
  });
});

describe('compareDates and dateSortKey', () => {
  it('orders by year, month and day, with unknown dates last', () => {
    const dates = [
      date({ year: 1900 }),
      null,
      date({ day: 2, month: 3, year: 1890 }),
      date({ text_value: 'unknown' }),
      date({ day: 1, month: 3, year: 1890 }),
      date({ month: 1, year: 1890 }),
    ];
    const sorted = [...dates].sort(compareDates);
    expect(sorted.map((d) => d && (d.text_value ?? `${d.year}-${d.month}-${d.day}`))).toEqual([
      '1890-1-null', '1890-3-1', '1890-3-2', '1900-null-null', null, 'unknown',
    ]);
  });

  it('sorts an approximate date at the middle of its range', () => {
    expect(dateSortKey(date({ year: 1890, approximation_years: 10, approximation_type: 1 }))).toBe(1885 * 10_000);
    expect(dateSortKey(date({ year: 1890, approximation_years: 10, approximation_type: 2 }))).toBe(1895 * 10_000);
    expect(compareDates(date({ year: 1890, approximation_years: 10, approximation_type: 1 }), date({ year: 1887 }))).toBeLessThan(0);
    expect(dateSortKey(date({ cn_date: '庚子' }))).toBeNull();
  });
});
