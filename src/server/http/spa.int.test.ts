import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { isAssetPath } from './spa';

// A build folder of our own: the app shell and one hashed asset.
const dir = mkdtempSync(join(tmpdir(), 'xungen-spa-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Xungen app shell</title>');
writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('page fallback', () => {
  it('serves the app shell for a route whose last segment holds a dot', async () => {
    for (const path of ['/forgotpwd/emailsent/a@b.com', '/forgotpwd/emailsent/mei.lin%40example.co.uk', '/person-records/abc/lee.family', '/services/travel']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('Xungen app shell');
    }
  });

  it('serves real files and answers 404 for a missing asset', async () => {
    const js = await t.request('/assets/main-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    for (const path of ['/assets/missing-123.js', '/favicon.ico', '/styles/site.css', '/images/logo.png']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('Xungen app shell');
    }
  });

  it('never leaves the build folder and rejects a malformed path', async () => {
    expect((await t.request('/%2e%2e/%2e%2e/etc/passwd')).status).not.toBe(500);
    expect((await t.request('/%E0%A4%A')).status).toBe(400);
  });

  it('tells assets from routes by extension', () => {
    expect(isAssetPath('/assets/index-1.css')).toBe(true);
    expect(isAssetPath('/forgotpwd/emailsent/a@b.com')).toBe(false);
    expect(isAssetPath('/wiki/article/reign-years')).toBe(false);
  });
});
