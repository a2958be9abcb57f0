/**
 * Sign-up finished from the e-mail: registering writes a pending sign-up and mails its link; the
 * account is created only when the link is opened, which proves the address. Registering an address
 * that has an account answers the same and mails its owner, so the answer tells nobody which
 * addresses are taken, and no one is logged in before the mailbox is proven.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { registerRequestSchema, SignupStarted } from '../../../protocol/accounts';
import { hashKey } from '../../auth/keys';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/database';
import type { PendingSignupPayload } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { alreadyRegisteredMail, finishSignupMail } from '../../mail/templates';
import { createUser, findUserByEmail, surnameFields, type UserRow } from './service';

export const SIGNUP_LIFETIME_MS = 48 * 3_600_000;

type Registration = z.output<typeof registerRequestSchema>;

export const signupStarted = (email: string): SignupStarted => ({
  detail: `We sent a link to ${email}. Open it to finish creating your account.`,
  email,
});

/** Mails the owner of a taken address, or a finish link for a free one; answers the same either way. */
export async function startSignup(db: Db, mailer: Mailer, publicUrl: string, body: Registration, now: Date): Promise<SignupStarted> {
  const email = body.email.trim();
  // Hashed in both cases, so the time of the answer does not tell a taken address from a free one.
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await mailer.send(db, alreadyRegisteredMail(existing.email, publicUrl), now);
    return signupStarted(email);
  }
  const payload: PendingSignupPayload = {
    password_hash: passwordHash,
    first_name: body.first_name,
    surnames: [body.surname, ...body.surnames].filter((s) => s.length > 0),
    subscribe_to_newsletter: body.subscribe_to_newsletter,
    entry_point_url: body.entry_point_url,
    entry_point_name: body.entry_point_name,
    referral_code: body.referral_code,
    redirect: body.redirect,
  };
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('pending_signups')
    .values({ email, token_hash: hashKey(token), payload: JSON.stringify(payload), created_at: now, expires_at: new Date(now.getTime() + SIGNUP_LIFETIME_MS) })
    .execute();
  await mailer.send(db, finishSignupMail(email, publicUrl, token), now);
  return signupStarted(email);
}

const linkMessages = {
  unknown: 'This sign-up link is not valid. Please sign up again to get a new one.',
  used: 'This sign-up link has already been used. Log in with the e-mail address and password you chose.',
  expired: 'This sign-up link has expired. Please sign up again to get a new one.',
};
const badLink = (reason: keyof typeof linkMessages) => badRequest(linkMessages[reason], { token: [linkMessages[reason]] });

export interface FinishedSignup {
  user: UserRow;
  payload: PendingSignupPayload;
}

/**
 * Creates the account the link carries, in the caller's transaction: the link must be known, unused
 * and unexpired and the address still without an account. Every other pending link of the address
 * is used up with it.
 */
export async function finishSignup(trx: Db, token: string, now: Date): Promise<FinishedSignup> {
  const found = await trx.selectFrom('pending_signups').select(['email']).where('token_hash', '=', hashKey(token)).executeTakeFirst();
  if (!found) throw badLink('unknown');
  // Locks every pending link of the address, so two links opened at once create one account.
  const rows = await trx
    .selectFrom('pending_signups')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', found.email.toLowerCase())
    .forUpdate()
    .execute();
  const row = rows.find((r) => r.token_hash === hashKey(token));
  if (!row) throw badLink('unknown');
  if (row.used_at) throw badLink('used');
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw badLink('expired');
  if (await findUserByEmail(trx, row.email)) {
    throw conflict(`${row.email} already has an account. Log in, or reset the password from the login page.`, {
      email: [`${row.email} already has an account.`],
    });
  }
  const payload = row.payload;
  const user = await createUser(
    trx,
    {
      email: row.email,
      password_hash: payload.password_hash,
      first_name: payload.first_name,
      subscribe_to_newsletter: payload.subscribe_to_newsletter,
      entry_point_url: payload.entry_point_url,
      entry_point_name: payload.entry_point_name,
      // The link proves the address.
      email_verified: true,
      ...surnameFields(payload.surnames, { surname_en: '', surname_ch: '' }),
    },
    now,
    payload.referral_code,
  );
  await trx
    .updateTable('pending_signups')
    .set({ used_at: now })
    .where(sql<string>`lower(email)`, '=', row.email.toLowerCase())
    .where('used_at', 'is', null)
    .execute();
  return { user, payload };
}
