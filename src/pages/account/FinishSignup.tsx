/**
 * The sign-up link (verify-email?signup=…): creates the account the sign-up carried, logs the member
 * in and continues to where the sign-up asked, or to get-started when that was the home page.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { memberApi } from '../../api/member';
import { AccountCard, completeLogin, describeError, safeRedirect } from './shared';

/** Signing up from the home page (or with no place to return to) begins the member's tree. */
export const afterSignup = (redirect: string) => {
  const target = safeRedirect(redirect);
  return target === '/' ? '/get-started' : target;
};

export default function FinishSignup({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [error, setError] = useState('');
  const started = useRef('');

  useEffect(() => {
    // StrictMode runs effects twice; the link is single-use, so it is sent once.
    if (started.current === token) return;
    started.current = token;
    memberApi
      .finishSignup(token)
      .then(async (answer) => {
        await completeLogin(answer);
        navigate(afterSignup(answer.redirect), { replace: true });
      })
      .catch((err: unknown) => {
        // A bad link's reason comes on the token field; the page has no field to show it beside.
        const { message, fields } = describeError(err);
        setError(message || Object.values(fields).flat()[0] || 'This sign-up link cannot be used.');
      });
  }, [token, navigate]);

  return (
    <AccountCard title="Finish creating your account">
      {!error && <p role="status">Creating your account…</p>}
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
      {error && (
        <div className="account-links">
          <Link href="/login">Log in</Link>
          <Link href="/register">Sign up again</Link>
        </div>
      )}
    </AccountCard>
  );
}
