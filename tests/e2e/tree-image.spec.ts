import { readFileSync } from 'node:fs';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { expect, test } from '@playwright/test';
import { logIn, registerMember } from './support/members';

test('"Download image" in the toolbar\'s menu saves a PNG of a private tree, drawn by the server for its member', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, 'tree-image');
  const created = await request.post('/api/v1/familytree/create/', {
    headers: { Authorization: `Token ${member.key}` },
    data: { name: 'Lau family / Hoiping', is_public: false, start_person: { first_names: [{ type: 'given', value: 'Kam Fai' }], surnames: [{ type: 'birth', value: 'Lau' }], gender: 'm' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const treeId = ((await created.json()) as { object_id: string }).object_id;
  // Not for strangers: a plain link without the member's session gets nothing.
  expect((await request.get(`/api/people/tree/image/${treeId}/?binary=true`)).status()).toBe(404);

  await logIn(page, member, treeId);
  await page.goto(`/familytree/${treeId}`);
  await expect(page.getByRole('treeitem', { name: /Kam Fai/ })).toHaveCount(1, { timeout: 30_000 });

  const more = page.getByRole('toolbar', { name: 'Tree tools' }).getByRole('button', { name: 'More tree actions' });
  await more.click();
  const menu = page.getByRole('menu', { name: 'More tree actions' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  const imageAnswer = page.waitForResponse((r) => r.url().includes(`/api/people/tree/image/${treeId}/`));
  const download = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: 'Download image' }).click();
  const answer = await imageAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  const file = await download;
  expect(file.suggestedFilename()).toBe('Lau family Hoiping.png');
  const bytes = readFileSync(await file.path());
  // A PNG: its signature, then an IHDR chunk whose width and height hold the card.
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect(bytes.readUInt32BE(16)).toBeGreaterThan(150);
  expect(bytes.readUInt32BE(20)).toBeGreaterThan(50);
  expect(bytes.length).toBeGreaterThan(1000);
  // And a drawing, not a blank: the card's fill, border and name bring several colours.
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
  expect(colours.size).toBeGreaterThan(8);
  // The menu closed back on its button.
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
});
