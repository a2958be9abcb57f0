import { describe, expect, it } from 'vitest';
import { withCardField } from './cardFields';
import type { GraphPerson } from './graph';

const person = (id: string): GraphPerson => ({
  id, first_names: [{ type: 'given', value: 'Mei' }], surnames: [{ type: 'birth', value: 'Wong' }], gender: 'f',
  birth_date: null, birth_location: null, death_date: null, death_location: null, is_deceased: false, facts: [], notes: null, residence_location: [],
} as unknown as GraphPerson);

describe('a person with a card field added for drawing', () => {
  it('is a copy with the field, the person left as it was', () => {
    const p = person('a');
    const copy = withCardField(p, 'hint_count', 3);
    expect(copy).not.toBe(p);
    expect(copy).toEqual({ ...p, hint_count: 3 });
    expect(p.hint_count).toBeUndefined();
  });

  it('is the same copy again while the value is the same, and a new one when it changes', () => {
    const p = person('b');
    const first = withCardField(p, 'hint_count', 2);
    expect(withCardField(p, 'hint_count', 2)).toBe(first);
    const changed = withCardField(p, 'hint_count', 1);
    expect(changed).not.toBe(first);
    expect(changed.hint_count).toBe(1);
    expect(withCardField(p, 'hint_count', 1)).toBe(changed);
  });

  it('keeps its copies by field, so a hint count over a kept picture copy is kept too', () => {
    const p = person('c');
    const pictured = withCardField(p, 'photo_url', '/api/v1/files/t/thumbnail.webp?width=160');
    const hinted = withCardField(pictured, 'hint_count', 4);
    expect(withCardField(p, 'photo_url', '/api/v1/files/t/thumbnail.webp?width=160')).toBe(pictured);
    expect(withCardField(withCardField(p, 'photo_url', '/api/v1/files/t/thumbnail.webp?width=160'), 'hint_count', 4)).toBe(hinted);
    // The same person with a hint count alone is another copy.
    expect(withCardField(p, 'hint_count', 4)).not.toBe(hinted);
  });
});
