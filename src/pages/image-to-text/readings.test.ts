import { describe, expect, it } from 'vitest';
import { readingOf, resultsHref } from './readings';

describe('image-to-text readings', () => {
  it('keeps a known reading and falls back to vertical traditional', () => {
    expect(readingOf('eng')).toBe('eng');
    expect(readingOf('chi_sim')).toBe('chi_sim');
    expect(readingOf('klingon')).toBe('chi_tra_vert');
    expect(readingOf(null)).toBe('chi_tra_vert');
  });
  it('links the results page with its reading', () => {
    expect(resultsHref('a b', 'eng')).toBe('/image-to-text/a%20b?lang=eng');
  });
});
