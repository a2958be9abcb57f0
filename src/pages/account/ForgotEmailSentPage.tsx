/** forgot-email-sent: /forgotpwd/emailsent/:email */
import { Link, useParams } from 'wouter';
import { AccountCard } from './shared';

export default function ForgotEmailSentPage(props: { params?: Record<string, string> }) {
  const routeParams = useParams<{ email?: string }>();
  const raw = props.params?.email ?? routeParams.email ?? '';
  let email = raw;
  try {
    email = decodeURIComponent(raw);
  } catch {
    // keep the raw text
  }
  return (
    <AccountCard title="Check your e-mail">
      <p>
        If an account exists for <strong>{email}</strong>, we have sent it a link to reset the password. The link works once and expires in 24 hours.
      </p>
      <div className="account-links">
        <Link href="/login">Back to log in</Link>
        <Link href={`/forgotpwd?email=${encodeURIComponent(email)}`}>Send again</Link>
      </div>
    </AccountCard>
  );
}
