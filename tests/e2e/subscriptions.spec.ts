import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signupLink } from './support/members';

const main = (page: Page) => page.locator('#main');

/** The code of a record of the sample corpus, once the journeys' server has loaded it. */
async function gatedRecord(request: APIRequestContext): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/sources/?source_type=passenger-list');
        const first = res.ok() ? ((await res.json()) as { objects: { id: string }[] }).objects[0] : undefined;
        if (!first) return '';
        const detail = (await (await request.get(`/api/v1/sources/${first.id}/`)).json()) as { records: { objects: { code: string }[] } };
        code = detail.records.objects[0]?.code ?? '';
        return code;
      },
      { timeout: 280_000, intervals: [2_000] },
    )
    .not.toBe('');
  return code;
}

/** Pays on the embedded provider's hosted checkout page, as a member types it. */
async function pay(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Mei Ling Chan');
  await page.getByRole('button', { name: /Start trial|Pay/ }).click();
}

test('a visitor chooses the Standard plan, registers, pays, is subscribed, cancels with the survey and sees the orders', async ({ page }) => {
  test.setTimeout(420_000);
  // The holiday sale switch as the shell reads it, so the banner's hiding for subscribers shows.
  await page.route('**/api/v1/switches/', (route) => route.fulfill({ json: { flags: {}, switches: { XMAS_DISCOUNT_SUBSCRIPTION: true, SEARCH_AI: false }, samples: {} } }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  const banner = page.getByRole('complementary', { name: /sale/ });

  await page.goto('/press');
  await expect(banner).toBeVisible();
  await nav.getByRole('link', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/\/subscription-plans$/);

  const standard = main(page).getByRole('region', { name: 'Standard', exact: true });
  await expect(standard.getByText('$99/year after 14 day trial')).toBeVisible();
  await standard.getByRole('button', { name: 'Start Free 14 Day Trial' }).click();

  await expect(page).toHaveURL(/\/register\?redirect=/);
  const email = `subscriber-${Date.now()}@example.com`;
  await main(page).getByLabel('First name').fill('Mei Ling');
  await main(page).getByLabel('Surname').fill('Chan');
  await main(page).getByLabel('E-mail').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill('Lotus-Garden-1938');
  await main(page).getByLabel('Confirm password').fill('Lotus-Garden-1938');
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(main(page).getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await signupLink(page.request, email));

  await expect(page).toHaveURL(/\/subscription-confirm\?plan_id=\d+$/, { timeout: 15_000 });
  await main(page).getByRole('button', { name: 'Start Free 14 Day Trial' }).click();

  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByText('Test mode: nothing is charged.')).toBeVisible();
  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
  await pay(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/subscription-success$/);
  await expect(main(page).getByText(/Your Standard membership is active; your free trial runs until/)).toBeVisible();

  await page.goto('/press');
  await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Plans' })).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  // A gated record opens: its transcription is there, with no paywall in the way.
  const record = await gatedRecord(page.request);
  await page.goto(`/person-records/${record}`);
  await expect(page.getByRole('region', { name: 'Transcription' }).getByLabel('Entry as written')).toContainText(/\w/);
  await expect(page.getByRole('button', { name: 'Show the full transcription' })).toHaveCount(0);

  // A one-off purchase as well: 'Permanent Access to Zupu' (zupu pages come later; the call is the page's).
  const key = await page.evaluate(() => (JSON.parse(localStorage.getItem('xungen.session') ?? '{}') as { key: string }).key);
  const origin = new URL(page.url()).origin;
  const bought = await page.request.post('/api/v1/payment/checkout-session/', {
    headers: { Authorization: `Token ${key}` },
    data: { zupu_id: 'taishan-chan-1911', success_url: `${origin}/payment/checkout-success?zupu=taishan-chan-1911`, cancel_url: `${origin}/subscription-plans` },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  await page.goto(((await bought.json()) as { url: string }).url);
  await pay(page, '4242 4242 4242 4242');
  await expect(main(page).getByText('Permanent Access to Zupu is yours: zupu taishan-chan-1911.')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: email }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Billing History' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const orders = main(page).getByRole('table');
  await expect(orders.getByRole('row')).toHaveCount(3);
  await expect(orders.getByRole('row', { name: /Standard membership: free trial, 14 days \$0\.00 Paid/ })).toBeVisible();
  await expect(orders.getByRole('row', { name: /Permanent Access to Zupu taishan-chan-1911 \$29\.00 Paid/ })).toBeVisible();

  await expect(main(page).getByTestId('subscription-status')).toHaveText('Free trial');
  await main(page).getByRole('button', { name: 'Cancel subscription' }).click();
  const survey = page.getByRole('dialog', { name: 'Cancel your membership' });
  await survey.getByLabel('It costs too much').check();
  await survey.getByLabel(/Anything else/).fill('Back after the holidays');
  await survey.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(survey).toBeHidden();
  await expect(main(page).getByTestId('subscription-status')).toHaveText('Canceled');
  await expect(main(page).getByRole('button', { name: 'Reactivate' })).toBeVisible();
  // Canceled, it stays active until the period ends: still no Plans item.
  await expect(nav.getByRole('link', { name: 'Plans' })).toHaveCount(0);
});
