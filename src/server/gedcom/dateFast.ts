/**
 * A fast path for the dates most files are made of: "12 MAR 1900", "MAR 1900", "1900", each after
 * ABT, BEF or AFT, and "BET 1900 AND 1904", upper case with single spaces, Gregorian, years 1 to 3000.
 * Those map to DateValue fields alone, so this reads them with one scan of char codes; anything else
 * (other spellings included) is left to the general reading, which gives the same value for these.
 */
import type { DateValue } from '../../protocol/person';

const SPACE = 32;
const ZERO = 48;
const NINE = 57;
const MONTHS = 'JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC';

function isDigit(c: number): boolean {
  return c >= ZERO && c <= NINE;
}

/** Month number (1-12) of the three upper-case letters at i, or 0. */
function monthAt(text: string, i: number): number {
  if (i + 3 > text.length) return 0;
  for (let m = 0; m < 12; m++) {
    const k = m * 3;
    if (text.charCodeAt(i) === MONTHS.charCodeAt(k) && text.charCodeAt(i + 1) === MONTHS.charCodeAt(k + 1) && text.charCodeAt(i + 2) === MONTHS.charCodeAt(k + 2)) return m + 1;
  }
  return 0;
}

/** The year made of all characters from i to `end` (1 to 4 digits, 1 to 3000), or -1. */
function yearAt(text: string, i: number, end: number): number {
  if (end - i < 1 || end - i > 4) return -1;
  let y = 0;
  for (let k = i; k < end; k++) {
    const c = text.charCodeAt(k);
    if (!isDigit(c)) return -1;
    y = y * 10 + (c - ZERO);
  }
  return y >= 1 && y <= 3000 ? y : -1;
}

function value(day: number | null, month: number | null, year: number, years: number | null, type: number | null): DateValue {
  return { day, month, year, approximation_years: years, approximation_type: type, text_value: null, cn_date: null };
}

/** "[D ]MON Y", "MON Y" or "Y" from i to the end, with the approximation type; undefined if not that form. */
function simple(text: string, i: number, type: number | null): DateValue | undefined {
  const n = text.length;
  let day: number | null = null;
  if (isDigit(text.charCodeAt(i))) {
    // A day needs a month after it; a number alone is the year.
    let j = i;
    let d = 0;
    while (j < n && isDigit(text.charCodeAt(j))) d = d * 10 + (text.charCodeAt(j++) - ZERO);
    if (j === n) {
      const y = yearAt(text, i, n);
      return y < 0 ? undefined : value(null, null, y, null, type);
    }
    if (j - i > 2 || d < 1 || d > 36 || text.charCodeAt(j) !== SPACE) return undefined;
    day = d;
    i = j + 1;
  }
  const month = monthAt(text, i);
  if (month === 0 || text.charCodeAt(i + 3) !== SPACE) return undefined;
  const y = yearAt(text, i + 4, n);
  return y < 0 ? undefined : value(day, month, y, null, type);
}

/** The DateValue of one of the forms above, or undefined for any other text. */
export function fastDateValue(text: string): DateValue | undefined {
  const n = text.length;
  if (n < 1 || n > 24) return undefined;
  const c0 = text.charCodeAt(0);
  if (isDigit(c0)) return simple(text, 0, null);
  if (n < 5 || text.charCodeAt(3) !== SPACE) return undefined;
  const head = text.slice(0, 3);
  if (head === 'ABT') return simple(text, 4, 0);
  if (head === 'BEF') return simple(text, 4, 1);
  if (head === 'AFT') return simple(text, 4, 2);
  if (head !== 'BET') return simple(text, 0, null);
  // BET year AND year: an even range of years.
  const and = text.indexOf(' AND ', 4);
  if (and < 0) return undefined;
  const from = yearAt(text, 4, and);
  const to = yearAt(text, and + 5, n);
  if (from < 0 || to < 0 || to - from < 0 || to - from > 500) return undefined;
  return value(null, null, from, to - from, 2);
}
