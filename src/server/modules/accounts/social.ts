/**
 * Social sign-in: the browser gets an access token from Google or Facebook; the server asks the
 * provider's user-info endpoint (URL from the environment) who it belongs to, then logs in the
 * linked member, links a member with the same verified e-mail, or creates one.
 */
import type { SocialProvider } from '../../../protocol/accounts';
import type { Db } from '../../db/database';
import type { AppConfig } from '../../deps';
import { badRequest } from '../../http/errors';
import { createUser, findUserByEmail, getUser, type UserRow } from './service';

const names: Record<SocialProvider, string> = { 'google-oauth2': 'Google', facebook: 'Facebook' };

export interface ProviderProfile {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

function endpoint(config: AppConfig, provider: SocialProvider): string {
  const url = provider === 'google-oauth2' ? config.social?.googleUserInfoUrl : config.social?.facebookUserInfoUrl;
  if (!url) throw badRequest(`${names[provider]} sign-in is not configured`);
  return url;
}

export async function fetchProviderProfile(config: AppConfig, provider: SocialProvider, accessToken: string): Promise<ProviderProfile> {
  const url = new URL(endpoint(config, provider));
  if (provider === 'facebook') {
    url.searchParams.set('fields', 'id,email,first_name,last_name');
    url.searchParams.set('access_token', accessToken);
  }
  const failed = () => badRequest(`Your ${names[provider]} sign-in could not be verified. Please try again.`);
  let body: Record<string, unknown>;
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw failed();
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    throw failed();
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const id = str(body.sub) || str(body.id);
  if (!id) throw failed();
  return {
    id,
    email: str(body.email),
    // Facebook only returns e-mail addresses it has confirmed.
    emailVerified: provider === 'facebook' ? Boolean(body.email) : body.email_verified === true || body.email_verified === 'true',
    firstName: str(body.given_name) || str(body.first_name),
    lastName: str(body.family_name) || str(body.last_name),
  };
}

export interface SocialSignUp {
  entry_point_url: string;
  entry_point_name: string;
  referral_code: string;
}

/** The member behind the provider account, and whether it was created now. */
export async function socialMember(
  db: Db,
  provider: SocialProvider,
  profile: ProviderProfile,
  signUp: SocialSignUp,
  now: Date,
): Promise<{ user: UserRow; created: boolean }> {
  const linked = await db
    .selectFrom('social_accounts')
    .select('user_id')
    .where('provider', '=', provider)
    .where('provider_user_id', '=', profile.id)
    .executeTakeFirst();
  if (linked) return { user: await getUser(db, linked.user_id), created: false };
  if (!profile.email) throw badRequest(`Your ${names[provider]} account has no e-mail address. Please register with your e-mail.`);
  let user = await findUserByEmail(db, profile.email);
  if (user && !profile.emailVerified) {
    throw badRequest(`Your ${names[provider]} e-mail address is not verified. Log in with your password instead.`);
  }
  const created = !user;
  user ??= await createUser(
    db,
    {
      email: profile.email,
      password_hash: '',
      first_name: profile.firstName,
      last_name: profile.lastName,
      email_verified: profile.emailVerified,
      entry_point_url: signUp.entry_point_url,
      entry_point_name: signUp.entry_point_name,
    },
    now,
    signUp.referral_code,
  );
  await db.insertInto('social_accounts').values({ provider, provider_user_id: profile.id, user_id: user.id, email: profile.email, created_at: now }).execute();
  return { user, created };
}

export async function connectSocial(db: Db, userId: string, provider: SocialProvider, profile: ProviderProfile, now: Date): Promise<void> {
  const linked = await db
    .selectFrom('social_accounts')
    .select('user_id')
    .where('provider', '=', provider)
    .where('provider_user_id', '=', profile.id)
    .executeTakeFirst();
  if (linked?.user_id === userId) return;
  if (linked) throw badRequest(`This ${names[provider]} account is already connected to another member.`);
  await db.insertInto('social_accounts').values({ provider, provider_user_id: profile.id, user_id: userId, email: profile.email, created_at: now }).execute();
}
