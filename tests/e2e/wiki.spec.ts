/**
 * The genealogy wiki: from the wiki's first page, a search in traditional characters, an article,
 * and a glossary term explained on hover (desktop) or on tap (phone).
 */
import { expect, test, type Page } from '@playwright/test';

async function searchAndOpen(page: Page) {
  await page.goto('/wiki');
  await expect(page.getByRole('heading', { level: 1, name: 'Genealogy wiki' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured articles' })).toContainText('Generation poems');
  await expect(page.getByRole('list', { name: 'Migration history' }).getByRole('heading', { name: /Xinning becomes Taishan/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the wiki' }).fill('族譜');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/wiki\/search\?q=/);
  const results = page.getByRole('list', { name: 'Search results' });
  await results.getByRole('link', { name: /How a zupu is organised/ }).click();
  await expect(page).toHaveURL(/\/wiki\/article\/how-zupus-are-organised$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('How a zupu is organised', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'References' })).toBeVisible();
}

test('search the wiki, open an article and read a glossary term on hover', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await searchAndOpen(page);
  const term = page.locator('.wiki__body').getByRole('button', { name: 'zupu', exact: true }).first();
  await expect(term).toBeVisible();
  await term.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('族谱 / 族譜');
  await expect(tip).toContainText('zúpǔ');
  await expect(tip).toContainText('clan genealogy');
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(tip).toBeHidden();
  // The same term is underlined once: later mentions read as plain text.
  await expect(page.locator('.wiki__body').getByRole('button', { name: 'zupu', exact: true })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a glossary term opens on tap and closes on a tap elsewhere @phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'Taps need the touch screen of the phone project.');
  await searchAndOpen(page);
  const term = page.locator('.wiki__body').getByRole('button', { name: 'zupu', exact: true }).first();
  await term.tap();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  await expect(tip).toContainText('zúpǔ');
  const box = await tip.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(tip).toBeHidden();
});

test('an old category link lands on the category page', async ({ page }) => {
  await page.goto('/wiki/category?categoryId=dates');
  await expect(page).toHaveURL(/\/wiki\/category\/dates$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dates and calendars');
  await expect(page.getByRole('list', { name: /Articles in/ })).toContainText('Reading reign years');
});
