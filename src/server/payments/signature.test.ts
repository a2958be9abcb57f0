import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './signature';
import { chargeTestCard } from './testCards';

const now = new Date('2026-11-21T08:00:00Z');
const t = Math.floor(now.getTime() / 1000);

describe('the Stripe-Signature scheme', () => {
  it('accepts its own signature within 300 s and refuses a wrong secret, a changed body or an older one', () => {
    const body = '{"id":"evt_1"}';
    expect(() => verifySignature(body, signPayload(body, 'whsec_a', t), 'whsec_a', now)).not.toThrow();
    // Stripe's own test vector shape: several v1 values, one of which matches.
    expect(() => verifySignature(body, `${signPayload(body, 'whsec_a', t)},v1=00`, 'whsec_a', now)).not.toThrow();
    expect(() => verifySignature(body, signPayload(body, 'whsec_b', t), 'whsec_a', now)).toThrow('does not match');
    expect(() => verifySignature('{"id":"evt_2"}', signPayload(body, 'whsec_a', t), 'whsec_a', now)).toThrow('does not match');
    expect(() => verifySignature(body, signPayload(body, 'whsec_a', t - 301), 'whsec_a', now)).toThrow('301 s old');
    expect(() => verifySignature(body, 'v1=abc', 'whsec_a', now)).toThrow('malformed');
    expect(() => verifySignature(body, undefined, 'whsec_a', now)).toThrow('No Stripe-Signature');
  });
});

describe('test-mode cards', () => {
  const card = (card_number: string, expiry = '12/30') => chargeTestCard({ card_number, expiry, cvc: '123', name: 'Lin' }, now);
  it('4242… succeeds, 0002 is declined, 9995 has insufficient funds, other numbers are refused', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242' });
    expect(card('4000 0000 0000 0002')).toMatchObject({ ok: false, message: 'Your card was declined. Try another card.' });
    expect(card('4000000000009995')).toMatchObject({ ok: false, message: expect.stringContaining('insufficient funds') });
    expect(card('4242 4242 4242 4241')).toMatchObject({ ok: false, field: 'card_number', message: 'Your card number is incorrect.' });
    expect(card('5555 5555 5555 4444')).toMatchObject({ ok: false, message: expect.stringContaining('test mode') });
  });
  it('any future expiry works; the past or a bad month does not', () => {
    expect(card('4242424242424242', '11/26')).toMatchObject({ ok: true });
    expect(card('4242424242424242', '10/26')).toMatchObject({ ok: false, field: 'expiry' });
    expect(card('4242424242424242', '13/30')).toMatchObject({ ok: false, field: 'expiry' });
    expect(chargeTestCard({ card_number: '4242424242424242', expiry: '12/30', cvc: '1', name: 'Lin' }, now)).toMatchObject({ ok: false, field: 'cvc' });
  });
});
