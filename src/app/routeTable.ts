/**
 * Every route of the product as data: name, path pattern and the meta flags that drive the guard and
 * the chrome. Kept free of React so the guard, the matcher and the menus test in plain Node; the
 * lazy page components are attached in routes.ts.
 */

/** Flags read by the guard and the page chrome (platform spec 2.1). */
export interface RouteMeta {
  requiresAuth?: boolean;
  /** A logged-out visitor goes to login instead of register. */
  redirectToLogin?: boolean;
  requiresVerified?: boolean;
  forcesOnboarding?: boolean;
  hideNotifications?: boolean;
  hideMainMenu?: boolean;
  /** Marketing pages of the paid services: marketing menu, no sale banner. */
  isService?: boolean;
  showMcrFooter?: boolean;
  displayGlossary?: boolean;
  hideBannerSubscription?: boolean;
  rememberScrollPosition?: boolean;
  isFWSReport?: boolean;
  displayBrowserNotSupported?: boolean;
  /** An app page that fills the window below the menu: no footer and no document scroll. */
  fullViewport?: boolean;
}

export interface RouteDef {
  name: string;
  /** `:param` segments; a trailing `?` makes a segment optional. */
  path: string;
  meta: RouteMeta;
}

/** An old path or alias that answers with a redirect instead of a page. */
export interface RedirectDef {
  /** Route name of the alias, when the spec gives it one. */
  name?: string;
  path: string;
  to: (params: Record<string, string>, query: URLSearchParams) => string;
}

const login: RouteMeta = { requiresAuth: true, redirectToLogin: true };
const service: RouteMeta = { isService: true };
const research: RouteMeta = { isService: true, showMcrFooter: true };
const treeCanvas: RouteMeta = { forcesOnboarding: true, displayBrowserNotSupported: true, fullViewport: true };
const bare: RouteMeta = { hideBannerSubscription: true, hideNotifications: true };

function r(name: string, path: string, meta: RouteMeta = {}): RouteDef {
  return { name, path, meta };
}

/** The onboarding steps a member can resume (tree-workspace spec 2). */
export const onboardingSteps = ['start', 'me', 'mother', 'father', 'grandparent'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

// Order matters where two patterns could match one path: fixed segments come before parameters.
export const routeDefs: RouteDef[] = [
  // Public and marketing (platform 2.2)
  r('main-page', '/'),
  r('services-main', '/services', service),
  r('platform-main', '/search'),
  r('adoption', '/services/research/adoption', research),
  r('probate', '/services/research/probate', research),
  r('name-translation', '/services/research/name-translation', research),
  r('village-exploration-service', '/services/research/village-exploration', research),
  r('village-location-service', '/services/research/village-location', research),
  r('translation', '/services/translation', service),
  r('storytelling', '/services/storytelling', service),
  r('film', '/services/film', service),
  r('travel', '/services/travel', service),
  r('zupu-translation-services', '/services/zupu', service),
  r('zupu-table-of-contents', '/services/zupu/table-of-contents', service),
  r('zupu-ancestor-name', '/services/zupu/ancestor-name', service),
  r('zupu-generation-poem', '/services/zupu/generation-poem', service),
  r('zupu-ancestral-lineage', '/services/zupu/ancestral-lineage', service),
  r('zupu-transcribe', '/services/zupu/transcribe', service),
  r('institutions-indexing', '/services/institutions/indexing', service),
  r('testimonials', '/testimonials'),
  r('careers', '/careers'),
  r('contact', '/contact'),
  r('press', '/press'),
  r('our-story', '/our-story'),
  r('our-team', '/team'),
  r('community', '/community'),
  r('events', '/events'),
  r('privacy-policy', '/privacy'),
  r('terms', '/terms'),
  r('wiki-index', '/wiki', { rememberScrollPosition: true }),
  r('wiki-search', '/wiki/search', { rememberScrollPosition: true }),
  r('wiki-article', '/wiki/article/:slug', { displayGlossary: true }),
  r('wiki-category', '/wiki/category/:slug'),

  // Accounts and subscriptions (platform 2.3)
  r('login', '/login', bare),
  r('register', '/register', bare),
  r('register-pr', '/register/:base64Text', bare),
  r('forgotpwd', '/forgotpwd', bare),
  r('forgot-email-sent', '/forgotpwd/emailsent/:email', bare),
  r('reset-pwd', '/reset-password', bare),
  r('verify-email', '/verify-email', bare),
  r('require-verify', '/require-verify', { requiresAuth: true, ...bare }),
  r('user-profile', '/profile', login),
  r('support', '/support', { requiresAuth: true }),
  r('get-started', '/get-started', { requiresAuth: true }),
  r('subscription-plans', '/subscription-plans', { hideBannerSubscription: true }),
  r('subscription-canceled', '/subscription-canceled', { hideBannerSubscription: true }),
  r('share-link', '/share-link/:code'),
  r('subscription-already-active', '/subscription-active', { hideBannerSubscription: true }),
  r('subscription-confirm', '/subscription-confirm', { hideBannerSubscription: true }),
  r('subscription-success', '/subscription-success', { hideBannerSubscription: true }),
  r('payment-checkout-success', '/payment/checkout-success', { hideBannerSubscription: true }),
  r('my-orders', '/my-orders', login),
  r('get-in-touch', '/get-in-touch', service),
  r('get-in-touch-success', '/get-in-touch/success', service),

  // Search and records (platform 2.4)
  r('search-all-records', '/search/records', { rememberScrollPosition: true }),
  r('search-tool-village', '/search/villages'),
  r('search-overseas', '/search/overseas'),
  r('search-tool-surname', '/search/surnames'),
  r('search-tool-surname-detail', '/surnames/detail'),
  r('dialect-detail', '/dialects/:slug'),
  r('place-detail', '/places/:placeId/:slug?'),
  r('cemetery-detail', '/cemeteries/:id/:slug?'),
  r('person-records-detail', '/person-records/:code/:slug?'),
  r('search-tool-zupu-detail', '/zupus/:zupuId'),
  r('zupu-viewer', '/zupus/:zupuId/viewer', { hideNotifications: true }),
  r('source-detail', '/source/:sourceId'),
  r('source-viewer', '/source/:sourceId/viewer', { hideNotifications: true }),
  r('collection-detail', '/source-collections/:id'),
  r('my-zupus', '/my-zupus', login),
  r('record-inbox', '/record-inbox', { ...login, requiresVerified: true }),
  r('search-join-offer', '/search-join-offer'),
  r('image-to-text', '/image-to-text'),
  r('image-to-text-results', '/image-to-text/:assetId'),
  r('prerender-clan', '/prerender/clan/:id', bare),
  r('prerender-clan-variant', '/prerender/clan-variant/:id', bare),
  r('prerender-village', '/prerender/village/:id', bare),
  r('prerender-migration-destination', '/prerender/migration-destination/:id', bare),
  r('prerender-source', '/prerender/source/:id', bare),
  r('prerender-zupu', '/prerender/zupu/:id', bare),
  r('prerender-cemetery', '/prerender/cemetery/:id', bare),

  // Family tree workspace (platform 2.5, tree-workspace 2)
  r('familytree-details-my', '/familytree', treeCanvas),
  r('familytree-lineage-my', '/familytree/lineage', { forcesOnboarding: true }),
  r('familytree-manage-all', '/familytree/manage', { ...login, forcesOnboarding: true }),
  r('familytree-create', '/familytree/create', login),
  r('familytree-import-gedcom', '/familytree/import/gedcom', login),
  r('familytree-hints-landing', '/familytree/hints-landing'),
  r('onboarding', '/familytree/onboarding', { ...login, hideMainMenu: true, ...bare }),
  ...onboardingSteps.map((step) =>
    r(`onboarding-${step}`, `/familytree/onboarding/${step}`, { ...login, hideMainMenu: true, ...bare }),
  ),
  r('familytree-details', '/familytree/:id', treeCanvas),
  r('familytree-lineage', '/familytree/:id/lineage', { forcesOnboarding: true }),
  r('familytree-profile-details', '/familytree/:id/profile/:personId'),
  r('familytree-clans', '/familytree/:id/clans', login),
  r('familytree-clan-details', '/familytree/:id/clans/:name', login),
  r('familytree-hints', '/familytree/:id/hints', { ...login, requiresVerified: true }),
  r('familytree-library', '/familytree/:id/library', login),
  r('familytree-library-upload', '/familytree/:id/library/upload', login),
  r('familytree-manage', '/familytree/:id/manage', login),
  r('familytree-manage-details', '/familytree/:id/manage/details', login),
  r('familytree-manage-privacy', '/familytree/:id/manage/privacy', login),
  r('familytree-manage-sharing', '/familytree/:id/manage/sharing', login),
  r('familytree-manage-export', '/familytree/:id/manage/export', login),
  r('familytree-manage-customize', '/familytree/:id/manage/customize', login),
  r('familytree-library-asset-details', '/library/file/:assetId', login),
  r('familytree-library-my', '/library', login),
  r('hint-review', '/hints/review/:hintId', { ...login, requiresVerified: true }),
  r('fws', '/fws/:username/:sitename?/:partkey?', { isFWSReport: true, hideBannerSubscription: true }),
  r('report', '/report/:username/:sitename?/:partkey?', { isFWSReport: true, hideBannerSubscription: true }),
  r('jlt-report-index', '/jlt-report/:username', { isFWSReport: true, hideBannerSubscription: true }),
  r('fws-manage', '/manage-reports', login),
  // Newsletter links from e-mails (issue 26): double opt-in confirmation and one-click unsubscribe.
  r('newsletter-confirm', '/newsletter/confirm', { hideBannerSubscription: true }),
  r('newsletter-unsubscribe', '/newsletter/unsubscribe', { hideBannerSubscription: true }),
  r('wiki-article-edit', '/wiki/edit/:slug', login),
  // Staff pages (the API answers 403 to anyone else)
  r('staff-requests', '/staff/requests', { ...login, hideBannerSubscription: true }),
];

/** The catch-all: any path no route or redirect claims. */
export const notFoundRoute: RouteDef = r('not-found', '/:path*', {});

function searchRecords(query: Record<string, string>): string {
  return `/search/records?${new URLSearchParams(query).toString()}`;
}

const toGetInTouch = () => '/get-in-touch';
const toSearchSources = () => searchRecords({ tab: 'sources', results: 'true' });
const toPlace = (p: Record<string, string>) => `/places/${encodeURIComponent(p.placeId!)}${p.slug ? `/${encodeURIComponent(p.slug)}` : ''}`;

export const redirectDefs: RedirectDef[] = [
  { name: 'ancestry', path: '/services/research/ancestry', to: () => '/services' },
  { path: '/services/research', to: () => '/services' },
  { path: '/services/writing', to: () => '/services/storytelling' },
  { path: '/pr', to: toGetInTouch },
  { path: '/pr/interests', to: toGetInTouch },
  { path: '/pr/:step', to: toGetInTouch },
  { name: 'search-zupus', path: '/search/zupus', to: () => searchRecords({ tab: 'full-text', category_id: 'zupus' }) },
  {
    name: 'search-burial-records',
    path: '/search/burial-records',
    to: () => searchRecords({ tab: 'indexed-records', category_id: 'birth-marriage-death' }),
  },
  { name: 'search-books-records', path: '/search/books-records', to: () => searchRecords({ category_id: 'associations-directories' }) },
  { name: 'search-immigration-records', path: '/search/immigration-records', to: () => searchRecords({ category_id: 'immigration' }) },
  { name: 'search-sources', path: '/search/sources', to: toSearchSources },
  { path: '/worldcatalog', to: toSearchSources },
  { path: '/worldcatalog/:rest*', to: toSearchSources },
  { path: '/my-records', to: () => '/record-inbox' },
  { path: '/village/:placeId/:slug?', to: toPlace },
  { path: '/villages/:placeId/:slug?', to: toPlace },
  { path: '/migration-destination/:placeId/:slug?', to: toPlace },
  {
    path: '/wiki/category',
    to: (_p, q) => {
      const id = q.get('categoryId') ?? q.get('object_id');
      return id ? `/wiki/category/${encodeURIComponent(id)}` : '/wiki';
    },
  },
];
