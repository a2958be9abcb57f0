/** Pieces every account page uses: labelled fields with their errors, the redirect query, API errors per field. */
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { ApiError, isCancelled } from '../../api/client';
import { memberApi } from '../../api/member';
import { applyLogin, setMember } from '../../state/session';
import { passwordMessages, passwordProblems, type LoginResponse } from '../../protocol/accounts';
import './account.css';

export type FieldErrors = Record<string, string[]>;

// The redirect query is read through the shell's rule (same site, never an auth page).
export { safeRedirect } from '../../app/redirect';

export function useQuery(): URLSearchParams {
  return new URLSearchParams(useSearch());
}

/** Turns a failed call into a page message and per-field messages. */
export function describeError(err: unknown): { message: string; fields: FieldErrors } {
  if (err instanceof ApiError) {
    const fields = err.body.fields ?? {};
    // The summary repeats the first field's message; show it once, beside its field.
    const shownByField = Object.values(fields).some((list) => list.includes(err.message));
    return { message: shownByField ? '' : err.message, fields };
  }
  return { message: err instanceof Error ? err.message : 'Error', fields: {} };
}

/** A new password and its confirmation checked before the call, as the server would check them. */
export function passwordFieldErrors(password: string, confirm: string, email: string): FieldErrors {
  const local: FieldErrors = {};
  const problems = passwordProblems(password, email);
  if (problems.length) local.password = problems;
  if (password !== confirm) local.password_confirm = [passwordMessages.mismatch];
  return local;
}

/**
 * An account form's busy flag, page message and per-field errors. `submitWith(action, check)` makes
 * the submit handler: fields `check` finds wrong stop it; an API error is shown on the page and its fields.
 */
export function useAccountForm(messageOf: (error: { message: string; fields: FieldErrors }) => string = (e) => e.message) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const submitWith = (action: () => Promise<void>, check?: () => FieldErrors) => async (event: FormEvent) => {
    event.preventDefault();
    const local = check?.() ?? {};
    setFields(local);
    setMessage('');
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      await action();
    } catch (err) {
      const described = describeError(err);
      setMessage(messageOf(described));
      setFields(described.fields);
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, fields, submitWith };
}

export const ignoreCancelled = (err: unknown) => {
  if (!isCancelled(err)) throw err;
};

/** Stores the key, then the member info, as every sign-in path does. */
export async function completeLogin(answer: LoginResponse): Promise<void> {
  applyLogin(answer);
  setMember(await memberApi.me());
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  errors?: FieldErrors;
  hint?: ReactNode;
}

export function Field({ label, name, errors, hint, ...input }: FieldProps) {
  const id = useId();
  const messages = errors?.[name] ?? [];
  const errorId = `${id}-error`;
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={messages.length > 0} aria-describedby={messages.length ? errorId : undefined} {...input} />
      {hint && <div className="account-hint">{hint}</div>}
      {messages.length > 0 && (
        <div id={errorId} className="account-error" role="alert">
          {messages.join(' ')}
        </div>
      )}
    </div>
  );
}

export function FormError({ message }: { message: string }) {
  return message ? (
    <p className="account-error" role="alert">
      {message}
    </p>
  ) : null;
}

export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="account-page">
      <section className="account-card">
        <h1>{title}</h1>
        {children}
      </section>
    </div>
  );
}
