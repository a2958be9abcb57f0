/**
 * Journey of issue 26: a family reads the roots-trip service, books a free call through the
 * get-in-touch steps with a scan attached, and lands on the thank-you page with a confirmation in
 * the mailbox; a staff member then finds the request with its attachment at /staff/requests and
 * moves it along, and a visitor cannot read that page.
 */
import { createCanvas } from '@napi-rs/canvas';
import { expect, test, type Page } from '@playwright/test';
import { STAFF } from './support/staff';

/** A small scan-like PNG: a letterhead line and a few written lines. */
function scan(): Buffer {
  const canvas = createCanvas(400, 260);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4ecd8';
  ctx.fillRect(0, 0, 400, 260);
  ctx.fillStyle = '#3a2f25';
  ctx.fillRect(30, 30, 340, 6);
  for (let i = 0; i < 8; i++) ctx.fillRect(30, 60 + i * 22, 200 + ((i * 37) % 120), 3);
  return canvas.toBuffer('image/png');
}

async function logInAsStaff(page: Page) {
  await page.goto('/login?redirect=%2Fstaff%2Frequests');
  await page.locator('#main').getByLabel('E-mail').fill(STAFF.email);
  await page.locator('#main').getByLabel('Password').fill(STAFF.password);
  await page.locator('#main').getByRole('button', { name: 'Log in' }).click();
  // Password hashing is slow on a busy machine.
  await expect(page).toHaveURL(/\/staff\/requests$/, { timeout: 30_000 });
}

test('book a free call from the travel service with an attachment; staff see it and change its status @phone', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = `roots-${Date.now()}@example.com`;
  const main = page.locator('#main');

  await page.goto('/services/travel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roots trips to your ancestral village');
  await page.getByRole('link', { name: /Book a free call/ }).first().click();
  await expect(page).toHaveURL(/\/get-in-touch\?interest=travel$/);

  // Step 1: the interest comes preselected from the service.
  await expect(page.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Roots trip to the ancestral village' })).toBeChecked();
  await main.getByRole('button', { name: 'Next' }).click();

  // Step 2: the family's story.
  await expect(page.getByRole('heading', { name: /Step 2 of 5/ })).toBeVisible();
  await main.getByLabel(/Tell us about your family/).fill('My great-grandfather Lee Sing left Duanfen, Taishan, for San Francisco around 1905.');
  await main.getByLabel('What would you like to find out or do?').fill('Visit the village and the ancestral hall with my parents next spring.');
  await main.getByRole('button', { name: 'Next' }).click();

  // Step 3: a scan attached, uploaded with progress before Next is offered.
  await expect(page.getByRole('heading', { name: /Step 3 of 5/ })).toBeVisible();
  await main.getByLabel(/Attach photos or scans/).setInputFiles({ name: 'village-letter.png', mimeType: 'image/png', buffer: scan() });
  const attached = main.getByRole('list', { name: 'Attached files' });
  await expect(attached.getByText('village-letter.png')).toBeVisible();
  await expect(attached.getByText(/^Attached/)).toBeVisible();
  await main.getByRole('button', { name: 'Next' }).click();

  // Step 4: contact details send the request.
  await expect(page.getByRole('heading', { name: /Step 4 of 5/ })).toBeVisible();
  await main.getByLabel('First name').fill('Grace');
  await main.getByLabel('Last name').fill('Lee');
  await main.getByLabel('E-mail').fill(email);
  await main.getByRole('button', { name: 'Send my request' }).click();

  // Step 5: a time for the call, then the thank-you page.
  await expect(page.getByRole('heading', { name: /Step 5 of 5/ })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation to ${email}.`)).toBeVisible();
  const when = new Date(Date.now() + 7 * 86_400_000);
  const local = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}T10:30`;
  await main.getByLabel('When may we call you? (your local time)').fill(local);
  await main.getByRole('button', { name: 'Book the call' }).click();
  await expect(page).toHaveURL(/\/get-in-touch\/success/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your request has reached us');
  await expect(page.getByText(/Your call is booked/)).toBeVisible();

  // The sender has a confirmation in the mailbox (a durable job sends it, after the server's start-up work).
  await expect
    .poll(async () => {
      const { objects } = (await (await page.request.get('/api/v1/dev/mailbox/')).json()) as { objects: { to: string }[] };
      return objects.some((m) => m.to === email);
    }, { timeout: 60_000 })
    .toBe(true);

  // A visitor is not shown the staff page.
  await page.goto('/staff/requests');
  await expect(page.getByText(email)).toHaveCount(0);

  // A staff member sees the request with its attachment and moves it to in progress.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInAsStaff(staff);
  const item = staff.getByRole('listitem', { name: `Get in touch from ${email}` });
  await expect(item).toBeVisible();
  await expect(item.getByRole('heading', { name: 'Get in touch: Grace Lee' })).toBeVisible();
  await expect(item).toContainText('Duanfen, Taishan');
  await expect(item.getByRole('list', { name: 'Attachments' }).getByRole('link', { name: 'village-letter.png' })).toBeVisible();
  await expect(item.getByLabel('Status')).toHaveValue('new');
  await item.getByLabel('Status').selectOption('in_progress');
  await expect(item.getByLabel('Status')).toHaveValue('in_progress');

  // The change is stored: it holds after a reload.
  await staff.reload();
  const again = staff.getByRole('listitem', { name: `Get in touch from ${email}` });
  await expect(again.getByLabel('Status')).toHaveValue('in_progress');
  await staffContext.close();
});
