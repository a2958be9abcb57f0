/**
 * The first hour of a new member, at 1280x800 and (tagged @phone) at 390x844: every way to sign up
 * ends in onboarding and then in a tree whose first view shows the home person's family, centred
 * below the toolbar; logging out and in from a deep page returns there; a tree shared with an
 * address that has no account yet is one sign-up away, without onboarding.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, logIn, registerMember, signupLink } from './support/members';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const main = (page: Page) => page.locator('#main');

async function fillRegister(page: Page, email: string, first = 'Mei', surname = 'Wong') {
  await main(page).getByLabel('First name').fill(first);
  await main(page).getByLabel('Surname').fill(surname);
  if (await main(page).getByLabel('E-mail').inputValue() !== email) await main(page).getByLabel('E-mail').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByLabel('Confirm password').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Create account' }).click();
  // Sign-up is finished from the e-mailed link, opened here as the member would from their inbox.
  await expect(main(page).getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(main(page).getByRole('status')).toContainText(email);
  await page.goto(await signupLink(page.request, email));
}

async function fillPerson(page: Page, legend: string, given: string, surname: string) {
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('Given name', { exact: true }).fill(given);
  await group.getByLabel('Surname', { exact: true }).fill(surname);
}

/** From the welcome step to the tree: the member, both parents and the father's parents. */
async function onboard(page: Page) {
  await expect(page).toHaveURL(/\/familytree\/onboarding\/start$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Let’s begin' }).click();
  await expect(page).toHaveURL(/\/onboarding\/me$/);
  // The name typed at sign-up is already there.
  await expect(page.getByRole('group', { name: 'You', exact: true }).getByLabel('Given name', { exact: true })).toHaveValue('Mei');
  await expect(page.getByRole('group', { name: 'You', exact: true }).getByLabel('Surname', { exact: true })).toHaveValue('Wong');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/mother$/, { timeout: 15_000 });
  await fillPerson(page, 'Mother', 'Lan', 'Chan');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/father$/, { timeout: 15_000 });
  await fillPerson(page, 'Father', 'Ah Sing', 'Wong');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/grandparent$/, { timeout: 15_000 });
  await page.getByLabel('My father’s parents').check();
  await fillPerson(page, 'Grandfather', 'Kam', 'Wong');
  await fillPerson(page, 'Grandmother', 'Yuk', 'Lee');
  await page.getByRole('button', { name: 'Finish and open my tree' }).click();
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/, { timeout: 30_000 });
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

/**
 * The first screen of a tree: the home person selected, their card inside the canvas and below the
 * toolbar, their parents and grandparents on screen too, no document scroll, and no tutorial card on them.
 */
async function expectFamilyInFirstView(page: Page, testInfo: TestInfo, family: RegExp[]) {
  const selected = page.locator('[role="treeitem"][aria-selected="true"]');
  await expect(selected).toHaveCount(1, { timeout: 30_000 });
  await expect(selected).toHaveAccessibleName(family[0]!);
  // The first view is placed once the canvas has its size; give the camera a moment to settle.
  await page.waitForTimeout(500);
  await page.screenshot({ path: testInfo.outputPath('first-view.png') });
  const canvas = (await page.locator('.tree-canvas').boundingBox())!;
  const toolbar = (await page.getByRole('toolbar', { name: 'Tree tools' }).boundingBox())!;
  const card = (await selected.boundingBox())!;
  expect(inside(card, canvas), `selected card ${JSON.stringify(card)} inside the canvas ${JSON.stringify(canvas)}`).toBe(true);
  expect(card.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
  // Centred: the family's box is roughly in the middle of the canvas, so the card is not in a corner.
  expect(card.x + card.width / 2).toBeGreaterThan(canvas.x + canvas.width * 0.15);
  expect(card.x + card.width / 2).toBeLessThan(canvas.x + canvas.width * 0.85);
  for (const name of family) await expect(page.getByRole('treeitem', { name })).toHaveCount(1);
  const tutorial = page.locator('.tree-tutorial');
  if (await tutorial.count()) {
    const bubble = (await tutorial.boundingBox())!;
    const overlap = bubble.x < card.x + card.width && card.x < bubble.x + bubble.width && bubble.y < card.y + card.height && card.y < bubble.y + bubble.height;
    expect(overlap, 'the tutorial card does not cover the selected card').toBe(false);
  }
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
}

const family = [/^Mei Wong/, /^Lan Chan/, /^Ah Sing Wong/, /^Kam Wong/, /^Yuk Lee/];

test.describe('every sign-up path ends in the first tree', () => {
  test('home, Start your family tree, sign up, onboarding, the tree centred on my family @phone', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await page.goto('/');
    await main(page).getByRole('link', { name: 'Start your family tree' }).first().click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Fget-started$/);
    await fillRegister(page, uniqueEmail('start'));
    await onboard(page);
    await expectFamilyInFirstView(page, testInfo, family);
  });

  test('Get Started for Free in the header leads to onboarding, not back to the home page (a phone header has no room for it)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started for Free' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2F$/);
    await fillRegister(page, uniqueEmail('header'));
    await expect(page).toHaveURL(/\/familytree\/onboarding\/start$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /Welcome to Xungen/ })).toBeVisible();
  });

  test('Build Your Tree in the menu goes through sign-up to onboarding @phone', async ({ page }) => {
    await page.goto('/search/records');
    const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i });
    if (await toggle.isVisible().catch(() => false)) await toggle.click();
    await page.getByRole('banner').getByRole('button', { name: /Family Tree/i }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Build Your Tree' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Fget-started$/);
    await fillRegister(page, uniqueEmail('menu'));
    await expect(page).toHaveURL(/\/familytree\/onboarding\/start$/, { timeout: 30_000 });
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  test('get-started takes an onboarded member straight into their tree', async ({ page, request }) => {
    const member = await registerMember(request, 'started');
    const res = await request.post('/api/v1/familytree/create/', {
      headers: { Authorization: `Token ${member.key}` },
      data: { start_person: { first_names: [{ type: 'given', value: 'Mei' }], surnames: [{ type: 'birth', value: 'Wong' }] } },
    });
    const tree = (await res.json()) as { object_id: string };
    await logIn(page, member);
    await page.goto('/get-started');
    await expect(page).toHaveURL(new RegExp(`/familytree/${tree.object_id}$`), { timeout: 30_000 });
  });
});

test('log out on a deep page, log in from the header, and land back on that page @phone', async ({ page, request }) => {
  const member = await registerMember(request, 'deep');
  const res = await request.post('/api/v1/familytree/create/', {
    headers: { Authorization: `Token ${member.key}` },
    data: { start_person: { first_names: [{ type: 'given', value: 'Mei' }], surnames: [{ type: 'birth', value: 'Wong' }] } },
  });
  const { object_id: treeId } = (await res.json()) as { object_id: string };
  await logIn(page, member, treeId);
  const deep = `/familytree/${treeId}/manage/customize`;
  await page.goto(deep);
  await expect(main(page).getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: /menu/i });
  if (await toggle.isVisible().catch(() => false)) await toggle.click();
  await header.getByRole('button', { name: member.email }).click();
  await header.getByRole('menuitem', { name: 'Logout' }).or(header.getByRole('button', { name: 'Logout' })).or(header.getByRole('link', { name: 'Logout' })).first().click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(deep)}`);
  // The header's Login link carries the same place to return to, never a second login page.
  const login = header.getByRole('link', { name: 'Login' });
  await expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(deep)}`);
  await login.click();
  await main(page).getByLabel('E-mail').fill(member.email);
  await main(page).getByLabel('Password').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(deep, { timeout: 30_000 });
  await expect(main(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('share with an address that has no account: the invitation registers them into the tree, no onboarding @phone', async ({ browser, request }, testInfo) => {
  test.setTimeout(150_000);
  const owner = await registerMember(request, 'sharer', { first_name: 'Wing', surname: 'Lau' });
  const res = await request.post('/api/v1/familytree/create/', {
    headers: { Authorization: `Token ${owner.key}` },
    data: { name: 'The Lau family', start_person: { first_names: [{ type: 'given', value: 'Wing' }], surnames: [{ type: 'birth', value: 'Lau' }], gender: 'm' } },
  });
  const { object_id: treeId } = (await res.json()) as { object_id: string };
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const ownerPage = await ownerContext.newPage();
  await logIn(ownerPage, owner, treeId);
  await ownerPage.goto(`/familytree/${treeId}/manage/sharing`);
  const guestEmail = uniqueEmail('guest');
  await ownerPage.getByLabel('E-mail addresses').fill(guestEmail);
  await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(ownerPage.getByRole('list', { name: 'Members' })).toContainText(guestEmail);

  // The invitation arrives with a link that signs up with that address and returns to the tree.
  let link = '';
  await expect
    .poll(async () => {
      const box = (await (await ownerPage.request.get('/api/v1/dev/mailbox/')).json()) as { objects: { to: string; subject: string; text: string }[] };
      const mail = box.objects.find((m) => m.to === guestEmail && m.subject.includes('shared the family tree "The Lau family"'));
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  await ownerContext.close();

  // The guest opens the invitation on this project's screen (a phone in the phone project).
  const guestContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(`${url.pathname}${url.search}`);
  await expect(main(guest).getByLabel('E-mail')).toHaveValue(guestEmail, { timeout: 15_000 });
  await fillRegister(guest, guestEmail, 'Ka Yan', 'Cheung');
  await expect(guest).toHaveURL(new RegExp(`/familytree/${treeId}$`), { timeout: 30_000 });
  await expect(guest.getByRole('treeitem', { name: /^Wing Lau/ })).toHaveCount(1, { timeout: 30_000 });
  await expect(guest.getByText('View only')).toBeVisible();

  // Their tree list shows it at once, and the menu's tree entry opens it: onboarding is never forced.
  await guest.goto('/familytree/manage');
  await expect(guest.getByRole('list', { name: 'Family trees' })).toContainText('The Lau family', { timeout: 15_000 });
  await guest.goto('/familytree');
  await expect(guest).toHaveURL(new RegExp(`/familytree/${treeId}$`), { timeout: 30_000 });
  await guestContext.close();
});
