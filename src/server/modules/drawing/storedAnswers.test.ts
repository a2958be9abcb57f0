import { describe, expect, it } from 'vitest';
import { answerKey } from './storedAnswers';

describe('answerKey', () => {
  const meta = { revision: 7, inputs: 'inputs-a' };
  const format = { form: 'columns', coding: 'br' } as const;
  const morning = new Date('2026-12-03T01:00:00Z');

  it('is the same through the day the card pictures are signed for', () => {
    expect(answerKey(meta, format, new Date('2026-12-03T23:59:00Z'), 'ab')).toBe(answerKey(meta, format, morning, 'ab'));
  });

  it('differs with the revision, the inputs, the form, the coding, the day and the pictures\' signing key', () => {
    const key = answerKey(meta, format, morning, 'ab');
    const others = [
      answerKey({ ...meta, revision: 8 }, format, morning, 'ab'),
      answerKey({ ...meta, inputs: 'inputs-b' }, format, morning, 'ab'),
      answerKey(meta, { ...format, form: 'objects' }, morning, 'ab'),
      answerKey(meta, { ...format, coding: 'gzip' }, morning, 'ab'),
      answerKey(meta, format, new Date('2026-12-04T00:00:00Z'), 'ab'),
      answerKey(meta, format, morning, 'cd'),
      answerKey(meta, format, morning, undefined),
    ];
    expect(new Set([key, ...others]).size).toBe(8);
  });
});
