import { expect, test, type Page } from '@playwright/test';
import { createCanvas } from '@napi-rs/canvas';

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

async function linkFromMailbox(page: Page, to: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/v1/dev/mailbox/');
      const { objects } = (await res.json()) as { objects: MailboxMessage[] };
      const mail = objects.find((m) => m.to === to && m.subject === subject);
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  // The mail points at PUBLIC_URL; the test server may listen elsewhere, so keep path and query only.
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('register, verify, edit the profile, upload an avatar, log out, log in, reset the password', async ({ page }) => {
  test.setTimeout(120_000);

  const email = `journey-${Date.now()}@example.com`;
  const password = 'Lotus-Garden-1938';

  await page.goto('/register?redirect=%2Fprofile');
  await page.locator('#main').getByLabel('First name').fill('mei ling');
  await expect(page.locator('#main').getByLabel('First name')).toHaveValue('Mei Ling');
  await page.locator('#main').getByLabel('Surname').fill('lin');
  await page.locator('#main').getByLabel('E-mail').fill(email);
  await page.locator('#main').getByLabel('Password', { exact: true }).fill('password1');
  await page.locator('#main').getByLabel('Confirm password').fill('password1');
  await page.locator('#main').getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common. Please choose a less obvious one.')).toBeVisible();
  await page.locator('#main').getByLabel('Password', { exact: true }).fill(password);
  await page.locator('#main').getByLabel('Confirm password').fill(`${password}!`);
  await page.locator('#main').getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await expect(page.getByText('This password is too common. Please choose a less obvious one.')).toHaveCount(0);
  await page.locator('#main').getByLabel('Confirm password').fill(password);
  await page.locator('#main').getByRole('button', { name: 'Create account' }).click();

  // No account yet: the address is proven by the e-mailed link, which creates it and logs in.
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.locator('#main').getByRole('status')).toContainText(`We sent a link to ${email}.`);
  expect((await page.request.post('/api/v1/member/login/', { data: { email, password } })).status()).toBe(400);
  // Sending the form again mails a new link; either works once.
  await page.locator('#main').getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.locator('#main').getByRole('status')).toContainText(`We sent a new link to ${email}.`);

  const signupPath = await linkFromMailbox(page, email, 'Finish creating your Xungen account');
  await page.goto(signupPath);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
  await expect(page.getByText(`${email} (verified)`)).toBeVisible();
  // The link works once.
  await page.goto(signupPath);
  await expect(page.getByRole('alert')).toHaveText('This sign-up link has already been used. Log in with the e-mail address and password you chose.');

  await page.goto('/profile');
  await expect(page.getByText(`${email} (verified)`)).toBeVisible();
  await expect(page.locator('#main').getByLabel('Surname (English)')).toHaveValue('Lin');
  await page.locator('#main').getByLabel('Surname (Chinese) 姓').fill('林');
  await page.locator('#main').getByLabel('Ancestral province 省').fill('广东省');
  await page.locator('#main').getByLabel('Prefecture or city 市').fill('江门市');
  await page.locator('#main').getByLabel('District or county 县').fill('台山市');
  await page.locator('#main').getByLabel('Town 镇').fill('斗山镇');
  await page.locator('#main').getByLabel('Village 村').fill('浮石村');
  await page.locator('#main').getByLabel('Last name').fill('wong');
  await expect(page.locator('#main').getByLabel('Last name')).toHaveValue('Wong');
  await page.locator('#main').getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  const canvas = createCanvas(300, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#a4282c';
  ctx.fillRect(0, 0, 300, 200);
  await page.locator('#main').getByLabel('Upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: canvas.toBuffer('image/png') });
  await expect(page.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /-thumb\.webp$/);

  await page.reload();
  await expect(page.locator('#main').getByLabel('Village 村')).toHaveValue('浮石村', { timeout: 15_000 });
  await expect(page.locator('#main').getByLabel('Surname (Chinese) 姓')).toHaveValue('林');

  await page.locator('#main').getByRole('button', { name: 'Log out on every device' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await expect(page.getByText('Log in to your account.')).toBeVisible();
  await page.locator('#main').getByLabel('E-mail').fill(email);
  await page.locator('#main').getByLabel('Password').fill('wrong-password');
  await page.locator('#main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Unable to log in with the provided e-mail and password.')).toBeVisible();
  await page.locator('#main').getByLabel('Password').fill(password);
  await page.locator('#main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('#main').getByLabel('Village 村')).toHaveValue('浮石村');

  await page.locator('#main').getByRole('button', { name: 'Log out on every device' }).click();
  await page.locator('#main').getByRole('link', { name: 'Forgot your password?' }).click();
  await page.locator('#main').getByLabel('E-mail').fill(email);
  await page.locator('#main').getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/forgotpwd\/emailsent\//);
  await expect(page.getByText(email)).toBeVisible();

  const resetPath = await linkFromMailbox(page, email, 'Reset your password');
  await page.goto(resetPath);
  await page.locator('#main').getByLabel('New password', { exact: true }).fill('New-Bamboo-2026');
  await page.locator('#main').getByLabel('Confirm new password').fill('New-Bamboo-2026');
  await page.locator('#main').getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been reset. Please log in with the new password.')).toBeVisible();
  await page.goto(resetPath);
  await page.locator('#main').getByLabel('New password', { exact: true }).fill('Other-Pine-2027');
  await page.locator('#main').getByLabel('Confirm new password').fill('Other-Pine-2027');
  await page.locator('#main').getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link has already been used.')).toBeVisible();

  await page.goto('/login');
  await page.locator('#main').getByLabel('E-mail').fill(email);
  await page.locator('#main').getByLabel('Password').fill('New-Bamboo-2026');
  await page.locator('#main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
});
