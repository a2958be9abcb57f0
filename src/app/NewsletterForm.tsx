import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../api/content';
import { signUpForNewsletter } from '../api/newsletter';
import { newsletterListLabels, newsletterLists, type NewsletterList } from '../protocol/content';
import { useShellSession } from './shellSession';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; count: number; sent: boolean } | { kind: 'error'; message: string };

/** Newsletter signup: a required e-mail and the five lists, all chosen to start with. */
export function NewsletterForm() {
  const session = useShellSession();
  const id = useId();
  const [email, setEmail] = useState('');
  const [lists, setLists] = useState<NewsletterList[]>([...newsletterLists]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const toggle = (list: NewsletterList) =>
    setLists((current) => (current.includes(list) ? current.filter((l) => l !== list) : [...current, list]));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (lists.length === 0) {
      setStatus({ kind: 'error', message: 'Choose at least one list.' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const saved = await signUpForNewsletter({ email, lists }, session.apiKey);
      setStatus({ kind: 'done', count: saved.lists.length, sent: saved.confirmation_sent });
    } catch (err) {
      const { message, fields } = await errorMessage(err, 'We could not sign you up. Please try again.');
      setStatus({ kind: 'error', message: fields.email?.[0] ?? fields.lists?.[0] ?? message });
    }
  }

  if (status.kind === 'done') {
    return (
      <p className="newsletter__done" role="status">
        {status.sent
          ? `Almost done: we sent a link to ${email}. Follow it to confirm your ${status.count} ${status.count === 1 ? 'list' : 'lists'}; nothing is sent before you do.`
          : `We saved your request for ${email} but could not send the confirmation e-mail just now. Please sign up again in a few minutes.`}{' '}
        Every newsletter has a link to unsubscribe at once.
      </p>
    );
  }

  return (
    <form className="newsletter" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="footer__heading">
        Newsletter
      </h2>
      <p className="newsletter__intro">Research tips, new records and workshops, about once a month.</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          E-mail address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={status.kind === 'error' || undefined}
          aria-describedby={status.kind === 'error' ? `${id}-error` : undefined}
        />
        <button type="submit" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Signing up…' : 'Sign up'}
        </button>
      </div>
      <fieldset className="newsletter__lists">
        <legend>Lists</legend>
        {newsletterLists.map((list) => (
          <label key={list}>
            <input type="checkbox" checked={lists.includes(list)} onChange={() => toggle(list)} /> {newsletterListLabels[list]}
          </label>
        ))}
      </fieldset>
      {status.kind === 'error' && (
        <p id={`${id}-error`} className="newsletter__error" role="alert">
          {status.message}
        </p>
      )}
    </form>
  );
}
