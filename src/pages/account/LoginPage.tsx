/** login: /login — 'Log in to your account.'; returns to the redirect query after success. */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { memberApi } from '../../api/member';
import { useSession } from '../../state/session';
import { AccountCard, completeLogin, Field, FormError, safeRedirect, useAccountForm, useQuery } from './shared';

export default function LoginPage() {
  const query = useQuery();
  const [, navigate] = useLocation();
  const redirect = safeRedirect(query.get('redirect'));
  const [email, setEmail] = useState(query.get('email') ?? '');
  const [password, setPassword] = useState('');
  const { busy, message, fields, submitWith } = useAccountForm();
  const loggedIn = useSession((s) => Boolean(s.key));
  // A member who is logged in (here or in another tab) has nothing to do on this form.
  useEffect(() => {
    if (loggedIn && !busy) navigate(redirect, { replace: true });
  }, [loggedIn, busy, navigate, redirect]);
  const submit = submitWith(async () => {
    await completeLogin(await memberApi.login({ email: email.trim(), password }));
    navigate(redirect);
  });

  const withRedirect = (path: string) => (redirect !== '/' ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);
  return (
    <AccountCard title="Log in">
      <p>Log in to your account.</p>
      <form onSubmit={submit} noValidate>
        <Field label="E-mail" name="email" type="email" autoComplete="email" required value={email} errors={fields} onChange={(e) => setEmail(e.target.value)} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required value={password} errors={fields} onChange={(e) => setPassword(e.target.value)} />
        <FormError message={message} />
        <button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <div className="account-links">
        <Link href="/forgotpwd">Forgot your password?</Link>
        <Link href={withRedirect('/register')}>Create an account</Link>
      </div>
    </AccountCard>
  );
}
