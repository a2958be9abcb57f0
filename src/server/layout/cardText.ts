/**
 * The text a tree card shows: bilingual names and short date phrases. Chinese names read surname first
 * with no space (黄永胜); romanised and English names keep the order they were entered in.
 */
import type { DateValue, PersonFields, SurnameItem } from '../../protocol/person';

const HAN = /\p{Script=Han}/u;

function isHan(value: string): boolean {
  // Character ranges first; the Unicode regex only decides the rare cases (radicals, surrogate pairs).
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)) return true;
    if ((c >= 0x2e80 && c < 0x3400) || (c >= 0xd800 && c <= 0xdbff)) return HAN.test(value);
  }
  return false;
}

function pickSurname(items: SurnameItem[], han: boolean): string {
  let first = '';
  for (const s of items) {
    if (isHan(s.value) !== han) continue;
    if (s.type === 'birth') return s.value;
    if (!first) first = s.value;
  }
  return first;
}

/** Chinese name, surname first without spaces: 黄 + 永胜 -> 黄永胜. */
export function chineseName(person: Pick<PersonFields, 'first_names' | 'surnames'>): string {
  let given = '';
  let fallback = '';
  for (const f of person.first_names) {
    if (f.type === 'nickname' || !isHan(f.value)) continue;
    if (f.type === 'given') given += f.value;
    else if (!fallback) fallback = f.value;
  }
  return pickSurname(person.surnames, true) + (given || fallback);
}

/** Romanised or English name as entered: given names, then surname ("Henry Kwok-wing Wong"). */
export function englishName(person: Pick<PersonFields, 'first_names' | 'surnames'>): string {
  let out = '';
  for (const f of person.first_names) {
    if (f.type === 'nickname' || isHan(f.value)) continue;
    out = out ? `${out} ${f.value}` : f.value;
  }
  const surname = pickSurname(person.surnames, false);
  return surname ? (out ? `${out} ${surname}` : surname) : out;
}

/** Both names for the card title: "黄永胜 Wing-sing Wong", or whichever exists. */
export function fullName(person: Pick<PersonFields, 'first_names' | 'surnames'>): string {
  return joinNames(chineseName(person), englishName(person));
}

/** The card title from names already computed. */
export function joinNames(zh: string, en: string): string {
  return zh && en ? `${zh} ${en}` : zh || en;
}

/**
 * Short year phrase for a card: 1890, ~1890, bef. 1890, aft. 1890, or 1880–1900 for a wide range.
 * approximation_type 1 means the date is at most N years before, 2 at most N years after.
 */
export function dateText(date: DateValue | null | undefined): string {
  if (!date) return '';
  const { year } = date;
  if (year === null || year === undefined) return date.text_value ?? date.cn_date ?? '';
  const years = date.approximation_years ?? 0;
  if (date.approximation_type === 1) return `bef. ${year}`;
  if (date.approximation_type === 2) return `aft. ${year}`;
  if (years > 5) return `${year - years}–${year + years}`;
  if (years > 0) return `~${year}`;
  return String(year);
}
