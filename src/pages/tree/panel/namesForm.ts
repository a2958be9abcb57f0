/**
 * The full edit's names as plain data: every first name and surname of a person, in four lists by
 * part (first name, surname) and script (English, Chinese: tree-workspace.md section 5 splits them by
 * whether a value contains Chinese characters), each with its type. Built from a person, turned into
 * the lists PATCH person takes, and the server's errors ("first_names.2.value") put on their rows.
 */
import { isChinese } from '../../../protocol/names';
import type { FirstNameItem, PersonFields, SurnameItem } from '../../../protocol/person';
import type { FirstNameType, SurnameType } from './personForm';

export type NameListKey = 'firstEn' | 'surnameEn' | 'firstZh' | 'surnameZh';
type Part = 'first_names' | 'surnames';

export interface NameList {
  key: NameListKey;
  part: Part;
  chinese: boolean;
  /** The list's heading. */
  title: string;
  /** One row's name, numbered from 1 ("Surname (Chinese) 姓 2"). */
  item: string;
}

/** English before Chinese, first names before surnames: the order the lists show and are sent in. */
export const NAME_LISTS: readonly NameList[] = [
  { key: 'firstEn', part: 'first_names', chinese: false, title: 'First names (English)', item: 'First name (English)' },
  { key: 'surnameEn', part: 'surnames', chinese: false, title: 'Surnames (English)', item: 'Surname (English)' },
  { key: 'firstZh', part: 'first_names', chinese: true, title: 'First names (Chinese) 名', item: 'First name (Chinese) 名' },
  { key: 'surnameZh', part: 'surnames', chinese: true, title: 'Surnames (Chinese) 姓', item: 'Surname (Chinese) 姓' },
];

/** What each kind of name is called in the forms; Chinese naming adds courtesy (字), art (号) and generation (辈) names. */
export const FIRST_NAME_TYPE_LABEL: Record<FirstNameType, string> = {
  given: 'Given name',
  other_name: 'Other name',
  courtesy: 'Courtesy name 字',
  art: 'Art name 号',
  generation: 'Generation name 辈',
  nickname: 'Nickname',
  baptismal: 'Baptismal name',
};
export const SURNAME_TYPE_LABEL: Record<SurnameType, string> = {
  birth: 'Birth surname',
  married: 'Married surname',
  other: 'Other surname',
};

export interface NameRow {
  type: FirstNameType | SurnameType;
  value: string;
}

export type NamesForm = Record<NameListKey, NameRow[]>;

export const emptyNameRow = (list: NameList): NameRow => ({ type: list.part === 'first_names' ? 'given' : 'birth', value: '' });

export function namesFromPerson(p: Pick<PersonFields, 'first_names' | 'surnames'>): NamesForm {
  const form: NamesForm = { firstEn: [], surnameEn: [], firstZh: [], surnameZh: [] };
  for (const n of p.first_names) form[isChinese(n.value) ? 'firstZh' : 'firstEn'].push({ type: n.type, value: n.value });
  for (const n of p.surnames) form[isChinese(n.value) ? 'surnameZh' : 'surnameEn'].push({ type: n.type, value: n.value });
  return form;
}

const blank = (r: NameRow) => r.value.trim() === '';

/** Where each sent item came from: `sent[part][i]` is the list and row of the i-th item sent. */
function sentRows(form: NamesForm): Record<Part, { key: NameListKey; row: number }[]> {
  const out: Record<Part, { key: NameListKey; row: number }[]> = { first_names: [], surnames: [] };
  for (const list of NAME_LISTS) form[list.key].forEach((r, row) => blank(r) || out[list.part].push({ key: list.key, row }));
  return out;
}

/** The names to send; rows left empty are dropped (an empty row is how a name is taken away too). */
export function namesToFields(form: NamesForm): { first_names: FirstNameItem[]; surnames: SurnameItem[] } {
  const sent = sentRows(form);
  const item = ({ key, row }: { key: NameListKey; row: number }) => ({ type: form[key][row].type, value: form[key][row].value.trim() });
  return { first_names: sent.first_names.map(item) as FirstNameItem[], surnames: sent.surnames.map(item) as SurnameItem[] };
}

export interface NameErrors {
  /** Errors about a whole part ("first_names": too many), shown above the names. */
  form: string[];
  rows: Partial<Record<NameListKey, Record<number, string[]>>>;
}

export const noNameErrors: NameErrors = { form: [], rows: {} };

/** Puts server errors for first_names and surnames on the rows they name; other keys are not its business. */
export function nameErrors(fields: Record<string, string[]> | undefined, form: NamesForm): NameErrors {
  const out: NameErrors = { form: [], rows: {} };
  const sent = sentRows(form);
  for (const [key, messages] of Object.entries(fields ?? {})) {
    const [head, index] = key.split('.');
    if (head !== 'first_names' && head !== 'surnames') continue;
    const at = index === undefined ? undefined : sent[head][Number(index)];
    if (!at) out.form.push(...messages);
    else ((out.rows[at.key] ??= {})[at.row] ??= []).push(...messages);
  }
  return out;
}

export function hasNameErrors(e: NameErrors): boolean {
  return e.form.length > 0 || Object.values(e.rows).some((rows) => Object.keys(rows).length > 0);
}
