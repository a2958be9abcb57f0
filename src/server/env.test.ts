import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('the payments variables', () => {
  it('Stripe needs both its key and its webhook secret; neither means the embedded checkout', () => {
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).STRIPE_WEBHOOK_SECRET).toBe('whsec_1');
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow('STRIPE_WEBHOOK_SECRET: required with the other Stripe variable');
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow('STRIPE_SECRET_KEY: required');
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow('STRIPE_SECRET_KEY: must start with sk_test_');
    expect(() => parseEnv({ PAYMENTS_WEBHOOK_SECRET: 'short' })).toThrow('PAYMENTS_WEBHOOK_SECRET: must be at least 16 characters');
  });
});
