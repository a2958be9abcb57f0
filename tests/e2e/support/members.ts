/** Members for the journeys: registered through the API, past onboarding, logged in on a page. */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export interface Member {
  key: string;
  email: string;
}

export const PASSWORD = 'Lotus-Garden-1938';

export async function registerMember(request: APIRequestContext, label = 'member', name = { first_name: 'Mei', surname: 'Wong' }): Promise<Member> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await request.post('/api/v1/member/register/', { data: { email, password: PASSWORD, password_confirm: PASSWORD, ...name } });
  expect(res.ok(), await res.text()).toBe(true);
  const { key } = (await res.json()) as { key: string };
  // Onboarding has its own journey; the others start past it.
  const onboarded = await request.post('/api/v1/familytree/onboarding/', { data: { is_onboarded: true }, headers: { Authorization: `Token ${key}` } });
  expect(onboarded.ok()).toBe(true);
  return { key, email };
}

/** Stores the login key the way src/state/session.ts persists it, before any page script runs. */
export async function logIn(target: Page | BrowserContext, member: Member, activeTreeId: string | null = null): Promise<void> {
  await target.addInitScript(
    ([email, key, tree]) => {
      if (localStorage.getItem('xungen.session')) return;
      localStorage.setItem('xungen.session', JSON.stringify({ username: email, key, member: null, nextRefreshAt: 0, onboarded: true, activeTreeId: tree, impersonating: null }));
    },
    [member.email, member.key, activeTreeId] as const,
  );
}
