// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client';
import type { Member } from '../protocol/accounts';
import {
  applyLogin,
  clearUser,
  logout,
  onSessionReset,
  refreshIfDue,
  reloadSessionForTests,
  sessionStore,
  setMember,
  startImpersonation,
  STORAGE_KEY,
  stopImpersonation,
} from './session';

const member = (over: Partial<Member> = {}): Member => ({
  id: 'u1', email: 'mei@example.com', username: 'mei', first_name: 'Mei', last_name: 'Lin', surname_ch: '林', surname_en: 'Lin',
  ancestral_province: '', ancestral_prefecture_city: '', ancestral_district_county: '', ancestral_town: '', ancestral_village: '',
  photo: '', photo_thumbnail: '', subscribe_to_newsletter: false, color_code_gender: true, tree_show_birth_order: false, name_display: { script: 'both', first: 'en' },
  referral_code: 'ABC', entry_point_url: '', entry_point_name: '', email_verified: false, is_onboarded: false, onboarding_step: '',
  is_staff: false, is_shared: false, family_tree_id: null, shared_tree_ids: [], fws_username: '', has_password: true, reviewed_items: [],
  tutorials_shown: [], connected_accounts: [], is_subscribed: false, subscription: null, hints_tree_ids: {}, ...over,
});

function answer(status: number, body: unknown) {
  const fn = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  configureApi({ fetch: fn as unknown as typeof fetch });
  return fn;
}

beforeEach(() => {
  localStorage.clear();
  reloadSessionForTests();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('session store', () => {
  it('login clears prior state, keeps username and key, runs resets and schedules a refresh in 10 minutes', () => {
    const reset = vi.fn();
    const off = onSessionReset(reset);
    setMember(member({ username: 'old' }));
    startImpersonation('x@example.com');
    applyLogin({ username: 'mei', key: 'k1', family_tree_id: 't1', _reason: 'login' }, 1_000);
    const s = sessionStore.getSnapshot();
    expect(s).toMatchObject({ username: 'mei', key: 'k1', member: null, activeTreeId: 't1', impersonating: null, nextRefreshAt: 601_000 });
    expect(reset).toHaveBeenCalledWith('login');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).key).toBe('k1');
    reloadSessionForTests();
    expect(sessionStore.getSnapshot().key).toBe('k1');
    off();
  });

  it('refreshes only when due, and a 401 clears the user (onboarded back to true)', async () => {
    applyLogin({ username: 'mei', key: 'k1', family_tree_id: null, _reason: 'login' }, 0);
    const fetchMember = answer(200, member());
    await refreshIfDue(599_999);
    expect(fetchMember).not.toHaveBeenCalled();
    await refreshIfDue(600_000);
    expect(sessionStore.getSnapshot()).toMatchObject({ onboarded: false, member: { email: 'mei@example.com' }, nextRefreshAt: 1_200_000 });
    answer(401, { error: 'Invalid or revoked login key. Please log in again.' });
    await refreshIfDue(1_200_000);
    expect(sessionStore.getSnapshot()).toMatchObject({ key: null, username: null, member: null, onboarded: true });
  });

  it('a network failure on refresh keeps the session', async () => {
    applyLogin({ username: 'mei', key: 'k1', family_tree_id: null, _reason: 'login' }, 0);
    answer(500, { error: 'Something went wrong on our side. Please try again.' });
    await refreshIfDue(600_000);
    expect(sessionStore.getSnapshot().key).toBe('k1');
  });

  it('clearUser removes the key and sets onboarded', () => {
    applyLogin({ username: 'mei', key: 'k1', family_tree_id: null, _reason: 'login' }, 0);
    setMember(member());
    clearUser();
    expect(sessionStore.getSnapshot()).toMatchObject({ key: null, onboarded: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).key).toBeNull();
  });

  it('logout revokes the key, clears everything and the other areas, and goes to login with the redirect', async () => {
    const reset = vi.fn();
    onSessionReset(reset);
    applyLogin({ username: 'mei', key: 'k1', family_tree_id: 't1', _reason: 'login' }, 0);
    const fetchCall = answer(200, { detail: 'Logged out.' });
    const target = await logout('/familytree/t1?tab=x');
    expect(target).toBe('/login?redirect=%2Ffamilytree%2Ft1%3Ftab%3Dx');
    expect(fetchCall).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenLastCalledWith('logout');
    expect(sessionStore.getSnapshot()).toMatchObject({ key: null, username: null, activeTreeId: null, member: null });
  });

  it('stopping impersonation clears the active tree', () => {
    applyLogin({ username: 'staff', key: 'k1', family_tree_id: 't1', _reason: 'login' }, 0);
    startImpersonation('mei@example.com');
    expect(sessionStore.getSnapshot().impersonating).toBe('mei@example.com');
    stopImpersonation();
    expect(sessionStore.getSnapshot()).toMatchObject({ impersonating: null, activeTreeId: null });
  });
});
