/**
 * familytree-library-my (/library): the active tree's library. The guard sends most members on
 * already; this page catches the rest: a member whose active tree is only in the session, one without
 * a tree (the tree list), and a visitor (log in).
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isLoggedIn, useSession } from '../../state/session';
import { libraryHref } from './assetView';

export default function MyLibraryPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  const target = !isLoggedIn(session) ? `/login?redirect=${encodeURIComponent('/library')}` : session.activeTreeId ? libraryHref(session.activeTreeId) : '/familytree/manage';
  useEffect(() => navigate(target, { replace: true }), [navigate, target]);
  return (
    <p className="page-loading" role="status">
      Opening your library…
    </p>
  );
}
