/**
 * The short person form of tree creation and onboarding (given name and surname in English and/or
 * Chinese, gender, birth year) turned into the person fields the API takes, and the server's field
 * errors (paths like `start_person.first_names.1.value`) placed back on the input they came from.
 */
import type { Gender } from '../../protocol/draw';
import type { FirstNameItem, PersonFields, SurnameItem } from '../../protocol/person';

export interface ShortPersonForm {
  givenEn: string;
  surnameEn: string;
  givenZh: string;
  surnameZh: string;
  gender: Gender;
  birthYear: string;
}

export type ShortField = keyof ShortPersonForm | 'form';
export type ShortErrors = Partial<Record<ShortField, string[]>>;

export const emptyShortForm = (gender: Gender = 'none'): ShortPersonForm => ({ givenEn: '', surnameEn: '', givenZh: '', surnameZh: '', gender, birthYear: '' });

export const hasName = (f: ShortPersonForm) => [f.givenEn, f.surnameEn, f.givenZh, f.surnameZh].some((v) => v.trim() !== '');

interface Built {
  fields: Pick<PersonFields, 'first_names' | 'surnames' | 'gender' | 'birth_date'>;
  /** Which form input each name item came from, by index, to place errors. */
  givenFrom: ShortField[];
  surnameFrom: ShortField[];
}

export function buildPerson(form: ShortPersonForm): Built {
  const first_names: FirstNameItem[] = [];
  const surnames: SurnameItem[] = [];
  const givenFrom: ShortField[] = [];
  const surnameFrom: ShortField[] = [];
  for (const key of ['givenEn', 'givenZh'] as const) {
    if (form[key].trim()) {
      first_names.push({ type: 'given', value: form[key].trim() });
      givenFrom.push(key);
    }
  }
  for (const key of ['surnameEn', 'surnameZh'] as const) {
    if (form[key].trim()) {
      surnames.push({ type: 'birth', value: form[key].trim() });
      surnameFrom.push(key);
    }
  }
  const year = form.birthYear.trim();
  // A typed value that is not a whole number still goes to the server, which names the field.
  const birth_date = year
    ? { year: /^-?\d+$/.test(year) ? Number(year) : (year as unknown as number), month: null, day: null, approximation_years: null, approximation_type: null, text_value: null, cn_date: null }
    : null;
  return { fields: { first_names, surnames, gender: form.gender, birth_date }, givenFrom, surnameFrom };
}

/** Places server field errors on the short form; `prefix` is e.g. 'start_person.' for tree creation. */
export function placeErrors(fields: Record<string, string[]> | undefined, built: Built, prefix = ''): ShortErrors {
  const out: ShortErrors = {};
  const add = (key: ShortField, messages: string[]) => (out[key] = [...(out[key] ?? []), ...messages]);
  for (const [path, messages] of Object.entries(fields ?? {})) {
    if (!path.startsWith(prefix)) continue;
    const [head, index] = path.slice(prefix.length).split('.');
    if (head === 'first_names') add(built.givenFrom[Number(index)] ?? 'givenEn', messages);
    else if (head === 'surnames') add(built.surnameFrom[Number(index)] ?? 'surnameEn', messages);
    else if (head === 'birth_date') add('birthYear', messages);
    else if (head === 'gender') add('gender', messages);
    else add('form', messages);
  }
  return out;
}
