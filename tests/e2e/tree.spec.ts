import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn, PASSWORD, registerMember, type Member } from './support/members';

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

/** Presses Tab until `target` has the focus: how a keyboard user reaches a field or a button. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The person id of the card whose treeitem holds the keyboard focus, when that card is the one selected. */
const focusedSelectedCard = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('role') === 'treeitem' && el.getAttribute('aria-selected') === 'true' ? (el.dataset.personId ?? null) : null;
  });

/**
 * Waits until the keyboard focus is on the selected card's treeitem (that person's, or anyone's but
 * `not`), and returns its person id: where a keyboard user must be after every step, with no Tab.
 */
async function keyboardOnSelectedCard(page: Page, expected?: string | { not: string }): Promise<string> {
  let id: string | null = null;
  await expect
    .poll(
      async () => {
        id = await focusedSelectedCard(page);
        if (typeof expected === 'string') return id === expected;
        return id !== null && id !== expected?.not;
      },
      { message: `keyboard focus on the selected card${typeof expected === 'string' ? ` ${expected}` : ''}`, timeout: 15_000 },
    )
    .toBe(true);
  await expect(page.locator('[role="treeitem"][aria-selected="true"]')).toHaveCount(1);
  return id!;
}

test('keyboard editing on my copy of the demo tree: arrows, R 4 a child with a Chinese name, E rename, ctrl+F by pinyin, L and T, Del and where focus goes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await registerMember(request, 'tree');
  await logIn(page, member);

  // From the home page to the demo tree, then a copy of my own.
  await page.goto('/');
  await page.getByRole('link', { name: 'View a demo tree' }).click();
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/);
  const demoId = page.url().split('/').pop()!;
  await expect(page.getByText('View only')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Make my own copy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make my own copy' });
  await expect(dialog.getByLabel('Name of your copy')).toHaveValue(/\(copy\)$/);
  await expect(dialog).toContainText('People shown as Living stay hidden');
  await dialog.getByRole('button', { name: 'Make the copy' }).click();
  await expect(page).not.toHaveURL(new RegExp(demoId), { timeout: 30_000 });
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/);
  const copyId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(copy)');
  await expect(page.getByText('View only')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make my own copy' })).toHaveCount(0);
  const copied = (await (await request.get(`/api/v1/familytree/list/`, { headers: { Authorization: `Token ${member.key}` } })).json()) as { owned: string[]; objects: { object_id: string; persons_count: number }[] };
  expect(copied.owned).toEqual([copyId]);
  expect(copied.objects[0].persons_count).toBe(281);

  // Select with the keyboard: Tab reaches the start person's card, the arrows walk up and down the family
  // and the keyboard stays on the selected card, however the camera moves.
  await expect(page.getByRole('treeitem').first()).toBeAttached({ timeout: 30_000 });
  await tabTo(page, page.locator('[role="treeitem"][tabindex="0"]').first());
  const startId = await keyboardOnSelectedCard(page);
  await page.keyboard.press('ArrowUp');
  const parentId = await keyboardOnSelectedCard(page, { not: startId });
  await page.keyboard.press('ArrowDown');
  const personId = await keyboardOnSelectedCard(page, { not: parentId });

  // Quick actions from the keyboard's menu key: Esc closes them, back on the card.
  await page.keyboard.press('Shift+F10');
  const actions = page.getByRole('menu', { name: 'Quick actions' });
  await expect(actions.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(actions).toHaveCount(0);
  await keyboardOnSelectedCard(page, personId);

  // The shortcuts modal, reached from the toolbar: closing it leads back to the card, not the button.
  await tabTo(page, page.getByRole('button', { name: 'Keyboard shortcuts' }));
  await page.keyboard.press('Enter');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard and mouse shortcuts' });
  await expect(shortcuts).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
  await keyboardOnSelectedCard(page, personId);

  // R 4: a child with a Chinese name; the new card comes through a diff, selected and with the keyboard on it.
  await page.keyboard.press('r');
  await page.keyboard.press('4');
  const panel = page.getByRole('complementary', { name: 'Add a child' });
  await expect(panel).toBeVisible();
  await tabTo(page, panel.getByLabel('First name (Chinese) 名', { exact: true }));
  await page.keyboard.type('小明');
  await tabTo(page, panel.getByLabel('Surname (Chinese) 姓', { exact: true }));
  await page.keyboard.type('黄');
  await tabTo(page, panel.getByRole('button', { name: 'Add' }));
  await page.keyboard.press('Enter');
  const child = card(page, /黄小明/);
  await expect(child).toHaveCount(1, { timeout: 15_000 });
  const childId = (await child.getAttribute('data-person-id'))!;
  await keyboardOnSelectedCard(page, childId);
  // Its quick view is open; Esc closes it and the keyboard stays on the child.
  await expect(page.getByRole('complementary', { name: 'Quick view' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await keyboardOnSelectedCard(page, childId);

  // E: rename in English beside the Chinese name; after the save (and its diff) the keyboard is back on the child.
  await page.keyboard.press('e');
  const edit = page.getByRole('complementary', { name: 'Quick edit' });
  await expect(edit.getByLabel('First name (Chinese) 名', { exact: true })).toHaveValue('小明');
  await tabTo(page, edit.getByLabel('First name (English)', { exact: true }));
  await page.keyboard.type('Siu Ming');
  await tabTo(page, edit.getByLabel('Surname (English)', { exact: true }));
  await page.keyboard.type('Wong');
  await tabTo(page, edit.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  const renamed = card(page, /Siu Ming/);
  await expect(renamed).toHaveCount(1, { timeout: 15_000 });
  await expect(renamed).toContainText('黄小明');
  await keyboardOnSelectedCard(page, childId);

  // A date the server refuses comes back on its field; Esc closes the panel, the keyboard returns to the child
  // and the next arrow acts at once: up to the parent.
  await page.keyboard.press('e');
  const edit2 = page.getByRole('complementary', { name: 'Quick edit' });
  await tabTo(page, edit2.locator('#quick-edit-birth-year'));
  await page.keyboard.type('1990');
  await tabTo(page, edit2.getByLabel('Month').first());
  await page.keyboard.type('13');
  await tabTo(page, edit2.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(edit2.locator('#quick-edit-birth-error')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit2).toHaveCount(0);
  await keyboardOnSelectedCard(page, childId);
  await page.keyboard.press('ArrowUp');
  await keyboardOnSelectedCard(page, personId);

  // F: full edit, cancelled, then saved: each time the keyboard returns to the card.
  await page.keyboard.press('f');
  const full = page.getByRole('complementary', { name: 'Full edit' });
  await expect(full.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await tabTo(page, full.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(full).toHaveCount(0);
  await keyboardOnSelectedCard(page, personId);
  await page.keyboard.press('f');
  await expect(full.getByRole('button', { name: 'Save' })).toBeVisible();
  await tabTo(page, full.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Quick view' })).toBeVisible({ timeout: 15_000 });
  await keyboardOnSelectedCard(page, personId);

  // Ctrl+F finds the child by pinyin; Enter takes the first result and puts the keyboard on its card.
  await page.keyboard.press('Control+f');
  const search = page.getByRole('searchbox', { name: 'Search this tree' });
  await expect(search).toBeFocused();
  await page.keyboard.type('xiaoming');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('button')).toHaveText([/Siu Ming.*小明/]);
  await page.keyboard.press('Enter');
  await expect(search).toHaveCount(0);
  await keyboardOnSelectedCard(page, childId);
  // The quick view of the parent is still open; Esc closes it and leaves the keyboard on the selected child.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await keyboardOnSelectedCard(page, childId);

  // L: the lineage of the child, its parent the generation above; T: back to the tree at the child.
  await page.keyboard.press('l');
  await expect(page).toHaveURL(new RegExp(`/familytree/${copyId}/lineage\\?start_person_id=${childId}$`));
  const generations = page.getByRole('list', { name: 'Generations' }).getByRole('listitem');
  await expect(generations.last()).toContainText('小明');
  const count = await generations.count();
  expect(count).toBeGreaterThan(2);
  await expect(generations.nth(count - 2)).toHaveAttribute('data-person-id', personId);
  await page.keyboard.press('t');
  await expect(page).toHaveURL(new RegExp(`/familytree/${copyId}\\?start_person_id=${childId}$`));
  await expect(renamed).toHaveCount(1, { timeout: 30_000 });

  // Del asks first, then deletes; the tree's focus (the selection) moves to the first spouse, else sibling, else parent, else child.
  const relatives = (await (await request.get(`/api/v1/person/${childId}/relatives/`, { headers: { Authorization: `Token ${member.key}` } })).json()) as Record<'spouses' | 'siblings' | 'parents' | 'children', { id: string }[]>;
  expect(relatives.parents.map((p) => p.id)).toEqual([personId]);
  const expected = (relatives.spouses[0] ?? relatives.siblings[0] ?? relatives.parents[0] ?? relatives.children[0]).id;
  // The tree opened at the child selects it and puts the keyboard on its card.
  await keyboardOnSelectedCard(page, childId);
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete this person?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(card(page, /Siu Ming/)).toHaveCount(0, { timeout: 15_000 });
  // The tree was centred on the deleted child (T above): it is drawn again around the person the focus went to.
  await expect(page).toHaveURL(new RegExp(`/familytree/${copyId}\\?start_person_id=${expected}$`));
  await expect(page.locator(`[data-person-id="${expected}"]`)).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await keyboardOnSelectedCard(page, expected);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const gone = await request.get(`/api/v1/person/${childId}/`, { headers: { Authorization: `Token ${member.key}` } });
  expect(gone.status()).toBe(404);
  // The demo tree itself never changed.
  const demoCount = (await (await request.get(`/api/v1/familytree/${demoId}/search/?query=xiaoming`)).json()) as { objects: unknown[] };
  expect(demoCount.objects).toHaveLength(0);
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

test('a visitor opens the demo tree from the home page; making a copy asks them to log in and leads back', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The app runs under its Content-Security-Policy: nothing it loads or runs (the WebGL engine
  // included) may be refused by it.
  const refused: string[] = [];
  page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && refused.push(m.text()));
  await page.goto('/');
  await page.getByRole('link', { name: 'View a demo tree' }).click();
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wong');
  await expect(page.getByRole('treeitem').first()).toBeAttached({ timeout: 30_000 });
  expect(await page.getByRole('treeitem').count()).toBeGreaterThan(5);
  await expect(page.getByText('View only')).toBeVisible();
  await expect(page.getByRole('treeitem', { name: /^Add /i })).toHaveCount(0);
  expect(refused).toEqual([]);
  // Making a copy asks a visitor to log in first, and logging in leads back to the demo tree.
  const demoPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Make my own copy' }).click();
  const prompt = page.getByRole('dialog', { name: 'Sign in to make your own copy' });
  await expect(prompt.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?redirect=${encodeURIComponent(demoPath)}`);
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const member = await registerMember(request, 'visitor');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${demoPath}$`), { timeout: 15_000 });
  await page.getByRole('button', { name: 'Make my own copy' }).click();
  await expect(page.getByRole('dialog', { name: 'Make my own copy' }).getByRole('button', { name: 'Make the copy' })).toBeVisible();
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
