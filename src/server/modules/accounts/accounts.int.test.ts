import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import { passwordMessages } from '../../../protocol/accounts';
import { countRows, lastLinkToken, signUp } from './testing';

// How many passwords were checked: an unknown e-mail must cost a check too.
// How many passwords were checked and hashed: an unknown e-mail must cost a check too, and a taken
// address at sign-up a hash like a free one.
const hashing = vi.hoisted(() => ({ calls: 0, hashes: 0 }));
vi.mock('../../auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../auth/password')>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => (hashing.calls++, real.verifyPassword(...args)),
    hashPassword: (...args: Parameters<typeof real.hashPassword>) => (hashing.hashes++, real.hashPassword(...args)),
  };
});

let t: TestApp;
beforeAll(async () => {
  // A fresh client address per call keeps the per-address limits out of tests about other things.
  t = await testApp({ config: { version: 'test', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir: '.tmp/test-data', trustProxy: true } });
});
let nextIp = 1;
afterAll(() => t.close());
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${nextIp++ % 250}` });

const post = (path: string, json: unknown, token?: string, headers?: Record<string, string>) =>
  t.request(`/api/v1/member/${path}/`, { method: 'POST', json, token, headers: { 'x-forwarded-for': `198.51.100.${nextIp++ % 250}`, ...headers } });
const strong = 'Lotus-Garden-1938';
const registration = (email: string, extra: Record<string, unknown> = {}) => ({ email, password: strong, password_confirm: strong, ...extra });

describe('register', () => {
  it('mails a link to PUBLIC_URL; opening it creates the account, verified, and logs in', async () => {
    const users = await countRows(t.database.db, 'users');
    const res = await post('register', registration('Mei.Lin@example.com', { first_name: 'Mei', surname: '', surnames: ['', '林', 'Lim'], subscribe_to_newsletter: true, redirect: '/familytree/abc' }));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ detail: 'We sent a link to Mei.Lin@example.com. Open it to finish creating your account.', email: 'Mei.Lin@example.com' });
    // Nothing exists and no one is logged in until the link is opened.
    expect(await countRows(t.database.db, 'users')).toBe(users);
    const mail = await t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'Mei.Lin@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Finish creating your Xungen account');
    expect(mail.text_body).toContain('http://localhost:3000/verify-email?signup=');

    const token = await lastLinkToken(t.database.db, 'Mei.Lin@example.com', 'signup');
    const finished = await post('finish-signup', { token });
    expect(finished.status).toBe(201);
    const body = await finished.json();
    expect(body).toMatchObject({ username: 'meilin', family_tree_id: null, _reason: 'register', redirect: '/familytree/abc' });
    expect(body.key).toMatch(/^[0-9a-f]{40}$/);
    const me = await (await t.request('/api/v1/member/me/', { token: body.key })).json();
    expect(me).toMatchObject({ email: 'Mei.Lin@example.com', first_name: 'Mei', surname_ch: '林', surname_en: 'Lim', email_verified: true, subscribe_to_newsletter: true });
    // The newsletter choice asks for its own confirmation (double opt-in).
    const optIn = await t.database.db.selectFrom('newsletter_signups').select(['source', 'user_id']).where('email', '=', 'Mei.Lin@example.com').executeTakeFirstOrThrow();
    expect(optIn).toEqual({ source: 'register', user_id: me.id });
    // The password chosen at sign-up is the account's.
    expect((await post('login', { email: 'mei.lin@example.com', password: strong })).status).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email', password: strong, password_confirm: strong }, 'email', 'Enter a valid e-mail address.'],
    [{ email: 'a@b.museum', password: strong, password_confirm: strong }, 'email', 'Enter a valid e-mail address.'],
    [{ email: 'short@example.com', password: 'Ab1!xyz', password_confirm: 'Ab1!xyz' }, 'password', passwordMessages.tooShort],
    [{ email: 'same@example.com', password: 'same@example.com', password_confirm: 'same@example.com' }, 'password', passwordMessages.isEmail],
    [{ email: 'common@example.com', password: 'Password123', password_confirm: 'Password123' }, 'password', passwordMessages.common],
    [{ email: 'typo@example.com', password: strong, password_confirm: `${strong}x` }, 'password_confirm', passwordMessages.mismatch],
    [{ email: 'away@example.com', password: strong, password_confirm: strong, redirect: 'https://elsewhere.example/' }, 'redirect', 'The redirect must be a path on this site.'],
  ])('refuses %j with 400 on %s and creates nothing', async (body, field, message) => {
    const [users, pending, mails] = [await countRows(t.database.db, 'users'), await countRows(t.database.db, 'pending_signups'), await countRows(t.database.db, 'outbox')];
    const res = await post('register', body);
    expect(res.status).toBe(400);
    expect((await res.json()).fields[field]).toContain(message);
    expect(await countRows(t.database.db, 'users')).toBe(users);
    expect(await countRows(t.database.db, 'pending_signups')).toBe(pending);
    expect(await countRows(t.database.db, 'outbox')).toBe(mails);
  });

  it('answers a taken address exactly like a free one, hashing alike, and mails its owner instead', async () => {
    await signUp(t, registration('wong@example.com'), fresh());
    const users = await countRows(t.database.db, 'users');
    const pending = await countRows(t.database.db, 'pending_signups');
    hashing.hashes = 0;
    const taken = await post('register', registration('WONG@Example.com'));
    expect(hashing.hashes).toBe(1);
    const free = await post('register', registration('WONG2@Example.com'));
    expect(hashing.hashes).toBe(2);
    expect(taken.status).toBe(202);
    expect(free.status).toBe(202);
    const [takenBody, freeBody] = [await taken.json(), await free.json()];
    expect(takenBody).toEqual({ detail: 'We sent a link to WONG@Example.com. Open it to finish creating your account.', email: 'WONG@Example.com' });
    expect(freeBody).toEqual({ ...takenBody, detail: takenBody.detail.replace('WONG@', 'WONG2@'), email: 'WONG2@Example.com' });
    expect([...taken.headers.keys()].sort()).toEqual([...free.headers.keys()].sort());
    expect(await countRows(t.database.db, 'users')).toBe(users);
    // Only the free address waits for a link.
    expect(await countRows(t.database.db, 'pending_signups')).toBe(pending + 1);
    const mails = await t.database.db.selectFrom('outbox').select('subject').where('to_address', '=', 'wong@example.com').execute();
    expect(mails.map((m) => m.subject).sort()).toEqual(['Finish creating your Xungen account', 'Someone tried to sign up with your e-mail address']);
  });

  it('a later sign-up of the same address cannot change the password of an earlier link, and one link ends the others', async () => {
    expect((await post('register', registration('victim@example.com'))).status).toBe(202);
    const victims = await lastLinkToken(t.database.db, 'victim@example.com', 'signup');
    t.clock.advance(1000);
    expect((await post('register', registration('Victim@example.com', { password: 'Attacker-Pine-66', password_confirm: 'Attacker-Pine-66' }))).status).toBe(202);
    const attackers = await lastLinkToken(t.database.db, 'Victim@example.com', 'signup');
    expect(attackers).not.toBe(victims);

    const finished = await post('finish-signup', { token: victims });
    expect(finished.status).toBe(201);
    expect((await post('login', { email: 'victim@example.com', password: strong })).status).toBe(200);
    expect((await post('login', { email: 'victim@example.com', password: 'Attacker-Pine-66' })).status).toBe(400);
    const other = await post('finish-signup', { token: attackers });
    expect(other.status).toBe(400);
    expect((await other.json()).error).toBe('This sign-up link has already been used. Log in with the e-mail address and password you chose.');
    expect((await post('login', { email: 'victim@example.com', password: 'Attacker-Pine-66' })).status).toBe(400);
  });

  it('a link of an address that got an account meanwhile is 409 naming the address', async () => {
    expect((await post('register', registration('meanwhile@example.com'))).status).toBe(202);
    const token = await lastLinkToken(t.database.db, 'meanwhile@example.com', 'signup');
    await createTestUser(t.database.db, { email: 'meanwhile@example.com' });
    const res = await post('finish-signup', { token });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('meanwhile@example.com already has an account. Log in, or reset the password from the login page.');
  });

  it('an unknown, used or expired link is 400 and creates nothing', async () => {
    expect((await post('finish-signup', { token: 'nonsense' })).status).toBe(400);
    expect((await post('finish-signup', {})).status).toBe(400);
    const once = await signUp(t, registration('once@example.com'), fresh());
    expect(once.key).toMatch(/^[0-9a-f]{40}$/);
    const used = await post('finish-signup', { token: await lastLinkToken(t.database.db, 'once@example.com', 'signup') });
    expect(used.status).toBe(400);

    expect((await post('register', registration('late-signup@example.com'))).status).toBe(202);
    const late = await lastLinkToken(t.database.db, 'late-signup@example.com', 'signup');
    t.clock.advance(48 * 3_600_000 + 1);
    const users = await countRows(t.database.db, 'users');
    const expired = await post('finish-signup', { token: late });
    expect(expired.status).toBe(400);
    expect((await expired.json()).fields.token).toEqual(['This sign-up link has expired. Please sign up again to get a new one.']);
    expect(await countRows(t.database.db, 'users')).toBe(users);
  });

  it('links a referral code to the referrer and gives the new member a code of its own', async () => {
    const referrer = await signUp(t, registration('referrer@example.com', { first_name: 'Ah Kow' }), fresh());
    const code = (await (await t.request('/api/v1/member/me/', { token: referrer.key })).json()).referral_code;
    expect(code).toMatch(/^[0-9A-F]{10}$/);
    const lookup = await t.request(`/api/v1/referral-code/${code.toLowerCase()}/`);
    expect(await lookup.json()).toEqual({ referral_code: code, first_name: 'Ah Kow', last_name: '' });
    expect((await t.request('/api/v1/referral-code/NOPE/')).status).toBe(404);
    await signUp(t, registration('referred@example.com', { referral_code: code }), fresh());
    const row = await t.database.db.selectFrom('users').select('referred_by').where('email', '=', 'referred@example.com').executeTakeFirstOrThrow();
    const referrerRow = await t.database.db.selectFrom('users').select('id').where('email', '=', 'referrer@example.com').executeTakeFirstOrThrow();
    expect(row.referred_by).toBe(referrerRow.id);
  });
});

describe('login and logout', () => {
  it('answers username, key, family_tree_id and _reason; fills empty surnames', async () => {
    const user = await createTestUser(t.database.db, { email: 'chan@example.com' });
    const res = await post('login', { email: 'CHAN@example.com', password: user.password, surnames: ['陈'] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ family_tree_id: null, _reason: 'login' });
    expect(typeof body.username).toBe('string');
    const me = await (await t.request('/api/v1/member/me/', { token: body.key })).json();
    expect(me.surname_ch).toBe('陈');
  });

  it('a wrong password or unknown e-mail is 400 and issues no key', async () => {
    const user = await createTestUser(t.database.db);
    const keys = await countRows(t.database.db, 'login_keys');
    for (const body of [{ email: user.email, password: 'wrong-password' }, { email: 'nobody@example.com', password: 'whatever-1' }]) {
      const res = await post('login', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Unable to log in with the provided e-mail and password.');
    }
    expect(await countRows(t.database.db, 'login_keys')).toBe(keys);
  });

  it('logout revokes the key; logout-all revokes every key of the member', async () => {
    const user = await createTestUser(t.database.db);
    expect((await post('logout', {}, user.key)).status).toBe(200);
    expect((await t.request('/api/v1/member/me/', { token: user.key })).status).toBe(401);
    const a = (await (await post('login', { email: user.email, password: user.password })).json()).key;
    const b = (await (await post('login', { email: user.email, password: user.password })).json()).key;
    expect((await post('logout-all', {}, a)).status).toBe(200);
    expect((await t.request('/api/v1/member/me/', { token: b })).status).toBe(401);
    expect((await post('logout', {})).status).toBe(401);
  });

  it('hands out a product session id and keeps the one sent back', async () => {
    const first = await t.request('/api/v1/health/');
    const id = first.headers.get('x-session-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await t.request('/api/v1/health/', { headers: { 'x-session-id': id! } });
    expect(again.headers.get('x-session-id')).toBe(id);
  });

  it('an unknown key is 401', async () => {
    const res = await t.request('/api/v1/member/me/', { token: 'f'.repeat(40) });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('Invalid or revoked login key. Please log in again.');
  });
});

describe('e-mail verification', () => {
  // Sign-up proves the address; an unverified member is one made without it (staff, a social
  // sign-in whose provider did not prove the address), as createTestUser makes.
  const unverified = async (email: string) => {
    const user = await createTestUser(t.database.db, { email });
    expect((await post('resend-verify-email', {}, user.key)).status).toBe(200);
    return user;
  };

  it('verifies once; a reused, unknown or expired token is 400 and changes nothing', async () => {
    const { key } = await unverified('verify@example.com');
    const token = await lastLinkToken(t.database.db, 'verify@example.com', 'verify-email');
    expect((await post('verify-email', { token: 'nonsense' })).status).toBe(400);
    expect((await post('verify-email', { token })).status).toBe(200);
    expect((await (await t.request('/api/v1/member/me/', { token: key })).json()).email_verified).toBe(true);
    const again = await post('verify-email', { token });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('This link has already been used.');
    expect((await post('resend-verify-email', {}, key)).status).toBe(400);

    const other = await unverified('late@example.com');
    const late = await lastLinkToken(t.database.db, 'late@example.com', 'verify-email');
    t.clock.advance(7 * 86_400_000 + 1);
    const expired = await post('verify-email', { token: late });
    expect((await expired.json()).error).toBe('This link has expired. Please ask for a new one.');
    expect((await (await t.request('/api/v1/member/me/', { token: other.key })).json()).email_verified).toBe(false);
  });

  it('resend needs a login and sends a fresh link', async () => {
    expect((await post('resend-verify-email', {})).status).toBe(401);
    const { key } = await unverified('resend@example.com');
    const first = await lastLinkToken(t.database.db, 'resend@example.com', 'verify-email');
    t.clock.advance(1000);
    const res = await post('resend-verify-email', {}, key);
    expect(await res.json()).toEqual({ detail: 'We have sent a new verification e-mail to resend@example.com.' });
    const second = await lastLinkToken(t.database.db, 'resend@example.com', 'verify-email');
    expect(second).not.toBe(first);
  });
});

describe('password reset and change', () => {
  it('forgot-password mails a link; reset sets the password once and logs out everywhere', async () => {
    const user = await createTestUser(t.database.db, { email: 'reset@example.com' });
    const res = await post('forgot-password', { email: 'reset@example.com' });
    expect(res.status).toBe(200);
    const token = await lastLinkToken(t.database.db, 'reset@example.com', 'reset-password');
    const weak = await post('reset-password', { token, password: 'short', password_confirm: 'short' });
    expect(weak.status).toBe(400);
    expect(await post('login', { email: user.email, password: user.password }).then((r) => r.status)).toBe(200);
    const ok = await post('reset-password', { token, password: 'New-Bamboo-2026', password_confirm: 'New-Bamboo-2026' });
    expect(ok.status).toBe(200);
    expect((await t.request('/api/v1/member/me/', { token: user.key })).status).toBe(401);
    expect((await post('login', { email: user.email, password: user.password })).status).toBe(400);
    expect((await post('login', { email: user.email, password: 'New-Bamboo-2026' })).status).toBe(200);
    const reused = await post('reset-password', { token, password: 'Another-Pine-77', password_confirm: 'Another-Pine-77' });
    expect((await reused.json()).error).toBe('This link has already been used.');
    expect((await post('login', { email: user.email, password: 'Another-Pine-77' })).status).toBe(400);
  });

  it('only the newest reset link works: a newer one, using one, or a password change ends the others', async () => {
    const user = await createTestUser(t.database.db, { email: 'twice@example.com' });
    await post('forgot-password', { email: user.email });
    const older = await lastLinkToken(t.database.db, user.email, 'reset-password');
    t.clock.advance(1000);
    await post('forgot-password', { email: user.email });
    const newer = await lastLinkToken(t.database.db, user.email, 'reset-password');
    expect(newer).not.toBe(older);
    const stale = await post('reset-password', { token: older, password: 'Old-Link-Pine-7', password_confirm: 'Old-Link-Pine-7' });
    expect(stale.status).toBe(400);
    expect((await stale.json()).error).toBe('This link has expired. Please ask for a new one.');
    expect((await post('reset-password', { token: newer, password: 'New-Link-Bamboo-8', password_confirm: 'New-Link-Bamboo-8' })).status).toBe(200);

    // Two links out, one used: the other ends with it.
    t.clock.advance(1000);
    await post('forgot-password', { email: user.email });
    const first = await lastLinkToken(t.database.db, user.email, 'reset-password');
    await t.database.db.insertInto('email_tokens').values({ user_id: user.id, kind: 'reset', token_hash: 'f'.repeat(64), created_at: t.clock.now, expires_at: new Date(t.clock.now.getTime() + 86_400_000) }).execute();
    expect((await post('reset-password', { token: first, password: 'Third-Lotus-99', password_confirm: 'Third-Lotus-99' })).status).toBe(200);
    const left = await t.database.db.selectFrom('email_tokens').select('expires_at').where('token_hash', '=', 'f'.repeat(64)).executeTakeFirstOrThrow();
    expect(new Date(left.expires_at).getTime()).toBeLessThanOrEqual(t.clock.now.getTime());

    // A password change ends a link mailed before it.
    t.clock.advance(1000);
    await post('forgot-password', { email: user.email });
    const mailed = await lastLinkToken(t.database.db, user.email, 'reset-password');
    const key = (await (await post('login', { email: user.email, password: 'Third-Lotus-99' })).json()).key;
    expect((await post('change-password', { old_password: 'Third-Lotus-99', password: 'Fourth-Plum-100', password_confirm: 'Fourth-Plum-100' }, key)).status).toBe(200);
    const after = await post('reset-password', { token: mailed, password: 'Hijack-Willow-1', password_confirm: 'Hijack-Willow-1' });
    expect(after.status).toBe(400);
    expect((await post('login', { email: user.email, password: 'Fourth-Plum-100' })).status).toBe(200);
  });

  it('an expired reset link is refused', async () => {
    await createTestUser(t.database.db, { email: 'slow@example.com' });
    await post('forgot-password', { email: 'slow@example.com' });
    const token = await lastLinkToken(t.database.db, 'slow@example.com', 'reset-password');
    t.clock.advance(86_400_000 + 1);
    const res = await post('reset-password', { token, password: 'New-Bamboo-2026', password_confirm: 'New-Bamboo-2026' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('This link has expired. Please ask for a new one.');
  });

  it('forgot-password answers the same for an unknown e-mail and sends nothing', async () => {
    const mails = await countRows(t.database.db, 'outbox');
    const res = await post('forgot-password', { email: 'ghost@example.com' });
    expect(await res.json()).toEqual({ detail: 'If an account exists for ghost@example.com, we have sent it a link to reset the password.' });
    expect(await countRows(t.database.db, 'outbox')).toBe(mails);
    expect((await post('forgot-password', { email: 'bad' })).status).toBe(400);
  });

  it('is-need-reset-password is true only for an account without a password', async () => {
    await createTestUser(t.database.db, { email: 'haspw@example.com' });
    await t.database.db.insertInto('users').values({ email: 'nopw@example.com', password_hash: '' }).execute();
    const ask = async (email: string) => (await (await post('is-need-reset-password', { email })).json()).is_need_reset;
    expect(await ask('haspw@example.com')).toBe(false);
    expect(await ask('nopw@example.com')).toBe(true);
    expect(await ask('none@example.com')).toBe(false);
  });

  it('change-password checks the old password and the rules, keeps this key and revokes the others', async () => {
    const user = await createTestUser(t.database.db);
    const other = (await (await post('login', { email: user.email, password: user.password })).json()).key;
    const wrong = await post('change-password', { old_password: 'nope', password: 'Fresh-Lychee-88', password_confirm: 'Fresh-Lychee-88' }, user.key);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields.old_password).toEqual(['Your current password is incorrect.']);
    const weak = await post('change-password', { old_password: user.password, password: 'qwertyuiop', password_confirm: 'qwertyuiop' }, user.key);
    expect((await weak.json()).fields.password).toEqual([passwordMessages.common]);
    expect((await t.request('/api/v1/member/me/', { token: other })).status).toBe(200);
    const ok = await post('change-password', { old_password: user.password, password: 'Fresh-Lychee-88', password_confirm: 'Fresh-Lychee-88' }, user.key);
    expect(ok.status).toBe(200);
    expect((await t.request('/api/v1/member/me/', { token: user.key })).status).toBe(200);
    expect((await t.request('/api/v1/member/me/', { token: other })).status).toBe(401);
    expect((await post('login', { email: user.email, password: 'Fresh-Lychee-88' })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('slows failed logins down with growing waits instead of locking the account, and lets the owner in from another address', async () => {
    const user = await createTestUser(t.database.db);
    const from = (ip: string, password: string) => post('login', { email: user.email, password }, undefined, { 'x-forwarded-for': ip });
    const attacker = '203.0.113.66';
    // Two tries are free, then each failure makes the next try wait twice as long.
    expect((await from(attacker, 'wrong-1')).status).toBe(400);
    expect((await from(attacker, 'wrong-2')).status).toBe(400);
    expect((await from(attacker, 'wrong-3')).status).toBe(400);
    const slowed = await from(attacker, 'wrong-4');
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect((await slowed.json()).error).toBe('Too many failed attempts. Please wait 1 seconds and try again.');
    const waits: number[] = [];
    for (let i = 4; i <= 10; i++) {
      t.clock.advance(Number((await from(attacker, `wrong-${i}`)).headers.get('retry-after') ?? 0) * 1000);
      const res = await from(attacker, `wrong-${i}`);
      expect(res.status).toBe(400);
      const next = await from(attacker, 'again');
      waits.push(Number(next.headers.get('retry-after')));
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128]);
    // Ten failures for this e-mail: the owner, from an address that has not failed, waits 5 s at most.
    const owner = '198.51.100.250';
    const first = await from(owner, user.password);
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(5);
    t.clock.advance(5_000);
    expect((await from(owner, user.password)).status).toBe(200);
    // The right password cleared the e-mail's failures; the attacker's address still waits its turn.
    expect((await from(owner, 'typo')).status).toBe(400);
    expect((await from(attacker, 'guess')).status).toBe(429);
    // After 15 minutes without failures, all is forgiven.
    t.clock.advance(15 * 60_000 + 1);
    expect((await from(attacker, user.password)).status).toBe(200);
  });

  it('answers an unknown e-mail after the same hashing as a known one', async () => {
    const user = await createTestUser(t.database.db);
    hashing.calls = 0;
    expect((await post('login', { email: user.email, password: 'not-the-password' })).status).toBe(400);
    expect(hashing.calls).toBe(1);
    expect((await post('login', { email: 'nobody-here@example.com', password: 'not-the-password' })).status).toBe(400);
    expect(hashing.calls).toBe(2);
  });

  it('register is 429 after 5 attempts for one e-mail within an hour, creating and mailing nothing more', async () => {
    for (let i = 0; i < 5; i++) await post('register', { email: 'spam@example.com', password: 'x', password_confirm: 'x' });
    const pending = await countRows(t.database.db, 'pending_signups');
    const mails = await countRows(t.database.db, 'outbox');
    const blocked = await post('register', registration('spam@example.com'));
    expect(blocked.status).toBe(429);
    expect(await countRows(t.database.db, 'pending_signups')).toBe(pending);
    expect(await countRows(t.database.db, 'outbox')).toBe(mails);
    t.clock.advance(60 * 60_000 + 1);
    expect((await post('register', registration('spam@example.com'))).status).toBe(202);
  });

  it('resend-verify-email is 429 after 5 sends within an hour', async () => {
    const { key } = await createTestUser(t.database.db, { email: 'many@example.com' });
    for (let i = 0; i < 5; i++) expect((await post('resend-verify-email', {}, key)).status).toBe(200);
    const mails = await countRows(t.database.db, 'outbox');
    expect((await post('resend-verify-email', {}, key)).status).toBe(429);
    expect(await countRows(t.database.db, 'outbox')).toBe(mails);
  });

  it('forgot-password is limited per address across e-mails', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const limited = await testApp({ config: t.deps.config });
    try {
      for (let i = 0; i < 20; i++) {
        const res = await limited.request('/api/v1/member/forgot-password/', { method: 'POST', json: { email: `x${i}@example.com` }, headers });
        expect(res.status).toBe(200);
      }
      const res = await limited.request('/api/v1/member/forgot-password/', { method: 'POST', json: { email: 'y@example.com' }, headers });
      expect(res.status).toBe(429);
      const elsewhere = await limited.request('/api/v1/member/forgot-password/', { method: 'POST', json: { email: 'y@example.com' }, headers: { 'x-forwarded-for': '203.0.113.10' } });
      expect(elsewhere.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
