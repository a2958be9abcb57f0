import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GEDCOM_FIXTURES } from '../harness/shared';

const FIXTURES = GEDCOM_FIXTURES;

interface Member {
  key: string;
  email: string;
}

async function registerMember(request: APIRequestContext): Promise<Member> {
  const email = `gedcom-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Lotus-Garden-1938';
  const res = await request.post('/api/v1/member/register/', { data: { email, password, password_confirm: password, first_name: 'Mei', surname: 'Wong' } });
  expect(res.ok(), await res.text()).toBe(true);
  const { key } = (await res.json()) as { key: string };
  const onboarded = await request.post('/api/v1/familytree/onboarding/', { data: { is_onboarded: true }, headers: { Authorization: `Token ${key}` } });
  expect(onboarded.ok()).toBe(true);
  return { key, email };
}

/** Stores the login key the way src/state/session.ts persists it. */
async function logIn(page: Page, member: Member): Promise<void> {
  await page.addInitScript(
    ([email, key]) => {
      if (localStorage.getItem('xungen.session')) return;
      localStorage.setItem('xungen.session', JSON.stringify({ username: email, key, member: null, nextRefreshAt: 0, onboarded: true, activeTreeId: null, impersonating: null }));
    },
    [member.email, member.key],
  );
}

test('import the Brontë family from a GEDCOM file, see the summary and open the new tree', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request);
  await logIn(page, member);

  await page.goto('/familytree/import/gedcom');
  await expect(page.getByRole('heading', { level: 1, name: 'Import a GEDCOM file' })).toBeVisible();
  await page.getByLabel('GEDCOM file').setInputFiles(`${FIXTURES}/historical/bronte.ged`);

  await expect(page.getByRole('heading', { name: 'bronte.ged is imported' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('count-persons')).toHaveText('14');
  await expect(page.getByTestId('count-families')).toHaveText('4');

  await page.getByRole('link', { name: 'Open the family tree' }).click();
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('treeitem', { name: /Charlotte/ }).first()).toBeVisible({ timeout: 30_000 });
});

test('a broken GEDCOM file fails with its line number and leaves no tree', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request);
  await logIn(page, member);

  await page.goto('/familytree/import/gedcom');
  await page.getByLabel('GEDCOM file').setInputFiles(`${FIXTURES}/cacack-gedcom-go/malformed/invalid-level.ged`);
  const alert = page.getByRole('alert').filter({ hasText: 'The file could not be imported' });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expect(alert).toContainText('Line 6:');

  const trees = await request.get('/api/v1/familytree/list/', { headers: { Authorization: `Token ${member.key}` } });
  expect(trees.ok()).toBe(true);
  const body = await trees.text();
  expect(body).not.toContain('invalid-level');
});
