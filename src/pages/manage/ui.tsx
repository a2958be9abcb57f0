/** Labelled inputs with their errors, and the short person fieldset, shared by the manage and onboarding pages. */
import { useId, type InputHTMLAttributes } from 'react';
import type { Gender } from '../../protocol/draw';
import { ApiError, isCancelled } from '../../api/client';
import type { ShortErrors, ShortPersonForm } from './personDraft';
import './manage.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  errors?: string[];
  hint?: string;
  onValue: (value: string) => void;
}

export function TextField({ label, errors = [], hint, onValue, ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="manage-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={errors.length > 0} aria-describedby={described || undefined} onChange={(e) => onValue(e.target.value)} {...input} />
      {hint && (
        <div id={`${id}-hint`} className="manage-hint">
          {hint}
        </div>
      )}
      {errors.length > 0 && (
        <div id={`${id}-error`} className="manage-error" role="alert">
          {errors.join(' ')}
        </div>
      )}
    </div>
  );
}

export function FormError({ messages }: { messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="manage-error" role="alert">
      {messages.join(' ')}
    </p>
  );
}

/** A failed load with a way to try it again. */
export function LoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  if (!message) return null;
  return (
    <p className="manage-error" role="alert">
      {message}{' '}
      <button type="button" className="manage-button secondary" onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}

/** The message of a failed call, or null when it was only cancelled. */
export function errorMessage(err: unknown): string | null {
  if (isCancelled(err)) return null;
  if (err instanceof ApiError) return err.body.error;
  return err instanceof Error ? err.message : String(err);
}

interface PersonFieldsetProps {
  legend: string;
  value: ShortPersonForm;
  onChange: (next: ShortPersonForm) => void;
  errors?: ShortErrors;
  withGender?: boolean;
  disabled?: boolean;
}

export function PersonFieldset({ legend, value, onChange, errors = {}, withGender = true, disabled }: PersonFieldsetProps) {
  const genderId = useId();
  const set = (key: keyof ShortPersonForm) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="manage-person" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="manage-row">
        <TextField label="Given name" autoComplete="off" value={value.givenEn} onValue={set('givenEn')} errors={errors.givenEn} />
        <TextField label="Surname" autoComplete="off" value={value.surnameEn} onValue={set('surnameEn')} errors={errors.surnameEn} />
      </div>
      <div className="manage-row">
        <TextField label="Chinese given name (名)" lang="zh" autoComplete="off" value={value.givenZh} onValue={set('givenZh')} errors={errors.givenZh} />
        <TextField label="Chinese surname (姓)" lang="zh" autoComplete="off" value={value.surnameZh} onValue={set('surnameZh')} errors={errors.surnameZh} />
      </div>
      <div className="manage-row">
        {withGender && (
          <div className="manage-field">
            <label htmlFor={genderId}>Gender</label>
            <select id={genderId} value={value.gender} onChange={(e) => onChange({ ...value, gender: e.target.value as Gender })} aria-invalid={Boolean(errors.gender?.length)}>
              <option value="none">Not given</option>
              <option value="f">Female</option>
              <option value="m">Male</option>
            </select>
            {errors.gender && <div className="manage-error">{errors.gender.join(' ')}</div>}
          </div>
        )}
        <TextField label="Birth year" inputMode="numeric" autoComplete="off" value={value.birthYear} onValue={set('birthYear')} errors={errors.birthYear} />
      </div>
    </fieldset>
  );
}
