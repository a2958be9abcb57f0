import { describe, expect, it } from 'vitest';
import { answerKey } from './storedAnswers';

describe('answerKey', () => {
  const meta = { revision: 7, inputs: 'inputs-a' };
  const format = { form: 'columns', coding: 'br' } as const;
  const morning = new Date('2026-12-03T01:00:00Z');

  it('is the same through the day the card pictures are signed for', () => {
    expect(answerKey(meta, format, new Date('2026-12-03T23:59:00Z'))).toBe(answerKey(meta, format, morning));
  });

  it('differs with the revision, the inputs, the form, the coding and the day', () => {
    const key = answerKey(meta, format, morning);
    const others = [
      answerKey({ ...meta, revision: 8 }, format, morning),
      answerKey({ ...meta, inputs: 'inputs-b' }, format, morning),
      answerKey(meta, { ...format, form: 'objects' }, morning),
      answerKey(meta, { ...format, coding: 'gzip' }, morning),
      answerKey(meta, format, new Date('2026-12-04T00:00:00Z')),
    ];
    expect(new Set([key, ...others]).size).toBe(6);
  });
});
