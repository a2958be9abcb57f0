/** reset-pwd: /reset-password?token=… — chooses a new password with the e-mailed link. */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { memberApi } from '../../api/member';
import { passwordMessages, passwordProblems } from '../../protocol/accounts';
import { AccountCard, describeError, Field, FormError, useQuery, type FieldErrors } from './shared';

export default function ResetPasswordPage() {
  const token = useQuery().get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: FieldErrors = {};
    const problems = passwordProblems(password, '');
    if (problems.length) local.password = problems;
    if (password !== confirm) local.password_confirm = [passwordMessages.mismatch];
    setFields(local);
    setMessage('');
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      setDone((await memberApi.resetPassword({ token, password, password_confirm: confirm })).detail);
    } catch (err) {
      const { message: text, fields: perField } = describeError(err);
      // The link itself has no input to show its error beside.
      setMessage(perField.token?.join(' ') || text);
      setFields(perField);
    } finally {
      setBusy(false);
    }
  }

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
