/**
 * The web app's root: resolves the URL against the route table, runs the guard, follows redirects,
 * runs the navigation hooks and lays the chrome around the lazily loaded page.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { navigate as navigateTo } from 'wouter/use-browser-location';
import { configureApi } from '../api/client';
import { sendPageView } from '../api/content';
import { analyticsSessionId } from './analyticsSession';
import { onApiError } from './apiErrors';
import { BrowserNotice, HolidayBanner } from './Banners';
import { sendChromeSignal, unlockBodyScroll } from './chromeSignals';
import { finishProgress, startProgress, verifyPromptStore } from './chromeState';
import { Footer } from './Footer';
import { guard } from './guard';
import { MainMenu } from './MainMenu';
import { resolve, type Location } from './match';
import { createNavigationHooks } from './navigation';
import { Notifications } from './Notifications';
import { PaywallModal } from './PaywallModal';
import { previousRouteStore } from './previousRoute';
import { ProgressBar } from './ProgressBar';
import { componentFor } from './routes';
import { createScrollMemory, scrollTarget } from './scroll';
import { useAccountsShellSession } from '../state/shellSession';
import { ShellSessionContext, useShellSession, type ShellSession } from './shellSession';
import { ShortcutsModal } from './ShortcutsModal';
import { loadSwitches } from './switches';
import { Toasts } from './Toasts';
import { verifyPromptClosedAt } from './verifyPrompt';

configureApi({ onError: (error) => onApiError(error) });

const ImpersonationBar = lazy(() => import('../pages/account/ImpersonationBar'));

/** Redirect chains longer than this are a loop in the rules; show the page rather than spin. */
const MAX_REDIRECTS = 8;

function PageReady({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading…
    </p>
  );
}

function Shell() {
  const session = useShellSession();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const url = `${path}${search ? `?${search}` : ''}${typeof window === 'undefined' ? '' : window.location.hash}`;

  const committed = useRef<Location | null>(null);
  const redirects = useRef(0);
  const sessionRef = useRef<ShellSession>(session);
  sessionRef.current = session;
  const scrollMemory = useMemo(createScrollMemory, []);
  const currentFullPath = useRef<string>('');
  const pendingScroll = useRef<{ to: Location; from: Location | null } | null>(null);
  // StrictMode runs effects twice in development; one navigation must send one page view.
  const handledKey = useRef<string | null>(null);

  const hooks = useMemo(
    () =>
      createNavigationHooks({
        now: () => Date.now(),
        session: () => sessionRef.current,
        recordPrevious: (from) => previousRouteStore.set(from),
        hideGallery: () => sendChromeSignal('gallery.hide'),
        unlockBodyScroll: () => unlockBodyScroll(document),
        closeQuickSidebar: () => sendChromeSignal('quickSidebar.close'),
        startProgress,
        sendPageView: (to, from) =>
          sendPageView(
            {
              name: 'page_view',
              path: to.fullPath,
              route_name: to.route.name,
              referrer: from?.fullPath ?? (document.referrer || null),
              session_id: analyticsSessionId(sessionStorage),
            },
            sessionRef.current.apiKey,
          ),
        get refreshMember() {
          return sessionRef.current.refreshMember;
        },
        verifyPromptClosedAt: () => verifyPromptClosedAt(localStorage),
        showVerifyPrompt: (show) => verifyPromptStore.set(show),
        loadSwitches: () => void loadSwitches(),
      }),
    [],
  );

  const resolution = resolve(url);
  let redirectTo: string | null = null;
  let location: Location | null = null;
  if (resolution.kind === 'redirect') redirectTo = resolution.to;
  else {
    const decision = guard(resolution.location, committed.current, session);
    if (decision.kind === 'redirect' && redirects.current < MAX_REDIRECTS) redirectTo = decision.to;
    else location = resolution.location;
  }

  useLayoutEffect(() => {
    if (redirectTo === null) return;
    redirects.current += 1;
    navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  const locationKey = location ? `${location.fullPath}${location.hash}` : null;
  useLayoutEffect(() => {
    if (!location || handledKey.current === locationKey) return;
    handledKey.current = locationKey;
    redirects.current = 0;
    const from = committed.current;
    hooks.before(location, from);
    committed.current = location;
    currentFullPath.current = location.fullPath;
    pendingScroll.current = { to: location, from };
    hooks.after(location, from);
    // Only the URL decides when a navigation happened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locationKey]);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onScroll = () => scrollMemory.save(currentFullPath.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrollMemory]);

  const onPageReady = useCallback(() => {
    finishProgress();
    const pending = pendingScroll.current;
    if (!pending) return;
    pendingScroll.current = null;
    const el = pending.to.hash ? document.getElementById(decodeURIComponent(pending.to.hash.slice(1))) : null;
    const y = scrollTarget({
      to: pending.to,
      from: pending.from,
      saved: scrollMemory.get(pending.to.fullPath),
      hashTop: el ? el.getBoundingClientRect().top + window.scrollY : undefined,
    });
    if (y !== null) window.scrollTo({ top: y, left: 0, behavior: 'instant' });
  }, [scrollMemory]);

  if (!location) return <ProgressBar />;
  const meta = location.route.meta;
  const Page = componentFor(location.route.name);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ProgressBar />
      <Suspense fallback={null}>
        <ImpersonationBar />
      </Suspense>
      {!meta.hideMainMenu && <MainMenu variant={meta.isService ? 'marketing' : 'platform'} currentFullPath={location.fullPath} />}
      <BrowserNotice meta={meta} />
      {!meta.hideMainMenu && <HolidayBanner meta={meta} />}
      {!meta.hideNotifications && <Notifications />}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Page params={location.params} />
          <PageReady key={locationKey} onReady={onPageReady} />
        </Suspense>
      </main>
      {/* A family website or report has its own footer (isFWSReport chrome). */}
      {!meta.hideMainMenu && !meta.fullViewport && !meta.isFWSReport && <Footer showMcrFooter={meta.showMcrFooter === true} />}
      <FullViewport on={meta.fullViewport === true} />
      <Toasts />
      <ShortcutsModal />
      <PaywallModal />
    </>
  );
}

/** Marks the document while a full-viewport page shows, so the window itself never scrolls. */
function FullViewport({ on }: { on: boolean }) {
  useEffect(() => {
    if (!on) return undefined;
    document.documentElement.classList.add('full-viewport');
    return () => document.documentElement.classList.remove('full-viewport');
  }, [on]);
  return null;
}

/** The web app's root. */
export function App() {
  const session = useAccountsShellSession(navigateTo);
  return (
    <ShellSessionContext.Provider value={session}>
      <Shell />
    </ShellSessionContext.Provider>
  );
}
