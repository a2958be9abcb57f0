/** The member (accounts and sessions) contract between the browser and the API: spec section 7, Member. */
import { z } from 'zod';
import { isValidEmail, type NameDisplay } from './names';
import { subscriptionSchema } from './subscriptions';

export const MIN_PASSWORD_LENGTH = 8;
/** Spec section 9: the largest accepted upload. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** Spec section 3, accepted image uploads. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpe', 'jpeg', 'png', 'jfif', 'gif', 'svg', 'bmp'] as const;
/** Spec section 9: member info is refreshed at most this often. */
export const MEMBER_REFRESH_MS = 600_000;

export const passwordMessages = {
  tooShort: `Your password must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
  isEmail: 'Your password can’t be the same as your e-mail address.',
  common: 'This password is too common. Please choose a less obvious one.',
  mismatch: 'The two passwords do not match.',
} as const;

/** The rules a browser can check without the common-password list (the server checks that too). */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(passwordMessages.tooShort);
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) problems.push(passwordMessages.isEmail);
  return problems;
}

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .refine(isValidEmail, 'Enter a valid e-mail address.');

const surnames = z
  .array(z.string().trim().max(100))
  .max(20)
  .default([])
  .transform((list) => list.filter((s) => s.length > 0));
const shortText = (max = 150) => z.string().trim().max(max);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(1000),
  surnames,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const ipLoginRequestSchema = z.object({ surnames });

/** Why a key was handed out: a plain login, a new account, a social link, an institution's address. */
export const loginReasons = ['login', 'register', 'social_login', 'social_register', 'ip_address'] as const;
export const loginResponseSchema = z.object({
  username: z.string(),
  key: z.string(),
  family_tree_id: z.string().nullable(),
  _reason: z.enum(loginReasons),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: z.string().max(1000),
  password_confirm: z.string().max(1000),
  subscribe_to_newsletter: z.boolean().default(false),
  entry_point_url: shortText(2000).default(''),
  entry_point_name: shortText().default(''),
  first_name: shortText().default(''),
  surname: shortText(100).default(''),
  surnames,
  referral_code: shortText(64).default(''),
  /** Where the e-mailed link continues once the account exists: a path on this site. */
  redirect: z
    .string()
    .max(2000)
    .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\'), 'The redirect must be a path on this site.')
    .default('/'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/**
 * The answer to a sign-up, the same whether the address is free or already has an account (its
 * owner is e-mailed instead), so it tells no one which addresses are registered.
 */
export const signupStartedSchema = z.object({ detail: z.string(), email: z.string() });
export type SignupStarted = z.infer<typeof signupStartedSchema>;
export const finishSignupRequestSchema = z.object({ token: z.string().min(1, 'The sign-up link is incomplete.').max(200) });
/** The login answer, and where the sign-up asked to continue. */
export const finishSignupResponseSchema = loginResponseSchema.extend({ redirect: z.string() });
export type FinishSignupResponse = z.infer<typeof finishSignupResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete.').max(200),
  password: z.string().max(1000),
  password_confirm: z.string().max(1000),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export const isNeedResetRequestSchema = z.object({ email: emailSchema });
/** True when the account exists but has no password yet (made by social sign-in or by staff). */
export const isNeedResetResponseSchema = z.object({ is_need_reset: z.boolean() });
export const verifyEmailRequestSchema = z.object({ token: z.string().min(1, 'The verification link is incomplete.').max(200) });
export const changePasswordRequestSchema = z.object({
  old_password: z.string().max(1000),
  password: z.string().max(1000),
  password_confirm: z.string().max(1000),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export const messageResponseSchema = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const socialProviders = ['google-oauth2', 'facebook'] as const;
export const socialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export const socialLoginRequestSchema = z.object({
  access_token: z.string().min(1, 'The provider gave no access token.').max(4096),
  entry_point_url: shortText(2000).default(''),
  entry_point_name: shortText().default(''),
  surnames,
  referral_code: shortText(64).default(''),
});
export const socialConnectRequestSchema = z.object({ access_token: z.string().min(1).max(4096) });

export const profileFields = [
  'first_name',
  'last_name',
  'surname_ch',
  'surname_en',
  'ancestral_province',
  'ancestral_prefecture_city',
  'ancestral_district_county',
  'ancestral_town',
  'ancestral_village',
] as const;
export type ProfileField = (typeof profileFields)[number];

export const onboardingSteps = ['start', 'me', 'mother', 'father', 'grandparent'] as const;

/** PATCH on the API root: any subset of the profile. */
export const profilePatchSchema = z
  .object({
    ...Object.fromEntries(profileFields.map((f) => [f, shortText()])),
    subscribe_to_newsletter: z.boolean(),
    onboarding_step: z.union([z.enum(onboardingSteps), z.literal('')]),
    is_onboarded: z.boolean(),
  })
  .partial()
  .strict() as z.ZodType<Partial<Record<ProfileField, string>> & {
  subscribe_to_newsletter?: boolean;
  onboarding_step?: (typeof onboardingSteps)[number] | '';
  is_onboarded?: boolean;
}>;
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The scripts a family tree's cards show names in. */
export const nameScripts = ['en', 'zh', 'both'] as const;
/** With both scripts shown, the one that leads. */
export const nameFirsts = ['en', 'zh'] as const;

/** How a member wants names shown in family trees: in English, Chinese or both, and with both, which first. */
export const nameDisplaySchema = z
  .object({
    script: z.enum(nameScripts, { message: 'Choose English (en), Chinese (zh) or both.' }),
    first: z.enum(nameFirsts, { message: 'Choose English (en) or Chinese (zh) to show first.' }),
  })
  .strict() satisfies z.ZodType<NameDisplay>;
export type { NameDisplay } from './names';
export { DEFAULT_NAME_DISPLAY } from './names';

export const memberPatchSchema = z
  .object({ color_code_gender: z.boolean(), tree_show_birth_order: z.boolean(), name_display: nameDisplaySchema })
  .partial()
  .strict();
export type MemberPatch = z.infer<typeof memberPatchSchema>;

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  surname_ch: z.string(),
  surname_en: z.string(),
  ancestral_province: z.string(),
  ancestral_prefecture_city: z.string(),
  ancestral_district_county: z.string(),
  ancestral_town: z.string(),
  ancestral_village: z.string(),
  photo: z.string(),
  photo_thumbnail: z.string(),
  subscribe_to_newsletter: z.boolean(),
  color_code_gender: z.boolean(),
  tree_show_birth_order: z.boolean(),
  /** How family-tree cards show names for this member. */
  name_display: nameDisplaySchema,
  referral_code: z.string(),
  entry_point_url: z.string(),
  entry_point_name: z.string(),
  email_verified: z.boolean(),
  is_onboarded: z.boolean(),
  onboarding_step: z.string(),
  is_staff: z.boolean(),
  is_shared: z.boolean(),
  family_tree_id: z.string().nullable(),
  /** Trees others shared with this member, newest share first: a guest opens these without an own tree. */
  shared_tree_ids: z.array(z.string()),
  fws_username: z.string(),
  has_password: z.boolean(),
  reviewed_items: z.array(z.string()),
  tutorials_shown: z.array(z.string()),
  /** Owned trees with new RecordFinder hints: tree id → how many (a tree with none is absent). */
  hints_tree_ids: z.record(z.string(), z.number().int()),
  connected_accounts: z.array(socialProviderSchema),
  /** Whether a subscription gives this member the paid tier now. */
  is_subscribed: z.boolean(),
  /** That subscription (platform spec 7, subscriptions.ts). */
  subscription: subscriptionSchema.nullable(),
  /** Set when a staff member is acting as this member. */
  impersonated_by: z.string().optional(),
});
export type Member = z.infer<typeof memberSchema>;

/** A dismissed banner or similar, remembered per member (e.g. the holiday banner's {token}). */
export const reviewedItemRequestSchema = z.object({ key: z.string().trim().min(1).max(200) });
export const reviewedItemsResponseSchema = z.object({ reviewed_items: z.array(z.string()) });

export const tutorialShownRequestSchema = z.object({ tutorial_id: z.string().trim().min(1).max(100) });
export const tutorialsShownResponseSchema = z.object({ tutorials_shown: z.array(z.string()) });

/** Spec section 9: the five newsletter lists. */
export const newsletterLists = [
  { id: 'general', label: 'General newsletter' },
  { id: 'stories_search_tips', label: 'Stories and search tips' },
  { id: 'features_records', label: 'New features and records' },
  { id: 'offers_discounts', label: 'Offers and discounts' },
  { id: 'events_workshops', label: 'Events and workshops' },
] as const;
/** E-mails of the service itself that a member can turn off; unlike the newsletters they are on until turned off. */
export const serviceEmailLists = [{ id: 'record_matches', label: 'RecordFinder: new record matches for my trees (at most one e-mail a day)' }] as const;
/** Every list of the e-mail settings page: the newsletters, then the service e-mails. */
export const emailSettingLists = [...newsletterLists, ...serviceEmailLists] as const;
export type NewsletterList = (typeof emailSettingLists)[number]['id'];
export const isServiceEmailList = (id: string): boolean => serviceEmailLists.some((l) => l.id === id);
const listIds = emailSettingLists.map((l) => l.id) as [NewsletterList, ...NewsletterList[]];
export const newsletterListSchema = z.enum(listIds);
export const emailSettingsSchema = z.object({
  settings: z.partialRecord(newsletterListSchema, z.boolean()),
});
export type EmailSettings = { settings: Record<NewsletterList, boolean> };

export const notificationSchema = z.object({
  key: z.string(),
  content: z.string(),
  action_message: z.string(),
  action_url: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.object({ objects: z.array(notificationSchema) });

export const referralResponseSchema = z.object({ referral_code: z.string(), first_name: z.string(), last_name: z.string() });
export type Referral = z.infer<typeof referralResponseSchema>;

export const avatarResponseSchema = z.object({ photo: z.string(), photo_thumbnail: z.string() });

export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const mailboxResponseSchema = z.object({ objects: z.array(mailboxMessageSchema) });
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

/** Calls the client must not send as_user on (spec section 6): login, registration, passwords, me. */
export const nonImpersonablePaths = [
  'member/login',
  'member/ip-address-login',
  'member/register',
  'member/finish-signup',
  'member/forgot-password',
  'member/reset-password',
  'member/is-need-reset-password',
  'member/change-password',
  'member/resend-verify-email',
  'member/verify-email',
  'member/me',
  'member/logout',
  'member/logout-all',
  'social-auth',
] as const;

/** True for an API path (relative to /api/v1/, slashes optional) on which impersonation does not apply. */
export function isNonImpersonable(path: string): boolean {
  const clean = path.replace(/^\/+/, '').replace(/^api\/v1\//, '');
  return nonImpersonablePaths.some((p) => clean === p || clean.startsWith(`${p}/`));
}
