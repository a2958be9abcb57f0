import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import { countRows } from './testing';

// A stand-in for the providers' user-info endpoints: each access token names one profile.
const googleProfiles: Record<string, object> = {
  'g-new': { sub: 'g-1', email: 'new.google@example.com', email_verified: true, given_name: 'Siu', family_name: 'Ling' },
  'g-existing': { sub: 'g-2', email: 'existing@example.com', email_verified: true },
  'g-unverified': { sub: 'g-3', email: 'existing@example.com', email_verified: false },
  'g-connect': { sub: 'g-4', email: 'other@example.com', email_verified: true },
};
const facebookProfiles: Record<string, object> = { 'fb-1': { id: '1001', email: 'fb@example.com', first_name: 'Kam', last_name: 'Fong' } };

let server: Server;
let base = '';
let t: TestApp;
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const profile =
      url.pathname === '/google'
        ? googleProfiles[(req.headers.authorization ?? '').replace(/^Bearer /, '')]
        : facebookProfiles[url.searchParams.get('access_token') ?? ''];
    res.writeHead(profile ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(profile ?? { error: 'invalid_token' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await testApp({
    config: { version: 'test', nodeEnv: 'test', publicUrl: 'http://localhost:3000', dataDir: '.tmp/test-data', social: { googleUserInfoUrl: `${base}/google`, facebookUserInfoUrl: `${base}/facebook` } },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const social = (path: string, json: unknown, token?: string) => t.request(`/api/v1/social-auth/${path}/`, { method: 'POST', json, token });

describe('social sign-in', () => {
  it('creates a verified member on first Google sign-in and logs the same one in afterwards', async () => {
    const first = await social('google-oauth2', { access_token: 'g-new', surnames: ['凌'] });
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created._reason).toBe('social_register');
    const member = await (await t.request('/api/v1/member/me/', { token: created.key })).json();
    expect(member).toMatchObject({ email: 'new.google@example.com', first_name: 'Siu', last_name: 'Ling', surname_ch: '凌', email_verified: true, has_password: false, connected_accounts: ['google-oauth2'] });
    const again = await (await social('google-oauth2', { access_token: 'g-new' })).json();
    expect(again).toMatchObject({ _reason: 'social_login', username: created.username });
  });

  it('links an existing member with the same verified e-mail, refuses an unverified one', async () => {
    const existing = await createTestUser(t.database.db, { email: 'existing@example.com' });
    const users = await countRows(t.database.db, 'users');
    const refused = await social('google-oauth2', { access_token: 'g-unverified' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('Your Google e-mail address is not verified. Log in with your password instead.');
    const linked = await (await social('google-oauth2', { access_token: 'g-existing' })).json();
    expect(linked._reason).toBe('social_login');
    expect(await countRows(t.database.db, 'users')).toBe(users);
    expect((await (await t.request('/api/v1/member/me/', { token: linked.key })).json()).id).toBe(existing.id);
  });

  it('signs in with Facebook', async () => {
    const res = await (await social('facebook', { access_token: 'fb-1' })).json();
    const member = await (await t.request('/api/v1/member/me/', { token: res.key })).json();
    expect(member).toMatchObject({ email: 'fb@example.com', first_name: 'Kam', connected_accounts: ['facebook'] });
  });

  it('a token the provider rejects is 400 and creates nothing', async () => {
    const users = await countRows(t.database.db, 'users');
    const res = await social('google-oauth2', { access_token: 'forged' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Your Google sign-in could not be verified. Please try again.');
    expect((await social('myspace', { access_token: 'x' })).status).toBe(400);
    expect(await countRows(t.database.db, 'users')).toBe(users);
  });

  it('connect links a provider account to the caller once', async () => {
    const member = await createTestUser(t.database.db);
    expect((await social('google-oauth2/connect', { access_token: 'g-connect' })).status).toBe(401);
    const res = await social('google-oauth2/connect', { access_token: 'g-connect' }, member.key);
    expect((await res.json()).connected_accounts).toEqual(['google-oauth2']);
    const other = await createTestUser(t.database.db);
    const taken = await social('google-oauth2/connect', { access_token: 'g-connect' }, other.key);
    expect((await taken.json()).error).toBe('This Google account is already connected to another member.');
  });

  it('without configuration answers 400 "Google sign-in is not configured"', async () => {
    const bare = await testApp();
    try {
      const res = await bare.request('/api/v1/social-auth/google-oauth2/', { method: 'POST', json: { access_token: 'g-new' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Google sign-in is not configured' });
      const fb = await bare.request('/api/v1/social-auth/facebook/', { method: 'POST', json: { access_token: 'fb-1' } });
      expect((await fb.json()).error).toBe('Facebook sign-in is not configured');
    } finally {
      await bare.close();
    }
  });
});
