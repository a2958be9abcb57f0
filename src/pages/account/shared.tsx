/** Pieces every account page uses: labelled fields with their errors, the redirect query, API errors per field. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { ApiError, isCancelled } from '../../api/client';
import { memberApi } from '../../api/member';
import { applyLogin, setMember } from '../../state/session';
import type { LoginResponse } from '../../protocol/accounts';
import './account.css';

export type FieldErrors = Record<string, string[]>;

export { safeRedirect } from './redirect';

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
