import { describe, expect, it } from 'vitest';
import { MAX_CRUMBS, removeCrumb, visitCrumb, type Crumb } from './breadcrumbs';

const c = (id: string, label = id.toUpperCase()): Crumb => ({ personId: id, label });

describe('visitCrumb', () => {
  it('appends a person not yet on the trail', () => {
    expect(visitCrumb([c('home'), c('a')], c('b'), 'home')).toEqual([c('home'), c('a'), c('b')]);
    expect(visitCrumb([], c('a'), null)).toEqual([c('a')]);
  });

  it('resets the trail at the home person', () => {
    expect(visitCrumb([c('a'), c('b'), c('c')], c('home'), 'home')).toEqual([c('home')]);
    expect(visitCrumb([c('home'), c('b')], c('home'), 'home')).toEqual([c('home')]);
  });

  it('truncates the trail to a person visited again, with the current name', () => {
    const trail = [c('home'), c('a'), c('b'), c('c')];
    expect(visitCrumb(trail, c('a', 'Renamed'), 'home')).toEqual([c('home'), c('a', 'Renamed')]);
    expect(visitCrumb(trail, c('c'), 'home')).toEqual(trail);
    expect(trail).toHaveLength(4);
  });

  it('keeps at most MAX_CRUMBS, dropping the oldest', () => {
    let trail: Crumb[] = [];
    for (let i = 0; i < MAX_CRUMBS + 5; i++) trail = visitCrumb(trail, c(`p${i}`), null);
    expect(trail).toHaveLength(MAX_CRUMBS);
    expect(trail[0].personId).toBe('p5');
    expect(trail[MAX_CRUMBS - 1].personId).toBe(`p${MAX_CRUMBS + 4}`);
  });
});

describe('removeCrumb', () => {
  it('drops a deleted person from the trail', () => {
    expect(removeCrumb([c('home'), c('a'), c('b')], 'a')).toEqual([c('home'), c('b')]);
    expect(removeCrumb([c('home'), c('a')], 'zz')).toEqual([c('home'), c('a')]);
  });
});
