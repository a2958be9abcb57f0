/**
 * The get-in-touch journey of a visitor who wants a roots trip: /get-in-touch?interest=travel with the
 * interest preselected, the story, a scan attached with its progress, contact details, a time for the
 * call, the success page; the team and the sender get their e-mails; /pr redirects to the form; a
 * member who is not staff cannot open the staff list. Then a member sends a support request with a
 * screenshot.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn, registerMember } from './support/members';

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

async function mailTo(page: Page, to: string, subject: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const { objects } = (await (await page.request.get('/api/v1/dev/mailbox/')).json()) as { objects: MailboxMessage[] };
      found = objects.find((m) => m.to === to && m.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const scan = () => sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 230, g: 220, b: 190 } } }).png().toBuffer();

test('book a roots trip call through every get-in-touch step with an attachment @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `trip-${Date.now()}@example.com`;

  await page.goto('/pr/interests');
  await expect(page).toHaveURL(/\/get-in-touch$/);
  await page.goto('/get-in-touch?interest=travel');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: What can we help with?' })).toBeVisible();
  await expect(page.getByLabel('Roots trip to the ancestral village')).toBeChecked();
  await page.getByLabel('Find the ancestral village').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: /Step 2 of 5/ })).toBeVisible();
  await page.getByLabel(/Tell us about your family/).fill('Grandfather Chan Wing left Kaiping (開平) for San Francisco in 1921.');
  await page.getByLabel('What would you like to find out or do?').fill('Visit his village and the family hall.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: /Step 3 of 5: Documents/ })).toBeVisible();
  await page.getByLabel(/Attach photos or scans/).setInputFiles({ name: 'landing-card-1921.png', mimeType: 'image/png', buffer: await scan() });
  const files = page.getByRole('list', { name: 'Attached files' });
  await expect(files.getByText('landing-card-1921.png')).toBeVisible();
  await expect(files.getByText(/Attached \(/)).toBeVisible();
  // A file that is not what its name says is refused, and the form goes on without it.
  await page.getByLabel(/Attach photos or scans/).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>not a picture</body></html>') });
  await expect(files.getByRole('alert')).toContainText('notes.png is not');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: /Step 4 of 5/ })).toBeVisible();
  await page.getByLabel('First name').fill('Lily');
  await page.getByLabel('Last name').fill('Chan');
  await page.getByLabel('E-mail').fill('lily.chan@example');
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid e-mail address.' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send my request' }).click();

  await expect(page.getByRole('heading', { name: /Step 5 of 5: A time for the call/ })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation to ${email}.`)).toBeVisible();
  await page.getByLabel(/When may we call you/).fill('2027-01-12T10:30');
  await page.getByRole('button', { name: 'Book the call' }).click();

  await expect(page).toHaveURL(/\/get-in-touch\/success/);
  await expect(page.getByRole('heading', { name: 'Thank you, your request has reached us' })).toBeVisible();
  await expect(page.getByText(/Your call is booked/)).toBeVisible();

  const confirmation = await mailTo(page, email, 'We received your request');
  expect(confirmation.text).toContain('Grandfather Chan Wing left Kaiping');
  expect(confirmation.text).toContain('landing-card-1921.png');
  expect(confirmation.text).toContain('Roots trip to the ancestral village, Find the ancestral village');
  await mailTo(page, email, 'Your call with Xungen is booked');
  const team = await mailTo(page, 'team@xungen.example', 'Call booked: Lily Chan');
  expect(team.text).toContain('/staff/requests');
});

test('a member sends a support request with a screenshot, and cannot open the staff list', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await registerMember(request, 'support');
  await logIn(page, member);
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel('I need help with').selectOption('records');
  await page.getByLabel('Your message').fill('The 1921 passenger list names the wrong village for Chan Wing.');
  await page.getByLabel('Attach a screenshot (optional)').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: await scan() });
  await expect(page.getByRole('list', { name: 'Attached files' }).getByText(/Attached \(/)).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('your request has reached us');
  await mailTo(page, member.email, 'We received your support request');

  await page.goto('/staff/requests');
  await expect(page.getByRole('alert')).toHaveText('Only staff can see requests.');
});
