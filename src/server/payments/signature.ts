/**
 * The `Stripe-Signature` scheme both providers use: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "t.body">`. A signature older than the tolerance is refused, so a captured webhook cannot be
 * replayed days later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRefused } from './types';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(body: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

export function verifySignature(body: string, header: string | undefined, secret: string, now: Date): void {
  if (!header) throw new WebhookRefused('No Stripe-Signature header.');
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v);
  if (!Number.isInteger(t) || signatures.length === 0) throw new WebhookRefused('The Stripe-Signature header is malformed.');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const matches = signatures.some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected));
  if (!matches) throw new WebhookRefused('The signature does not match the body.');
  const age = Math.floor(now.getTime() / 1000) - t;
  if (age > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookRefused(`The signature is ${age} s old (at most ${SIGNATURE_TOLERANCE_SECONDS} s).`);
  if (age < -SIGNATURE_TOLERANCE_SECONDS) throw new WebhookRefused('The signature is dated in the future.');
}
