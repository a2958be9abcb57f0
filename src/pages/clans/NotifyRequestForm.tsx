/**
 * "Tell me when records arrive": an e-mail address and the surname or place (prefilled from the page),
 * posted to notify-request/. Field messages from the server show under their fields.
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { requestNotification } from '../../api/clans';
import { useSession } from '../../state/session';
import './NotifyRequestForm.css';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'saved'; email: string } | { kind: 'failed'; fields: Record<string, string[]>; message: string };

export function NotifyRequestForm({ subject, id }: { subject: string; id: string }) {
  const memberEmail = useSession((s) => s.member?.email ?? '');
  const [email, setEmail] = useState(memberEmail);
  const [surnamePlace, setSurnamePlace] = useState(subject);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const saved = await requestNotification({ email, surname_place: surnamePlace });
      setState({ kind: 'saved', email: saved.email });
    } catch (err) {
      const body = err instanceof ApiError ? err.body : null;
      setState({ kind: 'failed', fields: body?.fields ?? {}, message: body?.error ?? 'The request could not be sent. Please try again.' });
    }
  };

  const fieldError = (name: string) => (state.kind === 'failed' ? state.fields[name]?.join(' ') : undefined);
  const emailError = fieldError('email');
  const subjectError = fieldError('surname_place');
  return (
    <section aria-labelledby={`${id}-title`} className="notify-request">
      <h2 id={`${id}-title`}>Tell me when records arrive</h2>
      {state.kind === 'saved' ? (
        <p role="status">
          Thank you. We will write to {state.email} when records of {surnamePlace} are added.
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Tell me when records arrive">
          <p className="clans__meta">New collections are added over time. Leave your e-mail address and we will tell you when records of this surname or place arrive.</p>
          <label>
            E-mail address
            <input type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={emailError ? true : undefined} autoComplete="email" />
          </label>
          {emailError && <p className="notify-request__error">{emailError}</p>}
          <label>
            Surname or place
            <input name="surname_place" value={surnamePlace} onChange={(e) => setSurnamePlace(e.target.value)} aria-invalid={subjectError ? true : undefined} />
          </label>
          {subjectError && <p className="notify-request__error">{subjectError}</p>}
          {state.kind === 'failed' && !emailError && !subjectError && <p role="alert">{state.message}</p>}
          <button type="submit" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Sending…' : 'Notify me'}
          </button>
        </form>
      )}
    </section>
  );
}
