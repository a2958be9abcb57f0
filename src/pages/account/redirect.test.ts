import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('redirect query', () => {
  it('keeps a path of this site and drops anything that leaves it', () => {
    expect(safeRedirect('/familytree/t1?tab=new')).toBe('/familytree/t1?tab=new');
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(safeRedirect(bad)).toBe('/');
    }
    expect(safeRedirect(null, '/profile')).toBe('/profile');
  });
});
