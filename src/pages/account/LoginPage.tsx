/** login: /login — 'Log in to your account.'; returns to the redirect query after success. */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { memberApi } from '../../api/member';
import { AccountCard, completeLogin, describeError, Field, FormError, safeRedirect, useQuery, type FieldErrors } from './shared';

export default function LoginPage() {
  const query = useQuery();
  const [, navigate] = useLocation();
  const redirect = safeRedirect(query.get('redirect'));
  const [email, setEmail] = useState(query.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    setFields({});
    try {
      await completeLogin(await memberApi.login({ email: email.trim(), password }));
      navigate(redirect);
    } catch (err) {
      const { message: text, fields: perField } = describeError(err);
      setMessage(text);
      setFields(perField);
    } finally {
      setBusy(false);
    }
  }

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
