/**
 * The main menu as data (platform spec 2.6 and 9): groups and entries with the widths they show at
 * and who sees them. `visibleMenu` is pure so the rules test without a browser; the React menu
 * only renders its answer.
 */
import { pathFor } from './match';
import { REDIRECT_KEY, returnPathFrom } from './redirect';

export const BREAKPOINTS = {
  desktop: 1280,
  tablet: 920,
  mobile: 768,
  phablet: 660,
  smallMobile: 410,
  mainMenu: 980,
  menuContactButton: 610,
  veryNarrow: 450,
} as const;

export interface MenuSession {
  isLoggedIn: boolean;
  isShared: boolean;
  isSubscribed: boolean;
  /** The report username; gives My and Manage Research Reports. */
  fwsUsername: string | null;
  /** Has a tree to view: an own tree or one shared with them. */
  hasTree: boolean;
  /** The owned tree whose new RecordFinder hints the menu counts (see newHintsOf), or none. */
  newHints?: { treeId: string; count: number } | null;
}

export type MenuAction = 'shortcuts' | 'logout';

export interface MenuEntry {
  id: string;
  label: string;
  description?: string;
  href?: string;
  /** For links that depend on the user (their report page). */
  hrefFor?: (s: MenuSession) => string;
  external?: boolean;
  action?: MenuAction;
  /** Shown when the window is at least this wide. */
  minWidth?: number;
  /** Shown when the window is at most this wide. */
  maxWidth?: number;
  visible?: (s: MenuSession) => boolean;
  /** A number shown beside the label (new hints); set by visibleMenu from countFor. */
  count?: number;
  countFor?: (s: MenuSession) => number;
}

export interface MenuGroup {
  id: string;
  label: string;
  entries: MenuEntry[];
  minWidth?: number;
  maxWidth?: number;
  /** A plain link at the top level instead of a dropdown. */
  href?: string;
  /** Drawn as a button (Contact Us). */
  emphasis?: boolean;
}

// Addresses outside the app are set when the web app is built (VITE_* variables, see README). Without
// them the menu points at our own pages, and the chat invitation is not shown.
export const BLOG_URL: string = import.meta.env.VITE_BLOG_URL || '/press';
export const COMMUNITY_CHAT_URL: string | undefined = import.meta.env.VITE_COMMUNITY_CHAT_URL || undefined;
export const INSTITUTIONS_URL: string = import.meta.env.VITE_INSTITUTIONS_URL || '/services/institutions/indexing';
const isExternal = (href: string) => /^https?:\/\//.test(href);

const member = (s: MenuSession) => s.isLoggedIn;
const memberNotShared = (s: MenuSession) => s.isLoggedIn && !s.isShared;
const hasReports = (s: MenuSession) => s.isLoggedIn && !!s.fwsUsername;
const seesPlans = (s: MenuSession) => !s.isShared && !s.isSubscribed;
const visitor = (s: MenuSession) => !s.isLoggedIn;
const OVERVIEW_MIN = BREAKPOINTS.veryNarrow + 1;

const searchEntries: MenuEntry[] = [
  { id: 'search-overview', label: 'Overview', href: pathFor('platform-main'), minWidth: OVERVIEW_MIN },
  { id: 'all-records', label: 'All Records', href: pathFor('search-all-records') },
  { id: 'zupus', label: 'Zupus (Family Tree Books)', href: '/search/zupus' },
  { id: 'bmd', label: 'Birth Marriage & Death', href: '/search/burial-records' },
  { id: 'immigration', label: 'Immigration & Travel', href: '/search/immigration-records' },
  { id: 'census', label: 'Census Records', href: pathFor('search-all-records', {}, { category_id: 'census-records' }) },
  { id: 'surnames', label: 'Chinese Surnames', href: pathFor('search-tool-surname') },
  { id: 'villages', label: 'Chinese Villages', href: pathFor('search-tool-village') },
  { id: 'overseas', label: 'Overseas Chinese Communities', href: pathFor('search-overseas') },
];

const treeEntries: MenuEntry[] = [
  { id: 'build-tree', label: 'Build Your Tree', href: pathFor('get-started'), visible: (s) => !s.isLoggedIn || !s.hasTree },
  { id: 'view-tree', label: 'View Tree', href: pathFor('familytree-details-my'), visible: (s) => s.isLoggedIn && s.hasTree },
  {
    id: 'recordfinder',
    label: 'RecordFinder',
    href: pathFor('familytree-hints-landing'),
    hrefFor: (s) => (s.newHints ? pathFor('familytree-hints', { id: s.newHints.treeId }, { tab: 'new' }) : pathFor('familytree-hints-landing')),
    countFor: (s) => s.newHints?.count ?? 0,
  },
  { id: 'image-to-text', label: 'Image to Text', href: pathFor('image-to-text') },
  { id: 'photos', label: 'Photos & Files', href: pathFor('familytree-library-my'), visible: member },
  { id: 'clans', label: 'Clans', href: pathFor('familytree-clans', { id: 'my' }), visible: memberNotShared },
  { id: 'manage-trees', label: 'Manage Trees', href: pathFor('familytree-manage-all'), visible: memberNotShared },
  { id: 'record-inbox', label: 'Record Inbox', href: pathFor('record-inbox'), visible: memberNotShared },
  { id: 'my-zupus', label: 'My Zupus', href: pathFor('my-zupus'), visible: member },
  { id: 'my-reports', label: 'My Research Reports', hrefFor: (s) => pathFor('report', { username: s.fwsUsername! }), visible: hasReports },
  { id: 'manage-reports', label: 'Manage Research Reports', href: pathFor('fws-manage'), visible: hasReports },
];

const resourceEntries: MenuEntry[] = [
  { id: 'wiki', label: 'Genealogy Wiki', href: pathFor('wiki-index') },
  { id: 'blog', label: 'Blog', href: BLOG_URL, external: isExternal(BLOG_URL) },
  { id: 'discord', label: 'Discord Community', href: pathFor('community') },
  { id: 'events', label: 'Workshops & Events', href: pathFor('events') },
  { id: 'custom-research', label: 'Custom Research', href: pathFor('services-main') },
  { id: 'institutions', label: 'For Institutions', href: INSTITUTIONS_URL, external: isExternal(INSTITUTIONS_URL) },
];

const helpEntries: MenuEntry[] = [
  { id: 'support', label: 'Support', href: pathFor('support'), visible: member },
  { id: 'contact', label: 'Contact', href: pathFor('contact'), visible: visitor },
  { id: 'shortcuts', label: 'Shortcuts', action: 'shortcuts' },
];

const plansEntry: MenuEntry = { id: 'plans', label: 'Plans', href: pathFor('subscription-plans'), visible: seesPlans };

/** The platform menu: wide screens show every group, narrow ones fold Resources, Help and Plans into More. */
export const platformMenu: MenuGroup[] = [
  { id: 'search', label: 'Search', entries: searchEntries },
  { id: 'tree', label: 'Family Tree', entries: treeEntries },
  { id: 'resources', label: 'Resources', entries: resourceEntries, minWidth: BREAKPOINTS.mainMenu },
  { id: 'help', label: 'Help', entries: helpEntries, minWidth: BREAKPOINTS.mainMenu },
  {
    id: 'more',
    label: 'More',
    maxWidth: BREAKPOINTS.mainMenu - 1,
    entries: [...resourceEntries, ...helpEntries, { ...plansEntry, id: 'plans-more', maxWidth: BREAKPOINTS.mobile - 1 }],
  },
  { id: 'plans', label: 'Plans', href: plansEntry.href, entries: [plansEntry], minWidth: BREAKPOINTS.mobile },
];

const researchEntries: MenuEntry[] = [
  { id: 'services-overview', label: 'Overview', href: pathFor('services-main'), minWidth: OVERVIEW_MIN },
  { id: 'ancestry', label: 'Ancestry', href: '/services/research/ancestry' },
  { id: 'adoption', label: 'Adoption', href: pathFor('adoption') },
  { id: 'heirs', label: 'Heirs', href: pathFor('probate') },
];
const translationEntries: MenuEntry[] = [
  { id: 'translation', label: 'Translation', href: pathFor('translation') },
  { id: 'storytelling', label: 'Storytelling', href: pathFor('storytelling') },
  { id: 'zupu-content', label: 'Zupu Content', href: pathFor('zupu-translation-services') },
];
const travelEntries: MenuEntry[] = [
  { id: 'roots-trips', label: 'Roots Trips', href: pathFor('travel') },
  { id: 'legacy-films', label: 'Legacy Films', href: pathFor('film') },
];
const aboutEntries: MenuEntry[] = [
  { id: 'our-story', label: 'Our Story', href: pathFor('our-story') },
  { id: 'blog', label: 'Blog', href: BLOG_URL, external: isExternal(BLOG_URL) },
  { id: 'events', label: 'Events', href: pathFor('events') },
  { id: 'team', label: 'Team', href: pathFor('our-team') },
  { id: 'press', label: 'Press', href: pathFor('press') },
  { id: 'careers', label: 'Careers', href: pathFor('careers') },
  { id: 'contact', label: 'Contact', href: pathFor('contact') },
];
const testimonialsEntry: MenuEntry = { id: 'testimonials', label: 'Testimonials', href: pathFor('testimonials') };

/** The marketing menu of the service pages. */
export const marketingMenu: MenuGroup[] = [
  { id: 'research', label: 'Research', entries: researchEntries },
  { id: 'translation', label: 'Translation', entries: translationEntries },
  { id: 'travel', label: 'Travel', entries: travelEntries, minWidth: BREAKPOINTS.mainMenu },
  { id: 'testimonials', label: 'Testimonials', href: testimonialsEntry.href, entries: [testimonialsEntry], minWidth: BREAKPOINTS.mainMenu },
  { id: 'about', label: 'About', entries: aboutEntries, minWidth: BREAKPOINTS.mainMenu },
  {
    id: 'more',
    label: 'More',
    maxWidth: BREAKPOINTS.mainMenu - 1,
    entries: [...travelEntries, testimonialsEntry, ...aboutEntries],
  },
  {
    id: 'contact-us',
    label: 'Contact Us',
    href: pathFor('get-in-touch'),
    entries: [],
    emphasis: true,
    minWidth: BREAKPOINTS.menuContactButton,
  },
];

/** The account area: the user menu for members, Login and Get Started for visitors. */
export const userMenuEntries: MenuEntry[] = [
  { id: 'account', label: 'Account', href: pathFor('user-profile'), visible: (s) => !s.isShared },
  { id: 'billing', label: 'Billing History', href: pathFor('my-orders'), visible: (s) => !s.isShared },
  { id: 'logout', label: 'Logout', action: 'logout' },
];

function fits(item: { minWidth?: number; maxWidth?: number }, width: number): boolean {
  return (item.minWidth === undefined || width >= item.minWidth) && (item.maxWidth === undefined || width <= item.maxWidth);
}

function shown(entry: MenuEntry, session: MenuSession, width: number): boolean {
  return fits(entry, width) && (entry.visible ? entry.visible(session) : true);
}

/** The groups and entries this user sees at this window width; empty groups are dropped. */
export function visibleMenu(variant: 'platform' | 'marketing', session: MenuSession, width: number): MenuGroup[] {
  const groups = variant === 'marketing' ? marketingMenu : platformMenu;
  return groups
    .filter((g) => fits(g, width))
    .map((g) => ({
      ...g,
      entries: g.entries
        .filter((e) => shown(e, session, width))
        .map((e) => (e.hrefFor ? { ...e, href: e.hrefFor(session) } : e))
        .map((e) => (e.countFor ? { ...e, count: e.countFor(session) } : e)),
    }))
    .filter((g) => g.entries.length > 0 || g.emphasis === true);
}

/** The user menu entries for a member (a shared guest sees only Logout). */
export function visibleUserMenu(session: MenuSession): MenuEntry[] {
  if (!session.isLoggedIn) return [];
  return userMenuEntries.filter((e) => shown(e, session, Number.POSITIVE_INFINITY));
}

/**
 * Login and Get Started for Free carry the current full path as redirect (spec 2.1); on the login
 * and register pages they carry the redirect those pages hold, never a nested one.
 */
export function visitorLinks(currentFullPath: string, width: number): MenuEntry[] {
  const query = { [REDIRECT_KEY]: returnPathFrom(currentFullPath) };
  return [
    { id: 'login', label: 'Login', href: pathFor('login', {}, query) },
    { id: 'get-started', label: 'Get Started for Free', href: pathFor('register', {}, query), minWidth: BREAKPOINTS.smallMobile + 1 },
  ].filter((e) => fits(e, width));
}

/**
 * The tree the menu counts new hints for (hints_tree_ids: owned tree id → new hints): the active tree
 * when it has some, else the tree with the most; none when no tree has new hints.
 */
export function newHintsOf(hintsTreeIds: Record<string, number> | undefined, activeTreeId: string | null): { treeId: string; count: number } | null {
  const entries = Object.entries(hintsTreeIds ?? {}).filter(([, n]) => n > 0);
  if (!entries.length) return null;
  const active = entries.find(([id]) => id === activeTreeId);
  const [treeId, count] = active ?? entries.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { treeId, count };
}
