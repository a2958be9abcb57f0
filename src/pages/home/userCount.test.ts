import { describe, expect, it } from 'vitest';
import { displayedUserCount } from './userCount';

describe('displayed user count', () => {
  it('starts at 5135 on 2021-09-08 and grows 9 a day', () => {
    expect(displayedUserCount(new Date('2021-09-08T00:00:00Z'))).toBe(5135);
    expect(displayedUserCount(new Date('2021-09-08T23:59:59Z'))).toBe(5135);
    expect(displayedUserCount(new Date('2021-09-09T00:00:00Z'))).toBe(5144);
    // 1,900 days later
    expect(displayedUserCount(new Date('2026-11-21T12:00:00Z'))).toBe(5135 + 9 * 1900);
  });
  it('never goes below the baseline', () => {
    expect(displayedUserCount(new Date('2020-01-01T00:00:00Z'))).toBe(5135);
  });
});
