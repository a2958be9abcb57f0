/**
 * Searching records as a visitor: a romanised surname and a home county picked from the gazetteer's suggestions, narrowed by a facet, paged,
 * reloaded with the form kept, and a result opened; the category redirects name the page; the sources
 * tab lists, searches and narrows sources. The acceptance journey of the records: a visitor finds a
 * record by a romanised name and place, logs in from the record, attaches it to a person of her tree
 * and finds it in her record inbox.
 *
 * The journeys need records: the server loads the sample corpus on its first start (or the data
 * directory in E2E_DATA_DIR already holds imported collections); they wait until the search finds any.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordsReady } from './support/records';
import { PASSWORD, registerMember } from './support/members';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /records$/ });
const count = async (page: Page) => Number((await resultsHeading(page).innerText()).replace(/\D/g, ''));

test('a visitor searches Wong from Toisan, narrows by a facet, pages, reloads and opens a record', async ({ page, request }) => {
  test.setTimeout(360_000);
  await recordsReady(request);
  await page.goto('/search/records');
  await expect(heading(page)).toHaveText('All Records');
  const form = page.getByRole('search', { name: 'Search records' });
  await form.getByLabel('Surname', { exact: true }).fill('Wong');
  // The birth place suggests the gazetteer's county for the family spelling.
  await form.getByLabel('Birth place').pressSequentially('Toisan', { delay: 30 });
  await page.getByRole('listbox', { name: 'Suggested places for birth place' }).getByRole('option').filter({ hasText: '台山' }).first().click();
  await expect(form.getByLabel('Birth place')).toHaveValue(/^台山/);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/surname=Wong/);
  await expect(page).toHaveURL(/birth_location=%E5%8F%B0%E5%B1%B1/);
  await expect(resultsHeading(page)).toBeVisible();
  const all = await count(page);
  expect(all).toBeGreaterThan(10);
  const results = page.locator('.records-search__result');
  await expect(results).toHaveCount(10);
  await expect(results.first()).toContainText('Wong');
  await expect(results.first().getByText('Sample collection')).toBeVisible();
  await expect(page.getByRole('link', { name: /Automate search with RecordFinder™/ })).toHaveAttribute('href', '/familytree');

  // Narrow by the largest category: the count the facet shows is the count of the results.
  const facet = page.getByRole('complementary', { name: 'Narrow results' }).getByRole('region', { name: 'Category' }).getByRole('link').first();
  const facetCount = Number(((await facet.innerText()).match(/\(([\d,]+)\)/)?.[1] ?? '').replace(/,/g, ''));
  await facet.click();
  await expect(page).toHaveURL(/category_id=/);
  await expect.poll(() => count(page)).toBe(facetCount);
  expect(facetCount).toBeLessThanOrEqual(all);

  // The second page, and a reload keeps the form, the facet and the page.
  const firstOnPage1 = await results.first().getByRole('link').first().innerText();
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Surname', { exact: true })).toHaveValue('Wong');
  await expect(form.getByLabel('Birth place')).toHaveValue(/^台山/);
  await expect(page.getByText(/^Page 2 of/)).toBeVisible();
  await expect.poll(() => count(page)).toBe(facetCount);
  const link = results.first().getByRole('link').first();
  expect(await link.innerText()).not.toBe(firstOnPage1);

  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/person-records\/[^/]+\/[a-z0-9-]+$/);
  await link.click();
  await expect(page).toHaveURL(href!);
});

test('the category paths land on the named search; /search/sources lists sources, searched, narrowed by a facet and paged', async ({ page, request }) => {
  test.setTimeout(360_000);
  const redirects: [string, RegExp, string][] = [
    ['/search/immigration-records', /\/search\/records\?category_id=immigration$/, 'Immigration & Travel Records'],
    ['/search/burial-records', /\/search\/records\?tab=indexed-records&category_id=birth-marriage-death$/, 'Birth, Marriage & Death Records'],
    ['/search/books-records', /\/search\/records\?category_id=associations-directories$/, 'Associations & Directories'],
    ['/search/zupus', /\/search\/records\?tab=full-text&category_id=zupus$/, 'Zupus (Family Tree Books)'],
    ['/worldcatalog/some/old/path', /\/search\/records\?tab=sources&results=true$/, 'All Records'],
  ];
  for (const [from, to, title] of redirects) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(heading(page)).toHaveText(title);
  }
  await page.goto('/search/sources');
  await expect(page).toHaveURL(/tab=sources/);
  const tabs = page.getByRole('navigation', { name: 'Search in' });
  await expect(tabs.getByRole('link', { name: 'Sources', exact: true })).toHaveAttribute('aria-current', 'page');
  // The assistant's tab shows with the SEARCH_AI switch on (the journeys' server turns it on).
  await expect(tabs.getByRole('link')).toHaveText(['Indexed records', 'Full text', 'Sources', 'Search assistant']);
  await expect(page.getByText(/not available yet/)).toHaveCount(0);
  const sourcesHeading = page.getByRole('heading', { level: 2, name: /^[\d,]+ sources?$/ });
  const sourceCount = async () => Number((await sourcesHeading.innerText()).replace(/\D/g, ''));
  const sources = page.locator('.records-search__result');
  // The sources come with the sample corpus, loaded in the background after the first start.
  await recordsReady(request);
  await page.reload();
  await expect(sourcesHeading).toBeVisible();
  const every = await sourceCount();
  expect(every).toBeGreaterThan(10);
  await expect(sources).toHaveCount(10);
  await expect(sources.first().getByText('Sample collection', { exact: true })).toBeVisible();
  await expect(sources.first().getByText(/^(No )?Images Available$/)).toBeVisible();
  // The images facet splits every source in two: the sample collections' first sources have page scans.
  const narrow = page.getByRole('complementary', { name: 'Narrow sources' });
  const imageFacets = narrow.getByRole('region', { name: 'Images' }).getByRole('link');
  await expect(imageFacets).toHaveCount(2);
  const facetCount = async (label: RegExp) => Number(((await imageFacets.filter({ hasText: label }).innerText()).match(/\(([\d,]+)\)/)?.[1] ?? '').replace(/,/g, ''));
  const withImages = await facetCount(/^Images Available/);
  expect(withImages).toBeGreaterThan(0);
  expect(withImages + (await facetCount(/^No Images Available/))).toBe(every);
  // The type facet narrows to the count it shows; the next page keeps it.
  const typeFacet = narrow.getByRole('region', { name: 'Source type' }).getByRole('link', { name: /^Case files/ });
  const cases = Number(((await typeFacet.innerText()).match(/\(([\d,]+)\)/)?.[1] ?? '').replace(/,/g, ''));
  await typeFacet.click();
  await expect(page).toHaveURL(/source_type=case-file/);
  await expect.poll(sourceCount).toBe(cases);
  expect(cases).toBeLessThan(every);
  // The chosen facet widens the search again when clicked.
  await narrow.getByRole('link', { name: /✕$/ }).click();
  await expect(page).not.toHaveURL(/source_type=/);
  await expect.poll(sourceCount).toBe(every);
  // Words of the title through the form: every source listed holds them.
  const form = page.getByRole('search', { name: 'Search sources' });
  await form.getByLabel('Words in the title').fill('passenger');
  await form.getByRole('button', { name: 'Search sources' }).click();
  await expect(page).toHaveURL(/q=passenger/);
  await expect.poll(sourceCount).toBeGreaterThan(0);
  expect(await sourceCount()).toBeLessThan(every);
  // The words match the source's title or its collection's, both shown in the item.
  for (const item of await sources.allInnerTexts()) expect(item.toLowerCase()).toContain('passenger');
  await sources.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/source\/[a-z0-9-]+$/);
  await page.goto('/search-join-offer');
  await expect(heading(page)).toHaveText('Search more with a membership');
  await page.getByRole('link', { name: 'See membership plans' }).click();
  await expect(page).toHaveURL(/\/subscription-plans$/);
});

test('a visitor finds a record by name and place, logs in from it, attaches it to her great-grandfather and finds it in the record inbox', async ({ page, request }) => {
  test.setTimeout(360_000);
  await recordsReady(request);
  const member = await registerMember(request, 'acceptance');
  const created = await request.post('/api/v1/familytree/create/', {
    headers: { Authorization: `Token ${member.key}` },
    data: { name: 'Wong family', start_person: { first_names: [{ type: 'given', value: 'Ah Sing' }], surnames: [{ type: 'birth', value: 'Wong' }], gender: 'm', birth_date: { year: 1885 } } },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // As a visitor: a romanised surname and the county by its old romanised name.
  await page.goto('/search/records');
  const form = page.getByRole('search', { name: 'Search records' });
  await form.getByLabel('Surname', { exact: true }).fill('Wong');
  await form.getByLabel('Birth place').pressSequentially('Toisan', { delay: 30 });
  await page.getByRole('listbox', { name: 'Suggested places for birth place' }).getByRole('option').filter({ hasText: '台山' }).first().click();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(resultsHeading(page)).toBeVisible();
  const link = page.locator('.records-search__result').first().getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  const code = href.split('/')[2]!;
  await link.click();
  // The record's address names its main person, who may be another person of the record than the one found.
  await expect(page).toHaveURL(new RegExp(`/person-records/${code}/[a-z0-9-]+$`));

  // Attaching sends the visitor to log in, and back to the record after.
  await page.getByRole('link', { name: 'Attach to my tree' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.locator('#main').getByLabel('E-mail').fill(member.email);
  await page.locator('#main').getByLabel('Password').fill(PASSWORD);
  await page.locator('#main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/person-records/${code}/`));
  await page.getByRole('button', { name: 'Attach to my tree' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach this record to a person' });
  await dialog.getByLabel("Person's name").fill('Ah Sing');
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('list', { name: 'People found' }).getByRole('button', { name: /^Attach to .*Ah Sing/ }).click();
  await expect(dialog.getByRole('status')).toContainText('Attached to');
  await dialog.getByRole('link', { name: 'Open your record inbox' }).click();

  await expect(page).toHaveURL(/\/record-inbox$/);
  const line = page.getByTestId('saved-mention');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Ah Sing');
  await expect(line).toContainText('(Sample collection)');
  await expect(line.locator(`a[href="/person-records/${code}"]`).first()).toBeVisible();
});
