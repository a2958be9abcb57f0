import { describe, expect, it } from 'vitest';
import { controlDataSchema, diffRequestSchema } from './draw';

describe('draw protocol', () => {
  it('fills control data defaults', () => {
    expect(controlDataSchema.parse({})).toEqual({ expanded: [], collapsed: [] });
  });
  it('requires a map_hash for a diff', () => {
    expect(diffRequestSchema.safeParse({ start_person_id: 'a' }).success).toBe(false);
  });
});
