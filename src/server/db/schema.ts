/**
 * Table types for Kysely. Each migration that adds a table adds its interface here, or in its area's
 * file beside this one (reference data, records, mentions, payments, requests, wiki, family websites,
 * zupus, hints, layouts, GEDCOM, library), which this file re-exports; the DB interface lists them all.
 */
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { DateValue, FactItem, FirstNameItem, ParenthoodKind, Residence, SurnameItem } from '../../protocol/person';
import type {
  ReferenceDataVersionsTable,
  DictionaryEntriesTable,
  DialectsTable,
  ClansTable,
  ClanSpellingsTable,
  ClanCountiesTable,
  PlaceCoordinatesTable,
  PlacesTable,
  OverseasDestinationsTable,
  OverseasDestinationOriginsTable,
  OverseasDestinationDialectsTable,
  PlaceAlternativesTable,
  QiaoXiangPlacesTable,
} from './referenceSchema';
import type {
  CheckoutSessionsTable,
  OrdersTable,
  PaymentEventsTable,
  SubscriberLinksTable,
  SubscriptionPlansTable,
  SubscriptionSurveysTable,
  SubscriptionsTable,
  ZupuAccessTable,
} from './paymentsSchema';

export type * from './referenceSchema';
import type { RecordCollectionsTable, RecordPersonsTable, RecordSourcesTable, RecordsTable } from './recordsSchema';
import type { RecordCemeteriesTable, SourceImagesTable } from './recordsSchema';
export type * from './recordsSchema';
import type { MentionsTable, SavedMentionsTable } from './mentionsSchema';
import type { HintDigestsTable, HintPendingTable, HintsTable, HintTreeStateTable } from './hintsSchema';
export type * from './mentionsSchema';
export type * from './paymentsSchema';
import type { ContactRequestAttachmentsTable, ContactRequestsTable } from './requestsSchema';
export type * from './requestsSchema';
import type { WikiArticlesTable, WikiCategoriesTable, WikiGlossaryTable } from './wikiSchema';
export type * from './wikiSchema';
import type { FamilyWebsiteMembersTable, FamilyWebsiteSitesTable, FamilyWebsitesTable, ResearchReportsTable } from './familyWebsitesSchema';
export type * from './familyWebsitesSchema';
import type { SavedZupusTable, ZupuPagesTable, ZupusTable } from './zupusSchema';
export type * from './zupusSchema';
import type { DrawAnswersTable, LayoutBlobsTable, LayoutStatesTable, TreeChangesTable, TreeControlDataTable, TreeDeletionsTable, TreeGraphSnapshotsTable, TreeRevisionsTable } from './layoutSchema';
export type * from './layoutSchema';
import type { GedcomExportsTable, GedcomFamilyExtrasTable, GedcomImportsTable, GedcomPersonChunksTable, GedcomTreeExtrasTable } from './gedcomSchema';
export type * from './gedcomSchema';
import type { LibraryAssetPersonsTable, LibraryAssetsTable, LibraryUploadPartsTable, LibraryUploadsTable } from './librarySchema';
export type * from './librarySchema';

/** A timestamptz column; optional on insert where the table has a default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SwitchesTable {
  name: string;
  is_on: boolean;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  is_staff: Generated<boolean>;
  created_at: Timestamp;
  first_name: Generated<string>;
  last_name: Generated<string>;
  surname_ch: Generated<string>;
  surname_en: Generated<string>;
  ancestral_province: Generated<string>;
  ancestral_prefecture_city: Generated<string>;
  ancestral_district_county: Generated<string>;
  ancestral_town: Generated<string>;
  ancestral_village: Generated<string>;
  photo: Generated<string>;
  photo_thumbnail: Generated<string>;
  referral_code: Generated<string>;
  entry_point_url: Generated<string>;
  entry_point_name: Generated<string>;
  onboarding_step: Generated<string>;
  fws_username: Generated<string>;
  subscribe_to_newsletter: Generated<boolean>;
  color_code_gender: Generated<boolean>;
  tree_show_birth_order: Generated<boolean>;
  name_script: Generated<'en' | 'zh' | 'both'>;
  name_first: Generated<'en' | 'zh'>;
  email_verified: Generated<boolean>;
  is_onboarded: Generated<boolean>;
  is_shared: Generated<boolean>;
  username: Generated<string>;
  family_tree_id: string | null;
  referred_by: string | null;
}

export interface EmailTokensTable {
  id: Generated<string>;
  user_id: string;
  kind: 'verify' | 'reset';
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface ReviewedItemsTable {
  user_id: string;
  key: string;
  created_at: Timestamp;
}

export interface TutorialsShownTable {
  user_id: string;
  tutorial_id: string;
  created_at: Timestamp;
}

export interface EmailSettingsTable {
  user_id: string;
  list: string;
  subscribed: boolean;
  updated_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  key: string;
  content: string;
  action_message: Generated<string>;
  action_url: Generated<string>;
  created_at: Timestamp;
  dismissed_at: NullableTimestamp;
}

export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  at: Timestamp;
}

export interface ImpersonationAuditTable {
  id: Generated<number>;
  staff_user_id: string;
  target_user_id: string;
  method: string;
  path: string;
  at: Timestamp;
}

export interface OutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  error: string | null;
}

export interface IpLoginRangesTable {
  id: Generated<string>;
  cidr: string;
  user_id: string;
  created_at: Timestamp;
}

export interface SocialAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  email: Generated<string>;
  created_at: Timestamp;
}

export interface LoginKeysTable {
  id: Generated<string>;
  user_id: string;
  key_hash: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** A jsonb column: objects come back parsed; writes send JSON text (pg would turn arrays into SQL arrays). */
export type Json<T> = ColumnType<T, string | undefined, string>;
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface FamilyTreesTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  home_person_id: string | null;
  is_public: Generated<boolean>;
  color_code_gender: Generated<boolean>;
  tree_show_birth_order: Generated<boolean>;
  /** Set while a GEDCOM import is still writing this new tree: the tree is hidden until it is cleared. */
  import_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TreeMembersTable {
  tree_id: string;
  email: string;
  user_id: string | null;
  is_editor: Generated<boolean>;
  created_at: Timestamp;
}

export interface PersonsTable {
  id: Generated<string>;
  tree_id: string;
  first_names: Json<FirstNameItem[]>;
  surnames: Json<SurnameItem[]>;
  gender: Generated<'f' | 'm' | 'none'>;
  birth_date: NullableJson<DateValue>;
  birth_location: string | null;
  death_date: NullableJson<DateValue>;
  death_location: string | null;
  is_deceased: Generated<boolean>;
  facts: Json<FactItem[]>;
  notes: string | null;
  residence_location: Json<Residence[]>;
  profile_picture: string | null;
  search_text: Generated<string>;
  /** The keys of search_text as a tsvector, for prefix lookups (generated by the database). */
  search_keys: GeneratedAlways<string>;
  birth_sort: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The transaction that last wrote the row (xid8 text; set by the database, null before migration 0094). */
  written_xid: Generated<string | null>;
}

export interface CouplesTable {
  id: Generated<string>;
  tree_id: string;
  person1_id: string;
  person2_id: string;
  marriage_place: string | null;
  marriage_date: NullableJson<DateValue>;
  is_divorced: Generated<boolean>;
  divorce_place: string | null;
  divorce_date: NullableJson<DateValue>;
  created_at: Timestamp;
  /** The transaction that last wrote the row (xid8 text; set by the database, null before migration 0094). */
  written_xid: Generated<string | null>;
}

export interface ParenthoodsTable {
  tree_id: string;
  parent_id: string;
  child_id: string;
  kind: Generated<ParenthoodKind>;
  /** The transaction that last wrote the row (xid8 text; set by the database, null before migration 0094). */
  written_xid: Generated<string | null>;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  stage: string | null;
  progress: Generated<number>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: ColumnType<unknown, string | null | undefined, string | null>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  owner_id: string | null;
  run_after: Timestamp;
  locked_at: NullableTimestamp;
  /** The node holding a running job's lease. */
  locked_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  id: Generated<string>;
  group_name: 'team' | 'advisor' | 'research';
  position: number;
  name: string;
  img_src: string | null;
  title: string;
  description: string;
  details_html: Generated<string>;
}

export interface PressArticlesTable {
  id: Generated<string>;
  title: string;
  summary: string;
  source: string;
  url: string;
  language: 'en' | 'zh';
  category: 'announcement' | 'product' | 'guide';
  /** A date column: pg answers a Date at local midnight, PGlite may answer a string. */
  published_on: ColumnType<Date | string, string, string>;
}

export interface WikiEventsTable {
  id: Generated<string>;
  title: string;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  location: string;
  is_online: Generated<boolean>;
  description: string;
  url: string | null;
}

export interface TestimonialsTable {
  id: Generated<string>;
  position: number;
  title: string;
  who: string;
  story: string;
  features: ColumnType<string[], string | undefined, string>;
  is_illustrative: Generated<boolean>;
}

export interface NewsletterSignupsTable {
  id: Generated<string>;
  email: string;
  lists: ColumnType<string[], string, string>;
  user_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  path: string;
  route_name: string | null;
  referrer: string | null;
  session_id: string | null;
  user_id: string | null;
  created_at: Timestamp;
}

export interface NotifyRequestsTable {
  id: Generated<string>;
  email: string;
  surname_place: string;
  created_at: Generated<Timestamp>;
}

export interface DB {
  places: PlacesTable;
  place_coordinates: PlaceCoordinatesTable;
  reference_data_versions: ReferenceDataVersionsTable;
  dictionary_entries: DictionaryEntriesTable;
  layout_states: LayoutStatesTable;
  layout_blobs: LayoutBlobsTable;
  draw_answers: DrawAnswersTable;
  tree_graph_snapshots: TreeGraphSnapshotsTable;
  tree_revisions: TreeRevisionsTable;
  tree_changes: TreeChangesTable;
  tree_deletions: TreeDeletionsTable;
  tree_control_data: TreeControlDataTable;
  analytics_events: AnalyticsEventsTable;
  newsletter_signups: NewsletterSignupsTable;
  press_articles: PressArticlesTable;
  team_members: TeamMembersTable;
  testimonials: TestimonialsTable;
  wiki_events: WikiEventsTable;
  jobs: JobsTable;
  gedcom_imports: GedcomImportsTable;
  gedcom_tree_extras: GedcomTreeExtrasTable;
  gedcom_person_chunks: GedcomPersonChunksTable;
  gedcom_family_extras: GedcomFamilyExtrasTable;
  gedcom_exports: GedcomExportsTable;
  couples: CouplesTable;
  family_trees: FamilyTreesTable;
  parenthoods: ParenthoodsTable;
  persons: PersonsTable;
  tree_members: TreeMembersTable;
  email_settings: EmailSettingsTable;
  email_tokens: EmailTokensTable;
  impersonation_audit: ImpersonationAuditTable;
  ip_login_ranges: IpLoginRangesTable;
  notifications: NotificationsTable;
  outbox: OutboxTable;
  rate_limit_hits: RateLimitHitsTable;
  reviewed_items: ReviewedItemsTable;
  social_accounts: SocialAccountsTable;
  tutorials_shown: TutorialsShownTable;
  login_keys: LoginKeysTable;
  switches: SwitchesTable;
  users: UsersTable;
  overseas_destinations: OverseasDestinationsTable;
  overseas_destination_origins: OverseasDestinationOriginsTable;
  overseas_destination_dialects: OverseasDestinationDialectsTable;
  place_alternatives: PlaceAlternativesTable;
  qiao_xiang_places: QiaoXiangPlacesTable;
  dialects: DialectsTable;
  clans: ClansTable;
  clan_spellings: ClanSpellingsTable;
  clan_counties: ClanCountiesTable;
  notify_requests: NotifyRequestsTable;
  record_collections: RecordCollectionsTable;
  record_sources: RecordSourcesTable;
  source_images: SourceImagesTable;
  records: RecordsTable;
  record_persons: RecordPersonsTable;
  subscription_plans: SubscriptionPlansTable;
  subscriptions: SubscriptionsTable;
  subscription_surveys: SubscriptionSurveysTable;
  orders: OrdersTable;
  zupu_access: ZupuAccessTable;
  payment_events: PaymentEventsTable;
  checkout_sessions: CheckoutSessionsTable;
  subscriber_links: SubscriberLinksTable;
  library_assets: LibraryAssetsTable;
  library_asset_persons: LibraryAssetPersonsTable;
  library_uploads: LibraryUploadsTable;
  library_upload_parts: LibraryUploadPartsTable;
  mentions: MentionsTable;
  saved_mentions: SavedMentionsTable;
  wiki_categories: WikiCategoriesTable;
  wiki_articles: WikiArticlesTable;
  wiki_glossary: WikiGlossaryTable;
  family_websites: FamilyWebsitesTable;
  family_website_sites: FamilyWebsiteSitesTable;
  family_website_members: FamilyWebsiteMembersTable;
  research_reports: ResearchReportsTable;
  zupus: ZupusTable;
  zupu_pages: ZupuPagesTable;
  saved_zupus: SavedZupusTable;
  hints: HintsTable;
  hint_pending: HintPendingTable;
  hint_tree_state: HintTreeStateTable;
  hint_digests: HintDigestsTable;
  contact_requests: ContactRequestsTable;
  contact_request_attachments: ContactRequestAttachmentsTable;
  record_cemeteries: RecordCemeteriesTable;
  place_saved_locations: PlaceSavedLocationsTable;
  pending_signups: PendingSignupsTable;
}

// Newsletter double opt-in, outbox headers and event registrations (migration 0070). The interfaces
// above gain these columns by declaration merging, so this area's additions stay in one block.
export interface NewsletterSignupsTable {
  requested_lists: ColumnType<string[], string | undefined, string>;
  source: Generated<string>;
  confirm_nonce: string | null;
  confirm_sent_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
  forwarded_at: NullableTimestamp;
  forward_error: string | null;
}

export interface OutboxTable {
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface WikiEventsTable {
  /** Places for registration; null: no limit. */
  capacity: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface EventRegistrationsTable {
  id: Generated<string>;
  event_id: string;
  email: string;
  name: string;
  user_id: string | null;
  created_at: Timestamp;
}

export interface DB {
  event_registrations: EventRegistrationsTable;
}

/** A member's mark of where a place lies (place/:id/save-location/). */
export interface PlaceSavedLocationsTable {
  user_id: string;
  place_code: string;
  lat: number;
  lng: number;
  saved_at: Timestamp;
}

/** What a sign-up carries until its e-mailed link is opened (migration 0081). */
export interface PendingSignupPayload {
  password_hash: string;
  first_name: string;
  surnames: string[];
  subscribe_to_newsletter: boolean;
  entry_point_url: string;
  entry_point_name: string;
  referral_code: string;
  redirect: string;
}

export interface PendingSignupsTable {
  id: Generated<string>;
  email: string;
  token_hash: string;
  payload: Json<PendingSignupPayload>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

