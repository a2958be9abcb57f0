import { describe, expect, it } from 'vitest';
import { newHintsOf, visibleMenu, type MenuSession } from './menu';

const member: MenuSession = { isLoggedIn: true, isShared: false, isSubscribed: false, fwsUsername: null, hasTree: true };
const recordFinder = (s: MenuSession) => visibleMenu('platform', s, 1280).flatMap((g) => g.entries).find((e) => e.id === 'recordfinder');

describe('the RecordFinder menu entry', () => {
  it('counts the new hints of the active tree, else of the tree with the most, and leads to its hints', () => {
    expect(newHintsOf({ a: 2, b: 5 }, 'a')).toEqual({ treeId: 'a', count: 2 });
    expect(newHintsOf({ a: 2, b: 5 }, 'c')).toEqual({ treeId: 'b', count: 5 });
    expect(newHintsOf({}, 'a')).toBeNull();
    expect(newHintsOf(undefined, null)).toBeNull();
    const entry = recordFinder({ ...member, newHints: { treeId: 'b', count: 5 } });
    expect(entry).toMatchObject({ href: '/familytree/b/hints?tab=new', count: 5 });
  });

  it('leads visitors and members without new hints to the RecordFinder page, with no count', () => {
    expect(recordFinder({ ...member, isLoggedIn: false, hasTree: false })).toMatchObject({ href: '/familytree/hints-landing', count: 0 });
    expect(recordFinder({ ...member, newHints: null })).toMatchObject({ href: '/familytree/hints-landing', count: 0 });
  });
});
