/**
 * The tree's panels and menus with the keyboard and the pointer: a panel opened to type in takes the
 * keyboard to its first field and Esc brings it back to the card; Esc closes the innermost thing; a
 * right click selects its person and an open quick view follows; add child and add sibling start with
 * the family surname; the quick actions stay clear of the phone's bottom sheet; the profile tells the
 * scripts of its names apart.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn, registerMember, type Member } from './support/members';

interface Family {
  member: Member;
  treeId: string;
  homeId: string;
  fatherId: string;
  wifeId: string;
}

const name = (given: string, givenZh: string, surname: string, surnameZh: string) => ({
  first_names: [
    { type: 'given', value: given },
    { type: 'given', value: givenZh },
  ],
  surnames: [
    { type: 'birth', value: surname },
    { type: 'birth', value: surnameZh },
  ],
});

/** Ah Sing Wong 黄亚成 with his father Kwok Wai and his wife Lee Mei 李美, a daughter and a son. */
async function family(request: APIRequestContext, page: Page): Promise<Family> {
  const member = await registerMember(request, 'panels');
  const headers = { Authorization: `Token ${member.key}` };
  const created = await request.post('/api/v1/familytree/create/', {
    headers,
    data: { is_public: false, start_person: { ...name('Ah Sing', '亚成', 'Wong', '黄'), gender: 'm', birth_date: { year: 1958 } } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { object_id: treeId, home_person: homeId } = (await created.json()) as { object_id: string; home_person: string };
  const add = async (fields: object, relation: string, to = homeId) => {
    const res = await request.post('/api/v1/person/', { headers, data: { ...fields, family_tree_id: treeId, relative: { person_id: to, relation, kind: 'birth' } } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { id: string }).id;
  };
  const fatherId = await add({ ...name('Kwok Wai', '国伟', 'Wong', '黄'), gender: 'm' }, 'parent');
  const wifeId = await add({ ...name('Mei', '美', 'Lee', '李'), gender: 'f' }, 'spouse');
  await add({ ...name('Ling', '玲', 'Wong', '黄'), gender: 'f' }, 'child');
  await add({ ...name('Wing', '荣', 'Wong', '黄'), gender: 'm' }, 'child');
  await logIn(page, member, treeId);
  return { member, treeId, homeId, fatherId, wifeId };
}

const item = (page: Page, personId: string) => page.locator(`[role="treeitem"][data-person-id="${personId}"]`);

/** The keyboard is on this person's card, and the card is the selected one. */
async function keyboardOnCard(page: Page, personId: string): Promise<void> {
  await expect(item(page, personId)).toBeFocused({ timeout: 15_000 });
  await expect(item(page, personId)).toHaveAttribute('aria-selected', 'true');
}

/** Opens the tree at a person: their card is selected and has the keyboard. */
async function openAt(page: Page, f: Family, personId: string): Promise<void> {
  await page.goto(`/familytree/${f.treeId}?start_person_id=${personId}`);
  await keyboardOnCard(page, personId);
}

const focusedIn = (panel: Locator) => panel.locator(':focus');

test('a panel opened from the keyboard takes it to its first field; Esc brings it back to the card; add child and sibling start with the family surname', async ({ page, request }) => {
  test.setTimeout(120_000);
  const f = await family(request, page);
  await page.goto(`/familytree/${f.treeId}`);
  // Tab into the tree: the start person's card has the keyboard.
  await expect(item(page, f.homeId)).toBeAttached({ timeout: 30_000 });
  for (let i = 0; i < 40 && !(await item(page, f.homeId).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await keyboardOnCard(page, f.homeId);

  // R 4: the add-child panel has the keyboard in its first field, and what is typed lands there.
  await page.keyboard.press('r');
  await page.keyboard.press('4');
  const child = page.getByRole('complementary', { name: 'Add a child' });
  const existing = child.getByRole('searchbox', { name: 'Choose someone already in the tree' });
  await expect(existing).toBeFocused();
  await page.keyboard.type('Ling');
  await expect(existing).toHaveValue('Ling');
  // A child of a father takes his surname, in both scripts.
  await expect(child.getByLabel('Surname (English)', { exact: true })).toHaveValue('Wong');
  await expect(child.getByLabel('Surname (Chinese) 姓', { exact: true })).toHaveValue('黄');
  await expect(child.getByLabel('First name (English)', { exact: true })).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(child).toHaveCount(0);
  await keyboardOnCard(page, f.homeId);

  // E: quick edit, the keyboard in its first field (once the person has loaded); Esc back to the card.
  await page.keyboard.press('e');
  const quick = page.getByRole('complementary', { name: 'Quick edit' });
  await expect(quick.getByLabel('First name (English)', { exact: true })).toBeFocused();
  await expect(quick.getByLabel('First name (English)', { exact: true })).toHaveValue('Ah Sing');
  await page.keyboard.press('Escape');
  await expect(quick).toHaveCount(0);
  await keyboardOnCard(page, f.homeId);

  // F: full edit, the keyboard in its first name field.
  await page.keyboard.press('f');
  const full = page.getByRole('complementary', { name: 'Full edit' });
  await expect(focusedIn(full)).toHaveValue('Ah Sing');
  await page.keyboard.press('Escape');
  await expect(full).toHaveCount(0);
  await keyboardOnCard(page, f.homeId);

  // R 3: a sibling takes the person's own surname; R 1 and R 2 start empty.
  await page.keyboard.press('r');
  await page.keyboard.press('3');
  const sibling = page.getByRole('complementary', { name: 'Add a sibling' });
  await expect(sibling.getByRole('searchbox')).toBeFocused();
  await expect(sibling.getByLabel('Surname (English)', { exact: true })).toHaveValue('Wong');
  await expect(sibling.getByLabel('Surname (Chinese) 姓', { exact: true })).toHaveValue('黄');
  await page.keyboard.press('Escape');
  await keyboardOnCard(page, f.homeId);
  await page.keyboard.press('r');
  await page.keyboard.press('2');
  const spouse = page.getByRole('complementary', { name: 'Add a spouse' });
  await expect(spouse.getByRole('searchbox')).toBeFocused();
  await expect(spouse.getByLabel('Surname (English)', { exact: true })).toHaveValue('');
  await page.keyboard.press('Escape');
  await keyboardOnCard(page, f.homeId);

  // A child of a mother takes her husband's surname; added with it, it reaches the server in both scripts.
  await openAt(page, f, f.wifeId);
  await page.keyboard.press('r');
  await page.keyboard.press('4');
  await expect(child.getByRole('searchbox')).toBeFocused();
  await expect(child.getByLabel('Surname (English)', { exact: true })).toHaveValue('Wong');
  await expect(child.getByLabel('Surname (Chinese) 姓', { exact: true })).toHaveValue('黄');
  await child.getByLabel('First name (Chinese) 名', { exact: true }).fill('华');
  await child.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('treeitem', { name: /黄华/ })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });

  // The same for a panel opened from a quick view's button: its first field, and Esc back to the card.
  await page.getByRole('complementary', { name: 'Quick view' }).getByRole('button', { name: 'Edit' }).click();
  await expect(quick.getByLabel('First name (Chinese) 名', { exact: true })).toHaveValue('华');
  await expect(quick.getByLabel('First name (English)', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(quick).toHaveCount(0);
  const newChild = (await page.getByRole('treeitem', { name: /黄华/ }).getAttribute('data-person-id'))!;
  await keyboardOnCard(page, newChild);
});

test('a right click selects its person and the open quick view follows; Esc closes the menu first, then the panel', async ({ page, request }) => {
  test.setTimeout(90_000);
  const f = await family(request, page);
  await openAt(page, f, f.homeId);
  // Enter opens the quick view of the selected card.
  await page.keyboard.press('Enter');
  const view = page.getByRole('complementary', { name: 'Quick view' });
  await expect(view.getByRole('heading', { name: /Ah Sing/ })).toBeVisible();
  await page.waitForTimeout(600);

  // The selected card's item lies over its card: focusing the father's shows where to click.
  await item(page, f.fatherId).focus();
  await expect(item(page, f.fatherId)).toHaveAttribute('aria-selected', 'true');
  const father = (await item(page, f.fatherId).boundingBox())!;
  await item(page, f.homeId).focus();
  await expect(item(page, f.homeId)).toHaveAttribute('aria-selected', 'true');
  await expect(view.getByRole('heading', { name: /Ah Sing/ })).toBeVisible();

  await page.mouse.click(father.x + father.width / 2, father.y + father.height / 2, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Quick actions' });
  await expect(menu).toBeVisible();
  await expect(item(page, f.fatherId)).toHaveAttribute('aria-selected', 'true');
  await expect(view.getByRole('heading', { name: /Kwok Wai/ })).toBeVisible();

  // Esc: the menu goes, the panel stays; Esc again: the panel goes. The keyboard ends on the card.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(view).toBeVisible();
  await keyboardOnCard(page, f.fatherId);
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await keyboardOnCard(page, f.fatherId);
});

test('the quick actions are never behind the bottom sheet, wherever the card is pressed @phone', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const f = await family(request, page);
  await openAt(page, f, f.fatherId);
  const reminder = page.getByRole('button', { name: 'Close the verify e-mail reminder' });
  if (await reminder.isVisible()) await reminder.click();
  await item(page, f.fatherId).focus();
  await page.keyboard.press('Enter');
  const view = page.getByRole('complementary', { name: 'Quick view' });
  await expect(view.getByRole('heading', { name: /Kwok Wai/ })).toBeVisible();
  await page.waitForTimeout(600);

  // Ah Sing's card, low in the canvas above the sheet; his quick view (more relatives) is taller than his father's.
  await item(page, f.homeId).focus();
  const home = (await item(page, f.homeId).boundingBox())!;
  const canvas = (await page.getByTestId('tree-host').boundingBox())!;
  const at = { x: home.x + home.width / 2, y: Math.min(home.y + home.height / 2, canvas.y + canvas.height - 12) };
  if (testInfo.project.use.hasTouch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...at, id: 0 }] });
    await page.waitForTimeout(900);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.click(at.x, at.y, { button: 'right' });
  }
  const menu = page.getByRole('menu', { name: 'Quick actions' });
  await expect(menu).toBeVisible();
  await expect(view.getByRole('heading', { name: /Ah Sing/ })).toBeVisible();
  await expect(view.getByRole('button', { name: /Wing/ })).toBeVisible();
  await page.waitForTimeout(300);

  // The sheet is on screen below the canvas, not pushed off it by a canvas that would not shrink;
  // every item of the menu is on screen, inside the canvas, none of it under the sheet.
  await expect(view).toBeInViewport({ ratio: 0.95 });
  const sheet = (await view.boundingBox())!;
  const shown = (await page.getByTestId('tree-host').boundingBox())!;
  const box = (await menu.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(shown.y);
  expect(box.y + box.height).toBeLessThanOrEqual(shown.y + shown.height + 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  type Box = { x: number; y: number; width: number; height: number };
  const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap(box, sheet), `menu ${JSON.stringify(box)} over sheet ${JSON.stringify(sheet)}`).toBe(false);
  // The last item can be reached and chosen: the menu scrolls within itself when it is taller than the canvas.
  const last = menu.getByRole('menuitem', { name: /Delete/ });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(overlap((await last.boundingBox())!, sheet)).toBe(false);
});

test('the profile tells the English and the Chinese surname rows apart @phone', async ({ page, request }) => {
  const f = await family(request, page);
  await page.goto(`/familytree/${f.treeId}/profile/${f.homeId}`);
  const names = page.getByRole('region', { name: 'Names' });
  await expect(names.locator('dt')).toHaveText(['Surname (birth) English', 'Surname (birth) Chinese', 'First name (given) English', 'First name (given) Chinese', 'Gender']);
  await expect(names.locator('dd').nth(0)).toHaveText('Wong');
  await expect(names.locator('dd').nth(1)).toHaveText('黄');
});
