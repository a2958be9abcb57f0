/** A journey's member becomes a subscriber the way a browser pays: the embedded checkout's form with the test card. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Member } from './members';

export async function subscribe(request: APIRequestContext, member: Member): Promise<void> {
  const auth = { Authorization: `Token ${member.key}` };
  const plans = (await (await request.get('/api/v1/plan/')).json()) as { objects: { id: number; name: string; billing_period: string }[] };
  const plan = plans.objects.find((p) => p.billing_period === 'yearly') ?? plans.objects[0]!;
  // The return addresses must be on this site, as absolute addresses.
  const origin = new URL((await request.get('/api/v1/plan/')).url()).origin;
  const back = (path: string) => encodeURIComponent(`${origin}${path}`);
  const start = await request.get(`/api/v1/subscription/start/?plan_id=${plan.id}&success_url=${back('/subscription-success')}&cancel_url=${back('/subscription-canceled')}`, { headers: auth });
  expect(start.ok(), await start.text()).toBe(true);
  const { session_id } = (await start.json()) as { session_id: string };
  const paid = await request.post(`/checkout/${session_id}`, {
    form: { card_number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Mei Wong' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
  await expect
    .poll(async () => ((await (await request.get('/api/v1/member/me/', { headers: auth })).json()) as { is_subscribed?: boolean }).is_subscribed, { timeout: 20_000 })
    .toBe(true);
}
