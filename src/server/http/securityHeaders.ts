/**
 * Security headers on every answer. The web app gets a Content-Security-Policy with no inline or
 * evaluated script (the engine loads pixi's eval-free code), its own origin for everything it loads
 * and calls, and no framing; API answers get the strictest policy, as they are never pages. HSTS is
 * sent when the app is served over HTTPS. No CORS header is ever sent: the API answers its own origin.
 */
import type { MiddlewareHandler } from 'hono';

const APP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets styles through the DOM; a few components and libraries add style elements.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    // A route that sets its own policy (an SVG avatar shown as an image) keeps it.
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', (h.get('content-type') ?? '').startsWith('text/html') ? APP_POLICY : API_POLICY);
    if (options.https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
