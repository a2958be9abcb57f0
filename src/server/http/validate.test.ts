import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { requireStorableText } from './validate';

const refusal = (value: unknown, where: 'body' | 'query' | 'params' = 'body') => {
  try {
    requireStorableText(value, where);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return { status: (err as HttpError).status, message: (err as HttpError).message, fields: (err as HttpError).fields };
  }
};

describe('text the database cannot store', () => {
  it('is refused with 400 naming the field, at any depth and in keys', () => {
    expect(refusal({ first_names: [{ type: 'given', value: 'Ah\u0000Sing' }] })).toEqual({
      status: 400,
      message: 'Invalid body: first_names.0.value: Contains a character that cannot be stored (NUL or an unpaired surrogate).',
      fields: { 'first_names.0.value': ['Contains a character that cannot be stored (NUL or an unpaired surrogate).'] },
    });
    expect(refusal({ notes: 'broken \ud800 half' })?.fields).toHaveProperty('notes');
    expect(refusal({ notes: 'other half \udc00' })?.fields).toHaveProperty('notes');
    expect(refusal({ facts: [{ ['de\u0000sc']: 'x' }] })?.fields).toHaveProperty(['facts.0.?']);
    expect(refusal({ q: 'a\u0000' }, 'query')?.message).toMatch(/^Invalid query: q:/);
    expect(refusal('\u0000')?.fields).toHaveProperty('body');
  });

  it('takes every other text, surrogate pairs (emoji, rare characters) included', () => {
    expect(refusal({ name: '黄永胜 𠀋 🌳 Wong', notes: 'line\nbreak\ttab', nested: [[{ a: 'é' }]] })).toBeNull();
  });

  it('refuses a request nested deeper than any call takes', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(refusal({ first_names: deep })?.fields?.[Object.keys(refusal({ first_names: deep })!.fields!)[0]]).toEqual(['Nested too deeply.']);
  });
});
