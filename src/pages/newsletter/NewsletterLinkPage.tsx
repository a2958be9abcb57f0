import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '../../api/content';
import { confirmNewsletter, unsubscribeNewsletter } from '../../api/newsletter';
import { newsletterListLabels } from '../../protocol/content';
import type { NewsletterSubscription } from '../../protocol/newsletter';
import { CompanyPage } from '../company/CompanyPage';

type State = { kind: 'working' } | { kind: 'done'; subscription: NewsletterSubscription } | { kind: 'error'; message: string };

/** Follows the link's token once, on arrival: the e-mail link is the user's one click. */
function useTokenCall(call: (token: string) => Promise<NewsletterSubscription>): State {
  const [state, setState] = useState<State>({ kind: 'working' });
  useEffect(() => {
    let live = true;
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    call(token).then(
      (subscription) => live && setState({ kind: 'done', subscription }),
      async (err) => {
        const { message } = await errorMessage(err, 'Something went wrong. Please try the link again later.');
        if (live) setState({ kind: 'error', message });
      },
    );
    return () => {
      live = false;
    };
  }, [call]);
  return state;
}

export function NewsletterConfirmPage() {
  const state = useTokenCall(confirmNewsletter);
  return (
    <CompanyPage id="newsletter-confirm" title="Newsletter subscription">
      {state.kind === 'working' && <p role="status">Confirming your subscription…</p>}
      {state.kind === 'done' && (
        <div role="status">
          <p>
            Thank you: <strong>{state.subscription.email}</strong> is confirmed. You will receive:
          </p>
          <ul>
            {state.subscription.lists.map((l) => (
              <li key={l}>{newsletterListLabels[l]}</li>
            ))}
          </ul>
          <p>Every newsletter has a link to unsubscribe at once.</p>
        </div>
      )}
      {state.kind === 'error' && <p role="alert">{state.message}</p>}
      <p>
        <Link href="/events">See the workshops and events</Link>
      </p>
    </CompanyPage>
  );
}

export function NewsletterUnsubscribePage() {
  const state = useTokenCall(unsubscribeNewsletter);
  return (
    <CompanyPage id="newsletter-unsubscribe" title="Unsubscribe">
      {state.kind === 'working' && <p role="status">Unsubscribing…</p>}
      {state.kind === 'done' && (
        <p role="status">
          <strong>{state.subscription.email}</strong> is unsubscribed and will receive no more newsletters from us. Changed your
          mind? Sign up again with the form at the bottom of the page.
        </p>
      )}
      {state.kind === 'error' && <p role="alert">{state.message}</p>}
    </CompanyPage>
  );
}
