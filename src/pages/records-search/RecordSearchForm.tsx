/**
 * The record search form (platform.md 3): names with "fuzzy" boxes, gender, birth and death years
 * with ± approximation, places with gazetteer suggestions, record year, category, collection,
 * relatives and events rows, and flexible search. Submitting puts the form in the page URL.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SearchCategory } from '../../protocol/recordCategories';
import { emptyForm, type FactRow, type RecordForm, type RelativeRow } from './formQuery';
import { PlaceField } from './PlaceField';

const FACT_TYPES = ['arrival', 'immigration', 'naturalization', 'residence', 'census', 'birth', 'death', 'burial', 'membership'];
const RELATIONS: [RelativeRow['relation_type'], string][] = [
  ['', 'Any relation'],
  ['spouse', 'Spouse'],
  ['parent', 'Parent'],
  ['child', 'Child'],
  ['sibling', 'Sibling'],
];

function Text({ label, value, onChange, ...rest }: { label: string; value: string; onChange: (v: string) => void; name: string; inputMode?: 'numeric'; maxLength?: number; placeholder?: string }) {
  return (
    <label className="records-search__field">
      {label}
      <input value={value} onChange={(e) => onChange(e.target.value)} maxLength={rest.maxLength ?? 100} autoComplete="off" {...rest} />
    </label>
  );
}

function Check({ label, checked, onChange, name }: { label: string; checked: boolean; onChange: (v: boolean) => void; name: string }) {
  return (
    <label className="records-search__check">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

function Rows({ legend, children, onAdd, addLabel }: { legend: string; children: ReactNode; onAdd: () => void; addLabel: string }) {
  return (
    <fieldset className="records-search__rows">
      <legend>{legend}</legend>
      {children}
      <button type="button" className="records-search__add" onClick={onAdd}>
        {addLabel}
      </button>
    </fieldset>
  );
}

/** Whether a field under "More search fields" is filled, so the section opens. */
function hasMore(f: RecordForm): boolean {
  return Boolean(f.death_year || f.death_year_approx || f.death_location || f.residence_location || f.record_year || f.collection.length || f.relatives.length || f.facts.length);
}

export function RecordSearchForm({ initial, categories, onSearch }: { initial: RecordForm; categories: SearchCategory[]; onSearch: (form: RecordForm) => void }) {
  const [form, setForm] = useState(initial);
  const set = <K extends keyof RecordForm>(key: K) => (value: RecordForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setRelative = (i: number, patch: Partial<RelativeRow>) => setForm((f) => ({ ...f, relatives: f.relatives.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));
  const setFact = (i: number, patch: Partial<FactRow>) => setForm((f) => ({ ...f, facts: f.facts.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(form);
  };

  return (
    <form className="records-search__form" role="search" aria-label="Search records" onSubmit={submit}>
      <div className="records-search__grid">
        <div>
          <Text label="First name" name="first_name" value={form.first_name} onChange={set('first_name')} placeholder="Ah Sing, 亚胜" />
          <Check label="Fuzzy first name" name="with_fuzzy_first_name" checked={form.with_fuzzy_first_name} onChange={set('with_fuzzy_first_name')} />
        </div>
        <div>
          <Text label="Surname" name="surname" value={form.surname} onChange={set('surname')} placeholder="Wong, Huang, 黄" />
          <Check label="Fuzzy surname" name="with_fuzzy_surname" checked={form.with_fuzzy_surname} onChange={set('with_fuzzy_surname')} />
        </div>
        <label className="records-search__field">
          Gender
          <select name="gender" value={form.gender} onChange={(e) => set('gender')(e.target.value as RecordForm['gender'])}>
            <option value="">Any</option>
            <option value="m">Male</option>
            <option value="f">Female</option>
          </select>
        </label>
        <div className="records-search__year">
          <Text label="Birth year" name="birth_year" inputMode="numeric" maxLength={4} value={form.birth_year} onChange={set('birth_year')} />
          <Text label="± years" name="birth_year_approx" inputMode="numeric" maxLength={2} value={form.birth_year_approx} onChange={set('birth_year_approx')} />
        </div>
        <PlaceField label="Birth place" name="birth_location" value={form.birth_location} onChange={set('birth_location')} />
        <label className="records-search__field">
          Category
          <select name="category_id" value={form.category_id} onChange={(e) => set('category_id')(e.target.value)}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.count.toLocaleString('en')})
              </option>
            ))}
          </select>
        </label>
      </div>
      <details className="records-search__more" open={hasMore(initial)}>
        <summary>More search fields</summary>
        <div className="records-search__grid">
          <div className="records-search__year">
            <Text label="Death year" name="death_year" inputMode="numeric" maxLength={4} value={form.death_year} onChange={set('death_year')} />
            <Text label="± years" name="death_year_approx" inputMode="numeric" maxLength={2} value={form.death_year_approx} onChange={set('death_year_approx')} />
          </div>
          <PlaceField label="Death place" name="death_location" value={form.death_location} onChange={set('death_location')} />
          <PlaceField label="Residence" name="residence_location" value={form.residence_location} onChange={set('residence_location')} />
          <Text label="Record year" name="record_year" inputMode="numeric" maxLength={4} value={form.record_year} onChange={set('record_year')} />
          <Text label="Collection" name="collection" maxLength={80} value={form.collection[0] ?? ''} onChange={(v) => set('collection')(v ? [v, ...form.collection.slice(1)] : form.collection.slice(1))} placeholder="Collection id" />
        </div>
        <Rows legend="Relatives named in the record" addLabel="Add a relative" onAdd={() => set('relatives')([...form.relatives, { first_name: '', surname: '', relation_type: '' }])}>
          {form.relatives.map((r, i) => (
            <div className="records-search__row" key={i} role="group" aria-label={`Relative ${i + 1}`}>
              <Text label="First name" name={`relative_first_name_${i}`} value={r.first_name} onChange={(v) => setRelative(i, { first_name: v })} />
              <Text label="Surname" name={`relative_surname_${i}`} value={r.surname} onChange={(v) => setRelative(i, { surname: v })} />
              <label className="records-search__field">
                Relation
                <select value={r.relation_type} onChange={(e) => setRelative(i, { relation_type: e.target.value as RelativeRow['relation_type'] })}>
                  {RELATIONS.map(([v, l]) => (
                    <option key={v} value={v}>
                      {l}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={() => set('relatives')(form.relatives.filter((_, j) => j !== i))} aria-label={`Remove relative ${i + 1}`}>
                Remove
              </button>
            </div>
          ))}
        </Rows>
        <Rows legend="Events" addLabel="Add an event" onAdd={() => set('facts')([...form.facts, { fact_type: 'arrival', year: '', approx: '', place_display_text: '' }])}>
          {form.facts.map((f, i) => (
            <div className="records-search__row" key={i} role="group" aria-label={`Event ${i + 1}`}>
              <label className="records-search__field">
                Event
                <select value={f.fact_type} onChange={(e) => setFact(i, { fact_type: e.target.value })}>
                  {FACT_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t[0]!.toUpperCase() + t.slice(1)}
                    </option>
                  ))}
                </select>
              </label>
              <Text label="Year" name={`fact_year_${i}`} inputMode="numeric" maxLength={4} value={f.year} onChange={(v) => setFact(i, { year: v })} />
              <Text label="± years" name={`fact_approx_${i}`} inputMode="numeric" maxLength={2} value={f.approx} onChange={(v) => setFact(i, { approx: v })} />
              <Text label="Place" name={`fact_place_${i}`} maxLength={200} value={f.place_display_text} onChange={(v) => setFact(i, { place_display_text: v })} />
              <button type="button" onClick={() => set('facts')(form.facts.filter((_, j) => j !== i))} aria-label={`Remove event ${i + 1}`}>
                Remove
              </button>
            </div>
          ))}
        </Rows>
      </details>
      <div className="records-search__actions">
        <Check label="Flexible search (rank by every field, leave nothing out)" name="is_flexible" checked={form.is_flexible} onChange={set('is_flexible')} />
        <button type="button" onClick={() => setForm(emptyForm())}>
          Clear
        </button>
        <button type="submit">Search</button>
      </div>
    </form>
  );
}
