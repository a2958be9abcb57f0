/** reset-pwd: /reset-password?token=… — chooses a new password with the e-mailed link. */
import { useState } from 'react';
import { Link } from 'wouter';
import { memberApi } from '../../api/member';
import { AccountCard, Field, FormError, passwordFieldErrors, useAccountForm, useQuery } from './shared';

export default function ResetPasswordPage() {
  const token = useQuery().get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState('');
  // The link itself has no input to show its error beside.
  const { busy, message, fields, submitWith } = useAccountForm((e) => e.fields.token?.join(' ') || e.message);
  const submit = submitWith(
    async () => setDone((await memberApi.resetPassword({ token, password, password_confirm: confirm })).detail),
    () => passwordFieldErrors(password, confirm, ''),
  );

  if (!token) {
    return (
      <AccountCard title="Reset your password">
        <p className="account-error">This reset link is incomplete.</p>
        <Link href="/forgotpwd">Ask for a new link</Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Choose a new password">
      {done ? (
        <>
          <p className="account-success" role="status">
            {done}
          </p>
          <Link href="/login">Log in</Link>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Field label="New password" name="password" type="password" autoComplete="new-password" required value={password} errors={fields} onChange={(e) => setPassword(e.target.value)} />
          <Field label="Confirm new password" name="password_confirm" type="password" autoComplete="new-password" required value={confirm} errors={fields} onChange={(e) => setConfirm(e.target.value)} />
          <FormError message={message} />
          {fields.token && <Link href="/forgotpwd">Ask for a new link</Link>}
          <button type="submit" disabled={busy}>
            Save new password
          </button>
        </form>
      )}
    </AccountCard>
  );
}
