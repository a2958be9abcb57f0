/**
 * The record search form (platform.md 3) and the page's URL query, both ways: the page URL carries
 * the form under the API's own field names (arrays repeated; relatives and facts as JSON), plus the
 * page's own tab, so a search can be shared and reloaded; the API query is the URL without them.
 */
import { RECORD_CATEGORY_LABELS } from '../../protocol/records';

export interface RelativeRow {
  first_name: string;
  surname: string;
  relation_type: '' | 'spouse' | 'child' | 'parent' | 'sibling';
}

export interface FactRow {
  fact_type: string;
  year: string;
  approx: string;
  place_display_text: string;
}

export interface RecordForm {
  first_name: string;
  surname: string;
  with_fuzzy_first_name: boolean;
  with_fuzzy_surname: boolean;
  gender: '' | 'm' | 'f';
  birth_year: string;
  birth_year_approx: string;
  death_year: string;
  death_year_approx: string;
  birth_location: string;
  death_location: string;
  residence_location: string;
  record_year: string;
  category_id: string;
  collection: string[];
  relatives: RelativeRow[];
  facts: FactRow[];
  is_flexible: boolean;
}

const TEXT_FIELDS = ['first_name', 'surname', 'birth_year', 'birth_year_approx', 'death_year', 'death_year_approx', 'birth_location', 'death_location', 'residence_location', 'record_year', 'category_id'] as const;
const FLAGS = ['with_fuzzy_first_name', 'with_fuzzy_surname', 'is_flexible'] as const;
/** Facet narrowing, kept in the URL beside the form. */
export const NARROWING = ['decade', 'place_code', 'has_images'] as const;
/** Query keys of the page that are not the API's. */
const PAGE_ONLY = ['tab', 'results'];

export const emptyForm = (): RecordForm => ({
  first_name: '',
  surname: '',
  with_fuzzy_first_name: false,
  with_fuzzy_surname: false,
  gender: '',
  birth_year: '',
  birth_year_approx: '',
  death_year: '',
  death_year_approx: '',
  birth_location: '',
  death_location: '',
  residence_location: '',
  record_year: '',
  category_id: '',
  collection: [],
  relatives: [],
  facts: [],
  is_flexible: false,
});

function jsonRows(raw: string | null): Record<string, unknown>[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return (Array.isArray(value) ? value : [value]).filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);
  } catch {
    return [];
  }
}
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function readForm(params: URLSearchParams): RecordForm {
  const form = emptyForm();
  for (const key of TEXT_FIELDS) form[key] = params.get(key) ?? '';
  for (const key of FLAGS) form[key] = params.get(key) === 'true';
  const gender = params.get('gender');
  form.gender = gender === 'm' || gender === 'f' ? gender : '';
  form.collection = params.getAll('collection');
  form.relatives = jsonRows(params.get('relatives')).map((r) => {
    const relation = str(r.relation_type);
    return { first_name: str(r.first_name), surname: str(r.surname), relation_type: (['spouse', 'child', 'parent', 'sibling'].includes(relation) ? relation : '') as RelativeRow['relation_type'] };
  });
  form.facts = jsonRows(params.get('facts')).map((f) => ({ fact_type: str(f.fact_type), year: str(f.year), approx: str(f.approx), place_display_text: str(f.place_display_text) }));
  return form;
}

const number = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);

/** The page query of a form (a new search: no page offset, no facet narrowing), with the tab kept. */
export function formQuery(form: RecordForm, tab?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  for (const key of TEXT_FIELDS) if (form[key].trim()) params.set(key, form[key].trim());
  for (const key of FLAGS) if (form[key]) params.set(key, 'true');
  if (form.gender) params.set('gender', form.gender);
  for (const c of form.collection) if (c.trim()) params.append('collection', c.trim());
  const relatives = form.relatives
    .filter((r) => r.first_name.trim() || r.surname.trim())
    .map((r) => ({ first_name: r.first_name.trim(), surname: r.surname.trim(), ...(r.relation_type ? { relation_type: r.relation_type } : {}) }));
  if (relatives.length) params.set('relatives', JSON.stringify(relatives));
  const facts = form.facts
    .filter((f) => f.fact_type.trim())
    .map((f) => {
      const year = number(f.year);
      const approx = number(f.approx);
      return { fact_type: f.fact_type.trim(), ...(year !== undefined ? { year } : {}), ...(approx !== undefined ? { approx } : {}), ...(f.place_display_text.trim() ? { place_display_text: f.place_display_text.trim() } : {}) };
    });
  if (facts.length) params.set('facts', JSON.stringify(facts));
  return params;
}

/** The same page query with one key set (or removed when value is null); the page offset starts over unless it is the key. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (key !== 'offset') next.delete('offset');
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  return next;
}

export const isIndexedCategory = (id: string): id is keyof typeof RECORD_CATEGORY_LABELS => Object.hasOwn(RECORD_CATEGORY_LABELS, id);

/** Whether the form names something to search for (the API refuses a search without it). */
export function isSearchable(form: RecordForm): boolean {
  return Boolean(
    form.first_name.trim() ||
      form.surname.trim() ||
      form.birth_location.trim() ||
      form.death_location.trim() ||
      form.residence_location.trim() ||
      form.relatives.some((r) => r.first_name.trim() || r.surname.trim()) ||
      form.facts.some((f) => f.fact_type.trim()),
  );
}

/** The API query of a page query: the page's own keys left out, and a category the indexed records do not have (zupus). */
export function apiQuery(params: URLSearchParams): URLSearchParams {
  const api = new URLSearchParams();
  for (const [key, value] of params) {
    if (PAGE_ONLY.includes(key)) continue;
    if (key === 'category_id' && !isIndexedCategory(value)) continue;
    api.append(key, value);
  }
  return api;
}
