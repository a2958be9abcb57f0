import { expect, test } from '@playwright/test';
import { GEDCOM_FIXTURES } from '../harness/shared';
import { logIn, registerMember } from './support/members';

const FIXTURES = GEDCOM_FIXTURES;

test('import the Brontë family from a GEDCOM file, see the summary and open the new tree', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, 'gedcom');
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
  const member = await registerMember(request, 'gedcom');
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
