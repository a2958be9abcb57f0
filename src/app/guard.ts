/**
 * The navigation guard of platform spec 2.1 as one pure function: where a navigation may go, given
 * the session. The App adapts the real session to GuardSession and follows redirects (each one is
 * guarded again, so a 'my' alias can land on onboarding in two steps).
 */
import { pathFor, type Location } from './match';
import { REDIRECT_KEY } from './redirect';
import { onboardingSteps } from './routeTable';

export interface GuardSession {
  isLoggedIn: boolean;
  emailVerified: boolean;
  /** A guest of someone else's tree: keeps the tree they were given, no jump to an own tree. */
  isShared: boolean;
  isOnboarded: boolean;
  onboardingStep: string | null;
  activeTreeId: string | null;
  ownTreeId: string | null;
  /** The newest tree someone shared with this member: where a member without an own tree goes. */
  sharedTreeId: string | null;
}

export type GuardResult = { kind: 'proceed' } | { kind: 'redirect'; to: string };

export const visitorSession: GuardSession = {
  isLoggedIn: false,
  emailVerified: false,
  isShared: false,
  isOnboarded: true,
  onboardingStep: null,
  activeTreeId: null,
  ownTreeId: null,
  sharedTreeId: null,
};

const proceed: GuardResult = { kind: 'proceed' };
const redirect = (to: string): GuardResult => ({ kind: 'redirect', to });

export { REDIRECT_KEY };

const authPages = new Set(['login', 'register', 'register-pr']);

/** Aliases that stand for a route of the active tree. */
const myAliases: Record<string, string> = {
  'main-page': 'familytree-details',
  'familytree-details-my': 'familytree-details',
  'familytree-lineage-my': 'familytree-lineage',
  'familytree-library-my': 'familytree-library',
};

function withQueryAndHash(path: string, to: Location): string {
  const search = to.query.toString();
  return `${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}${to.hash}`;
}

function rememberPrevious(to: Location, from: Location | null): GuardResult | null {
  if (!authPages.has(to.route.name) || to.query.has(REDIRECT_KEY) || !from) return null;
  if (authPages.has(from.route.name) || from.route.name === 'not-found') return null;
  const query = new URLSearchParams(to.query);
  query.set(REDIRECT_KEY, from.fullPath);
  return redirect(`${to.path}?${query.toString()}${to.hash}`);
}

function requireLogin(to: Location, session: GuardSession): GuardResult | null {
  if (!to.route.meta.requiresAuth || session.isLoggedIn) return null;
  return redirect(pathFor(to.route.meta.redirectToLogin ? 'login' : 'register', {}, { [REDIRECT_KEY]: to.fullPath }));
}

function requireVerified(to: Location, session: GuardSession): GuardResult | null {
  if (!to.route.meta.requiresVerified || !session.isLoggedIn || session.emailVerified) return null;
  return redirect(pathFor('require-verify', {}, { [REDIRECT_KEY]: to.fullPath }));
}

function replaceMy(to: Location, session: GuardSession): GuardResult | null {
  if (!session.isLoggedIn || session.isShared) return null;
  const treeId = session.activeTreeId ?? session.ownTreeId ?? session.sharedTreeId;
  if (!treeId) return null;
  const target = myAliases[to.route.name];
  if (target) return redirect(withQueryAndHash(pathFor(target, { id: treeId }), to));
  if (to.params.id === 'my' && to.route.name.startsWith('familytree-')) {
    return redirect(withQueryAndHash(pathFor(to.route.name, { ...to.params, id: treeId }), to));
  }
  return null;
}

function forceOnboarding(to: Location, session: GuardSession): GuardResult | null {
  if (!session.isLoggedIn || session.isOnboarded || !to.route.meta.forcesOnboarding) return null;
  // A guest of a shared tree reaches it (and the tree list) without building an own tree first.
  if (!session.ownTreeId && session.sharedTreeId) return null;
  const id = to.params.id;
  if (id !== undefined && id !== session.ownTreeId) return null;
  const step = (onboardingSteps as readonly string[]).includes(session.onboardingStep ?? '') ? session.onboardingStep! : 'start';
  return redirect(pathFor(`onboarding-${step}`));
}

/** Decides one navigation; rules run in the order of the spec and the first that answers wins. */
export function guard(to: Location, from: Location | null, session: GuardSession): GuardResult {
  return (
    rememberPrevious(to, from) ??
    requireLogin(to, session) ??
    requireVerified(to, session) ??
    replaceMy(to, session) ??
    forceOnboarding(to, session) ??
    proceed
  );
}
