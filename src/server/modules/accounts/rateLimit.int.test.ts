import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { limits, takeAttempt } from './rateLimit';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('attempt limits per address', () => {
  it('multiply with the configured factor, while each e-mail keeps its own limit', async () => {
    const db = t.database.db;
    const perIp = limits.register.ip.max;
    const tries = async (ip: string, multiplier: number) => {
      let allowed = 0;
      for (let i = 0; i < perIp * multiplier + 2; i++) {
        try {
          await takeAttempt(db, 'register', ip, `m${i}@example.com`, t.clock.now, multiplier);
          allowed++;
        } catch {
          break;
        }
      }
      return allowed;
    };
    expect(await tries('10.0.0.1', 1)).toBe(perIp);
    expect(await tries('10.0.0.2', 3)).toBe(perIp * 3);
    const sameEmail = async () => takeAttempt(db, 'register', '10.0.0.3', 'same@example.com', t.clock.now, 100);
    for (let i = 0; i < limits.register.email.max; i++) await sameEmail();
    await expect(sameEmail()).rejects.toThrow(/Too many attempts/);
  });
});
