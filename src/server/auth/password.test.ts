import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse 马');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse 马', stored)).toBe(true);
    expect(await verifyPassword('correct horse', stored)).toBe(false);
  });
  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
  it('rejects a malformed stored value', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
