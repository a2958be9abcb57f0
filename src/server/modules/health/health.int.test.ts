import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { healthDetailSchema, healthSchema } from '../../../protocol/common';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { testDbKind } from '../../../../tests/harness/templates';
import { createTestUser } from '../../../../tests/harness/users';
import { LoopMonitor } from '../../lib/loopMonitor';
import { createLogger } from '../../logger';

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

describe('GET /api/v1/health/?detail=1', () => {
  it('shows this node’s figures to staff, and to nobody else', async () => {
    const staff = await createTestUser(t.database.db, { staff: true });
    const member = await createTestUser(t.database.db);
    expect((await t.request('/api/v1/health/?detail=1')).status).toBe(401);
    const refused = await t.request('/api/v1/health/?detail=1', { token: member.key });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).not.toMatch(/event_loop|pool/);
    // Without detail, anyone gets the plain answer (load balancers call it).
    expect(Object.keys(await (await t.request('/api/v1/health/', { token: member.key })).json()).sort()).toEqual(['database', 'status', 'version']);

    const res = await t.request('/api/v1/health/?detail=1', { token: staff.key });
    expect(res.status).toBe(200);
    const body = healthDetailSchema.parse(await res.json());
    expect(body.detail.node).toBe(t.deps.jobs.nodeId);
    expect(body.detail.pool.mode).toBe('inline');
    expect(body.detail.jobs).toEqual({ running_here: null, queued: 0, running: 0 });
    expect(body.detail.database_host === null).toBe(testDbKind() === 'postgresql');
  });

  it('answers the event-loop figures of the monitor, and starts them again on reset', async () => {
    const monitor = new LoopMonitor(createLogger('silent'), { tickMs: 10 }).start();
    const app = await testApp({ monitor });
    try {
      const staff = await createTestUser(app.database.db, { staff: true });
      // Opening the test database held the loop too: count from here.
      await new Promise((r) => setTimeout(r, 30));
      monitor.figures(true);
      const until = performance.now() + 80;
      const done = monitor.track('job test.block 1');
      while (performance.now() < until);
      done();
      await new Promise((r) => setTimeout(r, 30));
      const first = healthDetailSchema.parse(await (await app.request('/api/v1/health/?detail=1&reset=1', { token: staff.key })).json());
      expect(first.detail.event_loop.blocks_over_50ms).toBe(1);
      expect(first.detail.event_loop.longest_block?.during).toContain('job test.block 1');
      const second = healthDetailSchema.parse(await (await app.request('/api/v1/health/?detail=1', { token: staff.key })).json());
      expect(second.detail.event_loop.blocks_over_50ms).toBe(0);
    } finally {
      monitor.stop();
      await app.close();
    }
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
