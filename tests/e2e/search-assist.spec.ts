/**
 * The search assistant with the SEARCH_AI switch on: a server of its own (the journeys' server starts
 * with every switch off), its switch set with the manage command before it starts. A visitor types a
 * prompt, reads what the parser took, sees records, and refines the search with a follow-up.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type ServerProcess } from '../harness/serverProcess';

let server: ServerProcess;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'xungen-assist-'));
  const env = { ...process.env, DATA_DIR: dataDir };
  const set = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/manage.ts', 'switch:set', 'SEARCH_AI', 'on'], { env, encoding: 'utf8' });
  expect(set.status, set.stderr).toBe(0);
  server = await startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: join(process.env.E2E_DATA_DIR!, 'web'), NODE_ENV: 'test' }, 'scripts/start.ts');
});
test.afterAll(async () => {
  await server?.stop();
});

test('a visitor asks the assistant, sees what it took and the records, and refines with a follow-up', async ({ page, request }) => {
  test.setTimeout(300_000);
  await expect
    .poll(async () => {
      const res = await request.get(`${server.url}/api/v1/sources/search-mentions/?surname=Wong`);
      return res.ok() ? ((await res.json()) as { meta: { total_count: number } }).meta.total_count : 0;
    }, { timeout: 240_000, intervals: [3_000] })
    .toBeGreaterThan(5);
  await page.goto(`${server.url}/search/records`);
  const tabs = page.getByRole('navigation', { name: 'Search in' });
  await tabs.getByRole('link', { name: 'Search assistant' }).click();
  await expect(page).toHaveURL(/tab=ai/);

  const box = page.getByLabel('Who are you looking for?');
  await box.fill('Wong born about 1890 in Toisan');
  await page.getByRole('button', { name: 'Search' }).click();
  const understood = page.getByTestId('assist-understood');
  await expect(understood).toHaveText('Searching for Wong (surname Wong); born about 1890 (1885–1895) in 台山 Taishan (written Toisan).');
  const filled = page.getByRole('definition');
  await expect(filled.first()).toHaveText('Wong');
  await expect(page.getByRole('heading', { level: 2, name: /records$/ })).toBeVisible();
  const results = page.locator('.records-search__result');
  await expect(results.first()).toContainText('Wong');

  await page.getByLabel('Refine the search').fill('只看移民记录');
  await page.getByRole('button', { name: 'Refine' }).click();
  await expect(understood).toContainText('已修改：加上只看移民记录。');
  await expect(page.getByRole('list', { name: 'What you asked' }).getByRole('listitem')).toHaveText(['Wong born about 1890 in Toisan', '只看移民记录']);
  await expect(page.getByRole('heading', { level: 2, name: /records$/ })).toBeVisible();
  // Every record now comes from an immigration collection.
  const sources = page.locator('.records-search__source');
  const n = await sources.count();
  for (let i = 0; i < n; i++) await expect(sources.nth(i)).toContainText(/Arrivals|Case Files|Head Tax/);
  await page.getByRole('link', { name: 'Open this search in the indexed records tab' }).click();
  await expect(page).toHaveURL(/category_id=immigration/);
  await expect(page).toHaveURL(/birth_location=%E5%8F%B0%E5%B1%B1/);
});
