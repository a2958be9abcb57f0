/**
 * fws: a family website at /fws/:username/:sitename?/:partkey? inside the isFWSReport chrome. The
 * page is the one the server renders (get-by-name), so the app, browsers without JavaScript and
 * crawlers read the same redacted page; links inside it move within the app.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError, isCancelled } from '../../api/client';
import { familyWebsitesApi, type SitePageAnswer } from '../../api/familywebsites';
import type { PageProps } from '../../app/routes';
import { useSession } from '../../state/session';
import { useSiteStylesheet } from './useSiteStylesheet';

type State = { kind: 'loading' } | { kind: 'page'; answer: SitePageAnswer } | { kind: 'private'; loggedIn: boolean } | { kind: 'missing' } | { kind: 'error'; message: string };

export default function SitePage({ params }: PageProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [location, navigate] = useLocation();
  const search = useSearch();
  const loggedIn = useSession((s) => !!s.key);
  useSiteStylesheet();
  const page = Number(new URLSearchParams(search).get('page') ?? '1') || 1;

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    familyWebsitesApi.getByName({ username: params.username ?? '', site_name: params.sitename || undefined, part: params.partkey || undefined, page: page > 1 ? page : undefined }).then(
      (answer) => {
        if (!live) return;
        setState({ kind: 'page', answer });
        document.title = answer.page.title;
        window.scrollTo(0, 0);
      },
      (err) => {
        if (!live || isCancelled(err)) return;
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) setState({ kind: 'private', loggedIn: err.status === 403 });
        else if (err instanceof ApiError && (err.status === 404 || err.status === 400)) setState({ kind: 'missing' });
        else setState({ kind: 'error', message: err instanceof Error ? err.message : 'The page could not be loaded.' });
      },
    );
    return () => {
      live = false;
    };
  }, [params.username, params.sitename, params.partkey, page, loggedIn]);

  /** Links of the page to other pages of the app stay in the app. */
  function follow(e: MouseEvent<HTMLDivElement>) {
    const a = (e.target as HTMLElement).closest('a');
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || a.target) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    navigate(url.pathname + url.search);
  }

  if (state.kind === 'loading') return <div className="fws-app" aria-busy="true" />;
  if (state.kind === 'private') {
    return (
      <div className="fws fws-notice">
        <h1>This family website is private</h1>
        {state.loggedIn ? (
          <p>Only the relatives its owner invited can see it. Ask the owner to invite the e-mail address you log in with.</p>
        ) : (
          <p>
            Only the relatives its owner invited can see it. <Link href={`/login?redirect=${encodeURIComponent(location)}`}>Log in</Link> with the e-mail address you were invited at.
          </p>
        )}
      </div>
    );
  }
  if (state.kind === 'missing') {
    return (
      <div className="fws fws-notice">
        <h1>No such page</h1>
        <p>This family website has no page here.</p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="fws fws-notice" role="alert">
        <h1>The page could not be loaded</h1>
        <p>{state.message}</p>
      </div>
    );
  }
  // The HTML is the server's: built from redacted data with every text escaped.
  return <div className="fws-app" onClick={follow} dangerouslySetInnerHTML={{ __html: state.answer.page.html }} />;
}
