import { describe, expect, it } from 'vitest';
import { forget, MAX_CRUMBS, visit } from './breadcrumbs';

const c = (id: string) => ({ id, name: id.toUpperCase() });

describe('breadcrumb trail', () => {
  it('appends a new person', () => {
    expect(visit([c('a'), c('b')], c('c'), 'home')).toEqual([c('a'), c('b'), c('c')]);
  });
  it('resets at the home person', () => {
    expect(visit([c('a'), c('b')], c('home'), 'home')).toEqual([c('home')]);
  });
  it('truncates on a revisit, taking the new name', () => {
    expect(visit([c('a'), c('b'), c('d')], { id: 'b', name: 'Bee' }, 'home')).toEqual([c('a'), { id: 'b', name: 'Bee' }]);
  });
  it('keeps the latest persons when it grows long', () => {
    let trail = [c('x0')];
    for (let i = 1; i < 20; i++) trail = visit(trail, c(`x${i}`), null);
    expect(trail).toHaveLength(MAX_CRUMBS);
    expect(trail.at(-1)).toEqual(c('x19'));
  });
  it('forgets a deleted person', () => {
    expect(forget([c('a'), c('b')], 'a')).toEqual([c('b')]);
  });
});
