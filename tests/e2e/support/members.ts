/**
 * Members for the journeys: signed up through the API and the e-mailed link (read from the
 * development mailbox), past onboarding, logged in on a page.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export interface Member {
  key: string;
  email: string;
}

export const PASSWORD = 'Lotus-Garden-1938';

/**
 * The path and query of the newest link mailed to `to` that matches `link` (the mail points at
 * PUBLIC_URL; the test server may listen elsewhere). Waits for the mail to arrive.
 */
export async function mailedLink(request: APIRequestContext, to: string, link: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/dev/mailbox/');
        const { objects } = (await res.json()) as { objects: { to: string; text: string }[] };
        const urls = objects.filter((m) => m.to === to).map((m) => /https?:\/\/\S+/.exec(m.text)?.[0] ?? '');
        found = urls.find((u) => link.test(u)) ?? '';
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** The sign-up link mailed to `email` (verify-email?signup=…). */
export const signupLink = (request: APIRequestContext, email: string) => mailedLink(request, email, /\/verify-email\?signup=/);

/** Signs up through the API and the e-mailed link: the new member's login key. */
export async function signUpMember(request: APIRequestContext, data: { email: string; password: string } & Record<string, unknown>): Promise<string> {
  const res = await request.post('/api/v1/member/register/', { data: { password_confirm: data.password, ...data } });
  expect(res.status(), await res.text()).toBe(202);
  const token = new URLSearchParams((await signupLink(request, data.email)).split('?')[1]).get('signup');
  const finished = await request.post('/api/v1/member/finish-signup/', { data: { token } });
  expect(finished.status(), await finished.text()).toBe(201);
  return ((await finished.json()) as { key: string }).key;
}

export async function registerMember(request: APIRequestContext, label = 'member', name = { first_name: 'Mei', surname: 'Wong' }): Promise<Member> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const key = await signUpMember(request, { email, password: PASSWORD, ...name });
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
