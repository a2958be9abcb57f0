/**
 * Member accounts: lookup, the member view the browser keeps, registration, login and the
 * profile. Services take (db, clock value, ...) and throw HttpError for the caller's mistakes.
 */
import { hintsTreeIds } from '../hints/service';
import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Member, MemberPatch, ProfilePatch, SocialProvider } from '../../../protocol/accounts';
import { isChinese, slugify } from '../../../protocol/names';
import { issueKey } from '../../auth/keys';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { currentSubscription } from '../subscriptions/service';

export type UserRow = Selectable<UsersTable>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function getUser(db: Db, id: string): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export const avatarUrl = (relative: string) => (relative ? `/api/v1/member/avatar/${relative.replace(/^avatars\//, '')}` : '');

/** Trees someone else owns that list this member (by account or by address), newest share first. */
async function sharedTreeIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tree_members')
    .innerJoin('family_trees', 'family_trees.id', 'tree_members.tree_id')
    .innerJoin('users', (join) => join.on((eb) => eb.or([eb('users.id', '=', eb.ref('tree_members.user_id')), eb(eb.fn('lower', ['users.email']), '=', eb.fn('lower', ['tree_members.email']))])))
    .select(['family_trees.id', 'tree_members.created_at'])
    .where('users.id', '=', userId)
    .where('family_trees.owner_id', '<>', userId)
    .where('family_trees.import_key', 'is', null)
    .orderBy('tree_members.created_at', 'desc')
    .orderBy('family_trees.id')
    .execute();
  return [...new Set(rows.map((r) => r.id))];
}

export async function memberView(db: Db, userId: string, impersonatedBy?: string, now = new Date()): Promise<Member> {
  const u = await getUser(db, userId);
  const [reviewed, tutorials, social, shared, subscription, hints] = await Promise.all([
    db.selectFrom('reviewed_items').select('key').where('user_id', '=', userId).orderBy('key').execute(),
    db.selectFrom('tutorials_shown').select('tutorial_id').where('user_id', '=', userId).orderBy('tutorial_id').execute(),
    db.selectFrom('social_accounts').select('provider').where('user_id', '=', userId).orderBy('provider').execute(),
    sharedTreeIds(db, userId),
    currentSubscription(db, userId, now),
    hintsTreeIds(db, userId),
  ]);
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    surname_ch: u.surname_ch,
    surname_en: u.surname_en,
    ancestral_province: u.ancestral_province,
    ancestral_prefecture_city: u.ancestral_prefecture_city,
    ancestral_district_county: u.ancestral_district_county,
    ancestral_town: u.ancestral_town,
    ancestral_village: u.ancestral_village,
    photo: avatarUrl(u.photo),
    photo_thumbnail: avatarUrl(u.photo_thumbnail),
    subscribe_to_newsletter: u.subscribe_to_newsletter,
    color_code_gender: u.color_code_gender,
    tree_show_birth_order: u.tree_show_birth_order,
    name_display: { script: u.name_script, first: u.name_first },
    referral_code: u.referral_code,
    entry_point_url: u.entry_point_url,
    entry_point_name: u.entry_point_name,
    email_verified: u.email_verified,
    is_onboarded: u.is_onboarded,
    onboarding_step: u.onboarding_step,
    is_staff: u.is_staff,
    is_shared: u.is_shared,
    family_tree_id: u.family_tree_id,
    shared_tree_ids: shared,
    fws_username: u.fws_username,
    has_password: u.password_hash !== '',
    reviewed_items: reviewed.map((r) => r.key),
    tutorials_shown: tutorials.map((t) => t.tutorial_id),
    hints_tree_ids: hints,
    connected_accounts: social.map((s) => s.provider as SocialProvider),
    is_subscribed: subscription !== null,
    subscription,
    ...(impersonatedBy ? { impersonated_by: impersonatedBy } : {}),
  };
}

/** Surnames typed at sign-up fill the empty English and Chinese surname fields, first of each script. */
export function surnameFields(surnames: string[], current: { surname_en: string; surname_ch: string }) {
  const out: { surname_en?: string; surname_ch?: string } = {};
  for (const name of surnames.map((s) => s.trim()).filter(Boolean)) {
    if (isChinese(name)) {
      if (!current.surname_ch && !out.surname_ch) out.surname_ch = name;
    } else if (!current.surname_en && !out.surname_en) out.surname_en = name;
  }
  return out;
}

async function freeUsername(db: Db, email: string): Promise<string> {
  const base = slugify(email.split('@')[0]).slice(0, 30) || 'member';
  for (let candidate = base; ; candidate = `${base}-${randomBytes(3).toString('hex')}`) {
    const taken = await db.selectFrom('users').select('id').where('username', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

const newReferralCode = () => randomBytes(5).toString('hex').toUpperCase();

export const duplicateEmail = () => badRequest('A member with this e-mail address already exists.', {
  email: ['A member with this e-mail address already exists. Log in or reset your password.'],
});

/** Creates an account; the caller has checked the password rules. Answers the new row. */
export async function createUser(
  db: Db,
  values: Omit<Insertable<UsersTable>, 'username' | 'referral_code'>,
  now: Date,
  referralCode = '',
): Promise<UserRow> {
  if (await findUserByEmail(db, values.email)) throw duplicateEmail();
  let referredBy: string | null = null;
  if (referralCode) {
    // A stale or mistyped code must not block the sign-up: it simply refers nobody.
    const referrer = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['referral_code']), '=', referralCode.toLowerCase()))
      .executeTakeFirst();
    referredBy = referrer?.id ?? null;
  }
  return db
    .insertInto('users')
    .values({
      ...values,
      email: values.email.trim(),
      username: await freeUsername(db, values.email),
      referral_code: newReferralCode(),
      referred_by: referredBy,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const badCredentials = () => badRequest('Unable to log in with the provided e-mail and password.');

/** Checks e-mail and password; the same answer for an unknown e-mail and a wrong password. */
/**
 * A hash of nothing anyone can type: checked against when there is no account (or no password), so an
 * unknown e-mail costs the same hashing time as a known one and the time of the answer tells nothing.
 */
const DECOY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.password_hash || DECOY_HASH);
  if (!user || !user.password_hash || !matches) throw badCredentials();
  return user;
}

export type LoginReason = 'login' | 'register' | 'social_login' | 'social_register' | 'ip_address';

export async function loginAnswer(db: Db, user: UserRow, reason: LoginReason, now: Date) {
  const key = await issueKey(db, user.id, now);
  return { username: user.username, key, family_tree_id: user.family_tree_id, _reason: reason };
}

export async function updateProfile(db: Db, userId: string, patch: ProfilePatch | MemberPatch): Promise<void> {
  const { name_display: names, ...columns } = patch as MemberPatch;
  const values = names ? { ...columns, name_script: names.script, name_first: names.first } : columns;
  if (Object.keys(values).length === 0) return;
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}
