/** Operator commands for the plans on sale: `plan:list` and `plan:set`. */
import { parseArgs } from 'node:util';
// commands.ts imports this file too; UsageError is only used inside functions, after both have loaded.
import { UsageError, type CommandContext } from '../../manage/commands';

const describe = (p: { id: number; name: string; cost_cents: number; billing_period: string; trial_days: number; is_active: boolean; stripe_price_id: string }) =>
  `${p.id}\t${p.name}\t$${(p.cost_cents / 100).toFixed(2)}/${p.billing_period === 'yearly' ? 'year' : 'month'}\ttrial ${p.trial_days} days\t${p.is_active ? 'on sale' : 'withdrawn'}${p.stripe_price_id ? `\t${p.stripe_price_id}` : ''}`;

export async function planList({ db, out }: CommandContext): Promise<void> {
  const plans = await db.selectFrom('subscription_plans').selectAll().orderBy('id').execute();
  out('id\tname\tcost\ttrial\tstate');
  for (const p of plans) out(describe(p));
}

const SET_USAGE = 'usage: plan:set ID [--name N] [--cost 99.00] [--period yearly|monthly] [--trial-days N] [--on-sale yes|no] [--stripe-price price_…]';

export async function planSet({ db, args, out }: CommandContext): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, cost: { type: 'string' }, period: { type: 'string' }, 'trial-days': { type: 'string' }, 'on-sale': { type: 'string' }, 'stripe-price': { type: 'string' } },
  });
  const id = Number(positionals[0]);
  if (!Number.isInteger(id) || positionals.length !== 1) throw new UsageError(SET_USAGE);
  const changes: { name?: string; cost_cents?: number; billing_period?: 'yearly' | 'monthly'; trial_days?: number; is_active?: boolean; stripe_price_id?: string } = {};
  if (values.name !== undefined) {
    if (!values.name.trim()) throw new UsageError('--name must not be empty');
    changes.name = values.name.trim();
  }
  if (values.cost !== undefined) {
    const cost = Number(values.cost);
    if (!/^\d+(\.\d{1,2})?$/.test(values.cost) || !Number.isFinite(cost)) throw new UsageError('--cost is dollars, e.g. 99 or 12.99');
    changes.cost_cents = Math.round(cost * 100);
  }
  if (values.period !== undefined) {
    if (values.period !== 'yearly' && values.period !== 'monthly') throw new UsageError('--period is yearly or monthly');
    changes.billing_period = values.period;
  }
  if (values['trial-days'] !== undefined) {
    const days = Number(values['trial-days']);
    if (!Number.isInteger(days) || days < 0 || days > 365) throw new UsageError('--trial-days is a whole number from 0 to 365');
    changes.trial_days = days;
  }
  if (values['on-sale'] !== undefined) {
    if (values['on-sale'] !== 'yes' && values['on-sale'] !== 'no') throw new UsageError('--on-sale is yes or no');
    changes.is_active = values['on-sale'] === 'yes';
  }
  if (values['stripe-price'] !== undefined) changes.stripe_price_id = values['stripe-price'].trim();
  if (!Object.keys(changes).length) throw new UsageError(SET_USAGE);
  const row = await db.updateTable('subscription_plans').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw new UsageError(`no plan ${id} (see plan:list)`);
  out(describe(row));
}
