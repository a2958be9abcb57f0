import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/content';
import { registerForEvent } from '../../api/events';
import { useShellSession } from '../../app/shellSession';
import type { EventItem } from '../../protocol/events';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string; fields: Record<string, string[]> };

/** Registration for one event: name and e-mail; the confirmation comes by e-mail. */
export function EventRegistration({ event }: { event: EventItem }) {
  const session = useShellSession();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  if (!event.registration_open) {
    const full = event.capacity !== null && event.registered_count >= event.capacity;
    return <p className="company__meta">{full ? 'Fully booked.' : 'Registration is closed.'}</p>;
  }
  if (status.kind === 'done') {
    return (
      <p role="status">
        You are registered. A confirmation is on its way to {email}.
      </p>
    );
  }
  if (!open) {
    return (
      <p>
        <button type="button" className="event__register" onClick={() => setOpen(true)}>
          Register
        </button>
        {event.capacity !== null && <span className="company__meta"> {event.capacity - event.registered_count} places left</span>}
      </p>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      await registerForEvent(event.id, { name, email }, session.apiKey);
      setStatus({ kind: 'done' });
    } catch (err) {
      const { message, fields } = await errorMessage(err, 'We could not register you. Please try again.');
      setStatus({ kind: 'error', message, fields });
    }
  }

  const fieldError = (field: string) => (status.kind === 'error' ? status.fields[field]?.[0] : undefined);
  return (
    <form className="event__form" onSubmit={submit} aria-label={`Register for ${event.title}`}>
      <label htmlFor={`${id}-name`}>Your name</label>
      <input id={`${id}-name`} required autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(fieldError('name')) || undefined} />
      <label htmlFor={`${id}-email`}>E-mail address</label>
      <input id={`${id}-email`} type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(fieldError('email')) || undefined} />
      <button type="submit" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Registering…' : 'Confirm registration'}
      </button>
      {status.kind === 'error' && <p role="alert">{fieldError('email') ?? fieldError('name') ?? status.message}</p>}
    </form>
  );
}
