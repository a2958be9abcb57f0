/**
 * The text a tree card shows: bilingual names and short date phrases. Chinese names read surname first
 * with no space (黄永胜); romanised and English names keep the order they were entered in.
 */
import type { DateValue, FirstNameItem, PersonFields, SurnameItem } from '../../protocol/person';

const HAN = /\p{Script=Han}/u;

function isHan(value: string): boolean {
  return HAN.test(value);
}

function pickSurname(items: SurnameItem[], han: boolean): string {
  const matching = items.filter((s) => isHan(s.value) === han);
  return (matching.find((s) => s.type === 'birth') ?? matching[0])?.value ?? '';
}

function givenNames(items: FirstNameItem[], han: boolean): FirstNameItem[] {
  return items.filter((f) => f.type !== 'nickname' && isHan(f.value) === han);
}

/** Chinese name, surname first without spaces: 黄 + 永胜 -> 黄永胜. */
export function chineseName(person: Pick<PersonFields, 'first_names' | 'surnames'>): string {
  const given = givenNames(person.first_names, true);
  const main = given.filter((f) => f.type === 'given');
  return pickSurname(person.surnames, true) + (main.length > 0 ? main : given.slice(0, 1)).map((f) => f.value).join('');
}

/** Romanised or English name as entered: given names, then surname ("Henry Kwok-wing Wong"). */
export function englishName(person: Pick<PersonFields, 'first_names' | 'surnames'>): string {
  const given = givenNames(person.first_names, false).map((f) => f.value);
  const surname = pickSurname(person.surnames, false);
  return [...given, surname].filter((part) => part.length > 0).join(' ');
}

/** Both names for the card title: "黄永胜 Wing-sing Wong", or whichever exists. */
export function fullName(person: Pick<PersonFields, 'first_names' | 'surnames'>): string {
  const zh = chineseName(person);
  const en = englishName(person);
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
