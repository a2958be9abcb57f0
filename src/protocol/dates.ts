/**
 * Display and ordering of genealogical dates (platform.md section 3: approximate years show as a
 * tilde range; text_value stands in when there is no year; the Chinese date text is shown beside).
 */
import type { DateValue } from './person';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface FormatDateOptions {
  /** 'full' shows day and month when known; 'year' shows the year (or its range) only. */
  style?: 'full' | 'year';
  /** Show cn_date beside the date, in parentheses. Default true. */
  withCnDate?: boolean;
}

function yearText(year: number): string {
  return year < 0 ? `${-year} BC` : String(year);
}

/** The range [from, to] an approximate date covers, or null when it is exact or has no year. */
export function approximateRange(d: DateValue): [number, number] | null {
  if (d.year === null || !d.approximation_years) return null;
  const n = d.approximation_years;
  if (d.approximation_type === 1) return [d.year - n, d.year];
  if (d.approximation_type === 2) return [d.year, d.year + n];
  return [d.year - n, d.year + n];
}

function mainText(d: DateValue, style: 'full' | 'year'): string {
  if (d.year === null) {
    if (d.text_value?.trim()) return d.text_value.trim();
    if (style === 'full' && d.month !== null) return d.day !== null ? `${d.day} ${MONTHS[d.month - 1]}` : MONTHS[d.month - 1];
    return '';
  }
  const range = approximateRange(d);
  if (range) return `~${yearText(range[0])}–${yearText(range[1])}`;
  if (style === 'year' || d.month === null) return yearText(d.year);
  const monthYear = `${MONTHS[d.month - 1]} ${yearText(d.year)}`;
  return d.day !== null ? `${d.day} ${monthYear}` : monthYear;
}

/** A date as people read it: "3 Mar 1890", "1890", "~1885–1895", a text phrase, with cn_date beside. */
export function formatDate(d: DateValue | null | undefined, options: FormatDateOptions = {}): string {
  if (!d) return '';
  const main = mainText(d, options.style ?? 'full');
  const cn = options.withCnDate === false ? '' : (d.cn_date?.trim() ?? '');
  if (main && cn) return `${main} (${cn})`;
  return main || cn;
}

/** Birth and death as "1890 – 1960", "~1885–1895 – 1960", "1890 –" or "– 1960"; empty when neither is known. */
export function formatLifeSpan(birth: DateValue | null | undefined, death: DateValue | null | undefined): string {
  const b = formatDate(birth, { style: 'year', withCnDate: false });
  const d = formatDate(death, { style: 'year', withCnDate: false });
  if (b && d) return `${b} – ${d}`;
  if (b) return `${b} –`;
  if (d) return `– ${d}`;
  return '';
}

/**
 * A number that orders dates in time, or null when the date has no year. An approximate date sorts
 * at the middle of its range; a missing month or day sorts before the known ones of that year.
 */
export function dateSortKey(d: DateValue | null | undefined): number | null {
  if (!d || d.year === null) return null;
  const range = approximateRange(d);
  const year = range ? (range[0] + range[1]) / 2 : d.year;
  return year * 10_000 + (d.month ?? 0) * 100 + (d.day ?? 0);
}

/** Comparator for sorting by date (birth order): earlier first, dates without a year last. */
export function compareDates(a: DateValue | null | undefined, b: DateValue | null | undefined): number {
  const ka = dateSortKey(a);
  const kb = dateSortKey(b);
  if (ka === null && kb === null) return 0;
  if (ka === null) return 1;
  if (kb === null) return -1;
  return ka - kb;
}
