import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeRedirect } from './redirect';

describe('the redirect after login or sign-up', () => {
  it('keeps a path of this site and drops anything that leaves it', () => {
    expect(safeRedirect('/familytree/t1?tab=new')).toBe('/familytree/t1?tab=new');
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(safeRedirect(bad)).toBe('/');
    }
    expect(safeRedirect(null, '/profile')).toBe('/profile');
  });
  it('never points at login or register: a nested redirect is unwrapped to the page it carries', () => {
    const deep = '/familytree/t1/manage/customize';
    const once = `/login?redirect=${encodeURIComponent(deep)}`;
    const twice = `/login?redirect=${encodeURIComponent(once)}`;
    expect(safeRedirect(once)).toBe(deep);
    expect(safeRedirect(twice)).toBe(deep);
    expect(safeRedirect(`/register?redirect=${encodeURIComponent(twice)}`)).toBe(deep);
    expect(safeRedirect('/register/eyJlbWFpbCI6ImFAYi5jIn0=?redirect=%2Fpress')).toBe('/press');
    expect(safeRedirect('/login')).toBe('/');
    expect(safeRedirect(`/login?redirect=${encodeURIComponent('https://evil.example')}`)).toBe('/');
  });
  it('leaves pages that only start like an auth page alone', () => {
    expect(safeRedirect('/login-help')).toBe('/login-help');
    expect(safeRedirect('/registered/trees')).toBe('/registered/trees');
  });
  it('makes links on the login page carry its own redirect, not the login page', () => {
    expect(returnPathFrom('/login?redirect=%2Ffamilytree%2Ft1')).toBe('/familytree/t1');
    expect(returnPathFrom('/search/records?q=chan')).toBe('/search/records?q=chan');
  });
});
