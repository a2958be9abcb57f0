/**
 * The record inbox journey: a member's grandfather is attached to a record of the sample collections
 * (through the API, as the record page's "attach to my tree" does); the member, sent to log in by the
 * inbox's old address /my-records, finds it in the record inbox and, from there, on the grandfather's
 * profile.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, registerMember } from './support/members';

interface Hit {
  code: string;
  first_name: string;
  surname: string;
}

test('a record attached to a person is in the record inbox and on the person’s profile', async ({ page, request }) => {
  test.setTimeout(600_000);
  const member = await registerMember(request, 'inbox');
  const auth = { Authorization: `Token ${member.key}` };

  // The record inbox is for verified members: finishing sign-up from its e-mail verified the address.

  const created = await request.post('/api/v1/familytree/create/', {
    headers: auth,
    data: {
      start_person: {
        first_names: [{ type: 'given', value: 'Ah Sing' }],
        surnames: [{ type: 'birth', value: 'Wong' }],
        gender: 'm',
        birth_date: { year: 1885 },
        death_date: { year: 1950 },
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { object_id: treeId, home_person: personId } = (await created.json()) as { object_id: string; home_person: string };

  // The sample collections load in the background after the reference data.
  await expect.poll(async () => ((await (await request.get('/api/v1/records-sample/status/')).json()) as { state: string }).state, { timeout: 540_000, intervals: [3000] }).toBe('ready');
  const search = await request.get('/api/v1/sources/search-mentions/?surname=Wong');
  expect(search.ok(), await search.text()).toBe(true);
  const hit = ((await search.json()) as { objects: Hit[] }).objects[0]!;
  expect(hit).toBeTruthy();
  const saved = await request.post('/api/v1/saved-mention/', { headers: auth, data: { person_id: personId, code: hit.code } });
  expect(saved.status(), await saved.text()).toBe(201);

  // Logged out, the old address leads to the login page, and from there to the inbox.
  await page.goto('/my-records');
  await expect(page).toHaveURL(/\/login\?redirect=%2Frecord-inbox$/);
  await page.locator('#main').getByLabel('E-mail').fill(member.email);
  await page.locator('#main').getByLabel('Password').fill(PASSWORD);
  await page.locator('#main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/record-inbox$/);
  await expect(page.getByRole('heading', { name: 'Record inbox' })).toBeVisible();
  const line = page.getByTestId('saved-mention');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('(Sample collection)');
  await expect(line).toContainText('Active');
  const recordLink = line.getByRole('link', { name: `${hit.first_name} ${hit.surname}`.trim(), exact: false }).first();
  await expect(recordLink).toHaveAttribute('href', `/person-records/${hit.code}`);

  await line.getByRole('link', { name: /Wong/ }).last().click();
  await expect(page).toHaveURL(new RegExp(`/familytree/${treeId}/profile/${personId}$`));
  const records = page.getByRole('region', { name: 'Records' });
  await expect(records.getByTestId('saved-mention')).toHaveCount(1);
  await expect(records.getByRole('link').first()).toHaveAttribute('href', `/person-records/${hit.code}`);
});
