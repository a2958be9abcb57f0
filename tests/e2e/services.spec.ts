import { expect, test, type Page } from '@playwright/test';

/** The path and query of the first link in the newest e-mail to an address with a subject. */
async function linkFromMailbox(page: Page, to: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/v1/dev/mailbox/');
      const { objects } = (await res.json()) as { objects: { to: string; subject: string; text: string }[] };
      const mail = objects.find((m) => m.to === to && m.subject === subject);
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('from the services to a roots trip, its call to action carries the interest to get-in-touch', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research, translation and roots trips');
  for (const group of ['Research', 'Zupu (族谱) services', 'Translation and family stories', 'Roots trips and films', 'For institutions']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Roots trips to your ancestral village' }).click();
  await expect(page).toHaveURL(/\/services\/travel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roots trips to your ancestral village');
  for (const section of ['Who it is for', 'How it works', 'What your family receives', 'How long it takes', 'What it costs', 'Questions and answers']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await page.getByRole('link', { name: /Book a free call/ }).first().click();
  await expect(page).toHaveURL(/\/get-in-touch\?interest=travel$/);
});

test('subscribe from the footer and confirm from the mailbox', async ({ page }) => {
  const email = `news-${Date.now()}@example.com`;
  await page.goto('/services/zupu/generation-poem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Generation poem (字辈) translation');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form.getByRole('checkbox', { name: 'Offers and discounts' }).uncheck();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').filter({ hasText: `we sent a link to ${email}` })).toBeVisible();

  await page.goto(await linkFromMailbox(page, email, 'Please confirm your newsletter subscription'));
  const done = page.getByRole('status').filter({ hasText: 'is confirmed' });
  await expect(done).toContainText(email);
  await expect(page.getByRole('listitem').filter({ hasText: 'Events and workshops' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Offers and discounts' })).toHaveCount(0);
});

test('reloading a page whose path holds a dot opens the app', async ({ page }) => {
  const res = await page.goto('/forgotpwd/emailsent/mei.lin@example.com');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const asset = await page.request.get('/assets/no-such-file-123.js');
  expect(asset.status()).toBe(404);
});
