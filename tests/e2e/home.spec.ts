import { expect, test } from '@playwright/test';

test('the home page renders its React root and the API is healthy', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('寻根');
  expect(await page.locator('#root').evaluate((el) => el.childElementCount)).toBeGreaterThan(0);
  const health = await (await request.get('/api/v1/health/')).json();
  expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
  expect(errors).toEqual([]);
});

test('a deep link is answered by the web app, an unknown API path by JSON', async ({ page, request }) => {
  await page.goto('/familytree/some-tree');
  await expect(page.locator('#root')).not.toBeEmpty();
  const res = await request.get('/api/v1/definitely-missing/');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ error: expect.stringContaining('No such endpoint') });
});
