/** get-started: /get-started (login needed). Reads the member afresh and moves on, replacing itself in history. */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { memberApi } from '../../api/member';
import { sessionStore, setMember } from '../../state/session';
import { errorMessage } from '../manage/ui';
import { getStartedTarget } from './getStarted';
import '../manage/manage.css';

export default function GetStartedPage() {
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    memberApi
      .me()
      .then((member) => {
        setMember(member);
        if (live) navigate(getStartedTarget(member, sessionStore.getSnapshot().activeTreeId), { replace: true });
      })
      .catch((err: unknown) => live && setError(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [navigate, attempt]);

  return (
    <main className="manage-page" aria-busy={!error}>
      {error ? (
        <div role="alert">
          <p>Your account could not be read: {error}</p>
          <button type="button" onClick={() => { setError(null); setAttempt((n) => n + 1); }}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">Opening your family tree…</p>
      )}
    </main>
  );
}
