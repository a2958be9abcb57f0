/**
 * The zupu journey, at 1280x800 and (tagged @phone) at 390x844: a subscriber searches 黄 in the zupus'
 * full text, opens the 台山黃氏族譜, searches inside it for 黄永文 (an emigrant of the demo tree, written
 * 黃永文 in the book) and sees the hit drawn on the page image, saves the book to her tree, finds it in
 * My Zupus and removes it; then uploads a page image in Image to Text and reads its text and gloss.
 *
 * The journeys' server draws and reads its one sample book (two pages) before it listens
 * (support/server.ts), so the book is searchable from the first journey on.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, registerMember, type Member } from './support/members';
import { subscribe } from './support/subscribe';

const TITLE = '台山黃氏族譜';

async function memberWithTree(request: APIRequestContext): Promise<{ member: Member; treeId: string }> {
  const member = await registerMember(request, 'zupus');
  const created = await request.post('/api/v1/familytree/create/', {
    headers: { Authorization: `Token ${member.key}` },
    data: { is_public: false, start_person: { first_names: [{ type: 'given', value: 'Mei' }], surnames: [{ type: 'birth', value: '黄' }], gender: 'f', birth_date: { year: 1950 } } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { member, treeId: ((await created.json()) as { object_id: string }).object_id };
}

test('a member finds a name in a zupu, sees it on the page, saves and removes the book; a page image gives its text and gloss @phone', async ({ page, request }) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const { member, treeId } = await memberWithTree(request);
  await subscribe(request, member);
  await logIn(page, member, treeId);

  // The full text of every zupu page: 黄 in simplified finds the traditional 黃 of the sample book.
  await page.goto('/search/zupus');
  await expect(page).toHaveURL(/\/search\/records\?tab=full-text&category_id=zupus$/);
  await page.getByRole('searchbox', { name: 'Words in the pages of zupus (family tree books)' }).fill('黄');
  await page.getByRole('button', { name: 'Search the text' }).click();
  await expect(page.getByRole('status').filter({ hasText: /pages? ha(s|ve) “黄”/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: TITLE }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);

  // The viewer: search inside the book, the hit's boxes drawn over the page image.
  await page.getByRole('link', { name: 'Open the book' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);
  const zupuId = /\/zupus\/([^/]+)\/viewer/.exec(page.url())![1]!;
  await page.getByRole('searchbox', { name: 'Search in this book' }).fill('黄永文');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const hits = page.getByRole('region', { name: 'Hits in this book' });
  await expect(hits.getByRole('status')).toHaveText('1 page has “黄永文”.', { timeout: 30_000 });
  await expect(hits.getByRole('button', { name: /Page 1:/ })).toContainText('黃永文');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const boxes = page.getByTestId('zupu-hit-box');
  await expect(boxes.first()).toBeAttached();
  const image = page.getByRole('img', { name: `Page 1 of ${TITLE}` });
  await expect(image).toBeVisible();
  // Every hit box lies on the page image.
  const imageBox = (await image.boundingBox())!;
  for (const box of await boxes.all()) {
    const b = (await box.boundingBox())!;
    expect(b.width).toBeGreaterThan(0);
    expect(b.x).toBeGreaterThanOrEqual(imageBox.x - 1);
    expect(b.y).toBeGreaterThanOrEqual(imageBox.y - 1);
    expect(b.x + b.width).toBeLessThanOrEqual(imageBox.x + imageBox.width + 1);
    expect(b.y + b.height).toBeLessThanOrEqual(imageBox.y + imageBox.height + 1);
  }
  // The page strip shows each page as a small image, the other page one keystroke away.
  const strip = page.getByRole('navigation', { name: 'Pages' });
  const thumbs = strip.locator('img');
  await expect(thumbs).toHaveCount(2);
  await expect(thumbs.first()).toHaveAttribute('src', /\/api\/v1\/image\/\?url=.*&width=72&quality=10/);
  await expect.poll(() => thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)), { timeout: 30_000 }).toEqual([72, 72]);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  // Saved to her tree, the book is in My Zupus; removed, it is gone.
  await page.getByRole('link', { name: '← About this book' }).click();
  await page.getByRole('button', { name: 'Save to my tree' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to your tree.' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/my-zupus');
  const item = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText('Saved');
  await item.getByRole('button', { name: `Remove ${TITLE} from My Zupus` }).click();
  await expect(page.getByText('You have not saved a zupu yet.')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByText('You have not saved a zupu yet.')).toBeVisible({ timeout: 30_000 });

  // Image to text: the book's first page as a photo; its text, then its gloss (the dictionary loads in the background).
  const pageImage = (await (await request.get(`/api/v1/clan-pedigree/${zupuId}/page/?page=1`)).json()) as { url: string };
  const png = await (await request.get(pageImage.url)).body();
  await page.goto('/image-to-text');
  await page.getByLabel('Photo of the page').setInputFiles({ name: 'zupu-page.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Upload and read' }).click();
  await expect(page).toHaveURL(/\/image-to-text\/[^/?]+/, { timeout: 60_000 });
  const text = page.getByRole('textbox', { name: 'Text of the image' });
  await expect(text).toHaveValue(/黃氏族譜/, { timeout: 180_000 });
  await expect
    .poll(async () => ((await (await request.get('/api/v1/word/?search_cn=%E6%97%8F%E8%B0%B1')).json()) as { meta?: { total_count: number } }).meta?.total_count ?? 0, {
      timeout: 480_000,
      intervals: [2_000, 5_000],
    })
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Show the gloss' }).click();
  const gloss = page.getByRole('region', { name: 'Gloss' });
  await expect(gloss.getByRole('row').filter({ has: page.getByRole('cell', { name: '族譜', exact: true }) }).first()).toContainText(/genealog|family tree/i, { timeout: 30_000 });
  expect(errors).toEqual([]);
});
