/**
 * The library journey, at 1280x800 and (tagged @phone) at 390x844: three photos uploaded with their
 * progress shown, one tagged with a person and made her profile picture, which the tree's card then
 * shows and the person's page lists among her photos; the grid filters by kind and person.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { readDrawAnswer } from './support/drawAnswer';
import { logIn, registerMember } from './support/members';

interface Tree {
  treeId: string;
  homeId: string;
}

/** A tree whose home person is Lee Mei 李美. */
async function treeWithPerson(request: APIRequestContext, page: Page): Promise<Tree> {
  const member = await registerMember(request, 'library');
  const created = await request.post('/api/v1/familytree/create/', {
    headers: { Authorization: `Token ${member.key}` },
    data: {
      is_public: false,
      start_person: {
        first_names: [
          { type: 'given', value: 'Mei' },
          { type: 'given', value: '美' },
        ],
        surnames: [
          { type: 'birth', value: 'Lee' },
          { type: 'birth', value: '李' },
        ],
        gender: 'f',
        birth_date: { year: 1931 },
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { object_id: treeId, home_person: homeId } = (await created.json()) as { object_id: string; home_person: string };
  await logIn(page, member, treeId);
  return { treeId, homeId };
}

/** Three small real images: two PNG, one JPEG, each of one colour and its own shape. */
async function images() {
  const make = (width: number, height: number, rgb: [number, number, number]) =>
    sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });
  return [
    { name: 'grandmother-1931.png', mimeType: 'image/png', buffer: await make(64, 48, [180, 40, 30]).png().toBuffer() },
    { name: 'village-gate.jpg', mimeType: 'image/jpeg', buffer: await make(48, 64, [40, 140, 60]).jpeg().toBuffer() },
    { name: 'wedding.png', mimeType: 'image/png', buffer: await make(80, 60, [30, 60, 170]).png().toBuffer() },
  ];
}

test('upload three photos with progress, tag one, make it the profile picture and see it on the card and the profile @phone', async ({ page, request }) => {
  const { treeId, homeId } = await treeWithPerson(request, page);

  await page.goto(`/familytree/${treeId}/library`);
  await expect(page.getByRole('heading', { name: 'Photos & files' })).toBeVisible();
  await expect(page.getByText('This tree has no photos or files yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Upload files' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/familytree/${treeId}/library/upload$`));

  // Hold each upload's answer a moment, so the placeholders and their progress can be seen.
  await page.route('**/library/upload/', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByLabel('Files to upload').setInputFiles(await images());
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem')).toHaveCount(3);
  for (const name of ['grandmother-1931.png', 'village-gate.jpg', 'wedding.png']) {
    await expect(uploads.getByRole('progressbar', { name: `${name} progress` })).toBeVisible();
  }
  await expect(page.getByText('3 of 3 uploaded')).toBeVisible({ timeout: 20_000 });
  for (const name of ['grandmother-1931.png', 'village-gate.jpg', 'wedding.png']) {
    await expect(uploads.getByRole('progressbar', { name: `${name} progress` })).toHaveAttribute('value', '100');
  }
  await page.unroute('**/library/upload/');

  // The grid: three photos, all untagged, three columns on a phone.
  await page.getByRole('link', { name: 'Back to the library' }).click();
  const grid = page.getByRole('list', { name: 'Files' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^Photos\s*3$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Untagged\s*3$/ })).toBeVisible();
  if ((page.viewportSize()?.width ?? 1280) < 600) {
    const tops = await grid.getByRole('listitem').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  }

  // Tag the first photo with Lee Mei and make it her profile picture.
  await grid.getByRole('link', { name: /grandmother-1931\.png/ }).click();
  await expect(page.getByRole('heading', { name: 'grandmother-1931.png', level: 1 })).toBeVisible();
  await page.getByLabel('Tag a person').fill('Mei');
  await page.getByRole('button', { name: /^Add .*Mei/ }).click();
  await expect(page.getByRole('list', { name: 'Tagged persons' })).toContainText('Mei');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.getByRole('button', { name: /Set as profile picture of .*Mei/ }).click();
  await expect(page.getByText(/Profile picture of .*Mei.* set\./)).toBeVisible();
  await page.getByLabel('Description').fill('Portrait taken in Taishan');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // The library now finds it by person, and two photos are left untagged.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('button', { name: /^Untagged\s*2$/ })).toBeVisible();
  const mei = await page.getByLabel('Person').locator('option', { hasText: 'Mei' }).getAttribute('value');
  expect(mei).toBe(homeId);
  await page.getByLabel('Person').selectOption(mei!);
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid).toContainText('grandmother-1931.png');
  // Words find the description; the filters live in the address, so a reload keeps them.
  await page.getByLabel('Person').selectOption('');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Portrait');
  await expect(page).toHaveURL(/[?&]q=Portrait/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Portrait');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid).toContainText('grandmother-1931.png');

  // The card shows the picture: the draw names its thumbnail and the engine loads it.
  const photoLoaded = page.waitForResponse((res) => /\/api\/v1\/files\/.+\/thumbnail\.webp/.test(res.url()));
  const drawn = page.waitForResponse((res) => /\/familytree\/[^/]+\/(draw|diff)\/$/.test(new URL(res.url()).pathname) && res.request().method() === 'POST');
  await page.goto(`/familytree/${treeId}`);
  const draw = await readDrawAnswer<{ persons?: { object_id: string; card: { photo_url: string | null } }[]; new_persons?: { object_id: string; card: { photo_url: string | null } }[] }>(await drawn);
  const home = [...(draw.persons ?? []), ...(draw.new_persons ?? [])].find((p) => p.object_id === homeId);
  expect(home?.card.photo_url).toMatch(/thumbnail\.webp/);
  const photo = await photoLoaded;
  expect(photo.ok()).toBe(true);
  expect(photo.headers()['content-type']).toContain('image/webp');

  // The person's page lists it among her photos, marked as the profile picture.
  await page.goto(`/familytree/${treeId}/profile/${homeId}`);
  const photos = page.getByRole('list', { name: /Photos and files of/ });
  await expect(photos.getByRole('listitem')).toHaveCount(1);
  await expect(photos).toContainText('grandmother-1931.png');
  await expect(photos).toContainText('Profile picture');
  // A photo added from her page is tagged with her and listed first.
  await page.getByLabel(/Photos of .* to upload/).setInputFiles((await images()).slice(2));
  await expect(page.getByRole('list', { name: 'Uploads' })).toContainText('Uploaded');
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await expect(photos.getByRole('listitem').first()).toContainText('wedding.png');
});

test('rotate a photo, then delete it after confirming: the library counts go down', async ({ page, request }) => {
  const { treeId } = await treeWithPerson(request, page);
  await page.goto(`/familytree/${treeId}/library/upload`);
  await page.getByLabel('Files to upload').setInputFiles((await images()).slice(0, 2));
  await expect(page.getByText('2 of 2 uploaded')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Open village-gate.jpg' }).click();

  const preview = page.getByRole('figure').getByRole('img');
  const before = await preview.getAttribute('src');
  await page.getByRole('button', { name: 'Rotate right' }).click();
  await expect(preview).not.toHaveAttribute('src', before ?? '');
  await expect(preview).toHaveJSProperty('complete', true);
  // The 48x64 portrait turned a quarter is landscape.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth > img.naturalHeight)).toBe(true);

  await page.getByRole('button', { name: 'Delete file…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/familytree/${treeId}/library$`));
  await expect(page.getByRole('button', { name: /^All\s*1$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Files' })).not.toContainText('village-gate.jpg');
});

/** A video over one part in size: an MP4 file-type box, then padding. */
function bigVideo(bytes: number) {
  const buffer = Buffer.alloc(bytes);
  buffer.writeUInt32BE(24, 0);
  buffer.write('ftypisom', 4, 'latin1');
  buffer.writeUInt32BE(0x200, 12);
  buffer.write('isomiso2', 16, 'latin1');
  return { name: 'village-walk.mp4', mimeType: 'video/mp4', buffer };
}

test('a large file goes in parts; when the network drops a part, Retry resumes without sending the first part again', async ({ page, request }) => {
  const { treeId } = await treeWithPerson(request, page);
  await page.goto(`/familytree/${treeId}/library/upload`);
  const parts: string[] = [];
  let dropPartTwo = true;
  await page.route('**/library/upload-part/', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const part = /name="part_number"\r\n\r\n(\d+)/.exec(body)?.[1] ?? '?';
    parts.push(part);
    if (part === '2' && dropPartTwo) return route.abort('failed');
    return route.continue();
  });
  // 8 MB parts: 9 MB is two.
  await page.getByLabel('Files to upload').setInputFiles([bigVideo(9 * 1024 * 1024)]);
  const item = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
  await expect(item.getByRole('alert')).toContainText('Network error', { timeout: 30_000 });
  // The lost part was tried again before giving up; the first part went once.
  expect(parts.filter((p) => p === '1')).toHaveLength(1);
  expect(parts.filter((p) => p === '2').length).toBeGreaterThan(1);
  const progress = Number(await item.getByRole('progressbar').getAttribute('value'));
  expect(progress).toBeGreaterThanOrEqual(80);

  dropPartTwo = false;
  parts.length = 0;
  await item.getByRole('button', { name: 'Retry village-walk.mp4' }).click();
  await expect(item).toContainText('Uploaded', { timeout: 30_000 });
  expect(parts).toEqual(['2']);
  await item.getByRole('link', { name: 'Open village-walk.mp4' }).click();
  await expect(page.getByText('Video · 9.0 MB')).toBeVisible();
  await expect(page.locator('video')).toHaveAttribute('src', /\/api\/v1\/files\//);
});

test('/library opens the active tree’s library; a library that cannot be loaded stops being the active tree', async ({ page, request }) => {
  const { treeId } = await treeWithPerson(request, page);
  await page.goto('/library');
  await expect(page).toHaveURL(new RegExp(`/familytree/${treeId}/library$`));
  await expect(page.getByRole('heading', { name: 'Photos & files' })).toBeVisible();

  const activeTree = () => page.evaluate(() => (JSON.parse(localStorage.getItem('xungen.session') ?? '{}') as { activeTreeId?: string | null }).activeTreeId ?? null);
  expect(await activeTree()).toBe(treeId);
  await page.route(`**/api/v1/familytree/${treeId}/library/?**`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"The library is out of order."}' }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'The library could not be loaded: The library is out of order.' })).toBeVisible();
  await expect.poll(activeTree).toBeNull();
});
