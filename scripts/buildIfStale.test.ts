import { afterEach, describe, expect, it } from 'vitest';
import { withNodeEnv } from './buildIfStale';

describe('withNodeEnv', () => {
  const before = process.env.NODE_ENV;
  afterEach(() => {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  });

  it('leaves NODE_ENV unset when it was unset, as on a fresh `npm start`', async () => {
    delete process.env.NODE_ENV;
    const inside = await withNodeEnv('production', async () => process.env.NODE_ENV);
    expect(inside).toBe('production');
    expect('NODE_ENV' in process.env).toBe(false);
  });

  it('puts back the value it found, also when the work fails', async () => {
    process.env.NODE_ENV = 'test';
    await expect(withNodeEnv('production', () => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
    expect(process.env.NODE_ENV).toBe('test');
  });
});
