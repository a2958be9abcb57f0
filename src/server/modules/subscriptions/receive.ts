/**
 * The one door for provider events: POST /api/v1/payments/webhook/ calls it with the request's raw
 * body and Stripe-Signature header, and the embedded checkout page calls it in-process with the
 * events it signs, so both take the same checks and the same handler.
 */
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { paymentsFor } from '../../payments/select';
import { WebhookRefused } from '../../payments/types';
import { applyEvent, type ApplyResult } from './webhook';

export async function receiveWebhook(deps: AppDeps, rawBody: string, signatureHeader: string | undefined): Promise<ApplyResult> {
  const payments = paymentsFor(deps);
  const now = deps.clock();
  let event;
  try {
    event = payments.parseWebhook(rawBody, signatureHeader, now);
  } catch (err) {
    if (!(err instanceof WebhookRefused)) throw err;
    deps.logger.warn({ provider: payments.name, reason: err.message }, 'payment webhook refused');
    throw badRequest(`Webhook refused: ${err.message}`);
  }
  const result = await applyEvent(deps.database.db, payments.name, event, now);
  deps.logger.info({ provider: payments.name, event: event.id, type: event.type, result }, 'payment webhook');
  return result;
}
