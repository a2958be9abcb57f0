/**
 * Overseas communities and a tree's clans: find San Francisco by its Chinese name, open it and see
 * Taishan among its founders' home counties; list the clans of a tree and open one.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, registerMember, type Member } from './support/members';

/**
 * The reference data loads after the server listens: the communities first, the gazetteer that
 * names their home counties later.
 */
async function waitForCommunities(request: APIRequestContext) {
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/place/migration-regions/');
      if (!res.ok()) return 0;
      const body = (await res.json()) as { objects: { destinations_count: number }[] };
      return body.objects.reduce((n, r) => n + r.destinations_count, 0);
    }, { timeout: 240_000, intervals: [2000] })
    .toBeGreaterThanOrEqual(60);
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/place/search/?q=%E5%8F%B0%E5%B1%B1&level=3');
      return res.ok() ? ((await res.json()) as { meta: { total_count: number } }).meta.total_count : 0;
    }, { timeout: 240_000, intervals: [2000] })
    .toBeGreaterThanOrEqual(1);
}

async function findSanFrancisco(page: Page, query: string) {
  await page.goto('/search/overseas');
  await expect(page.getByRole('heading', { name: /Overseas Chinese Communities/ })).toBeVisible();
  const form = page.getByRole('search');
  await form.getByLabel('Community, country or home county').fill(query);
  await form.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('region', { name: 'Overseas communities' });
  await expect(results.getByRole('status')).toHaveText('1–1 of 1 communities');
  const card = results.locator('[data-destination-id="san-francisco-us"]');
  await expect(card).toContainText('United States · 1850s–');
  await expect(card.getByRole('list', { name: 'Home counties of San Francisco' })).toContainText('台山市');
  return card;
}

test.describe('overseas communities', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000);
    await waitForCommunities(request);
  });

  test('finds San Francisco by 三藩市, opens it and sees Taishan among its home counties', async ({ page }) => {
    const card = await findSanFrancisco(page, '三藩市');
    await card.getByRole('link', { name: 'San Francisco' }).click();
    await expect(page).toHaveURL(/destination=san-francisco-us/);
    const detail = page.locator('article[data-destination-id="san-francisco-us"]');
    await expect(detail.getByRole('heading', { level: 2 })).toContainText('旧金山 / 舊金山');
    const origins = detail.getByRole('list', { name: 'Home counties' });
    const taishan = origins.getByRole('link', { name: '台山市' });
    await expect(taishan).toHaveAttribute('href', '/places/440781');
    await expect(detail.getByRole('list', { name: 'Dialects' })).toContainText('Taishanese');
    await expect(detail).toContainText('广东省 江门市 台山市');
  });

  test('finds the communities founded from Toisan by the family spelling of the home county', async ({ page, request }) => {
    test.setTimeout(300_000);
    // Home counties are matched through the gazetteer, loaded after the communities on a first start.
    await expect
      .poll(async () => ((await (await request.get('/api/v1/migration-destination/?q=Toisan')).json()) as { meta?: { total_count: number } }).meta?.total_count ?? 0, {
        timeout: 240_000,
        intervals: [2000],
      })
      .toBeGreaterThan(3);
    await page.goto('/search/overseas');
    const form = page.getByRole('search');
    await form.getByLabel('Community, country or home county').fill('Toisan');
    await form.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('region', { name: 'Overseas communities' });
    await expect(results.locator('[data-destination-id="san-francisco-us"]')).toBeVisible();
    await expect(results.getByRole('status')).toHaveText(/of \d+ communities/);
  });

  test('on its place page, links each dialect to its page', async ({ page }) => {
    await page.goto('/places/paris-belleville-fr');
    const dialects = page.locator('article[data-destination-id="paris-belleville-fr"]').getByRole('list', { name: 'Dialects' });
    // Wenzhounese has had its page since the community dialects were given pages.
    await expect(dialects.getByRole('link', { name: /Wenzhounese/ })).toHaveAttribute('href', '/dialects/wenzhounese');
    await expect(dialects.getByRole('link', { name: /Mandarin/ })).toHaveAttribute('href', '/dialects/mandarin');
  });

  test('says so when a community id is unknown', async ({ page }) => {
    await page.goto('/search/overseas?destination=atlantis-xx');
    await expect(page.getByRole('alert')).toHaveText('No overseas community is known by this id.');
    await page.getByRole('link', { name: /Back to the overseas communities/ }).click();
    await expect(page.getByRole('region', { name: 'Overseas communities' }).getByRole('status')).toHaveText(/^1–10 of \d+ communities$/);
  });

  test('lists the communities founded from a home county, as linked from its place page', async ({ page }) => {
    await page.goto('/search/overseas?origin=350124');
    const results = page.getByRole('region', { name: 'Overseas communities' });
    await expect(results.getByRole('status')).toHaveText('1–1 of 1 communities');
    await expect(results.locator('[data-destination-id="sibu-my"]')).toContainText('Fuzhounese');
    await page.getByRole('link', { name: 'Show all communities' }).click();
    await expect(results.getByRole('status')).toHaveText(/^1–10 of \d+ communities$/);
  });

  test('filters by region and pages through South-East Asia', async ({ page }) => {
    await page.goto('/search/overseas');
    await page.getByRole('navigation', { name: 'Migration regions' }).getByRole('link', { name: /^South-East Asia \(\d+\)$/ }).click();
    const results = page.getByRole('region', { name: 'Overseas communities' });
    await expect(results.getByRole('status')).toHaveText(/^1–10 of \d+ communities$/);
    await expect(results.locator('[data-destination-id="singapore-sg"]')).toBeVisible();
    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(results.getByRole('status')).toHaveText(/^11–\d+ of \d+ communities$/);
    await expect(results.locator('[data-destination-id="singapore-sg"]')).toHaveCount(0);
  });

  test('finds San Francisco by its English name on a phone @phone', async ({ page }) => {
    await findSanFrancisco(page, 'San Francisco');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("a tree's clans", () => {
  async function treeOfTwoClans(request: APIRequestContext, owner: Member) {
    const headers = { Authorization: `Token ${owner.key}` };
    const created = await request.post('/api/v1/familytree/create/', {
      headers,
      data: {
        name: 'Wong and Chan',
        start_person: {
          first_names: [{ type: 'given', value: 'Ming' }, { type: 'given', value: '明' }],
          surnames: [{ type: 'birth', value: 'Wong' }, { type: 'birth', value: '黄' }],
          gender: 'm',
          birth_date: { year: 1950 },
        },
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const tree = (await created.json()) as { id: string; home_person: string };
    const add = async (data: Record<string, unknown>) => {
      const res = await request.post('/api/v1/person/', { headers, data: { family_tree_id: tree.id, ...data } });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const father = await add({
      first_names: [{ type: 'given', value: 'Tak' }, { type: 'given', value: '德' }],
      surnames: [{ type: 'birth', value: 'Wong' }, { type: 'birth', value: '黃' }],
      gender: 'm',
      birth_date: { year: 1920 },
      death_date: { year: 1990 },
      relative: { person_id: tree.home_person, relation: 'parent' },
    });
    await add({
      first_names: [{ type: 'given', value: 'Lan' }, { type: 'given', value: '兰' }],
      surnames: [{ type: 'birth', value: 'Chan' }, { type: 'birth', value: '陈' }],
      gender: 'f',
      birth_date: { year: 1925 },
      relative: { person_id: tree.home_person, relation: 'parent' },
    });
    return { treeId: tree.id, ming: tree.home_person, father };
  }

  test('lists the clans of a tree and opens one with its persons', async ({ page, request }) => {
    const owner = await registerMember(request, 'clans');
    const { treeId, ming } = await treeOfTwoClans(request, owner);
    await logIn(page, owner, treeId);
    await page.goto(`/familytree/${treeId}/clans`);
    const clans = page.getByRole('list', { name: 'Clans' });
    // 黄 and 黃 are one clan.
    await expect(clans.getByRole('listitem')).toHaveCount(2);
    await expect(clans.getByRole('listitem').first()).toContainText('黄');
    await expect(clans.getByRole('listitem').first()).toContainText('2 persons');
    await expect(clans.getByRole('listitem').filter({ hasText: '陈' })).toContainText('1 person');
    await clans.getByRole('link', { name: /^黄 huang$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/familytree/${treeId}/clans/${encodeURIComponent('黄')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('黄 / 黃 clan');
    const persons = page.getByRole('list', { name: 'Persons of the clan' });
    // The father written in traditional characters is listed too, the eldest first.
    await expect(persons.getByRole('listitem')).toHaveCount(2);
    await expect(persons.getByRole('listitem').first()).toContainText('德');
    await expect(persons.getByRole('listitem').first()).toContainText('1920');
    const ming_ = persons.locator(`[data-person-id="${ming}"]`);
    await expect(ming_).toContainText('明');
    await expect(persons).not.toContainText('兰');
    await ming_.getByRole('link', { name: 'Open in tree' }).click();
    await expect(page).toHaveURL(new RegExp(`/familytree/${treeId}\\?start_person_id=${ming}$`));
  });

  test('asks a visitor to log in', async ({ page }) => {
    await page.goto('/familytree/00000000-0000-4000-8000-000000000000/clans');
    await expect(page).toHaveURL(/\/login/);
  });
});
