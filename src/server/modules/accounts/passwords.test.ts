import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { checkNewPassword, commonPasswords } from './passwords';

const problems = (password: string, confirm = password, email = 'mei@example.com') => {
  try {
    checkNewPassword(password, confirm, email);
    return null;
  } catch (err) {
    return (err as HttpError).fields;
  }
};

describe('password rules', () => {
  it('ships the common-password list', () => {
    expect(commonPasswords().size).toBeGreaterThan(9_900); // a few entries differ only by case
    expect(commonPasswords().has('sunshine1')).toBe(true);
    expect(commonPasswords().has('rosebud-1908-plum')).toBe(false);
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou']) expect(commonPasswords().has(p)).toBe(true);
  });
  it('names every broken rule on its field', () => {
    expect(problems('Lotus-Garden-1938')).toBeNull();
    expect(problems('Wq7#z')).toEqual({ password: ['Your password must contain at least 8 characters.'] });
    expect(problems('MEI@example.com')?.password).toContain('Your password can’t be the same as your e-mail address.');
    expect(problems('Sunshine1')).toEqual({ password: ['This password is too common. Please choose a less obvious one.'] });
    expect(problems('Lotus-Garden-1938', 'lotus')).toEqual({ password_confirm: ['The two passwords do not match.'] });
  });
});
