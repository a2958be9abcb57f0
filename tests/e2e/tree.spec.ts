import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, registerMember, type Member } from './support/members';

async function createTree(request: APIRequestContext, member: Member, isPublic = false): Promise<{ treeId: string; homeId: string }> {
  const auth = { Authorization: `Token ${member.key}` };
  const res = await request.post('/api/v1/familytree/create/', {
    headers: auth,
    data: {
      is_public: isPublic,
      start_person: {
        first_names: [
          { type: 'given', value: 'Ah Sing' },
          { type: 'given', value: '亚成' },
        ],
        surnames: [
          { type: 'birth', value: 'Wong' },
          { type: 'birth', value: '黄' },
        ],
        gender: 'm',
        birth_date: { year: 1958 },
        // A living person shows as 'Living' to visitors; the public-tree journey needs a name to find.
        ...(isPublic ? { is_deceased: true, death_date: { year: 2020 } } : {}),
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const tree = (await res.json()) as { object_id: string; home_person: string };
  return { treeId: tree.object_id, homeId: tree.home_person };
}

const card = (page: Page, name: RegExp) => page.getByRole('treeitem', { name });

test('keyboard editing on the canvas: add a child with a Chinese name, rename it, delete it and see where focus goes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, 'tree');
  const { treeId } = await createTree(request, member);
  await logIn(page, member, treeId);

  await page.goto(`/familytree/${treeId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wong');
  const home = card(page, /Ah Sing/);
  await expect(home).toHaveCount(1, { timeout: 30_000 });

  // Select with the keyboard: the mirror item takes focus and the card is selected.
  await home.focus();
  await expect(home).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('r');
  await page.keyboard.press('4');
  const panel = page.getByRole('complementary', { name: 'Add a child' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('First name (Chinese) 名', { exact: true }).fill('小明');
  await panel.getByLabel('Surname (Chinese) 姓', { exact: true }).fill('黄');
  await panel.getByRole('button', { name: 'Add' }).click();

  const child = card(page, /黄小明/);
  await expect(child).toHaveCount(1, { timeout: 15_000 });
  await expect(child).toHaveAttribute('aria-selected', 'true');
  await expect(child).toBeFocused();
  await expect(page.getByRole('complementary', { name: 'Quick view' })).toContainText('小明');

  await page.keyboard.press('e');
  const edit = page.getByRole('complementary', { name: 'Quick edit' });
  await expect(edit.getByLabel('First name (Chinese) 名', { exact: true })).toHaveValue('小明');
  await edit.getByLabel('First name (English)', { exact: true }).fill('Siu Ming');
  await edit.getByLabel('Surname (English)', { exact: true }).fill('Wong');
  await edit.getByRole('button', { name: 'Save' }).click();
  const renamed = card(page, /Siu Ming/);
  await expect(renamed).toHaveCount(1, { timeout: 15_000 });
  await expect(renamed).toContainText('黄小明');

  // Ctrl+F finds by pinyin and focuses the card.
  await home.focus();
  await page.keyboard.press('Control+f');
  const search = page.getByRole('searchbox', { name: 'Search this tree' });
  await expect(search).toBeFocused();
  await search.fill('xiaoming');
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /小明/ }).click();
  await expect(search).toHaveCount(0);
  await expect(renamed).toHaveAttribute('aria-selected', 'true');

  // Server validation errors land on their field.
  await renamed.focus();
  await page.keyboard.press('e');
  const edit2 = page.getByRole('complementary', { name: 'Quick edit' });
  await edit2.locator('#quick-edit-birth-year').fill('1990');
  await edit2.getByLabel('Month').first().fill('13');
  await edit2.getByRole('button', { name: 'Save' }).click();
  await expect(edit2.locator('#quick-edit-birth-error')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit2).toHaveCount(0);

  await renamed.focus();
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete this person?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, /Siu Ming/)).toHaveCount(0, { timeout: 15_000 });
  // No spouse and no sibling: focus moves to the first parent.
  await expect(home).toHaveAttribute('aria-selected', 'true');
  await expect(home).toBeFocused();
});

test('a visitor opens a public tree read-only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, 'tree');
  const { treeId } = await createTree(request, member, true);

  await page.goto(`/familytree/${treeId}`);
  const home = card(page, /Ah Sing/);
  await expect(home).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByText('View only')).toBeVisible();
  // No ghost cards ("add father") for someone who may not write.
  await expect(page.getByRole('treeitem', { name: /add/i })).toHaveCount(0);

  await home.focus();
  await page.keyboard.press('r');
  await page.keyboard.press('4');
  await page.keyboard.press('e');
  await expect(page.getByRole('complementary')).toHaveCount(0);

  await page.keyboard.press('Enter');
  const view = page.getByRole('complementary', { name: 'Quick view' });
  await expect(view).toContainText('亚成');
  await expect(view.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('a visitor opens the demo tree from the home page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'View a demo tree' }).click();
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wong');
  await expect(page.getByRole('treeitem').first()).toBeAttached({ timeout: 30_000 });
  expect(await page.getByRole('treeitem').count()).toBeGreaterThan(5);
  await expect(page.getByText('View only')).toBeVisible();
  await expect(page.getByRole('treeitem', { name: /^Add /i })).toHaveCount(0);
});

test('L opens the lineage of the selected person with generation numbers, P the profile', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/familytree/demo');
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/);
  // A named (deceased) ancestor: the living are shown as 'Living' to visitors.
  const person = page.getByRole('treeitem', { name: /\d{4}/ }).first();
  await expect(person).toBeAttached({ timeout: 30_000 });
  const personId = await person.getAttribute('data-person-id');
  await person.focus();
  await expect(person).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('l');
  await expect(page).toHaveURL(new RegExp(`/lineage\\?start_person_id=${personId}$`));
  const generations = page.getByRole('list', { name: 'Generations' }).getByRole('listitem');
  await expect(generations.first()).toContainText('Generation 1');
  await expect(generations.first()).toContainText('第1世');
  const count = await generations.count();
  await expect(generations.last()).toContainText(`Generation ${count}`);

  await generations.last().getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${personId}$`));
  await expect(page.getByRole('heading', { name: 'Relatives' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('treeitem').first()).toBeAttached({ timeout: 30_000 });
  const again = page.locator(`[data-person-id="${personId}"]`);
  await again.focus();
  await page.keyboard.press('p');
  await expect(page).toHaveURL(new RegExp(`/profile/${personId}$`));
});

test('pointer: click for quick view, right click for quick actions from the registry, double click for quick edit, ctrl- and alt-click for the profile', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, 'tree');
  const { treeId, homeId } = await createTree(request, member);
  await logIn(page, member, treeId);
  await page.goto(`/familytree/${treeId}`);
  await expect(card(page, /Ah Sing/)).toHaveCount(1, { timeout: 30_000 });
  // Choosing a search result moves the camera so the card sits in the middle of the canvas.
  await page.getByRole('toolbar', { name: 'Tree tools' }).getByRole('button', { name: /Search/ }).click();
  await page.getByRole('searchbox', { name: 'Search this tree' }).fill('Ah Sing');
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Ah Sing/ }).click();
  await page.waitForTimeout(800);
  const box = (await page.getByTestId('tree-host').boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await page.mouse.click(centre.x, centre.y);
  await expect(page.getByRole('complementary', { name: 'Quick view' })).toContainText('亚成');
  await expect(card(page, /Ah Sing/)).toHaveAttribute('aria-selected', 'true');

  await page.mouse.click(centre.x, centre.y, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Quick actions' });
  await expect(menu.getByRole('menuitem')).toHaveText([/Profile\s*P/, /Quick edit\s*E/, /Full edit\s*F/, /Add parent\s*R 1/, /Add spouse\s*R 2/, /Add sibling\s*R 3/, /Add child\s*R 4/, /Tree view\s*T/, /Lineage\s*L/, /Delete\s*Del/]);
  await menu.getByRole('menuitem', { name: /Add parent/ }).click();
  const add = page.getByRole('complementary', { name: 'Add a parent' });
  await add.getByLabel('First name (English)', { exact: true }).fill('Kwok Wai');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(card(page, /Kwok Wai/)).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  const relatives = await request.get(`/api/v1/person/${homeId}/relatives/`, { headers: { Authorization: `Token ${member.key}` } });
  expect(((await relatives.json()) as { parents: { names_en: string }[] }).parents.map((p) => p.names_en)).toEqual(['Kwok Wai']);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary')).toHaveCount(0);

  // Back to the first card through search; a double click on it opens quick edit.
  await page.keyboard.press('Control+f');
  await page.getByRole('searchbox', { name: 'Search this tree' }).fill('Ah Sing');
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Ah Sing/ }).click();
  await page.waitForTimeout(800);
  await page.mouse.dblclick(centre.x, centre.y);
  await expect(page.getByRole('complementary', { name: 'Quick edit' }).getByLabel('First name (English)', { exact: true })).toHaveValue('Ah Sing');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Alt-click opens the profile (centred again: the canvas changed size with the panel).
  await page.keyboard.press('Control+f');
  await page.getByRole('searchbox', { name: 'Search this tree' }).fill('Ah Sing');
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Ah Sing/ }).click();
  await page.waitForTimeout(800);
  // Ctrl-click opens the profile in a new tab.
  await page.keyboard.down('Control');
  const [tab] = await Promise.all([page.waitForEvent('popup', { timeout: 10_000 }), page.mouse.click(centre.x, centre.y)]);
  await page.keyboard.up('Control');
  await expect(tab).toHaveURL(new RegExp(`/familytree/${treeId}/profile/${homeId}$`));
  await tab.close();
  await page.keyboard.down('Alt');
  await page.mouse.click(centre.x, centre.y);
  await page.keyboard.up('Alt');
  await expect(page).toHaveURL(new RegExp(`/familytree/${treeId}/profile/${homeId}$`));
  await expect(page.getByRole('heading', { name: 'Relatives' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tap a card, add a parent with the quick view button, no sideways scrolling', async ({ page, request }) => {
    test.setTimeout(90_000);
    const member = await registerMember(request, 'tree');
    const { treeId } = await createTree(request, member);
    await logIn(page, member, treeId);
    await page.goto(`/familytree/${treeId}`);
    await expect(card(page, /Ah Sing/)).toHaveCount(1, { timeout: 30_000 });

    await page.getByRole('toolbar', { name: 'Tree tools' }).getByRole('button', { name: /Search/ }).tap();
    await page.getByRole('searchbox', { name: 'Search this tree' }).fill('亚成');
    await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Ah Sing/ }).tap();
    await page.waitForTimeout(800);
    const box = (await page.getByTestId('tree-host').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

    const view = page.getByRole('complementary', { name: 'Quick view' });
    await expect(view).toContainText('亚成');
    await view.getByRole('button', { name: 'Add parent' }).tap();
    const add = page.getByRole('complementary', { name: 'Add a parent' });
    await add.getByLabel('Surname (Chinese) 姓', { exact: true }).fill('黄');
    await add.getByLabel('First name (Chinese) 名', { exact: true }).fill('国伟');
    await add.getByRole('radio', { name: 'Male', exact: true }).check();
    await add.getByRole('button', { name: 'Add' }).tap();
    await expect(card(page, /黄国伟/)).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/tree-phone.png' });
  });
});
