/**
 * Journey (4) of the tree editor: an owner shares a tree with a second account as viewer. The viewer
 * sees the tree, living persons included, on the canvas, in quick view and on the profile, and cannot
 * edit it; someone who is not a member sees it only once it is public, with the living hidden.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logIn, registerMember, type Member } from './support/members';

const auth = (m: Member) => ({ Authorization: `Token ${m.key}` });

async function pageFor(browser: Browser, member: Member | null): Promise<Page> {
  const context = await browser.newContext();
  if (member) await logIn(context, member);
  return context.newPage();
}

/** A private tree: a living home person (born 1985) and a father who died in 1990. */
async function lauTree(request: APIRequestContext, owner: Member): Promise<{ treeId: string; wingId: string; chungId: string }> {
  const created = await request.post('/api/v1/familytree/create/', {
    headers: auth(owner),
    data: {
      name: 'The Lau family',
      start_person: {
        first_names: [{ type: 'given', value: 'Wing' }, { type: 'given', value: '永' }],
        surnames: [{ type: 'birth', value: 'Lau' }, { type: 'birth', value: '劉' }],
        gender: 'm',
        birth_date: { year: 1985 },
        birth_location: 'Kowloon, Hong Kong',
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tree = (await created.json()) as { object_id: string; home_person: string };
  const father = await request.post('/api/v1/person/', {
    headers: auth(owner),
    data: {
      family_tree_id: tree.object_id,
      first_names: [{ type: 'given', value: 'Chung' }],
      surnames: [{ type: 'birth', value: 'Lau' }],
      gender: 'm',
      birth_date: { year: 1930 },
      death_date: { year: 1990 },
      relative: { person_id: tree.home_person, relation: 'parent' },
    },
  });
  expect(father.ok(), await father.text()).toBe(true);
  return { treeId: tree.object_id, wingId: tree.home_person, chungId: ((await father.json()) as { id: string }).id };
}

const card = (page: Page, name: RegExp) => page.getByRole('treeitem', { name });

test('share a tree with a viewer: they see it, living persons included, and cannot edit; non-members see the living hidden once it is public', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const owner = await registerMember(request, 'owner', { first_name: 'Wing', surname: 'Lau' });
  const viewer = await registerMember(request, 'viewer', { first_name: 'Mei', surname: 'Chan' });
  const stranger = await registerMember(request, 'stranger', { first_name: 'Ah', surname: 'Ng' });
  const { treeId, wingId, chungId } = await lauTree(request, owner);

  // The owner shares the tree from its sharing page, as viewer (the default role).
  const ownerPage = await pageFor(browser, owner);
  await ownerPage.goto(`/familytree/${treeId}/manage/sharing`);
  await ownerPage.getByLabel('E-mail addresses').fill(viewer.email);
  await expect(ownerPage.getByLabel('View the tree (viewer)')).toBeChecked();
  await ownerPage.getByRole('button', { name: 'Share' }).click();
  await expect(ownerPage.getByRole('list', { name: 'Members' })).toContainText(viewer.email);

  // Before it is public, someone who is not a member cannot open it at all.
  const strangerPage = await pageFor(browser, stranger);
  await strangerPage.goto(`/familytree/${treeId}`);
  await expect(strangerPage.getByRole('alert').filter({ hasText: 'could not be loaded' })).toContainText('not found', { ignoreCase: true, timeout: 30_000 });
  await expect(card(strangerPage, /Lau/)).toHaveCount(0);

  // The viewer finds it in their list and opens it: both persons, the living one by name, view only.
  const viewerPage = await pageFor(browser, viewer);
  await viewerPage.goto('/familytree/manage');
  const listed = viewerPage.getByRole('list', { name: 'Family trees' }).getByRole('listitem').filter({ hasText: 'The Lau family' });
  await expect(listed).toContainText('Viewer', { timeout: 15_000 });
  await listed.getByRole('link', { name: /Open/ }).click();
  await expect(viewerPage).toHaveURL(new RegExp(`/familytree/${treeId}$`));
  const wing = card(viewerPage, /Wing Lau/);
  await expect(wing).toHaveCount(1, { timeout: 30_000 });
  await expect(wing).toContainText('劉永');
  await expect(card(viewerPage, /Chung Lau/)).toHaveCount(1);
  await expect(viewerPage.getByText('View only')).toBeVisible();
  // No ghost cards ("Add father") for someone who may not write.
  await expect(viewerPage.getByRole('treeitem', { name: /^Add /i })).toHaveCount(0);

  // The editing keys do nothing for a viewer; Enter opens the quick view, without an Edit button.
  await wing.focus();
  await expect(wing).toHaveAttribute('aria-selected', 'true');
  for (const key of ['e', 'f', 'Delete']) await viewerPage.keyboard.press(key);
  await viewerPage.keyboard.press('r');
  await viewerPage.keyboard.press('4');
  await expect(viewerPage.getByRole('complementary')).toHaveCount(0);
  await expect(viewerPage.getByRole('dialog', { name: 'Delete this person?' })).toHaveCount(0);
  await viewerPage.keyboard.press('Enter');
  const view = viewerPage.getByRole('complementary', { name: 'Quick view' });
  await expect(view).toContainText('Kowloon');
  await expect(view.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  // The profile shows the living person in full, read-only.
  await viewerPage.goto(`/familytree/${treeId}/profile/${wingId}`);
  await expect(viewerPage.getByRole('heading', { name: 'Relatives' })).toBeVisible({ timeout: 15_000 });
  await expect(viewerPage.getByRole('main')).toContainText('Wing');
  await expect(viewerPage.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // The server refuses the viewer's changes whatever the page offers.
  expect((await request.patch(`/api/v1/person/${wingId}/`, { headers: auth(viewer), data: { notes: 'changed' } })).status()).toBe(403);
  expect((await request.delete(`/api/v1/person/${chungId}/`, { headers: auth(viewer) })).status()).toBe(403);
  expect((await request.post('/api/v1/person/', { headers: auth(viewer), data: { family_tree_id: treeId, first_names: [{ type: 'given', value: 'X' }] } })).status()).toBe(403);
  expect((await request.post(`/api/v1/familytree/${treeId}/add-members/`, { headers: auth(viewer), data: { emails: [stranger.email] } })).status()).toBe(403);

  // Made public, the tree opens for the stranger: the father by name, the living son as Living only.
  const made = await request.patch(`/api/v1/familytree/${treeId}/`, { headers: auth(owner), data: { is_public: true } });
  expect(made.ok()).toBe(true);
  await strangerPage.goto(`/familytree/${treeId}`);
  await expect(card(strangerPage, /Chung Lau/)).toHaveCount(1, { timeout: 30_000 });
  await expect(card(strangerPage, /Wing|劉永|Kowloon/)).toHaveCount(0);
  await expect(card(strangerPage, /^Living/)).toHaveCount(1);
  const hidden = await strangerPage.request.get(`/api/v1/person/${wingId}/`, { headers: auth(stranger) });
  expect(await hidden.json()).toMatchObject({ full_name: 'Living', is_private: true, birth_location: null });
  // ...while the viewer, a member, still sees him in full.
  await viewerPage.goto(`/familytree/${treeId}`);
  await expect(card(viewerPage, /Wing Lau/)).toHaveCount(1, { timeout: 30_000 });
});
