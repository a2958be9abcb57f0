/** forgotpwd: /forgotpwd — asks for the e-mail, then goes to forgot-email-sent. */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { memberApi } from '../../api/member';
import { AccountCard, describeError, Field, FormError, useQuery, type FieldErrors } from './shared';

export default function ForgotPasswordPage() {
  const query = useQuery();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState(query.get('email') ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    setFields({});
    try {
      await memberApi.forgotPassword(email.trim());
      navigate(`/forgotpwd/emailsent/${encodeURIComponent(email.trim())}`);
    } catch (err) {
      const { message: text, fields: perField } = describeError(err);
      setMessage(text);
      setFields(perField);
    } finally {
      setBusy(false);
    }
  }

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
