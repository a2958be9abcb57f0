/**
 * Names in family trees: a member chooses on the account page to see names in Chinese, or in both
 * scripts with Chinese first, and the tree's cards show them so; a visitor sees both, English first. A
 * person with no name is Unknown 未知 in the quick view and on the profile page, not an empty heading.
 * What a card shows is read from its item in the accessible mirror (data-lead-name, data-second-name),
 * whose accessible name stays the full name.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, registerMember, type Member } from './support/members';

interface Tree {
  member: Member;
  treeId: string;
  homeId: string;
  names: { en: string; zh: string };
}

/** A public tree whose start person is the late Tai Man Chan 陳大文; `extra` adds relatives of his. */
async function chanTree(request: APIRequestContext, extra: (add: (fields: object, relation: string) => Promise<string>) => Promise<void> = async () => {}): Promise<Tree> {
  const member = await registerMember(request, 'names');
  const headers = { Authorization: `Token ${member.key}` };
  const created = await request.post('/api/v1/familytree/create/', {
    headers,
    data: {
      is_public: true,
      start_person: {
        first_names: [{ type: 'given', value: 'Tai Man' }, { type: 'given', value: '大文' }],
        surnames: [{ type: 'birth', value: 'Chan' }, { type: 'birth', value: '陳' }],
        gender: 'm',
        birth_date: { year: 1928 },
        // Deceased, so a visitor to the public tree sees his names (a living person is only 'Living').
        is_deceased: true,
        death_date: { year: 2009 },
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { object_id: treeId, home_person: homeId } = (await created.json()) as { object_id: string; home_person: string };
  await extra(async (fields, relation) => {
    const res = await request.post('/api/v1/person/', { headers, data: { ...fields, family_tree_id: treeId, relative: { person_id: homeId, relation, kind: 'birth' } } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { id: string }).id;
  });
  const person = (await (await request.get(`/api/v1/person/${homeId}/`, { headers })).json()) as { names_en: string; names_zh: string };
  // The names as the API spells them; the choice decides which of the two the card leads with.
  expect(person.names_en).toContain('Tai Man');
  expect(person.names_zh).toContain('大文');
  return { member, treeId, homeId, names: { en: person.names_en, zh: person.names_zh } };
}

const card = (page: Page, personId: string) => page.locator(`[role="treeitem"][data-person-id="${personId}"]`);

/** Opens the tree and waits for the person's card: its lead name and the other script's below it. */
async function expectCard(page: Page, t: Tree, lead: string, second: string): Promise<void> {
  await page.goto(`/familytree/${t.treeId}`);
  const item = card(page, t.homeId);
  await expect(item).toHaveAttribute('data-lead-name', lead, { timeout: 30_000 });
  await expect(item).toHaveAttribute('data-second-name', second);
  // The accessible name is the full name whatever the member chose.
  expect((await item.getAttribute('aria-label'))!.startsWith(`${t.names.en} ${t.names.zh}`)).toBe(true);
}

test('a member who chooses Chinese names sees them on the cards, and both with Chinese first; a visitor sees English first', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const t = await chanTree(request);
  await logIn(page, t.member, t.treeId);

  // Before choosing: both scripts, English first.
  await expectCard(page, t, t.names.en, t.names.zh);

  await page.goto('/profile');
  const scripts = page.getByRole('radiogroup', { name: 'Names in family trees' });
  await expect(scripts.getByRole('radio', { name: 'Both' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'When both, which first' }).getByRole('radio', { name: /English first/ })).toBeChecked();
  await scripts.getByRole('radio', { name: /Chinese/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Names in family trees saved.' })).toBeVisible();
  // With one script there is nothing to put first.
  await expect(page.getByRole('radiogroup', { name: 'When both, which first' })).toHaveCount(0);

  await expectCard(page, t, t.names.zh, '');

  // Kept by the server: a fresh page of the account shows the choice.
  await page.goto('/profile');
  await expect(scripts.getByRole('radio', { name: /Chinese/ })).toBeChecked();
  // Back to both: Chinese, chosen alone before, leads.
  await scripts.getByRole('radio', { name: 'Both' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Names in family trees saved.' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'When both, which first' }).getByRole('radio', { name: /Chinese first/ })).toBeChecked();

  await expectCard(page, t, t.names.zh, t.names.en);
  // The profile page's heading follows the same order.
  await page.goto(`/familytree/${t.treeId}/profile/${t.homeId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${t.names.zh}${t.names.en}`, { timeout: 30_000 });

  // A visitor (no login) to the public tree gets the default.
  const visitor = await browser.newPage();
  await expectCard(visitor, t, t.names.en, t.names.zh);
  await visitor.close();
});

test('a change the server refuses says so and the page keeps the stored choice', async ({ page, request }) => {
  const t = await chanTree(request);
  await logIn(page, t.member, t.treeId);
  await page.goto('/profile');
  const scripts = page.getByRole('radiogroup', { name: 'Names in family trees' });
  await expect(scripts.getByRole('radio', { name: 'Both' })).toBeChecked();
  await page.route('**/api/v1/member/*/', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The service is down for maintenance.' }) })
      : route.fallback(),
  );
  // Clicked, not checked: the refusal may put the stored choice back before a check could see its own.
  await scripts.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The service is down for maintenance.' })).toBeVisible();
  await expect(scripts.getByRole('radio', { name: 'Both' })).toBeChecked();
  await expect(scripts.getByRole('radio', { name: 'English' })).not.toBeChecked();
  await page.unroute('**/api/v1/member/*/');

  await expectCard(page, t, t.names.en, t.names.zh);
});

test('a person with no name is Unknown 未知 in the quick view and on the profile page', async ({ page, request }) => {
  test.setTimeout(90_000);
  let nameless = '';
  const t = await chanTree(request, async (add) => {
    nameless = await add({ first_names: [], surnames: [], gender: 'f' }, 'child');
  });
  await logIn(page, t.member, t.treeId);
  await page.goto(`/familytree/${t.treeId}?start_person_id=${nameless}`);
  const item = card(page, nameless);
  await expect(item).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await item.focus();
  await page.keyboard.press('Enter');
  const view = page.getByRole('complementary', { name: 'Quick view' });
  await expect(view.getByRole('heading', { level: 3 })).toHaveText('Unknown未知');

  await page.goto(`/familytree/${t.treeId}/profile/${nameless}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown未知');
});
