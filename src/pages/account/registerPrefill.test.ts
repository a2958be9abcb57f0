import { describe, expect, it } from 'vitest';
import { decodeRegisterPrefill } from './registerPrefill';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('register-pr prefill', () => {
  it('reads a query string or JSON, including Chinese text and url-safe base64', () => {
    expect(decodeRegisterPrefill(b64('email=mei@example.com&first_name=Mei&surname=林'))).toEqual({ email: 'mei@example.com', first_name: 'Mei', surname: '林' });
    const json = Buffer.from(JSON.stringify({ email: 'a@b.co', referral_code: 'ABC', is_staff: true }), 'utf8').toString('base64url');
    expect(decodeRegisterPrefill(json)).toEqual({ email: 'a@b.co', referral_code: 'ABC' });
  });
  it('ignores text that is not base64', () => {
    expect(decodeRegisterPrefill('%%%')).toEqual({});
    expect(decodeRegisterPrefill(undefined)).toEqual({});
  });
});
