import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { healthSchema } from '../../../protocol/common';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { testDbKind } from '../../../../tests/harness/templates';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(() => t.close());

describe('GET /api/v1/health/', () => {
  it('answers ok after a real query and names the database', async () => {
    const res = await t.request('/api/v1/health/');
    expect(res.status).toBe(200);
    const body = healthSchema.parse(await res.json());
    expect(body.database).toBe(testDbKind());
  });

  it('answers 500 JSON with a request id, never a stack, when the database is gone', async () => {
    await t.database.close();
    const res = await t.request('/api/v1/health/');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error).toMatch(/went wrong/);
    expect(body.request_id).toBe(res.headers.get('x-request-id'));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
    t = await testApp(); // afterEach closes a live one
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, never the web app', async () => {
    const res = await t.request('/api/v1/no-such-thing/');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect((await res.json()).error).toMatch(/No such endpoint/);
  });
});
