/**
 * The route table with its pages: every route of routeTable.ts gets a lazily loaded component. A
 * route whose area is not built yet renders the not-found page until that area lands.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { notFoundRoute, onboardingSteps, routeDefs, type RouteDef } from './routeTable';

export type PageProps = { params: Record<string, string> };
export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;
export interface AppRoute extends RouteDef {
  component: PageComponent;
}

const NotFound: PageComponent = lazy(() => import('../pages/NotFound'));

// One component for all sub-routes, so moving between tabs or steps keeps the page (and its machine) mounted.
const ManagePage: PageComponent = lazy(() => import('../pages/manage/ManagePage'));
const OnboardingPage: PageComponent = lazy(() => import('../pages/onboarding/OnboardingPage'));

/** Pages that exist, by route name. */
const pages: Record<string, PageComponent> = {
  'main-page': lazy(() => import('../pages/home/HomePage')),
  'our-story': lazy(() => import('../pages/company/OurStoryPage')),
  'our-team': lazy(() => import('../pages/company/TeamPage')),
  testimonials: lazy(() => import('../pages/company/TestimonialsPage')),
  press: lazy(() => import('../pages/company/PressPage')),
  careers: lazy(() => import('../pages/company/CareersPage')),
  contact: lazy(() => import('../pages/company/ContactPage')),
  community: lazy(() => import('../pages/company/CommunityPage')),
  events: lazy(() => import('../pages/company/EventsPage')),
  'privacy-policy': lazy(() => import('../pages/company/PrivacyPage')),
  terms: lazy(() => import('../pages/company/TermsPage')),
  login: lazy(() => import('../pages/account/LoginPage')),
  register: lazy(() => import('../pages/account/RegisterPage')),
  'register-pr': lazy(() => import('../pages/account/RegisterPage')),
  forgotpwd: lazy(() => import('../pages/account/ForgotPasswordPage')),
  'forgot-email-sent': lazy(() => import('../pages/account/ForgotEmailSentPage')),
  'reset-pwd': lazy(() => import('../pages/account/ResetPasswordPage')),
  'verify-email': lazy(() => import('../pages/account/VerifyEmailPage')),
  'require-verify': lazy(() => import('../pages/account/RequireVerifyPage')),
  'user-profile': lazy(() => import('../pages/account/ProfilePage')),
  'familytree-details': lazy(() => import('../pages/tree/TreePage')),
  'familytree-import-gedcom': lazy(() => import('../pages/gedcom/ImportGedcomPage')),
  'familytree-details-my': lazy(() => import('../pages/tree/TreePage')),
  'familytree-manage-all': lazy(() => import('../pages/manage/TreeListPage')),
  'familytree-create': lazy(() => import('../pages/manage/CreateTreePage')),
  ...Object.fromEntries(['', '-details', '-privacy', '-sharing', '-export', '-customize'].map((suffix) => [`familytree-manage${suffix}`, ManagePage])),
  ...Object.fromEntries(['', ...onboardingSteps.map((step) => `-${step}`)].map((suffix) => [`onboarding${suffix}`, OnboardingPage])),
  'get-started': lazy(() => import('../pages/onboarding/GetStartedPage')),
  'familytree-lineage': lazy(() => import('../pages/tree/LineagePage')),
  'familytree-lineage-my': lazy(() => import('../pages/tree/LineagePage')),
  'familytree-profile-details': lazy(() => import('../pages/tree/ProfilePage')),
  'search-overseas': lazy(() => import('../pages/overseas/SearchOverseasPage')),
  'familytree-clans': lazy(() => import('../pages/clans-tree/TreeClansPage')),
  'familytree-clan-details': lazy(() => import('../pages/clans-tree/TreeClanDetailsPage')),
  'search-tool-village': lazy(() => import('../pages/places/VillageSearchPage')),
  'place-detail': lazy(() => import('../pages/places/PlaceDetailPage')),
  'search-tool-surname': lazy(() => import('../pages/clans/SurnameSearchPage')),
  'search-tool-surname-detail': lazy(() => import('../pages/clans/SurnameDetailPage')),
  'dialect-detail': lazy(() => import('../pages/clans/DialectPage')),
  'prerender-clan': lazy(() => import('../pages/prerender/PrerenderPages').then((m) => ({ default: m.PrerenderClan }))),
  'prerender-clan-variant': lazy(() => import('../pages/prerender/PrerenderPages').then((m) => ({ default: m.PrerenderClanVariant }))),
  'prerender-village': lazy(() => import('../pages/prerender/PrerenderPages').then((m) => ({ default: m.PrerenderPlace }))),
  'prerender-migration-destination': lazy(() => import('../pages/prerender/PrerenderPages').then((m) => ({ default: m.PrerenderPlace }))),
  'subscription-plans': lazy(() => import('../pages/subscriptions/SubscriptionPlansPage')),
  'subscription-confirm': lazy(() => import('../pages/subscriptions/SubscriptionConfirmPage')),
  'subscription-success': lazy(() => import('../pages/subscriptions/ResultPages').then((m) => ({ default: m.SubscriptionSuccessPage }))),
  'subscription-canceled': lazy(() => import('../pages/subscriptions/ResultPages').then((m) => ({ default: m.SubscriptionCanceledPage }))),
  'subscription-already-active': lazy(() => import('../pages/subscriptions/ResultPages').then((m) => ({ default: m.SubscriptionActivePage }))),
  'payment-checkout-success': lazy(() => import('../pages/subscriptions/ResultPages').then((m) => ({ default: m.CheckoutSuccessPage }))),
  'share-link': lazy(() => import('../pages/subscriptions/ShareLinkPage')),
  'my-orders': lazy(() => import('../pages/subscriptions/MyOrdersPage')),
  'familytree-library': lazy(() => import('../pages/library/LibraryPage')),
  'familytree-library-upload': lazy(() => import('../pages/library/LibraryUploadPage')),
  'familytree-library-asset-details': lazy(() => import('../pages/library/AssetPage')),
  'familytree-library-my': lazy(() => import('../pages/library/MyLibraryPage')),
  'record-inbox': lazy(() => import('../pages/record-inbox/RecordInboxPage')),
  // The search platform's main page is the search of all records.
  'platform-main': lazy(() => import('../pages/records-search/SearchRecordsPage')),
  'search-all-records': lazy(() => import('../pages/records-search/SearchRecordsPage')),
  'search-join-offer': lazy(() => import('../pages/records-search/SearchJoinOfferPage')),
  'person-records-detail': lazy(() => import('../pages/records/RecordDetailPage')),
  'source-detail': lazy(() => import('../pages/records/SourceDetailPage')),
  'source-viewer': lazy(() => import('../pages/records/SourceViewerPage')),
  'collection-detail': lazy(() => import('../pages/records/CollectionDetailPage')),
  'prerender-source': lazy(() => import('../pages/prerender/PrerenderPages').then((m) => ({ default: m.PrerenderSource }))),
  // Services pages (issue 26): one page component, its content chosen by the route name.
  'services-main': lazy(() => import('../pages/services/ServicesMainPage')),
  ...Object.fromEntries(
    routeDefs
      .filter((def) => def.path.startsWith('/services/'))
      .map((def) => [def.name, lazy(() => import('../pages/services/ServicePage').then((m) => ({ default: m.servicePage(def.name) })))]),
  ),
  'newsletter-confirm': lazy(() => import('../pages/newsletter/NewsletterLinkPage').then((m) => ({ default: m.NewsletterConfirmPage }))),
  'newsletter-unsubscribe': lazy(() => import('../pages/newsletter/NewsletterLinkPage').then((m) => ({ default: m.NewsletterUnsubscribePage }))),
  'wiki-index': lazy(() => import('../pages/wiki/WikiIndexPage')),
  'wiki-search': lazy(() => import('../pages/wiki/WikiSearchPage')),
  'wiki-article': lazy(() => import('../pages/wiki/WikiArticlePage')),
  'wiki-category': lazy(() => import('../pages/wiki/WikiCategoryPage')),
  'wiki-article-edit': lazy(() => import('../pages/wiki/WikiEditPage')),
  fws: lazy(() => import('../pages/fws/SitePage')),
  report: lazy(() => import('../pages/fws/ReportPages')),
  'jlt-report-index': lazy(() => import('../pages/fws/ReportPages').then((m) => ({ default: m.ReportIndexPage }))),
  'fws-manage': lazy(() => import('../pages/fws/ManageReportsPage')),
  'get-in-touch': lazy(() => import('../pages/requests/GetInTouchPage')),
  'get-in-touch-success': lazy(() => import('../pages/requests/GetInTouchSuccessPage')),
  support: lazy(() => import('../pages/requests/SupportPage')),
  'staff-requests': lazy(() => import('../pages/requests/StaffRequestsPage')),
  'cemetery-detail': lazy(() => import('../pages/cemeteries/CemeteryDetailPage')),
  'prerender-cemetery': lazy(() => import('../pages/prerender/PrerenderPages').then((m) => ({ default: m.PrerenderCemetery }))),
  'search-tool-zupu-detail': lazy(() => import('../pages/zupus/ZupuDetailPage')),
  'zupu-viewer': lazy(() => import('../pages/zupus/ZupuViewerPage')),
  'my-zupus': lazy(() => import('../pages/zupus/MyZupusPage')),
  'image-to-text': lazy(() => import('../pages/image-to-text/ImageToTextPage')),
  'image-to-text-results': lazy(() => import('../pages/image-to-text/ImageToTextResultsPage')),
  'prerender-zupu': lazy(() => import('../pages/prerender/PrerenderPages').then((m) => ({ default: m.PrerenderZupu }))),
  // RecordFinder
  'familytree-hints': lazy(() => import('../pages/hints/HintsPage')),
  'hint-review': lazy(() => import('../pages/hints/HintReviewPage')),
  'familytree-hints-landing': lazy(() => import('../pages/hints/HintsLandingPage')),
};

function withComponent(def: RouteDef): AppRoute {
  return { ...def, component: pages[def.name] ?? NotFound };
}

export const routes: AppRoute[] = routeDefs.map(withComponent);
const byName = new Map(routes.map((route) => [route.name, route]));
export const notFound: AppRoute = withComponent(notFoundRoute);

/** The page component for a route name (the not-found page for unknown or unbuilt ones). */
export function componentFor(name: string): PageComponent {
  return byName.get(name)?.component ?? NotFound;
}
