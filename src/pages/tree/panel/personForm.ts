/**
 * The quick edit and new-person forms as plain data: built from a person, turned into the fields the
 * API takes, and the server's field errors placed on the form field they belong to.
 */
import { isChinese } from '../../../protocol/names';
import { firstNameTypes, surnameTypes, type DateValue, type FirstNameItem, type PersonFields, type SurnameItem } from '../../../protocol/person';
import type { Gender } from '../../../protocol/draw';

export type FirstNameType = (typeof firstNameTypes)[number];
export type SurnameType = (typeof surnameTypes)[number];

/** '' exact, 'around' either side, 'before' up to N years before, 'after' up to N years after. */
export type Approximation = '' | 'around' | 'before' | 'after';

export interface DateForm {
  year: string;
  month: string;
  day: string;
  approximation: Approximation;
  approximationYears: string;
  text: string;
}

export interface PersonForm {
  givenEn: string;
  givenEnType: FirstNameType;
  surnameEn: string;
  surnameEnType: SurnameType;
  givenZh: string;
  givenZhType: FirstNameType;
  surnameZh: string;
  surnameZhType: SurnameType;
  gender: Gender;
  birth: DateForm;
  birthPlace: string;
  isDeceased: boolean;
  death: DateForm;
  deathPlace: string;
}

export type FormField = 'givenEn' | 'surnameEn' | 'givenZh' | 'surnameZh' | 'gender' | 'birth' | 'birthPlace' | 'isDeceased' | 'death' | 'deathPlace' | 'form';

export const emptyDate: DateForm = { year: '', month: '', day: '', approximation: '', approximationYears: '', text: '' };

export function emptyForm(gender: Gender = 'none'): PersonForm {
  return {
    givenEn: '',
    givenEnType: 'given',
    surnameEn: '',
    surnameEnType: 'birth',
    givenZh: '',
    givenZhType: 'given',
    surnameZh: '',
    surnameZhType: 'birth',
    gender,
    birth: emptyDate,
    birthPlace: '',
    isDeceased: false,
    death: emptyDate,
    deathPlace: '',
  };
}

const APPROX_TYPE: Record<Exclude<Approximation, ''>, number> = { around: 0, before: 1, after: 2 };

/** The form fields of a stored date (empty when there is none). */
export function dateForm(d: DateValue | null): DateForm {
  if (!d) return emptyDate;
  const approximation: Approximation = d.approximation_years ? (d.approximation_type === 1 ? 'before' : d.approximation_type === 2 ? 'after' : 'around') : '';
  return {
    year: d.year?.toString() ?? '',
    month: d.month?.toString() ?? '',
    day: d.day?.toString() ?? '',
    approximation,
    approximationYears: d.approximation_years?.toString() ?? '',
    text: d.text_value ?? '',
  };
}

/** A typed number stays as typed when it is not one, so the server (not the browser) rejects it. */
function num(v: string): number | null {
  const t = v.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : (t as unknown as number);
}

/** The date the API takes, or null when nothing was entered; the Chinese date text is kept as it was. */
export function dateValue(f: DateForm, before: DateValue | null = null): DateValue | null {
  const empty = !f.year.trim() && !f.month.trim() && !f.day.trim() && !f.text.trim();
  if (empty) return before?.cn_date ? { ...before, year: null, month: null, day: null, approximation_years: null, approximation_type: null, text_value: null } : null;
  const approx = f.approximation !== '' && f.approximationYears.trim() !== '';
  return {
    year: num(f.year),
    month: num(f.month),
    day: num(f.day),
    approximation_years: approx ? num(f.approximationYears) : null,
    approximation_type: approx ? APPROX_TYPE[f.approximation as Exclude<Approximation, ''>] : null,
    text_value: f.text.trim() || null,
    cn_date: before?.cn_date ?? null,
  };
}

function firstOf<T extends { value: string }>(items: T[], chinese: boolean): T | undefined {
  return items.find((i) => isChinese(i.value) === chinese);
}

/** The form for an existing person: the first English and the first Chinese name of each kind. */
export function formFromPerson(p: PersonFields): PersonForm {
  const gEn = firstOf(p.first_names, false);
  const gZh = firstOf(p.first_names, true);
  const sEn = firstOf(p.surnames, false);
  const sZh = firstOf(p.surnames, true);
  return {
    givenEn: gEn?.value ?? '',
    givenEnType: gEn?.type ?? 'given',
    surnameEn: sEn?.value ?? '',
    surnameEnType: sEn?.type ?? 'birth',
    givenZh: gZh?.value ?? '',
    givenZhType: gZh?.type ?? 'given',
    surnameZh: sZh?.value ?? '',
    surnameZhType: sZh?.type ?? 'birth',
    gender: p.gender,
    birth: dateForm(p.birth_date),
    birthPlace: p.birth_location ?? '',
    isDeceased: p.is_deceased,
    death: dateForm(p.death_date),
    deathPlace: p.death_location ?? '',
  };
}

/** Replaces the edited name of a script, keeping every other name (courtesy, married...) in place. */
function replaceName<T extends { type: string; value: string }>(items: T[], chinese: boolean, next: T | null): T[] {
  const index = items.findIndex((i) => isChinese(i.value) === chinese);
  const out = [...items];
  if (index >= 0) {
    if (next) out[index] = next;
    else out.splice(index, 1);
  } else if (next) out.push(next);
  return out;
}

/** The person fields the form sets; `before` keeps what the quick form does not show. */
export function personFieldsFromForm(f: PersonForm, before?: PersonFields): Pick<
  PersonFields,
  'first_names' | 'surnames' | 'gender' | 'birth_date' | 'birth_location' | 'death_date' | 'death_location' | 'is_deceased'
> {
  let first: FirstNameItem[] = before?.first_names ?? [];
  let sur: SurnameItem[] = before?.surnames ?? [];
  first = replaceName(first, false, f.givenEn.trim() ? { type: f.givenEnType, value: f.givenEn.trim() } : null);
  first = replaceName(first, true, f.givenZh.trim() ? { type: f.givenZhType, value: f.givenZh.trim() } : null);
  sur = replaceName(sur, false, f.surnameEn.trim() ? { type: f.surnameEnType, value: f.surnameEn.trim() } : null);
  sur = replaceName(sur, true, f.surnameZh.trim() ? { type: f.surnameZhType, value: f.surnameZh.trim() } : null);
  const death = dateValue(f.death, before?.death_date ?? null);
  return {
    first_names: first,
    surnames: sur,
    gender: f.gender,
    birth_date: dateValue(f.birth, before?.birth_date ?? null),
    birth_location: f.birthPlace.trim() || null,
    // A death date or place means the person died, even when the box was left unticked.
    is_deceased: f.isDeceased || death !== null || f.deathPlace.trim() !== '',
    death_date: death,
    death_location: f.deathPlace.trim() || null,
  };
}

/**
 * Which form field a server error key names ("first_names.1.value", "birth_date.year"). Name errors
 * go to the English or Chinese field by the script of the value that was sent at that index.
 */
export function fieldForErrorKey(key: string, sent: { first_names: FirstNameItem[]; surnames: SurnameItem[] }): FormField {
  const [head, index] = key.split('.');
  const i = Number(index);
  if (head === 'first_names') return isChinese(sent.first_names[i]?.value ?? '') ? 'givenZh' : 'givenEn';
  if (head === 'surnames') return isChinese(sent.surnames[i]?.value ?? '') ? 'surnameZh' : 'surnameEn';
  const plain: Record<string, FormField> = {
    gender: 'gender',
    birth_date: 'birth',
    birth_location: 'birthPlace',
    death_date: 'death',
    death_location: 'deathPlace',
    is_deceased: 'isDeceased',
  };
  return plain[head] ?? 'form';
}

/** Server field errors grouped by form field. */
export function formErrors(
  fields: Record<string, string[]> | undefined,
  sent: { first_names: FirstNameItem[]; surnames: SurnameItem[] },
): Partial<Record<FormField, string[]>> {
  const out: Partial<Record<FormField, string[]>> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) (out[fieldForErrorKey(key, sent)] ??= []).push(...messages);
  return out;
}
