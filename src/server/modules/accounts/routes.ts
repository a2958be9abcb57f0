/** Member calls of spec section 7 under /api/v1/member/. */
import { rm } from 'node:fs/promises';
import { BlockList, isIP } from 'node:net';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  emailSettingsSchema,
  finishSignupRequestSchema,
  forgotPasswordRequestSchema,
  ipLoginRequestSchema,
  isNeedResetRequestSchema,
  loginRequestSchema,
  MAX_UPLOAD_BYTES,
  memberPatchSchema,
  emailSettingLists,
  isServiceEmailList,
  registerRequestSchema,
  resetPasswordRequestSchema,
  reviewedItemRequestSchema,
  tutorialShownRequestSchema,
  verifyEmailRequestSchema,
  type NewsletterList,
} from '../../../protocol/accounts';
import { revokeAllKeys, revokeKey, hashKey } from '../../auth/keys';
import { requireUser } from '../../auth/middleware';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/database';
import type { AppDeps, AppEnv } from '../../deps';
import { receiveMultipart, type UploadedFile } from '../../files/multipart';
import { uploadsDir } from '../../files/storage';
import { fileStore } from '../../files/store';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { parseBody, parseParams } from '../../http/validate';
import { createMailer } from '../../mail/mailer';
import { resetPasswordMail, verifyEmailMail } from '../../mail/templates';
import { AVATAR_TYPES, checkAvatarFile, saveAvatar, THUMBNAIL_SIZE } from './avatar';
import { checkNewPassword } from './passwords';
import { clientIp } from '../../http/address';
import { clearLoginFailures, recordLoginFailure, throttleLogin } from './loginThrottle';
import { takeAttempt } from './rateLimit';
import {
  avatarUrl,
  checkCredentials,
  findUserByEmail,
  getUser,
  loginAnswer,
  memberView,
  surnameFields,
  updateProfile,
  type UserRow,
} from './service';
import { finishSignup, startSignup } from './signup';
import { consumeEmailToken, issueEmailToken, revokeEmailTokens, type TokenCheck } from './tokens';
import { newsletterLists as newsletterListIds } from '../../../protocol/content';
import { newsletterDeps } from '../newsletter/routes';
import { requestSubscription } from '../newsletter/service';

const tokenMessages: Record<Exclude<TokenCheck, { ok: true }>['reason'], string> = {
  unknown: 'This link is not valid. Please ask for a new one.',
  used: 'This link has already been used.',
  expired: 'This link has expired. Please ask for a new one.',
};

export async function emailSettings(db: Db, user: UserRow): Promise<Record<NewsletterList, boolean>> {
  const rows = await db.selectFrom('email_settings').select(['list', 'subscribed']).where('user_id', '=', user.id).execute();
  const saved = new Map(rows.map((r) => [r.list, r.subscribed]));
  // A newsletter never chosen follows the sign-up newsletter choice; a service e-mail is on until turned off.
  return Object.fromEntries(emailSettingLists.map((l) => [l.id, saved.get(l.id) ?? (isServiceEmailList(l.id) || user.subscribe_to_newsletter)])) as Record<NewsletterList, boolean>;
}

export function memberRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const mailer = deps.mailer ?? createMailer(deps.logger);
  const now = () => deps.clock();
  const view = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    return memberView(db, user.id, user.impersonated_by?.email, now());
  };
  const sendVerify = async (user: { id: string; email: string }) => {
    const token = await issueEmailToken(db, user.id, 'verify', now());
    await mailer.send(db, verifyEmailMail(user.email, deps.config.publicUrl, token), now());
  };
  const fillSurnames = async (user: UserRow, surnames: string[]) => {
    const fields = surnameFields(surnames, user);
    if (Object.keys(fields).length) await db.updateTable('users').set(fields).where('id', '=', user.id).execute();
  };

  return new Hono<AppEnv>({ strict: false })
    .post('/login', async (c) => {
      const body = await parseBody(c, loginRequestSchema);
      const ip = clientIp(c, deps.config);
      await throttleLogin(db, body.email, ip, now(), deps.config.rateLimitIpMultiplier);
      const user = await checkCredentials(db, body.email, body.password).catch(async (err: unknown) => {
        await recordLoginFailure(db, body.email, ip, now());
        throw err;
      });
      await clearLoginFailures(db, body.email, ip);
      await fillSurnames(user, body.surnames);
      return c.json(await loginAnswer(db, user, 'login', now()));
    })
    .post('/ip-address-login', async (c) => {
      const body = await parseBody(c, ipLoginRequestSchema);
      const ip = clientIp(c, deps.config);
      await takeAttempt(db, 'login', ip, '', now(), deps.config.rateLimitIpMultiplier);
      const family = isIP(ip);
      const ranges = family ? await db.selectFrom('ip_login_ranges').select(['cidr', 'user_id']).orderBy('created_at').execute() : [];
      const match = ranges.find((r) => {
        const [address, prefix] = r.cidr.split('/');
        const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
        const list = new BlockList();
        list.addSubnet(address, Number(prefix ?? (type === 'ipv6' ? 128 : 32)), type);
        return list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
      });
      if (!match) throw forbidden('Your network address is not registered for institutional access.');
      const user = await getUser(db, match.user_id);
      await fillSurnames(user, body.surnames);
      return c.json(await loginAnswer(db, user, 'ip_address', now()));
    })
    .post('/register', async (c) => {
      const body = await parseBody(c, registerRequestSchema);
      await takeAttempt(db, 'register', clientIp(c, deps.config), body.email, now(), deps.config.rateLimitIpMultiplier);
      checkNewPassword(body.password, body.password_confirm, body.email);
      // A free address gets a link that creates the account; a taken one's owner is told of the
      // attempt. The answer is the same (202), so it cannot be used to find who has an account.
      return c.json(await startSignup(db, mailer, deps.config.publicUrl, body, now()), 202);
    })
    .post('/finish-signup', async (c) => {
      const body = await parseBody(c, finishSignupRequestSchema);
      const at = now();
      const { user, payload, answer } = await db.transaction().execute(async (trx) => {
        const finished = await finishSignup(trx, body.token, at);
        return { ...finished, answer: await loginAnswer(trx, finished.user, 'register', at) };
      });
      // The opt-in asks for every list, confirmed by its own link like the footer form (double opt-in).
      if (payload.subscribe_to_newsletter) {
        await requestSubscription(newsletterDeps(deps), { email: user.email, lists: [...newsletterListIds], userId: user.id, source: 'register' });
      }
      return c.json({ ...answer, redirect: payload.redirect }, 201);
    })
    .post('/logout', async (c) => {
      const user = requireUser(c);
      await revokeKey(db, user.key, now());
      return c.json({ detail: 'Logged out.' });
    })
    .post('/logout-all', async (c) => {
      const user = requireUser(c);
      await revokeAllKeys(db, user.id, now());
      return c.json({ detail: 'Logged out on every device.' });
    })
    .post('/forgot-password', async (c) => {
      const body = await parseBody(c, forgotPasswordRequestSchema);
      await takeAttempt(db, 'forgot', clientIp(c, deps.config), body.email, now(), deps.config.rateLimitIpMultiplier);
      const user = await findUserByEmail(db, body.email);
      if (user) {
        const token = await issueEmailToken(db, user.id, 'reset', now());
        await mailer.send(db, resetPasswordMail(user.email, deps.config.publicUrl, token), now());
      }
      // The same answer either way, so the call cannot be used to find out who has an account.
      return c.json({ detail: `If an account exists for ${body.email}, we have sent it a link to reset the password.` });
    })
    .post('/reset-password', async (c) => {
      const body = await parseBody(c, resetPasswordRequestSchema);
      const peek = await db
        .selectFrom('email_tokens')
        .innerJoin('users', 'users.id', 'email_tokens.user_id')
        .select(['users.email'])
        .where('email_tokens.token_hash', '=', hashKey(body.token))
        .executeTakeFirst();
      // Password rules first, so a weak password does not use up the link.
      checkNewPassword(body.password, body.password_confirm, peek?.email ?? '');
      const result = await consumeEmailToken(db, body.token, 'reset', now());
      if (!result.ok) throw badRequest(tokenMessages[result.reason], { token: [tokenMessages[result.reason]] });
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(body.password), email_verified: true })
        .where('id', '=', result.userId)
        .execute();
      await revokeAllKeys(db, result.userId, now());
      return c.json({ detail: 'Your password has been reset. Please log in with the new password.' });
    })
    .post('/is-need-reset-password', async (c) => {
      const body = await parseBody(c, isNeedResetRequestSchema);
      const user = await findUserByEmail(db, body.email);
      return c.json({ is_need_reset: Boolean(user && !user.password_hash) });
    })
    .post('/resend-verify-email', async (c) => {
      const auth = requireUser(c);
      const user = await getUser(db, auth.id);
      if (user.email_verified) throw badRequest('Your e-mail address is already verified.');
      await takeAttempt(db, 'resend', clientIp(c, deps.config), user.email, now(), deps.config.rateLimitIpMultiplier);
      await sendVerify(user);
      return c.json({ detail: `We have sent a new verification e-mail to ${user.email}.` });
    })
    .post('/verify-email', async (c) => {
      const body = await parseBody(c, verifyEmailRequestSchema);
      const result = await consumeEmailToken(db, body.token, 'verify', now());
      if (!result.ok) throw badRequest(tokenMessages[result.reason], { token: [tokenMessages[result.reason]] });
      await db.updateTable('users').set({ email_verified: true }).where('id', '=', result.userId).execute();
      return c.json({ detail: 'Your e-mail address is verified.' });
    })
    .get('/me', async (c) => c.json(await view(c)))
    .get('/refresh', async (c) => c.json(await view(c)))
    .get('/tutorials-shown', async (c) => {
      const user = requireUser(c);
      const rows = await db.selectFrom('tutorials_shown').select('tutorial_id').where('user_id', '=', user.id).orderBy('tutorial_id').execute();
      return c.json({ tutorials_shown: rows.map((r) => r.tutorial_id) });
    })
    .post('/tutorials-shown', async (c) => {
      const user = requireUser(c);
      const body = await parseBody(c, tutorialShownRequestSchema);
      await db
        .insertInto('tutorials_shown')
        .values({ user_id: user.id, tutorial_id: body.tutorial_id, created_at: now() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const rows = await db.selectFrom('tutorials_shown').select('tutorial_id').where('user_id', '=', user.id).orderBy('tutorial_id').execute();
      return c.json({ tutorials_shown: rows.map((r) => r.tutorial_id) });
    })
    .get('/reviewed-items', async (c) => {
      const user = requireUser(c);
      const rows = await db.selectFrom('reviewed_items').select('key').where('user_id', '=', user.id).orderBy('key').execute();
      return c.json({ reviewed_items: rows.map((r) => r.key) });
    })
    .post('/reviewed-items', async (c) => {
      const user = requireUser(c);
      const body = await parseBody(c, reviewedItemRequestSchema);
      await db.insertInto('reviewed_items').values({ user_id: user.id, key: body.key, created_at: now() }).onConflict((oc) => oc.doNothing()).execute();
      const rows = await db.selectFrom('reviewed_items').select('key').where('user_id', '=', user.id).orderBy('key').execute();
      return c.json({ reviewed_items: rows.map((r) => r.key) });
    })
    .post('/upload-avatar', async (c) => {
      const user = requireUser(c);
      const { file } = await receiveMultipart(c.req.raw, {
        dir: uploadsDir(deps.config.dataDir),
        fileField: 'photo',
        maxFileBytes: MAX_UPLOAD_BYTES,
        tooLargeMessage: 'The file is larger than 100 MB.',
        missing: { photo: ['Choose an image to upload.'] },
      });
      let checked: UploadedFile;
      try {
        checked = checkAvatarFile(file);
      } catch (err) {
        if (file) await rm(file.path, { force: true });
        throw err;
      }
      const saved = await saveAvatar(db, fileStore(deps), user.id, checked, (path) => deps.pool.run('images.squareThumbnail', { path, side: THUMBNAIL_SIZE, field: 'photo' }));
      return c.json({ photo: avatarUrl(saved.photo), photo_thumbnail: avatarUrl(saved.photoThumbnail) });
    })
    .get('/avatar/:userId/:name', async (c) => {
      const { userId, name } = parseParams(c, z.object({ userId: z.uuid(), name: z.string().regex(/^[a-f0-9]+(-thumb)?\.[a-z]+$/) }));
      const stored = await fileStore(deps).get(`avatars/${userId}/${name}`);
      if (!stored) throw notFound('No such avatar.');
      return c.body(Readable.toWeb(stored.body) as unknown as ReadableStream<Uint8Array>, 200, {
        'content-type': AVATAR_TYPES[name.split('.').pop()!] ?? 'application/octet-stream',
        'content-length': String(stored.size),
        'cache-control': 'public, max-age=31536000, immutable',
        // An SVG avatar is shown as an image, never run as a document.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      });
    })
    .post('/change-password', async (c) => {
      const auth = requireUser(c);
      const body = await parseBody(c, changePasswordRequestSchema);
      const user = await getUser(db, auth.id);
      if (user.password_hash && !(await verifyPassword(body.old_password, user.password_hash))) {
        throw badRequest('Your current password is incorrect.', { old_password: ['Your current password is incorrect.'] });
      }
      checkNewPassword(body.password, body.password_confirm, user.email);
      await db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', user.id).execute();
      // A reset link mailed before (perhaps to an attacker who read the mailbox) no longer works.
      await revokeEmailTokens(db, user.id, 'reset', now());
      // Other devices must log in again with the new password; this one stays logged in.
      await db
        .updateTable('login_keys')
        .set({ revoked_at: now() })
        .where('user_id', '=', user.id)
        .where('key_hash', '<>', hashKey(auth.key))
        .where('revoked_at', 'is', null)
        .execute();
      return c.json({ detail: 'Your password has been changed.' });
    })
    .get('/email-settings', async (c) => {
      const user = await getUser(db, requireUser(c).id);
      return c.json({ settings: await emailSettings(db, user) });
    })
    .post('/email-settings', async (c) => {
      const auth = requireUser(c);
      const body = await parseBody(c, emailSettingsSchema);
      const rows = Object.entries(body.settings).map(([list, subscribed]) => ({ user_id: auth.id, list, subscribed: Boolean(subscribed), updated_at: now() }));
      if (rows.length) {
        await db
          .insertInto('email_settings')
          .values(rows)
          .onConflict((oc) => oc.columns(['user_id', 'list']).doUpdateSet((eb) => ({ subscribed: eb.ref('excluded.subscribed'), updated_at: eb.ref('excluded.updated_at') })))
          .execute();
      }
      return c.json({ settings: await emailSettings(db, await getUser(db, auth.id)) });
    })
    .patch('/:id', async (c) => {
      const auth = requireUser(c);
      const { id } = parseParams(c, z.object({ id: z.string() }));
      const self = await getUser(db, auth.id);
      if (id !== self.id && id !== self.username) throw forbidden('You can only change your own settings.');
      await updateProfile(db, auth.id, await parseBody(c, memberPatchSchema));
      return c.json(await view(c));
    });
}
