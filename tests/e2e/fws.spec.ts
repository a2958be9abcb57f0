/**
 * Journey of issue 27: a member creates a family website from her tree at /manage-reports, publishes
 * it, and a visitor who is not logged in opens it, browses a branch and a person and sees nothing of
 * the living; then the owner makes it private and invites a relative by e-mail, who logs in from the
 * invitation and reads it while a stranger is refused.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logIn, PASSWORD, registerMember, type Member } from './support/members';

const auth = (m: Member) => ({ Authorization: `Token ${m.key}` });

/** Three generations: a grandfather born in Taishan who died in San Francisco, his son, and a living grandson. */
async function chanTree(request: APIRequestContext, owner: Member): Promise<void> {
  const created = await request.post('/api/v1/familytree/create/', {
    headers: auth(owner),
    data: {
      name: 'The Chan family',
      start_person: {
        first_names: [{ type: 'given', value: 'Brandon' }, { type: 'given', value: '柏文' }],
        surnames: [{ type: 'birth', value: 'Chan' }, { type: 'birth', value: '陳' }],
        gender: 'm',
        birth_date: { year: 1987 },
        birth_location: 'Oakland, California',
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tree = (await created.json()) as { object_id: string; home_person: string };
  const add = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/v1/person/', { headers: auth(owner), data: { family_tree_id: tree.object_id, ...data } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { id: string }).id;
  };
  const father = await add({
    first_names: [{ type: 'given', value: 'Yiu' }, { type: 'given', value: '耀' }],
    surnames: [{ type: 'birth', value: 'Chan' }, { type: 'birth', value: '陳' }],
    gender: 'm',
    birth_date: { year: 1931 },
    birth_location: '台山',
    death_date: { year: 2004 },
    death_location: 'San Francisco',
    relative: { person_id: tree.home_person, relation: 'parent' },
  });
  await add({
    first_names: [{ type: 'given', value: 'Kam' }, { type: 'given', value: '锦' }],
    surnames: [{ type: 'birth', value: 'Chan' }, { type: 'birth', value: '陳' }],
    gender: 'm',
    birth_date: { year: 1898 },
    birth_location: '台山',
    death_date: { year: 1961 },
    death_location: 'San Francisco',
    relative: { person_id: father, relation: 'parent' },
  });
}

async function pageFor(browser: Browser, member: Member | null): Promise<Page> {
  const context = await browser.newContext();
  if (member) await logIn(context, member);
  return context.newPage();
}

/**
 * The living grandson's names and birth year appear nowhere in the page's text. A logged-in reader's own
 * address, shown in the account menu, is left out: it carries a time stamp that may hold the year's digits.
 */
async function expectNoLiving(page: Page, reader?: Member) {
  const shown = await page.locator('body').innerText();
  const text = reader ? shown.replaceAll(reader.email, '') : shown;
  for (const secret of ['Brandon', '柏文', '1987', 'Oakland']) expect(text, `page shows ${secret}`).not.toContain(secret);
}

test('create a family website from the tree, publish it, read it logged out; make it private and invite a relative by e-mail @phone', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const owner = await registerMember(request, 'fws-owner', { first_name: 'Brandon', surname: 'Chan' });
  const relative = await registerMember(request, 'fws-cousin', { first_name: 'Amy', surname: 'Chan' });
  await chanTree(request, owner);
  const username = `chan-${Date.now().toString(36)}`;

  // The owner creates a site from the grandfather and publishes it.
  const ownerPage = await pageFor(browser, owner);
  await ownerPage.goto('/manage-reports');
  const form = ownerPage.getByRole('form', { name: 'Create a family website' });
  await form.getByLabel('Report username').fill(username);
  await expect(form.getByLabel('Tree', { exact: true })).toHaveValue(/.+/);
  await form.getByLabel(/^Start from/).fill('Kam');
  await form.getByRole('option', { name: /Kam/ }).click();
  await expect(form.getByText('Kam Chan', { exact: false }).first()).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill('The Chans of Taishan');
  await form.getByLabel('Site name (in its address)').fill('taishan');
  await form.getByLabel('Introduction').fill('From a village in Taishan to San Francisco.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create the site' }).click();
  const panel = ownerPage.getByRole('region', { name: `Family website ${username}` });
  await expect(panel.getByText('Published: anyone with the link can read it.')).toBeVisible();

  // A visitor, not logged in, reads the published site: home, a branch, a person.
  const visitor = await pageFor(browser, null);
  const home = await visitor.request.get(`/fws/${username}/taishan`);
  expect(home.status()).toBe(200);
  const served = await home.text();
  for (const secret of ['Brandon', '柏文', '1987', 'Oakland']) expect(served, `served HTML shows ${secret}`).not.toContain(secret);
  await visitor.goto(`/fws/${username}/taishan`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'The Chans of Taishan' })).toBeVisible();
  await expect(visitor.getByText('From a village in Taishan to San Francisco.')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Migration' })).toBeVisible();
  await expectNoLiving(visitor);
  await visitor.locator('.fws-main').getByRole('link', { name: /The branch of Yiu Chan/ }).click();
  await expect(visitor).toHaveURL(new RegExp(`/fws/${username}/taishan/[a-z0-9-]+$`));
  await expect(visitor.getByRole('heading', { level: 1, name: /The branch of Yiu Chan/ })).toBeVisible();
  await expectNoLiving(visitor);
  await visitor.locator('.fws-main').getByRole('link', { name: /Yiu Chan/ }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/fws/${username}/taishan/person-`));
  await expect(visitor.getByRole('heading', { level: 1, name: /Yiu Chan/ })).toBeVisible();
  await expect(visitor.locator('.fws-main')).toContainText('1931');
  await expect(visitor.locator('.fws-main')).toContainText('2004');
  await expectNoLiving(visitor);

  // The owner makes it private and invites a relative by e-mail.
  await panel.getByRole('button', { name: 'Make private' }).click();
  await expect(panel.getByText('Private: only you and the relatives you invite can read it.')).toBeVisible();
  await panel.getByLabel('Invite relatives by e-mail').fill(relative.email);
  await panel.getByRole('button', { name: 'Invite' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: relative.email })).toBeVisible();

  // The visitor is refused at once.
  await visitor.goto(`/fws/${username}/taishan`);
  await expect(visitor.getByRole('heading', { name: 'This family website is private' })).toBeVisible();
  await expect(visitor.getByText('The Chans of Taishan')).toHaveCount(0);

  // The relative follows the invitation, logs in with the invited address and reads the site.
  let link = '';
  await expect
    .poll(async () => {
      const { objects } = (await (await request.get('/api/v1/dev/mailbox/')).json()) as { objects: { to: string; subject: string; text: string }[] };
      const mail = objects.find((m) => m.to === relative.email && m.subject.includes(`family website ${username}`));
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const invited = await pageFor(browser, null);
  const url = new URL(link);
  await invited.goto(url.pathname + url.search);
  await invited.locator('#main').getByLabel('E-mail').fill(relative.email);
  await invited.locator('#main').getByLabel('Password').fill(PASSWORD);
  await invited.locator('#main').getByRole('button', { name: 'Log in' }).click();
  await expect(invited).toHaveURL(new RegExp(`/fws/${username}$`));
  await invited.getByRole('link', { name: 'The Chans of Taishan' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'The Chans of Taishan' })).toBeVisible();
  await expectNoLiving(invited, relative);

  for (const p of [ownerPage, visitor, invited]) await p.context().close();
});
