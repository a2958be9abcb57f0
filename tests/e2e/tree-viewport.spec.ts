/**
 * The tree page is a full-viewport app: focusing a card from the keyboard never scrolls the document,
 * and after a resize the canvas is painted edge to edge (no black, unpainted strip), on desktop and phone.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn, registerMember } from './support/members';

/** Share of the canvas's pixels that are pure black: what an unpainted WebGL region shows. */
async function blackShare(page: Page): Promise<number> {
  const png = await page.locator('.tree-canvas').screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let black = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 8 && data[i + 1]! < 8 && data[i + 2]! < 8) black++;
  return black / (info.width * info.height);
}

const documentScroll = (page: Page) => page.evaluate(() => ({ y: window.scrollY, max: document.scrollingElement!.scrollHeight - document.documentElement.clientHeight}));

test('a keyboard focus on a card scrolls nothing, and a resized canvas is painted edge to edge @phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, 'viewport');
  const auth = { Authorization: `Token ${member.key}` };
  const res = await request.post('/api/v1/familytree/create/', {
    headers: auth,
    data: { start_person: { first_names: [{ type: 'given', value: 'Ah Sing' }], surnames: [{ type: 'birth', value: 'Wong' }], gender: 'm', birth_date: { year: 1958 } } },
  });
  const { object_id: treeId } = (await res.json()) as { object_id: string };
  await logIn(page, member, treeId);
  await page.goto(`/familytree/${treeId}`);
  const item = page.getByRole('treeitem', { name: /^Ah Sing Wong/ });
  await expect(item).toHaveCount(1, { timeout: 30_000 });

  // No footer under the canvas and nothing for the browser to scroll to, before and after a focus.
  expect((await documentScroll(page)).max).toBeLessThanOrEqual(0);
  await item.focus();
  await expect(item).toBeFocused();
  expect((await documentScroll(page)).y).toBe(0);
  expect((await documentScroll(page)).max).toBeLessThanOrEqual(0);

  // Taller, wider, then back: every size is painted to its edges.
  const start = page.viewportSize()!;
  for (const size of [{ width: start.width + 200, height: start.height + 150 }, { width: Math.round(start.width * 0.8), height: Math.round(start.height * 0.7) }, start]) {
    await page.setViewportSize(size);
    await expect.poll(() => blackShare(page), { message: `unpainted canvas at ${size.width}x${size.height}`, timeout: 10_000 }).toBeLessThan(0.01);
    expect((await documentScroll(page)).max).toBeLessThanOrEqual(0);
  }
});
