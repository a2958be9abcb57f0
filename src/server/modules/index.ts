/** Mounts every area's routes under /api/v1. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { contentRoutes } from './content/routes';
import { devMailboxApi } from '../mail/devMailbox';
import { profileRootRoutes, referralRoutes } from './accounts/profileRoutes';
import { memberRoutes } from './accounts/routes';
import { socialRoutes } from './accounts/socialRoutes';
import { healthRoutes } from './health/routes';
import { notificationsRoutes } from './notifications/routes';
import { switchesRoutes } from './switches/routes';
import { coupleRoutes, parenthoodRoutes, personRoutes } from './persons/routes';
import { treeRoutes } from './trees/routes';
import { drawingRoutes } from './drawing/routes';
import { dictionaryRoutes } from './dictionary/routes';
import { placeRoutes } from './places/routes';
import { migrationDestinationRoutes, migrationRegionRoutes } from './overseas/routes';
import { assetRoutes, libraryTreeRoutes } from './library/routes';
import { personPhotoRoutes } from './library/photos';
import { clanRoutes, dialectRoutes, notifyRequestRoutes, spellingRoutes, surnameRoutes } from './clans/routes';
import { collectionRoutes, recordDetailRoutes, recordRoutes, sourceImageRoutes } from './records/routes';
import {
  clanPedigreeBuyRoutes,
  memberPaymentRoutes,
  orderRoutes,
  ownedZupuRoutes,
  paymentRoutes,
  paymentWebhookRoutes,
  planRoutes,
  subscriberLinkRoutes,
  subscriptionRoutes,
} from './subscriptions/routes';
import { fileRoutes, imageRoutes } from './files/routes';
import { sampleStatusRoutes } from './mentions/sampleStatusRoutes';
import { mentionRoutes, savedMentionRoutes } from './mentions/routes';
import { acceptDataRoutes, bannerRoutes, hintRoutes, personsCompareRoutes } from './hints/routes';
import { recordSearchRoutes } from './records/searchRoutes';
import { wikiRoutes } from './wiki/routes';
import { familyWebsiteRoutes } from './familywebsites/routes';
import { reportRoutes } from './familywebsites/reportRoutes';
import { newsletterRoutes } from './newsletter/routes';
import { eventRoutes } from './events/routes';
import { clanPedigreeImageRoutes, clanPedigreeRoutes, savedPedigreeRoutes, translateRoutes } from './zupus/routes';
import { consultAttachmentRoutes, consultCaseRoutes, prospectAttachmentRoutes, prospectRequestRoutes, staffRequestRoutes, supportFormRoutes } from './requests/routes';
import { cemeteryRoutes } from './cemeteries/routes';

export function apiRoutes(deps: AppDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>({ strict: false });
  api.route('/health', healthRoutes(deps));
  api.route('/switches', switchesRoutes(deps));
  // Before the trees module: its familytree/:id/ would otherwise take 'photos' for a tree id.
  api.route('/familytree', libraryTreeRoutes(deps));
  api.route('/familytree', treeRoutes(deps));
  api.route('/familytree', drawingRoutes(deps));
  api.route('/person', personRoutes(deps));
  api.route('/couple', coupleRoutes(deps));
  api.route('/parenthood', parenthoodRoutes(deps));
  api.route('/member', memberRoutes(deps));
  api.route('/social-auth', socialRoutes(deps));
  api.route('/notifications', notificationsRoutes(deps));
  api.route('/referral-code', referralRoutes(deps));
  api.route('/word', dictionaryRoutes(deps));
  // Before the places module: its place/:id/ would otherwise take 'migration-regions' for an id.
  api.route('/place', migrationRegionRoutes(deps));
  api.route('/place', placeRoutes(deps));
  api.route('/clan', clanRoutes(deps));
  api.route('/dialects', dialectRoutes(deps));
  api.route('/spelling', spellingRoutes(deps));
  api.route('/surname', surnameRoutes(deps));
  api.route('/notify-request', notifyRequestRoutes(deps));
  api.route('/dev', devMailboxApi(deps));
  api.route('/', profileRootRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/migration-destination', migrationDestinationRoutes(deps));
  api.route('/sources', recordRoutes(deps));
  api.route('/plan', planRoutes(deps));
  api.route('/subscription', subscriptionRoutes(deps));
  api.route('/order', orderRoutes(deps));
  api.route('/payment', paymentRoutes(deps));
  api.route('/payments', paymentWebhookRoutes(deps));
  api.route('/clan-pedigree', clanPedigreeBuyRoutes(deps));
  api.route('/owned-clan-pedigree', ownedZupuRoutes(deps));
  api.route('/subscriber-link', subscriberLinkRoutes(deps));
  api.route('/member', memberPaymentRoutes(deps));
  api.route('/files', fileRoutes(deps));
  api.route('/image', imageRoutes(deps));
  api.route('/asset', assetRoutes(deps));
  api.route('/person', personPhotoRoutes(deps));
  api.route('/person-mentions', recordDetailRoutes(deps));
  api.route('/collections', collectionRoutes(deps));
  api.route('/source-image', sourceImageRoutes(deps));
  api.route('/records-sample', sampleStatusRoutes(deps));
  api.route('/mention', mentionRoutes(deps));
  api.route('/saved-mention', savedMentionRoutes(deps));
  api.route('/', recordSearchRoutes(deps));
  api.route('/wiki', wikiRoutes(deps));
  api.route('/familywebsite', familyWebsiteRoutes(deps));
  api.route('/research-report', reportRoutes(deps));
  api.route('/newsletter', newsletterRoutes(deps));
  api.route('/events', eventRoutes(deps));
  api.route('/person-hints', hintRoutes(deps));
  api.route('/persons-compare', personsCompareRoutes(deps));
  api.route('/person', acceptDataRoutes(deps));
  api.route('/member', bannerRoutes(deps));
  api.route('/clan-pedigree', clanPedigreeRoutes(deps));
  api.route('/clan-pedigree-image', clanPedigreeImageRoutes(deps));
  api.route('/saved-clan-pedigree', savedPedigreeRoutes(deps));
  api.route('/member', translateRoutes(deps));
  api.route('/prospect-request', prospectRequestRoutes(deps));
  api.route('/prospect-request-attachment', prospectAttachmentRoutes(deps));
  api.route('/support-form', supportFormRoutes(deps));
  api.route('/consult-case', consultCaseRoutes(deps));
  api.route('/consult-attachment', consultAttachmentRoutes(deps));
  api.route('/staff/requests', staffRequestRoutes(deps));
  api.route('/', cemeteryRoutes(deps));
  return api;
}
