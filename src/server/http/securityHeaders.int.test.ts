import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testApp, type TestApp } from '../../../tests/harness/app';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'xungen-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>');
  t = await testApp({ staticDir: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const common = (res: Response) => ({
  nosniff: res.headers.get('x-content-type-options'),
  frame: res.headers.get('x-frame-options'),
  referrer: res.headers.get('referrer-policy'),
  cors: res.headers.get('access-control-allow-origin'),
});

describe('security headers', () => {
  it('give the web app a policy with no inline or evaluated script and no framing', async () => {
    const res = await t.request('/familytree/some-tree');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(common(res)).toEqual({ nosniff: 'nosniff', frame: 'DENY', referrer: 'strict-origin-when-cross-origin', cors: null });
    // Served over plain HTTP (the test's PUBLIC_URL): no HSTS, which would pin a local address to HTTPS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('give API answers, errors included, the strictest policy and never a CORS header', async () => {
    for (const res of [
      await t.request('/api/v1/health/', { headers: { origin: 'https://evil.example' } }),
      await t.request('/api/v1/no-such-call/', { headers: { origin: 'https://evil.example' } }),
      await t.request('/api/v1/member/login/', { method: 'POST', json: {} }),
    ]) {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(common(res)).toEqual({ nosniff: 'nosniff', frame: 'DENY', referrer: 'strict-origin-when-cross-origin', cors: null });
    }
    const preflight = await t.request('/api/v1/member/login/', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('add HSTS when the app is served over HTTPS', async () => {
    const secure = await testApp({ config: { ...t.deps.config, publicUrl: 'https://xungen.example' } });
    try {
      expect((await secure.request('/api/v1/health/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});
