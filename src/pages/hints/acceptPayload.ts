/**
 * What a hint review sends on Accept: the record's values for the fields the member ticked, merged
 * into the tree person (names are added beside the person's own, never replace them), and the
 * record's relatives the member ticked as new persons of the tree. Pure, so it tests without a page.
 */
import type { HintDetailView, HintField, HintRelative, HintSide } from '../../api/hints';
import type { DateValue, FirstNameItem, PersonFields, SurnameItem } from '../../protocol/person';

/** Fields a hint can write onto the person, in the order the review shows them. */
export const WRITABLE_FIELDS = ['first_names', 'surnames', 'gender', 'birth_date', 'birth_location', 'death_date'] as const;
export type WritableField = (typeof WRITABLE_FIELDS)[number];

export const FIELD_LABELS: Record<HintField['field'], string> = {
  first_names: 'Given names',
  surnames: 'Surnames',
  gender: 'Gender',
  birth_date: 'Birth',
  birth_location: 'Birthplace',
  death_date: 'Death',
  parents: 'Parents',
  spouses: 'Spouse',
  children: 'Children',
  siblings: 'Siblings',
};

export const AGREEMENT_LABELS: Record<HintField['agreement'], string> = {
  same: 'Agrees',
  new: 'New',
  conflict: 'Conflicts',
  missing: 'Not in record',
};

export const isWritable = (field: HintField['field']): field is WritableField => (WRITABLE_FIELDS as readonly string[]).includes(field);

/** A field is offered for taking when the record says something the person lacks or contradicts. */
export const isOffered = (f: HintField): boolean => isWritable(f.field) && (f.agreement === 'new' || f.agreement === 'conflict');

/** Ticked at first: what is new; a conflict the member must choose on purpose. */
export function defaultFieldChoice(fields: HintField[]): WritableField[] {
  return fields.filter((f) => isWritable(f.field) && f.agreement === 'new').map((f) => f.field as WritableField);
}

const HAN = /\p{Script=Han}/u;
const sameScript = (a: string, b: string) => HAN.test(a) === HAN.test(b);
const norm = (s: string) => s.trim().toLowerCase();

/**
 * The person's names with the record's names added: a record name the person already has is
 * skipped; one in a script the person has no name in takes the main type, otherwise the alternate one.
 */
function mergeNames<T extends { type: string; value: string }>(mine: T[], theirs: { value: string }[], mainType: T['type'], altType: T['type']): T[] {
  const out = [...mine];
  for (const { value } of theirs) {
    if (out.some((n) => norm(n.value) === norm(value))) continue;
    const hasScript = out.some((n) => n.type === mainType && sameScript(n.value, value));
    out.push({ type: hasScript ? altType : mainType, value } as T);
  }
  return out;
}

function dateOf(d: HintSide['birth_date']): DateValue | null {
  if (!d || d.year == null) return null;
  return {
    day: d.day ?? null,
    month: d.month ?? null,
    year: d.year,
    approximation_years: d.approximation_years ?? null,
    approximation_type: null,
    text_value: null,
    cn_date: null,
  };
}

export interface AcceptFieldsOut {
  first_names?: FirstNameItem[];
  surnames?: SurnameItem[];
  gender?: 'm' | 'f' | 'none';
  birth_date?: DateValue | null;
  birth_location?: string | null;
  death_date?: DateValue | null;
  is_deceased?: boolean;
}

export function acceptedFields(detail: Pick<HintDetailView, 'person' | 'match_person'>, chosen: readonly WritableField[]): AcceptFieldsOut {
  const { person, match_person: rec } = detail;
  const out: AcceptFieldsOut = {};
  for (const field of chosen) {
    switch (field) {
      case 'first_names':
        out.first_names = mergeNames(person.first_names as FirstNameItem[], rec.first_names, 'given', 'other_name');
        break;
      case 'surnames':
        out.surnames = mergeNames(person.surnames as SurnameItem[], rec.surnames, 'birth', 'other');
        break;
      case 'gender':
        if (rec.gender !== 'none') out.gender = rec.gender;
        break;
      case 'birth_date':
        if (dateOf(rec.birth_date)) out.birth_date = dateOf(rec.birth_date);
        break;
      case 'birth_location':
        if (rec.birth_location) out.birth_location = rec.birth_location;
        break;
      case 'death_date':
        if (dateOf(rec.death_date)) {
          out.death_date = dateOf(rec.death_date);
          out.is_deceased = true;
        }
        break;
    }
  }
  return out;
}

export interface NewRelativeOut {
  relation: HintRelative['relation'];
  kind: 'birth';
  person: Pick<PersonFields, 'first_names' | 'surnames' | 'gender' | 'birth_date'>;
}

export function newRelatives(relatives: HintRelative[], chosenIds: readonly string[]): NewRelativeOut[] {
  return relatives
    .filter((r) => chosenIds.includes(r.id))
    .map((r) => ({
      relation: r.relation,
      kind: 'birth' as const,
      person: {
        first_names: r.first_names as FirstNameItem[],
        surnames: r.surnames as SurnameItem[],
        gender: r.gender,
        birth_date: r.birth_date?.year != null ? dateOf({ year: r.birth_date.year }) : null,
      },
    }));
}

/**
 * A record relative the person seems to have already (same words in the name, same relation):
 * not offered as new, so accepting never adds a second father.
 */
export function alreadyInTree(rel: HintRelative, mine: HintRelative[]): boolean {
  const words = (s: string) => new Set(norm(s).split(/[^\p{L}]+/u).filter(Boolean));
  const theirs = words(rel.full_name);
  return mine.some((m) => {
    if (m.relation !== rel.relation) return false;
    const w = words(m.full_name);
    let shared = 0;
    for (const x of theirs) if (w.has(x)) shared++;
    return shared > 0 && shared >= Math.min(2, w.size, theirs.size);
  });
}

/** The body of POST person-hints/{id}/accept/: only what was chosen. */
export function acceptBody(detail: Pick<HintDetailView, 'person' | 'match_person'>, fields: readonly WritableField[], relativeIds: readonly string[]) {
  const data: { fields?: AcceptFieldsOut; new_relatives?: NewRelativeOut[] } = {};
  const f = acceptedFields(detail, fields);
  if (Object.keys(f).length) data.fields = f;
  const rel = newRelatives(detail.match_person.relatives_json, relativeIds);
  if (rel.length) data.new_relatives = rel;
  return data;
}

export const percent = (score: number) => `${Math.round(score * 100)}%`;
