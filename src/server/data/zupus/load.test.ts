import { describe, expect, it } from 'vitest';
import { sampleZupuPages, sampleZupusVersion } from './load';

describe('sample zupu size', () => {
  it('caps the pages of a book from SAMPLE_ZUPU_PAGES, 60 when unset', () => {
    expect(sampleZupuPages({})).toBe(60);
    expect(sampleZupuPages({ SAMPLE_ZUPU_PAGES: '2' })).toBe(2);
    expect(() => sampleZupuPages({ SAMPLE_ZUPU_PAGES: '0' })).toThrow();
  });

  it('names a capped set apart, so changing the cap draws the books again', () => {
    expect(sampleZupusVersion(1, 60)).not.toContain('x');
    expect(sampleZupusVersion(1, 2)).not.toBe(sampleZupusVersion(1, 60));
    expect(sampleZupusVersion(1, 2)).toMatch(/^zupus-1x2\//);
  });
});
