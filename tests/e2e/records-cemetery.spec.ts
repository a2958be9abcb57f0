/**
 * Cemetery journey as a visitor: from a burial record of the sample collections, follow its burial
 * place to the cemetery's page (name, place with its link, burials ten a page), page on, and search
 * the burials by the surname of the person buried. An unknown cemetery shows not-found.
 *
 * The server loads a small sample record corpus after the reference data on its first start; the
 * journey waits until every sample collection is in.
 */
import { expect, test } from '@playwright/test';

interface Burial {
  code: string;
  slug: string;
  persons: { surname: string; first_name: string }[];
  event: { place: string };
}

test('a visitor opens a cemetery from a burial record, pages its burials and searches them by name', async ({ page, request }) => {
  test.setTimeout(1_000_000);
  await expect
    .poll(async () => ((await (await request.get('/api/v1/records-sample/status/')).json()) as { state: string }).state, { timeout: 900_000, intervals: [3000] })
    .toBe('ready');
  const list = (await (await request.get('/api/v1/cemetery/')).json()) as { objects: { id: string; name: string; burial_count: number }[] };
  const cemetery = list.objects.find((c) => c.burial_count > 10)!;
  expect(cemetery, JSON.stringify(list)).toBeTruthy();
  const detail = (await (await request.get(`/api/v1/cemetery/${cemetery.id}/`)).json()) as { burials: { objects: Burial[] } };
  const burial = detail.burials.objects[0]!;

  await page.goto(`/person-records/${burial.code}/${burial.slug}`);
  await page.getByRole('link', { name: burial.event.place, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cemeteries/${cemetery.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: cemetery.name })).toBeVisible();
  await expect(page.getByText('Sample collection').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Singapore', exact: true })).toHaveAttribute('href', '/search/overseas?q=Singapore');
  const burials = page.getByRole('region', { name: /^Burials/ });
  await expect(burials.getByRole('listitem')).toHaveCount(10);
  await expect(burials.getByRole('listitem').first()).toContainText(burial.persons[0]!.surname);

  await burials.getByRole('link', { name: 'Next →' }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(burials.getByText(/^Page 2 of/)).toBeVisible();
  await expect(burials.getByRole('listitem').first()).not.toContainText(`${burial.persons[0]!.surname} ${burial.persons[0]!.first_name}`.trim());

  await page.getByLabel('Search the burials by name').fill(burial.persons[0]!.surname);
  await page.getByRole('article', { name: cemetery.name }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(burial.persons[0]!.surname)}`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Burials named ${burial.persons[0]!.surname}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(burial.persons[0]!.first_name) }).first()).toBeVisible();

  await page.goto('/cemeteries/no-such-cemetery');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We could not find that page');
});
