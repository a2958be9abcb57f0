import { sql, type Kysely } from 'kysely';

/**
 * Subscriptions and payments: the plans on sale (seeded with the Standard yearly plan and its
 * trial, and a monthly plan), members' subscriptions and their cancellation surveys, orders
 * (subscription invoices and one-off purchases), permanent access to a zupu, the provider events
 * already applied (an event id is applied once), the embedded provider's checkout sessions and the
 * subscribers' share codes. Money is kept in cents.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE subscription_plans (
      id serial PRIMARY KEY,
      name text NOT NULL,
      cost_cents integer NOT NULL CHECK (cost_cents >= 0),
      currency text NOT NULL DEFAULT 'usd',
      billing_period text NOT NULL CHECK (billing_period IN ('yearly', 'monthly')),
      trial_days integer NOT NULL DEFAULT 0 CHECK (trial_days >= 0),
      is_active boolean NOT NULL DEFAULT true,
      stripe_price_id text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    INSERT INTO subscription_plans (name, cost_cents, billing_period, trial_days)
    VALUES ('Standard', 9900, 'yearly', 14), ('Standard Monthly', 1299, 'monthly', 0)`.execute(db);

  await sql`
    CREATE TABLE subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      plan_id integer NOT NULL REFERENCES subscription_plans (id),
      provider text NOT NULL,
      provider_subscription_id text NOT NULL,
      provider_customer_id text NOT NULL DEFAULT '',
      status text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'ended')),
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      canceled_at timestamptz,
      trial_end timestamptz,
      current_period_end timestamptz,
      discount_percent integer NOT NULL DEFAULT 0,
      provider_state_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (provider, provider_subscription_id)
    )`.execute(db);
  await sql`CREATE INDEX subscriptions_user ON subscriptions (user_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE subscription_surveys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      reason text NOT NULL,
      comment text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('subscription', 'zupu')),
      description text NOT NULL,
      amount_cents integer NOT NULL,
      currency text NOT NULL DEFAULT 'usd',
      status text NOT NULL CHECK (status IN ('paid', 'failed')),
      provider text NOT NULL,
      provider_ref text NOT NULL,
      provider_subscription_id text,
      zupu_id text,
      invoice_url text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      UNIQUE (provider, provider_ref)
    )`.execute(db);
  await sql`CREATE INDEX orders_user ON orders (user_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE zupu_access (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      zupu_id text NOT NULL,
      order_id uuid NOT NULL REFERENCES orders (id),
      granted_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, zupu_id)
    )`.execute(db);

  await sql`
    CREATE TABLE payment_events (
      id text PRIMARY KEY,
      provider text NOT NULL,
      type text NOT NULL,
      received_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE checkout_sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      mode text NOT NULL CHECK (mode IN ('subscription', 'payment')),
      plan_id integer REFERENCES subscription_plans (id),
      zupu_id text,
      description text NOT NULL,
      amount_cents integer NOT NULL,
      currency text NOT NULL DEFAULT 'usd',
      trial_days integer NOT NULL DEFAULT 0,
      discount_percent integer NOT NULL DEFAULT 0,
      success_url text NOT NULL,
      cancel_url text NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'complete')),
      created_at timestamptz NOT NULL,
      completed_at timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE subscriber_links (
      code text PRIMARY KEY,
      user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['subscriber_links', 'checkout_sessions', 'payment_events', 'zupu_access', 'orders', 'subscription_surveys', 'subscriptions', 'subscription_plans']) {
    await sql.raw(`DROP TABLE ${table}`).execute(db);
  }
}
