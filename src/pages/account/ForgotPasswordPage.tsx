/** forgotpwd: /forgotpwd — asks for the e-mail, then goes to forgot-email-sent. */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { memberApi } from '../../api/member';
import { AccountCard, Field, FormError, useAccountForm, useQuery } from './shared';

export default function ForgotPasswordPage() {
  const query = useQuery();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState(query.get('email') ?? '');
  const { busy, message, fields, submitWith } = useAccountForm();
  const submit = submitWith(async () => {
    await memberApi.forgotPassword(email.trim());
    navigate(`/forgotpwd/emailsent/${encodeURIComponent(email.trim())}`);
  });

  return (
    <AccountCard title="Forgot your password?">
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={submit} noValidate>
        <Field label="E-mail" name="email" type="email" autoComplete="email" required value={email} errors={fields} onChange={(e) => setEmail(e.target.value)} />
        <FormError message={message} />
        <button type="submit" disabled={busy}>
          Send reset link
        </button>
      </form>
      <div className="account-links">
        <Link href="/login">Back to log in</Link>
      </div>
    </AccountCard>
  );
}
