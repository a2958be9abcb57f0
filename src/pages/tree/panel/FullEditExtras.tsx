/** The full edit's facts, residences and notes: list editors with a row per item, errors on their fields. */
import { emptyFact, emptyResidence, type ExtraErrors, type ExtraForm, type FactRow, type ResidenceRow } from './fullEditForm';
import { Errors, Field } from './PersonFormView';
import { PlaceInput } from './PlaceInput';

interface Props {
  value: ExtraForm;
  errors: ExtraErrors;
  onChange: (next: ExtraForm) => void;
}

function replaceAt<T>(items: readonly T[], i: number, patch: Partial<T>): T[] {
  return items.map((item, j) => (j === i ? { ...item, ...patch } : item));
}

export function FullEditExtras({ value, errors, onChange }: Props) {
  const setFact = (i: number, patch: Partial<FactRow>) => onChange({ ...value, facts: replaceAt(value.facts, i, patch) });
  const setRes = (i: number, patch: Partial<ResidenceRow>) => onChange({ ...value, residences: replaceAt(value.residences, i, patch) });
  return (
    <>
      <fieldset className="tree-form__list" aria-label="Facts">
        <legend>Facts</legend>
        {value.facts.map((f, i) => {
          const e = errors.facts[i] ?? {};
          const id = `full-edit-fact-${i}`;
          return (
            <div key={i} className="tree-form__row" role="group" aria-label={`Fact ${i + 1}`}>
              <Field id={`${id}-type`} text="Type" errors={e.fact_type}>
                <input id={`${id}-type`} value={f.type} placeholder="occupation, education…" onChange={(ev) => setFact(i, { type: ev.target.value })} />
              </Field>
              <Field id={`${id}-value`} text="Value" errors={e.value}>
                <input id={`${id}-value`} value={f.value} onChange={(ev) => setFact(i, { value: ev.target.value })} />
              </Field>
              <Field id={`${id}-year`} text="Year" errors={e.start_date}>
                <input id={`${id}-year`} inputMode="numeric" value={f.year} onChange={(ev) => setFact(i, { year: ev.target.value })} />
              </Field>
              <Field id={`${id}-place`} text="Place" errors={e.place_display_text}>
                <PlaceInput id={`${id}-place`} value={f.place} onChange={(place) => setFact(i, { place })} />
              </Field>
              <Errors id={`${id}-error`} messages={e.row} />
              <button type="button" className="tree-link" onClick={() => onChange({ ...value, facts: value.facts.filter((_, j) => j !== i) })}>
                Remove fact {i + 1}
              </button>
            </div>
          );
        })}
        <button type="button" className="tree-button" onClick={() => onChange({ ...value, facts: [...value.facts, emptyFact()] })}>
          Add a fact
        </button>
      </fieldset>
      <fieldset className="tree-form__list" aria-label="Residences">
        <legend>Residences</legend>
        {value.residences.map((r, i) => {
          const e = errors.residences[i] ?? {};
          const id = `full-edit-residence-${i}`;
          return (
            <div key={i} className="tree-form__row" role="group" aria-label={`Residence ${i + 1}`}>
              <Field id={`${id}-place`} text="Place" errors={e.display_text}>
                <PlaceInput id={`${id}-place`} value={r.place} onChange={(place) => setRes(i, { place })} />
              </Field>
              <Field id={`${id}-from`} text="From year" errors={e.from_year}>
                <input id={`${id}-from`} inputMode="numeric" value={r.from} onChange={(ev) => setRes(i, { from: ev.target.value })} />
              </Field>
              <Field id={`${id}-to`} text="To year" errors={e.to_year}>
                <input id={`${id}-to`} inputMode="numeric" value={r.to} onChange={(ev) => setRes(i, { to: ev.target.value })} />
              </Field>
              <Errors id={`${id}-error`} messages={e.row} />
              <button type="button" className="tree-link" onClick={() => onChange({ ...value, residences: value.residences.filter((_, j) => j !== i) })}>
                Remove residence {i + 1}
              </button>
            </div>
          );
        })}
        <button type="button" className="tree-button" onClick={() => onChange({ ...value, residences: [...value.residences, emptyResidence()] })}>
          Add a residence
        </button>
      </fieldset>
      <Field id="full-edit-notes" text="Notes" errors={errors.notes}>
        <textarea id="full-edit-notes" rows={4} value={value.notes} onChange={(ev) => onChange({ ...value, notes: ev.target.value })} />
      </Field>
    </>
  );
}
