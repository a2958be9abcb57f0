/**
 * require-verify: /require-verify?redirect=…&resent=true — asks an unverified member to verify.
 * Resending succeeds back to this page with resent=true and the redirect; a failure is an error
 * toast with the server's text or 'Error' (spec 4 and 8).
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { memberApi } from '../../api/member';
import { showToast } from '../../app/toast';
import { useSession } from '../../state/session';
import { AccountCard, describeError, safeRedirect, useQuery } from './shared';

export default function RequireVerifyPage() {
  const query = useQuery();
  const [, navigate] = useLocation();
  const redirect = safeRedirect(query.get('redirect'));
  const resent = query.get('resent') === 'true';
  const member = useSession((s) => s.member);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      const answer = await memberApi.resendVerifyEmail();
      showToast(answer.detail, { kind: 'success' });
      navigate(`/require-verify?resent=true&redirect=${encodeURIComponent(redirect)}`);
    } catch (err) {
      showToast(describeError(err).message || 'Error', { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Please verify your e-mail">
      {member?.email_verified ? (
        <>
          <p className="account-success">Your e-mail address is verified.</p>
          <Link href={redirect}>Continue</Link>
        </>
      ) : (
        <>
          <p>
            We sent a verification link to <strong>{member?.email ?? 'your e-mail address'}</strong>. Open it to use this part of Xungen.
          </p>
          {resent && (
            <p className="account-success" role="status">
              A new verification e-mail is on its way.
            </p>
          )}
          <button type="button" className="account-button" onClick={resend} disabled={busy}>
            Resend verification e-mail
          </button>
        </>
      )}
    </AccountCard>
  );
}
