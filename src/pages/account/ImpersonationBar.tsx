/**
 * Staff impersonation in the chrome (spec 4, 6, 8): `?impersonate=<email>` starts it for staff
 * ('Impersonated {email}'), anyone else gets 'Log in as staff to impersonate {email}' for 5 s.
 * While it lasts a bar shows 'Impersonating {email}' with Stop Impersonation, which returns to
 * the main page and clears the active tree ('Impersonation stopped'). Mount once in the shell.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { showImpersonationError, showToast } from '../../app/toast';
import { startImpersonation, stopImpersonation, useSession } from '../../state/session';
import { useQuery } from './shared';

export default function ImpersonationBar() {
  const query = useQuery();
  const [path, navigate] = useLocation();
  const requested = query.get('impersonate');
  const impersonating = useSession((s) => s.impersonating);
  const staff = useSession((s) => s.member?.is_staff === true);
  const memberLoaded = useSession((s) => s.member !== null || s.key === null);

  useEffect(() => {
    if (!requested || !memberLoaded) return;
    if (staff) {
      startImpersonation(requested);
      showToast(`Impersonated ${requested}`, { kind: 'success' });
    } else showImpersonationError(requested);
    const rest = new URLSearchParams(query);
    rest.delete('impersonate');
    navigate(`${path}${rest.size ? `?${rest}` : ''}`, { replace: true });
    // The query is consumed once; the session change re-renders without it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, memberLoaded, staff]);

  if (!impersonating) return null;
  return (
    <div className="impersonation-bar" role="status">
      Impersonating {impersonating}{' '}
      <button
        type="button"
        onClick={() => {
          stopImpersonation();
          showToast('Impersonation stopped');
          navigate('/');
        }}
      >
        Stop Impersonation
      </button>
    </div>
  );
}
