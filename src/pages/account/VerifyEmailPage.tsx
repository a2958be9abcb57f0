/**
 * verify-email: /verify-email?token=… confirms the address once, on opening the e-mailed link;
 * /verify-email?signup=… is the sign-up link, which creates the account (FinishSignup).
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { memberApi } from '../../api/member';
import { isLoggedIn, setMember, useSession } from '../../state/session';
import FinishSignup from './FinishSignup';
import { AccountCard, describeError, useQuery } from './shared';

export default function VerifyEmailPage() {
  const signup = useQuery().get('signup');
  return signup ? <FinishSignup token={signup} /> : <VerifyAddress />;
}

function VerifyAddress() {
  const token = useQuery().get('token') ?? '';
  const loggedIn = useSession(isLoggedIn);
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef('');

  useEffect(() => {
    // StrictMode runs effects twice; the token is single-use, so it is sent once.
    if (!token || started.current === token) return;
    started.current = token;
    memberApi
      .verifyEmail(token)
      .then(async (answer) => {
        setState({ ok: true, text: answer.detail });
        if (isLoggedIn()) setMember(await memberApi.me());
      })
      .catch((err: unknown) => setState({ ok: false, text: describeError(err).message }));
  }, [token]);

  return (
    <AccountCard title="Verify your e-mail">
      {!token && <p className="account-error">This verification link is incomplete.</p>}
      {token && !state && <p role="status">Verifying…</p>}
      {state && (
        <p className={state.ok ? 'account-success' : 'account-error'} role={state.ok ? 'status' : 'alert'}>
          {state.text}
        </p>
      )}
      <div className="account-links">
        {loggedIn ? <Link href="/">Continue</Link> : <Link href="/login">Log in</Link>}
        {state && !state.ok && loggedIn && <Link href="/require-verify">Send a new link</Link>}
      </div>
    </AccountCard>
  );
}
