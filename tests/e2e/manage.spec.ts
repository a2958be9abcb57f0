import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, registerMember, type Member } from './support/members';

const auth = (m: Member) => ({ Authorization: `Token ${m.key}` });

/** A page logged in as `member`, with the session stored the way src/state/session.ts keeps it. */
async function pageFor(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext();
  await logIn(context, member);
  return context.newPage();
}

test('create a tree, share it with a viewer who cannot edit, make it public with living persons hidden, delete a tree', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const owner = await registerMember(request, 'owner', { first_name: 'Wing', surname: 'Lau' });
  const viewer = await registerMember(request, 'viewer', { first_name: 'Wing', surname: 'Lau' });
  const page = await pageFor(browser, owner);

  // Create a tree; a birth year the server refuses comes back on its field.
  await page.goto('/familytree/create');
  await page.getByLabel('Tree name').fill('The Lau family of Toisan');
  const first = page.getByRole('group', { name: 'The first person in the tree' });
  await first.getByLabel('Given name', { exact: true }).fill('Wing');
  await first.getByLabel('Surname', { exact: true }).fill('Lau');
  await first.getByLabel('Chinese surname (姓)').fill('劉');
  await first.getByLabel('Birth year').fill('19x0');
  await page.getByRole('button', { name: 'Create tree' }).click();
  await expect(first.getByLabel('Birth year')).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
  await first.getByLabel('Birth year').fill('1985');
  await page.getByRole('button', { name: 'Create tree' }).click();
  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const treeId = page.url().split('/').pop()!;
  const tree = (await (await request.get(`/api/v1/familytree/${treeId}/`, { headers: auth(owner) })).json()) as { name: string; home_person: string };
  expect(tree.name).toBe('The Lau family of Toisan');
  // A deceased grandfather, shown in full to visitors; the living home person is not.
  const added = await request.post('/api/v1/person/', {
    headers: auth(owner),
    data: {
      family_tree_id: treeId,
      first_names: [{ type: 'given', value: 'Chung' }],
      surnames: [{ type: 'birth', value: 'Lau' }],
      gender: 'm',
      is_deceased: true,
      death_date: { year: 1990 },
      relative: { person_id: tree.home_person, relation: 'parent' },
    },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // Share as viewer from the sharing page.
  await page.goto(`/familytree/${treeId}/manage/sharing`);
  await page.getByLabel('E-mail addresses').fill(viewer.email);
  await expect(page.getByLabel('View the tree (viewer)')).toBeChecked();
  await page.getByRole('button', { name: 'Share' }).click();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members).toContainText(viewer.email);
  await expect(members.getByRole('checkbox', { name: `Editor (${viewer.email})` })).not.toBeChecked();

  // Make it public from the privacy page; the explanation says living persons stay private.
  await page.getByRole('navigation', { name: 'Tree settings' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByText(/Living persons always stay private/)).toBeVisible();
  await page.getByLabel(/Public tree/).check();
  await expect(page.getByLabel(/Public tree/)).toBeChecked();
  await expect.poll(async () => ((await (await request.get(`/api/v1/familytree/${treeId}/`, { headers: auth(owner) })).json()) as { is_public: boolean }).is_public).toBe(true);

  // The viewer sees the tree in their list as a viewer, without the owner's manage and delete buttons.
  const viewerPage = await pageFor(browser, viewer);
  await viewerPage.goto('/familytree/manage');
  const listed = viewerPage.getByRole('list', { name: 'Family trees' }).getByRole('listitem').filter({ hasText: 'The Lau family of Toisan' });
  await expect(listed).toContainText('Viewer', { timeout: 15_000 });
  await expect(listed.getByRole('link', { name: /Open/ })).toBeVisible();
  await expect(listed.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  // ...and cannot edit: the server refuses the tree and person changes.
  expect((await request.patch(`/api/v1/familytree/${treeId}/`, { headers: auth(viewer), data: { tree_show_birth_order: true } })).status()).toBe(403);
  expect((await request.patch(`/api/v1/person/${tree.home_person}/`, { headers: auth(viewer), data: { gender: 'f' } })).status()).toBe(403);
  // A member sees the living person's name.
  const asViewer = (await (await request.get(`/api/v1/familytree/${treeId}/lineage/`, { headers: auth(viewer) })).json()) as { lineage: { person: { full_name: string } }[] };
  expect(asViewer.lineage[0].person.full_name).toContain('Wing');

  // A visitor of the public tree: the living home person is hidden, the deceased parent is shown.
  const visitor = (await (await request.get(`/api/v1/familytree/${treeId}/lineage/`)).json()) as { lineage: { person: { full_name: string; is_private?: boolean } }[] };
  expect(visitor.lineage[0].person.is_private).toBe(true);
  expect(visitor.lineage[0].person.full_name).not.toContain('Wing');
  expect(visitor.lineage[1].person.full_name).toContain('Chung');
  const visitorPage = await browser.newPage();
  await visitorPage.goto(`/familytree/${treeId}`);
  await expect(visitorPage.getByRole('treeitem', { name: /Chung Lau/ })).toHaveCount(1, { timeout: 30_000 });
  await expect(visitorPage.getByRole('treeitem', { name: /Wing/ })).toHaveCount(0);

  // The owner deletes a second tree from the list, after confirming.
  const scratch = await request.post('/api/v1/familytree/create/', { headers: auth(owner), data: { name: 'Scratch tree', start_person: { first_names: [{ type: 'given', value: 'Test' }] } } });
  expect(scratch.ok()).toBe(true);
  await page.goto('/familytree/manage');
  const trees = page.getByRole('list', { name: 'Family trees' });
  await expect(trees.getByRole('listitem')).toHaveCount(2);
  await trees.getByRole('button', { name: 'Delete Scratch tree' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Scratch tree' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(trees.getByRole('listitem')).toHaveCount(1);
  await expect(trees).toContainText('The Lau family of Toisan');
  await expect(trees).toContainText('Owner');

  // Made an editor, the second account may now change the display preferences; removed, it loses the tree.
  await page.goto(`/familytree/${treeId}/manage/sharing`);
  const editor = page.getByRole('checkbox', { name: `Editor (${viewer.email})` });
  await editor.check();
  await expect.poll(async () => (await request.patch(`/api/v1/familytree/${treeId}/`, { headers: auth(viewer), data: { tree_show_birth_order: true } })).status()).toBe(200);
  await expect(editor).toBeChecked();
  await page.getByRole('button', { name: `Remove ${viewer.email}` }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(0);
  const list = (await (await request.get('/api/v1/familytree/list/', { headers: auth(viewer) })).json()) as { shared: string[] };
  expect(list.shared).not.toContain(treeId);
});

test('on a 360 px screen: rename, choose the home person by search, customize the cards and export GEDCOM', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const owner = await registerMember(request, 'narrow', { first_name: 'Wing', surname: 'Lau' });
  const created = await request.post('/api/v1/familytree/create/', {
    headers: auth(owner),
    data: { name: 'Chan tree', start_person: { first_names: [{ type: 'given', value: 'Siu Ming' }], surnames: [{ type: 'birth', value: 'Chan' }, { type: 'birth', value: '陳' }] } },
  });
  expect(created.ok()).toBe(true);
  const { object_id: treeId, home_person: homeId } = (await created.json()) as { object_id: string; home_person: string };
  const parent = await request.post('/api/v1/person/', {
    headers: auth(owner),
    data: { family_tree_id: treeId, first_names: [{ type: 'given', value: 'Tai Man' }], surnames: [{ type: 'birth', value: 'Chan' }, { type: 'birth', value: '陳' }], gender: 'm', relative: { person_id: homeId, relation: 'parent' } },
  });
  const parentId = ((await parent.json()) as { object_id: string }).object_id;

  const page = await pageFor(browser, owner);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/familytree/${treeId}/manage`);
  await expect(page.getByRole('heading', { name: 'Manage Chan tree' })).toBeVisible({ timeout: 15_000 });
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByLabel('Tree name').fill('The Chan family');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { name: 'Manage The Chan family' })).toBeVisible();

  await page.getByLabel('Find a person to make the home person').fill('Tai Man');
  await page.getByRole('list', { name: 'Matching persons' }).getByRole('button', { name: /Tai Man/ }).click();
  await expect.poll(async () => ((await (await request.get(`/api/v1/familytree/${treeId}/`, { headers: auth(owner) })).json()) as { home_person: string }).home_person).toBe(parentId);

  await page.getByRole('navigation', { name: 'Tree settings' }).getByRole('link', { name: 'Customize' }).click();
  await page.getByLabel('Show the birth order of children (長子, 次女…)').check();
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/familytree/${treeId}/`, { headers: auth(owner) })).json()) as { preferences: { tree_show_birth_order: boolean } }).preferences.tree_show_birth_order)
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('navigation', { name: 'Tree settings' }).getByRole('link', { name: 'Export' }).click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download GEDCOM 5.5.1' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ged$/);
  const text = await (await file.createReadStream()).toArray();
  const ged = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(ged).toContain('0 HEAD');
  expect(ged).toContain('5.5.1');
  expect(ged).toContain('Tai Man');
});
