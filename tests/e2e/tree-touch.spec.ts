/**
 * The tree canvas on a phone (390x844, touch): real touch sequences sent through the Chrome DevTools
 * protocol, so the engine sees touch pointers exactly as a finger makes them. One finger pans, two
 * fingers pinch, a long press opens the quick actions, and a parent is added from there.
 */
import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { logIn, registerMember } from './support/members';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Point {
  x: number;
  y: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fingers pressed at `from`, moved in steps to `to`, held still, lifted: no throw, so no inertia afterwards. */
async function touchPath(cdp: CDPSession, from: Point[], to: Point[], steps = 12): Promise<void> {
  const points = (t: number) => from.map((f, id) => ({ x: f.x + (to[id].x - f.x) * t, y: f.y + (to[id].y - f.y) * t, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(i / steps) });
    await pause(16);
  }
  await pause(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function longPress(cdp: CDPSession, at: Point): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...at, id: 0 }] });
  await pause(900);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const zoomLevel = async (page: Page) => Number((await page.getByRole('status', { name: 'Zoom level' }).textContent())?.replace('%', ''));
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

async function insideViewport(page: Page, el: Locator): Promise<void> {
  const box = (await el.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

test('on a phone: one finger pans, two fingers pinch, a long press opens the quick actions, a parent is added from them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, 'touch');
  const created = await request.post('/api/v1/familytree/create/', {
    headers: { Authorization: `Token ${member.key}` },
    data: {
      is_public: false,
      start_person: { first_names: [{ type: 'given', value: 'Ah Sing' }, { type: 'given', value: '亚成' }], surnames: [{ type: 'birth', value: 'Wong' }, { type: 'birth', value: '黄' }], gender: 'm' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { object_id: treeId, home_person: homeId } = (await created.json()) as { object_id: string; home_person: string };
  await logIn(page, member, treeId);
  await page.goto(`/familytree/${treeId}`);
  const home = page.getByRole('treeitem', { name: /Ah Sing/ });
  await expect(home).toHaveCount(1, { timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  // A new member's verify-e-mail reminder may sit above the tree; closed, as most would, for room.
  const reminder = page.getByRole('button', { name: 'Close the verify e-mail reminder' });
  if (await reminder.isVisible()) await reminder.tap();
  // Whatever banner sits above the tree, the canvas ends at the bottom of the screen, and takes the
  // room back when the banner goes.
  const host = page.getByTestId('tree-host');
  const bottom = async () => {
    const b = (await host.boundingBox())!;
    return Math.round(b.y + b.height);
  };
  const atBottom = await bottom();
  expect(atBottom).toBeLessThanOrEqual(844);
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.id = 'test-banner';
    banner.style.height = '120px';
    document.getElementById('main')!.before(banner);
  });
  await expect.poll(async () => (await host.boundingBox())!.y).toBeGreaterThan(150);
  await expect.poll(bottom).toBe(atBottom);
  await page.evaluate(() => document.getElementById('test-banner')!.remove());
  await expect.poll(bottom).toBe(atBottom);
  // The mini-map would cover much of a phone's canvas: it starts hidden, one tap away.
  const minimap = page.getByRole('toolbar', { name: 'Tree tools' }).getByRole('button', { name: 'Mini-map' });
  await expect(minimap).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('tree-minimap')).toBeHidden();
  await minimap.tap();
  await expect(page.getByTestId('tree-minimap')).toBeVisible();
  await minimap.tap();
  await expect(page.getByTestId('tree-minimap')).toBeHidden();
  const box = (await page.getByTestId('tree-host').boundingBox())!;
  // The canvas fills the screen below the menu and no further: all of it can be touched.
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const around = (p: Point, half: number): Point[] => [{ x: p.x - half, y: p.y }, { x: p.x + half, y: p.y }];

  // A member's first visit teaches the gestures; each step ends only when the finger really does it.
  const tutorial = page.locator('.tree-tutorial');
  await expect(tutorial).toHaveAttribute('data-step', 'drag');
  const zoomAtStart = await zoomLevel(page);
  await touchPath(cdp, [centre], [{ x: centre.x + 60, y: centre.y - 80 }]);
  await expect(tutorial).toHaveAttribute('data-step', 'zoom');
  expect(await zoomLevel(page)).toBe(zoomAtStart);

  // Two fingers spread: the view zooms in; brought together: it zooms out.
  await touchPath(cdp, around(centre, 30), around(centre, 75));
  await expect.poll(() => zoomLevel(page)).toBeGreaterThan(zoomAtStart * 1.8);
  await expect(tutorial).toHaveCount(0);
  const zoomedIn = await zoomLevel(page);
  await touchPath(cdp, around(centre, 120), around(centre, 30));
  await expect.poll(() => zoomLevel(page)).toBeLessThan(zoomedIn / 2.5);

  // Search from the toolbar (a tap, no keyboard shortcut) puts the card in the middle of the canvas.
  await page.getByRole('toolbar', { name: 'Tree tools' }).getByRole('button', { name: /Search/ }).tap();
  await page.getByRole('searchbox', { name: 'Search this tree' }).fill('亚成');
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Ah Sing/ }).tap();
  await page.waitForTimeout(900);
  await noSidewaysScroll(page);
  // Below and to the left of the card: its parents' ghost cards are above it.
  const target = { x: centre.x - 90, y: centre.y + 160 };
  expect(target.y).toBeLessThan(box.y + box.height - 60);
  const menu = page.getByRole('menu', { name: 'Quick actions' });

  // Before the pan only empty canvas lies at the target: a long press there opens no menu.
  await longPress(cdp, target);
  await page.waitForTimeout(300);
  await expect(menu).toHaveCount(0);

  // One finger drags the card to the target, without changing the zoom.
  const zoomBefore = await zoomLevel(page);
  await touchPath(cdp, [centre], [target]);
  expect(await zoomLevel(page)).toBe(zoomBefore);

  // The card followed the finger: a tap on it there opens its quick view.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...target, id: 0 }] });
  await pause(60);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const quickView = page.getByRole('complementary', { name: 'Quick view' });
  await expect(quickView).toContainText('亚成');

  // The panel takes the lower half of the canvas, where the card was: the card comes back into the
  // middle of what is left, and a long press on it there opens its quick actions.
  await page.waitForTimeout(900);
  const shorter = (await page.getByTestId('tree-host').boundingBox())!;
  expect(shorter.y + shorter.height).toBeLessThan(target.y);
  await longPress(cdp, { x: shorter.x + shorter.width / 2, y: shorter.y + shorter.height / 2 });
  await expect(menu).toBeVisible();
  await expect(home).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText([/Profile/, /Quick edit/, /Full edit/, /Add parent/, /Add spouse/, /Add sibling/, /Add child/, /Tree view/, /Lineage/, /Delete/]);
  await insideViewport(page, menu);
  await noSidewaysScroll(page);

  await menu.getByRole('menuitem', { name: /Add parent/ }).tap();
  await expect(menu).toHaveCount(0);
  const add = page.getByRole('complementary', { name: 'Add a parent' });
  await add.getByLabel('Surname (Chinese) 姓', { exact: true }).fill('黄');
  await add.getByLabel('First name (Chinese) 名', { exact: true }).fill('国伟');
  await add.getByRole('radio', { name: 'Male', exact: true }).check();
  await add.getByRole('button', { name: 'Add' }).tap();
  const parent = page.getByRole('treeitem', { name: /黄国伟/ });
  await expect(parent).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  const relatives = await request.get(`/api/v1/person/${homeId}/relatives/`, { headers: { Authorization: `Token ${member.key}` } });
  expect(((await relatives.json()) as { parents: { names_zh: string }[] }).parents.map((p) => p.names_zh)).toEqual(['黄国伟']);

  // The quick view of the new card offers the rest by touch too: its own add-relative buttons.
  await expect(quickView).toContainText('国伟');
  for (const name of ['Add parent', 'Add spouse', 'Add sibling', 'Add child']) await expect(quickView.getByRole('button', { name })).toBeVisible();
  await insideViewport(page, quickView);
  await noSidewaysScroll(page);
  await quickView.getByRole('button', { name: 'Close panel' }).tap();
  await expect(quickView).toHaveCount(0);

  // Full edit, the widest form, opens from a long press too and fits the phone.
  await page.getByRole('toolbar', { name: 'Tree tools' }).getByRole('button', { name: /Search/ }).tap();
  await page.getByRole('searchbox', { name: 'Search this tree' }).fill('国伟');
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /黄国伟/ }).tap();
  await page.waitForTimeout(900);
  const canvas = (await page.getByTestId('tree-host').boundingBox())!;
  const finger = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
  await longPress(cdp, finger);
  // The menu is moved up to fit the canvas, so an item is under the finger: lifting it chooses nothing.
  await expect(menu).toBeVisible();
  const placed = (await menu.boundingBox())!;
  expect(placed.y + placed.height).toBeLessThanOrEqual(canvas.y + canvas.height);
  expect(finger.y).toBeGreaterThan(placed.y + 20);
  await page.waitForTimeout(300);
  await expect(menu).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await menu.getByRole('menuitem', { name: /Full edit/ }).tap();
  const full = page.getByRole('complementary', { name: 'Full edit' });
  await expect(full.getByRole('group', { name: 'First name (Chinese) 名 1', exact: true }).getByLabel('Name', { exact: true })).toHaveValue('国伟');
  await insideViewport(page, full);
  await noSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/tree-touch.png' });
  await full.getByRole('button', { name: 'Close panel' }).tap();
  await expect(full).toHaveCount(0);
});
