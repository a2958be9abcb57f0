/** user-profile: /profile (login needed) — profile, photo, password, names in family trees, e-mail settings, connected accounts. */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { memberApi } from '../../api/member';
import { logout, setMember, useSession } from '../../state/session';
import { AvatarSection, ChangePasswordForm, ConnectedAccounts, EmailSettingsForm, ProfileForm } from './ProfileSections';
import { NameDisplaySettings } from './NameDisplaySettings';
import { describeError, FormError } from './shared';

export default function ProfilePage() {
  const member = useSession((s) => s.member);
  const key = useSession((s) => s.key);
  const [, navigate] = useLocation();
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!key) return;
    memberApi
      .me()
      .then(setMember)
      .catch((err: unknown) => setMessage(describeError(err).message));
  }, [key]);

  async function logoutEverywhere() {
    try {
      await memberApi.logoutAll();
    } catch (err) {
      setMessage(describeError(err).message);
      return;
    }
    navigate(await logout('/profile', { revoke: false }));
  }

  return (
    <div className="account-page">
      <section className="account-card wide">
        <h1>Account</h1>
        <FormError message={message} />
        {!member ? (
          <p role="status">Loading your profile…</p>
        ) : (
          <>
            <p>
              {member.email} {member.email_verified ? '(verified)' : '(not verified yet)'}
            </p>
            <AvatarSection member={member} />
            <ProfileForm key={member.id} member={member} />
            <ChangePasswordForm member={member} />
            <NameDisplaySettings key={`names-${member.id}`} member={member} />
            <EmailSettingsForm />
            <ConnectedAccounts member={member} />
            <h2>Sessions</h2>
            <button type="button" className="account-button" onClick={logoutEverywhere}>
              Log out on every device
            </button>
          </>
        )}
      </section>
    </div>
  );
}
