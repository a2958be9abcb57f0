/**
 * The embedded provider's hosted checkout page, /checkout/:sessionId: a plain server-rendered form
 * (no script) with card_number, expiry, cvc and name. A good test card sends the session's signed
 * events to the webhook handler (in-process, through `deliver`, the function the webhook endpoint
 * calls) and redirects to success_url; the member is never granted anything by the redirect itself.
 */
import { Hono, type Context } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv, Clock } from '../deps';
import { sessionEvents, type EmbeddedSession } from './embedded';
import { signPayload } from './signature';
import { chargeTestCard, type CardInput } from './testCards';

export type Deliver = (rawBody: string, signatureHeader: string) => Promise<unknown>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const money = (cents: number, currency: string) => `${currency === 'usd' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

function summary(s: EmbeddedSession): string {
  if (s.mode === 'payment') return `${s.description}: ${money(s.amount_cents, s.currency)} once`;
  const first = Math.round((s.amount_cents * (100 - s.discount_percent)) / 100);
  const parts = [`${s.description}: ${money(s.amount_cents, s.currency)} per period`];
  if (s.trial_days) parts.push(`free for ${s.trial_days} days, nothing is due today`);
  if (s.discount_percent) parts.push(`${s.discount_percent}% off the first period (${money(first, s.currency)})`);
  return parts.join('; ');
}

function page(s: EmbeddedSession, values: Partial<CardInput>, error: string | null): string {
  const field = (name: keyof CardInput, label: string, attrs: string) =>
    `<label>${label}<input name="${name}" value="${escapeHtml(values[name] ?? '')}" ${attrs} required></label>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout</title><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1d2330}
label{display:block;margin:.8rem 0;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;margin-top:.3rem}
button{width:100%;padding:.8rem;font-size:1rem;background:#a3352b;color:#fff;border:0;border-radius:6px;margin-top:1rem}
.error{background:#fde8e6;color:#8c1d12;padding:.7rem;border-radius:6px}.test{background:#fff6d6;padding:.7rem;border-radius:6px;font-size:.9rem}
</style></head><body><h1>Checkout</h1><p>${escapeHtml(summary(s))}</p>
<p class="test"><strong>Test mode: nothing is charged.</strong> Pay with the test card 4242 4242 4242 4242, any future expiry date and any CVC.
4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has insufficient funds.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${escapeHtml(s.id)}">
${field('card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"')}
${field('expiry', 'Expiry (MM / YY)', 'autocomplete="cc-exp" placeholder="12 / 30"')}
${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}
${field('name', 'Name on card', 'autocomplete="cc-name"')}
<button type="submit">${s.mode === 'subscription' && s.trial_days ? 'Start trial' : 'Pay'}</button></form>
<p><a href="${escapeHtml(s.cancel_url)}">Cancel and go back</a></p></body></html>`;
}

const notFoundPage = (c: Context) => c.html('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head><body><h1>This checkout does not exist.</h1></body></html>', 404);
const donePage = (c: Context, s: EmbeddedSession) =>
  c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head><body><h1>This checkout is complete.</h1><p><a href="${escapeHtml(s.success_url)}">Continue</a></p></body></html>`);

export function checkoutPageRoutes(options: { db: Db; clock: Clock; secret: string; deliver: Deliver }) {
  const { db, clock, secret, deliver } = options;
  const load = (id: string) => db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  return new Hono<AppEnv>({ strict: false })
    .get('/:sessionId', async (c) => {
      const s = await load(c.req.param('sessionId'));
      if (!s) return notFoundPage(c);
      return s.status === 'complete' ? donePage(c, s) : c.html(page(s, {}, null));
    })
    .post('/:sessionId', async (c) => {
      const s = await load(c.req.param('sessionId'));
      if (!s) return notFoundPage(c);
      if (s.status === 'complete') return c.redirect(s.success_url, 303);
      const form = await c.req.parseBody();
      const text = (k: keyof CardInput) => (typeof form[k] === 'string' ? (form[k] as string).slice(0, 100) : '');
      const input: CardInput = { card_number: text('card_number'), expiry: text('expiry'), cvc: text('cvc'), name: text('name') };
      const now = clock();
      const charge = chargeTestCard(input, now);
      if (!charge.ok) return c.html(page(s, { ...input, card_number: charge.field === 'card_number' ? '' : input.card_number }, charge.message), 402);
      // One submit wins; a second one (double click) only redirects.
      const claimed = await db.updateTable('checkout_sessions').set({ status: 'complete', completed_at: now }).where('id', '=', s.id).where('status', '=', 'open').returning('id').executeTakeFirst();
      if (!claimed) return c.redirect(s.success_url, 303);
      const plan = s.plan_id === null ? undefined : await db.selectFrom('subscription_plans').select('billing_period').where('id', '=', s.plan_id).executeTakeFirst();
      try {
        for (const event of sessionEvents(s, plan?.billing_period ?? null, now)) {
          const body = JSON.stringify(event);
          await deliver(body, signPayload(body, secret, Math.floor(now.getTime() / 1000)));
        }
      } catch (err) {
        // The events' ids are fixed by the session: paying again re-sends them and applies only what is missing.
        await db.updateTable('checkout_sessions').set({ status: 'open', completed_at: null }).where('id', '=', s.id).execute();
        throw err;
      }
      return c.redirect(s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id), 303);
    });
}
