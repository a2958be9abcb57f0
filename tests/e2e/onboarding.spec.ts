import { expect, test, type Page } from '@playwright/test';
import { signUpMember } from './support/members';

/** Fills one person fieldset of the onboarding forms. */
async function fillPerson(page: Page, legend: string, p: { given?: string; surname?: string; givenZh?: string; surnameZh?: string; year?: string }) {
  const group = page.getByRole('group', { name: legend, exact: true });
  if (p.given) await group.getByLabel('Given name', { exact: true }).fill(p.given);
  if (p.surname) await group.getByLabel('Surname', { exact: true }).fill(p.surname);
  if (p.givenZh) await group.getByLabel('Chinese given name (名)').fill(p.givenZh);
  if (p.surnameZh) await group.getByLabel('Chinese surname (姓)').fill(p.surnameZh);
  if (p.year) await group.getByLabel('Birth year').fill(p.year);
}

test('a new member goes through onboarding, resumes after a reload, and sees five cards on the tree', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = `onboard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Lotus-Garden-1938';
  const key = await signUpMember(request, { email, password, first_name: 'Mei', surname: 'Wong' });
  // The session as src/state/session.ts persists it: a new member is not onboarded and has no tree.
  await page.addInitScript(
    ([username, k]) => {
      if (localStorage.getItem('xungen.session')) return;
      localStorage.setItem('xungen.session', JSON.stringify({ username, key: k, member: null, nextRefreshAt: 0, onboarded: false, activeTreeId: null, impersonating: null }));
    },
    [email, key],
  );

  // The guard sends a member who is not onboarded from the tree list to the first step.
  await page.goto('/familytree/manage');
  await expect(page).toHaveURL(/\/familytree\/onboarding\/start$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /Welcome to Xungen/ })).toBeVisible();
  await page.getByRole('button', { name: 'Let’s begin' }).click();

  await expect(page).toHaveURL(/\/onboarding\/me$/);
  // The name given at sign-up is there; a step without a name is refused in the browser, on the name field.
  const you = page.getByRole('group', { name: 'You', exact: true });
  await expect(you.getByLabel('Given name', { exact: true })).toHaveValue('Mei');
  await expect(you.getByLabel('Surname', { exact: true })).toHaveValue('Wong');
  await you.getByLabel('Given name', { exact: true }).fill('');
  await you.getByLabel('Surname', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Type your name');
  await fillPerson(page, 'You', { given: 'Mei', surname: 'Wong', givenZh: '美', surnameZh: '黄', year: '1990' });
  await page.getByLabel('Gender').selectOption('f');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/mother$/, { timeout: 15_000 });
  await fillPerson(page, 'Mother', { given: 'Lan', surname: 'Chan', year: '1962' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/father$/, { timeout: 15_000 });
  // Back shows what was typed; a second Continue updates the mother instead of adding another.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/mother$/);
  await expect(page.getByRole('group', { name: 'Mother' }).getByLabel('Given name', { exact: true })).toHaveValue('Lan');
  await page.getByRole('group', { name: 'Mother' }).getByLabel('Chinese surname (姓)').fill('陳');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/father$/, { timeout: 15_000 });

  // A reload resumes at the saved step, attached to the persons made before it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your father' })).toBeVisible({ timeout: 30_000 });
  const saved = await request.get('/api/v1/familytree/onboarding/', { headers: { Authorization: `Token ${key}` } });
  expect(await saved.json()).toEqual({ is_onboarded: false, onboarding_step: 'father' });
  await fillPerson(page, 'Father', { given: 'Ah Sing', surname: 'Wong', surnameZh: '黄', year: '1958' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/grandparent$/, { timeout: 15_000 });
  await page.getByLabel('My father’s parents').check();
  await fillPerson(page, 'Grandfather', { given: 'Kam', surname: 'Wong', year: '1930' });
  await fillPerson(page, 'Grandmother', { given: 'Yuk', surname: 'Lee', year: '1932' });
  await page.getByRole('button', { name: 'Finish and open my tree' }).click();

  await expect(page).toHaveURL(/\/familytree\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const treeId = page.url().split('/').pop()!;
  await expect(page.getByRole('treeitem', { name: /Mei/ })).toHaveCount(1, { timeout: 30_000 });
  // The mirror lists the cards in view; fitting the tree brings the grandparents in.
  await page.getByRole('toolbar', { name: 'Tree tools' }).getByRole('button', { name: 'Fit' }).click();
  for (const name of [/^Mei Wong 黄美/, /^Lan Chan 陳/, /^Ah Sing Wong/, /^Kam Wong/, /^Yuk Lee/]) await expect(page.getByRole('treeitem', { name })).toHaveCount(1);
  // Ghost cards ('Add spouse', 'Add child') are treeitems too; the persons are exactly five.
  const names = await page.getByRole('treeitem').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '').filter((n) => !n.startsWith('Add ')));
  expect(names).toHaveLength(5);
  // The shape behind the cards: both parents above the member, the grandparents above the father.
  const auth = { headers: { Authorization: `Token ${key}` } };
  type Relatives = { parents: { object_id: string; full_name: string }[]; spouses: { full_name: string }[] };
  const tree = (await (await request.get(`/api/v1/familytree/${treeId}/`, auth)).json()) as { home_person: string };
  const mine = (await (await request.get(`/api/v1/person/${tree.home_person}/relatives/`, auth)).json()) as Relatives;
  expect(mine.parents.map((p) => p.full_name).sort()).toEqual([expect.stringContaining('Ah Sing'), expect.stringContaining('Lan')]);
  const father = mine.parents.find((p) => p.full_name.includes('Ah Sing'))!;
  const his = (await (await request.get(`/api/v1/person/${father.object_id}/relatives/`, auth)).json()) as Relatives;
  expect(his.parents.map((p) => p.full_name).sort()).toEqual([expect.stringContaining('Kam'), expect.stringContaining('Yuk')]);
  // Each pair of parents is a couple.
  expect(his.spouses.map((p) => p.full_name)).toEqual([expect.stringContaining('Lan')]);
  const done = await request.get('/api/v1/familytree/onboarding/', auth);
  expect(((await done.json()) as { is_onboarded: boolean }).is_onboarded).toBe(true);
});
