/**
 * The search assistant (the journeys' server turns SEARCH_AI on): an English question fills the record
 * search form and says what it understood, records come; a follow-up narrows the search to one
 * category; a Chinese question works the same way.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { recordsReady } from './support/records';

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /records$/ });
const count = async (page: Page) => Number((await resultsHeading(page).innerText()).replace(/\D/g, ''));

/** The total of the record search behind the assistant's "Open this search" link, asked of the API directly. */
async function apiTotal(page: Page, request: APIRequestContext): Promise<number> {
  const href = (await page.getByRole('link', { name: 'Open this search in the indexed records tab' }).getAttribute('href'))!;
  const res = await request.get(`/api/v1/sources/search-mentions/?${href.split('?')[1]}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { meta: { total_count: number } }).meta.total_count;
}

/** The search form the assistant filled, as "label: value" lines. */
async function formShown(page: Page): Promise<string[]> {
  const list = page.locator('dl[aria-label="Search form filled in"]');
  await expect(list).toBeVisible();
  return (await list.locator(':scope > div').allInnerTexts()).map((t) => t.replace(/\s*\n\s*/g, ': '));
}

test('the search assistant fills the form from an English question, narrows with a follow-up, and reads Chinese', async ({ page, request }) => {
  test.setTimeout(360_000);
  await recordsReady(request);
  await page.goto('/search/records');
  const tabs = page.getByRole('navigation', { name: 'Search in' });
  await tabs.getByRole('link', { name: 'Search assistant' }).click();
  await expect(page).toHaveURL(/tab=ai/);
  const assistant = page.getByRole('region', { name: 'Search assistant' });

  await assistant.getByLabel('Who are you looking for?').fill('Wong Ah Sing born about 1885 in Taishan, arrived San Francisco');
  await assistant.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('assist-understood')).toContainText('born about 1885');
  const first = await formShown(page);
  expect(first).toEqual(expect.arrayContaining(['Surname: Wong', 'Given name: Ah Sing', 'Birth year: 1885', 'Birth year ±: 5', 'Birth place: 台山', 'Event (arrival): San Francisco']));
  await expect(assistant.getByRole('list', { name: 'What you asked' }).getByRole('listitem')).toHaveText(['Wong Ah Sing born about 1885 in Taishan, arrived San Francisco']);
  // The results are those of the record search the assistant built (the sample corpus may hold none for every field at once).
  await expect(resultsHeading(page)).toBeVisible();
  const all = await count(page);
  expect(all).toBe(await apiTotal(page, request));
  if (all > 0) await expect(page.locator('.records-search__result').first()).toContainText(/Wong|黄|黃/);

  // A follow-up narrows the same search to immigration records.
  await assistant.getByLabel('Refine the search').fill('only immigration records');
  await assistant.getByRole('button', { name: 'Refine' }).click();
  await expect(page.getByTestId('assist-understood')).toContainText(/immigration/i);
  await expect.poll(() => formShown(page)).toEqual(expect.arrayContaining(['Surname: Wong', 'Category: Immigration']));
  await expect.poll(() => count(page)).toBeLessThanOrEqual(all);
  expect(await count(page)).toBe(await apiTotal(page, request));
  await expect(assistant.getByRole('list', { name: 'What you asked' }).getByRole('listitem')).toHaveCount(2);
  // The search opens in the indexed-records tab with the category in its query.
  await expect(page.getByRole('link', { name: 'Open this search in the indexed records tab' })).toHaveAttribute('href', /category_id=immigration/);

  // A Chinese question, after starting over.
  await assistant.getByRole('button', { name: 'Start over' }).click();
  await assistant.getByLabel('Who are you looking for?').fill('找黄永胜，约1885年生于台山');
  await assistant.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('assist-understood')).not.toBeEmpty();
  await expect.poll(() => formShown(page)).toEqual(expect.arrayContaining(['Birth year: 1885', 'Birth place: 台山']));
  expect((await formShown(page)).some((line) => /^Surname: (黄|黃|Wong|Huang)/.test(line))).toBe(true);
  await expect(resultsHeading(page)).toBeVisible();
});
