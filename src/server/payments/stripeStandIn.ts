/**
 * A stand-in for the few Stripe API calls the Stripe provider makes, on 127.0.0.1, for its tests
 * (Stripe itself cannot be reached from here): it records each request's form body and answers in
 * Stripe's JSON shapes, with Stripe's error shape for a missing coupon.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  authorization: string;
}

export interface StripeStandIn {
  port: number;
  requests: StandInRequest[];
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const coupons = new Map<string, Record<string, unknown>>();
  let n = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      requests.push({ method: req.method ?? '', path: url.pathname, params, authorization: req.headers.authorization ?? '' });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
        res.end(JSON.stringify(json));
      };
      const path = url.pathname;
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_standin_${++n}`;
        return send(200, { id, object: 'checkout.session', mode: params.mode, url: `https://checkout.stripe.com/c/pay/${id}`, metadata: {} });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, { id: `bps_${++n}`, object: 'billing_portal.session', customer: params.customer, url: `https://billing.stripe.com/p/session/test_${n}` });
      }
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && sub) return send(200, { id: sub[1], object: 'subscription', cancel_at_period_end: params.cancel_at_period_end === 'true' });
      const coupon = /^\/v1\/coupons\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && coupon) {
        const found = coupons.get(decodeURIComponent(coupon[1]));
        return found ? send(200, found) : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such coupon: '${coupon[1]}'` } });
      }
      if (req.method === 'POST' && path === '/v1/coupons') {
        const made = { id: params.id, object: 'coupon', percent_off: Number(params.percent_off), duration: params.duration, duration_in_months: params.duration_in_months ? Number(params.duration_in_months) : null };
        coupons.set(params.id, made);
        return send(200, made);
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
