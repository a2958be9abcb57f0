/**
 * The quick edit and new-person form: names in both scripts with their types, gender, birth and death
 * with approximation, places. The full edit puts its own names editor in place of the four name fields.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { firstNameTypes, surnameTypes } from '../../../protocol/person';
import type { Gender } from '../../../protocol/draw';
import { FIRST_NAME_TYPE_LABEL, SURNAME_TYPE_LABEL } from './namesForm';
import type { Approximation, DateForm, FormField, PersonForm } from './personForm';
import { PlaceInput } from './PlaceInput';

export type FieldErrors = Partial<Record<FormField, string[]>>;

const GENDERS: { value: Gender; label: string }[] = [
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
  { value: 'none', label: 'Unknown' },
];

const FIRST_NAME_OPTIONS = firstNameTypes.map((t) => ({ value: t, label: FIRST_NAME_TYPE_LABEL[t] }));
const SURNAME_OPTIONS = surnameTypes.map((t) => ({ value: t, label: SURNAME_TYPE_LABEL[t] }));

/** The four single name fields, each with the type select beside it. */
const NAME_FIELDS = [
  { key: 'givenEn', typeKey: 'givenEnType', text: 'First name (English)', options: FIRST_NAME_OPTIONS, zh: false },
  { key: 'surnameEn', typeKey: 'surnameEnType', text: 'Surname (English)', options: SURNAME_OPTIONS, zh: false },
  { key: 'givenZh', typeKey: 'givenZhType', text: 'First name (Chinese) 名', options: FIRST_NAME_OPTIONS, zh: true },
  { key: 'surnameZh', typeKey: 'surnameZhType', text: 'Surname (Chinese) 姓', options: SURNAME_OPTIONS, zh: true },
] as const;

export function Errors({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="tree-form__error" id={id} role="alert">
      {messages.join(' ')}
    </p>
  );
}

export function Field({ id, text, errors, children }: { id: string; text: string; errors?: string[]; children: ReactNode }) {
  return (
    <div className="tree-form__field">
      <label htmlFor={id}>{text}</label>
      {children}
      <Errors id={`${id}-error`} messages={errors} />
    </div>
  );
}

export function DateFields({ id, legend, value, onChange, errors }: { id: string; legend: string; value: DateForm; onChange: (d: DateForm) => void; errors?: string[] }) {
  const set = (patch: Partial<DateForm>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="tree-form__date" aria-describedby={errors?.length ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <label>
        Year <input id={`${id}-year`} inputMode="numeric" size={5} value={value.year} onChange={(e) => set({ year: e.target.value })} />
      </label>
      <label>
        Month <input inputMode="numeric" size={2} value={value.month} onChange={(e) => set({ month: e.target.value })} />
      </label>
      <label>
        Day <input inputMode="numeric" size={2} value={value.day} onChange={(e) => set({ day: e.target.value })} />
      </label>
      <label>
        Accuracy{' '}
        <select value={value.approximation} onChange={(e) => set({ approximation: e.target.value as Approximation })}>
          <option value="">Exact</option>
          <option value="around">About, ± years</option>
          <option value="before">Up to … years before</option>
          <option value="after">Up to … years after</option>
        </select>
      </label>
      {value.approximation !== '' && (
        <label>
          Years <input inputMode="numeric" size={3} value={value.approximationYears} onChange={(e) => set({ approximationYears: e.target.value })} />
        </label>
      )}
      <label className="tree-form__wide">
        Or as text <input value={value.text} placeholder="e.g. in the reign of Guangxu" onChange={(e) => set({ text: e.target.value })} />
      </label>
      <Errors id={`${id}-error`} messages={errors} />
    </fieldset>
  );
}

interface Props {
  idPrefix: string;
  initial: PersonForm;
  submitLabel: string;
  busy: boolean;
  errors: FieldErrors;
  onSubmit: (form: PersonForm) => void;
  onCancel: () => void;
  /** Shown instead of the four single name fields (the full edit's list of every name). */
  names?: ReactNode;
  /** More fields submitted with this form (the full edit's facts, residences and notes). */
  children?: ReactNode;
}

export function PersonFormView({ idPrefix, initial, submitLabel, busy, errors, onSubmit, onCancel, names, children }: Props) {
  const [form, setForm] = useState(initial);
  const set = (patch: Partial<PersonForm>) => setForm((f) => ({ ...f, ...patch }));
  const id = (name: string) => `${idPrefix}-${name}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(form);
  };
  return (
    <form className="tree-form" onSubmit={submit} noValidate>
      <Errors id={id('form-error')} messages={errors.form} />
      {names ??
        NAME_FIELDS.map((n) => (
          <Field key={n.key} id={id(n.key)} text={n.text} errors={errors[n.key]}>
            <div className="tree-form__row">
              <input id={id(n.key)} value={form[n.key]} lang={n.zh ? 'zh' : undefined} onChange={(e) => set({ [n.key]: e.target.value })} />
              <select aria-label={`${n.text} type`} value={form[n.typeKey]} onChange={(e) => set({ [n.typeKey]: e.target.value })}>
                {n.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          </Field>
        ))}
      <fieldset className="tree-form__gender">
        <legend>Gender</legend>
        {GENDERS.map((g) => (
          <label key={g.value}>
            <input type="radio" name={id('gender')} value={g.value} checked={form.gender === g.value} onChange={() => set({ gender: g.value })} /> {g.label}
          </label>
        ))}
        <Errors id={id('gender-error')} messages={errors.gender} />
      </fieldset>
      <DateFields id={id('birth')} legend="Birth" value={form.birth} onChange={(birth) => set({ birth })} errors={errors.birth} />
      <Field id={id('birthPlace')} text="Birth place" errors={errors.birthPlace}>
        <PlaceInput id={id('birthPlace')} value={form.birthPlace} onChange={(birthPlace) => set({ birthPlace })} />
      </Field>
      <label className="tree-form__check">
        <input type="checkbox" checked={form.isDeceased} onChange={(e) => set({ isDeceased: e.target.checked })} /> Deceased
      </label>
      {(form.isDeceased || form.death.year || form.deathPlace) && (
        <>
          <DateFields id={id('death')} legend="Death" value={form.death} onChange={(death) => set({ death })} errors={errors.death} />
          <Field id={id('deathPlace')} text="Death place" errors={errors.deathPlace}>
            <PlaceInput id={id('deathPlace')} value={form.deathPlace} onChange={(deathPlace) => set({ deathPlace })} />
          </Field>
        </>
      )}
      {children}
      <div className="tree-form__actions">
        <button type="submit" className="tree-button tree-button--primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className="tree-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
