/**
 * Chinese surnames: from a spelling to the clans it may be, to a clan's page with its spellings per
 * dialect, to a dialect's page. The clans load as the last reference set after the server starts,
 * so the journeys first wait until the API answers with them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

async function waitForClans(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/clan/search/?q=wong');
        return res.ok() ? ((await res.json()) as { meta: { total_count: number } }).meta.total_count : 0;
      },
      { timeout: 280_000, intervals: [1000, 2000, 5000] },
    )
    .toBeGreaterThan(0);
}

test.describe('Chinese surnames', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000);
    await waitForClans(request);
  });

  test('Wong is 黄 or 王; the page of 黄 shows its Cantonese spelling Wong and links to the dialect', async ({ page, request }) => {
    test.setTimeout(120_000);
    // The dictionary loads after the clans on a first start.
    await expect
      .poll(async () => ((await (await request.get('/api/v1/word/?search_cn=%E9%BB%84')).json()) as { meta?: { total_count: number } }).meta?.total_count ?? 0, { timeout: 90_000, intervals: [1_000] })
      .toBeGreaterThan(0);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/search/surnames');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Wong');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Matching clans' });
    await expect(results).toContainText('黄');
    await expect(results).toContainText('王');

    await page.goto('/surnames/detail?word=Wong');
    const clans = page.getByRole('list', { name: 'Clans this spelling may stand for' });
    await expect(clans.locator('[data-surname="黄"]')).toContainText('Cantonese');
    await expect(clans.locator('[data-surname="王"]')).toBeVisible();

    await clans.locator('[data-surname="黄"]').getByRole('link', { name: /黄/ }).click();
    await expect(page).toHaveURL(/\/surnames\/detail\?word=%E9%BB%84/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('黄');
    await expect(page.getByRole('region', { name: 'In the dictionary' })).toContainText(/yellow/);
    await expect(page.getByRole('definition').filter({ hasText: /^黃$/ })).toBeVisible();
    const cantonese = page.locator('tr[data-dialect="cantonese"]');
    await expect(cantonese).toContainText('Wong');
    await expect(page.getByRole('list', { name: 'Counties' }).getByRole('link').first()).toHaveAttribute('href', /^\/places\/\d+/);

    await cantonese.getByRole('link', { name: 'Cantonese' }).click();
    await expect(page).toHaveURL(/\/dialects\/cantonese$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('粤语');
    await expect(page.getByRole('row', { name: /黄/ }).first()).toContainText('Wong');
    // The communities that spoke it, each opening on its place page.
    const communities = page.getByRole('list', { name: 'Overseas communities' });
    await expect(communities.getByRole('link').first()).toHaveAttribute('href', /^\/places\/[a-z-]+$/);
    expect(errors).toEqual([]);
  });

  test('a surname few Hakka carry shows its Hakka reading as not seen in records, on its page and on the page of the spelling', async ({ page }) => {
    await page.goto(`/surnames/detail?word=${encodeURIComponent('崔')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('崔');
    await expect(page.locator('tr[data-dialect="hakka"]')).toContainText('reading Chui (not seen in records)');
    await expect(page.locator('tr[data-dialect="cantonese"]')).not.toContainText('reading');
    // The page of the spelling Voo: 巫 spelled so by Hakka families, 武 only by its Hakka reading.
    await page.goto('/surnames/detail?word=Voo');
    const clans = page.getByRole('list', { name: 'Clans this spelling may stand for' });
    await expect(clans.locator('[data-surname="武"]')).toContainText('Hakka (by its reading, not seen in records)');
    await expect(clans.locator('[data-surname="巫"]')).toContainText('Hakka');
    await expect(clans.locator('[data-surname="巫"]')).not.toContainText('reading');
  });

  test('the Wenzhounese page names its counties and the European communities that spoke it', async ({ page }) => {
    await page.goto('/dialects/wenzhounese');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('温州话');
    await expect(page.getByRole('link', { name: /瑞安/ }).first()).toHaveAttribute('href', /^\/places\/330381/);
    await expect(page.getByRole('list', { name: 'Overseas communities' })).toContainText('Prato');
  });

  test('a surname page takes a request to be told when records arrive, and names a bad field', async ({ page, request }) => {
    await page.goto(`/surnames/detail?word=${encodeURIComponent('黄')}`);
    const form = page.getByRole('form', { name: 'Tell me when records arrive' });
    await expect(form.getByRole('textbox', { name: 'Surname or place' })).toHaveValue('黄 黃 Wong');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-address');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form).toContainText('Enter a valid e-mail address.');
    const email = `notify-${Date.now()}@example.com`;
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toContainText('黄 黃 Wong');
    expect((await request.get('/api/v1/clan/search/?q=wong')).ok()).toBe(true);
  });

  test('an unknown dialect shows the not-found message', async ({ page }) => {
    await page.goto('/dialects/klingon');
    await expect(page.getByRole('alert')).toContainText('Dialect not found');
  });

  test('the A–Z browse lists surnames by letter', async ({ page }) => {
    await page.goto('/search/surnames');
    await page.getByRole('link', { name: 'W', exact: true }).click();
    const list = page.getByRole('list', { name: 'Surnames beginning with W' });
    await expect(list.getByRole('link', { name: 'Wong', exact: true })).toBeVisible();
    await list.getByRole('link', { name: 'Wong', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wong');
  });

  test('the surname pages fit a phone @phone', async ({ page }) => {
    await page.goto('/surnames/detail?word=Wong');
    await expect(page.locator('[data-surname="黄"]')).toBeVisible();
    await page.goto(`/surnames/detail?word=${encodeURIComponent('黄')}`);
    await expect(page.locator('tr[data-dialect="cantonese"]')).toContainText('Wong');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
