import { describe, expect, it } from 'vitest';
import { visibleMenu, visibleUserMenu, visitorLinks, type MenuSession } from './menu';

const visitor: MenuSession = { isLoggedIn: false, isShared: false, isSubscribed: false, fwsUsername: null, hasTree: false };
const memberS: MenuSession = { isLoggedIn: true, isShared: false, isSubscribed: false, fwsUsername: null, hasTree: true };
const shared: MenuSession = { ...memberS, isShared: true };
const subscribed: MenuSession = { ...memberS, isSubscribed: true };

const groupIds = (s: MenuSession, w: number, v: 'platform' | 'marketing' = 'platform') => visibleMenu(v, s, w).map((g) => g.id);
const entryIds = (s: MenuSession, w: number, group: string, v: 'platform' | 'marketing' = 'platform') =>
  visibleMenu(v, s, w).find((g) => g.id === group)?.entries.map((e) => e.id) ?? [];

describe('platform menu groups by width', () => {
  it('shows every group on a desktop', () => {
    expect(groupIds(visitor, 1280)).toEqual(['search', 'tree', 'resources', 'help', 'plans']);
  });
  it('folds Resources and Help into More below the main-menu breakpoint', () => {
    expect(groupIds(visitor, 979)).toEqual(['search', 'tree', 'more', 'plans']);
    expect(entryIds(visitor, 979, 'more')).toContain('wiki');
    expect(entryIds(visitor, 979, 'more')).toContain('shortcuts');
    expect(entryIds(visitor, 979, 'more')).not.toContain('plans-more');
  });
  it('moves Plans into More on phones', () => {
    expect(groupIds(visitor, 390)).toEqual(['search', 'tree', 'more']);
    expect(entryIds(visitor, 390, 'more')).toContain('plans-more');
  });
  it('hides Overview at 450 px or less', () => {
    expect(entryIds(visitor, 451, 'search')[0]).toBe('search-overview');
    expect(entryIds(visitor, 450, 'search')).not.toContain('search-overview');
    expect(entryIds(visitor, 450, 'research', 'marketing')).not.toContain('services-overview');
  });
});

describe('visibility rules', () => {
  it('gives a visitor Build Your Tree and public tools, no member pages', () => {
    const tree = entryIds(visitor, 1280, 'tree');
    expect(tree).toEqual(['build-tree', 'recordfinder', 'image-to-text']);
    expect(entryIds(visitor, 1280, 'help')).toEqual(['contact', 'shortcuts']);
  });
  it('gives a member View Tree, Clans, Manage Trees, Record Inbox and Support', () => {
    const tree = entryIds(memberS, 1280, 'tree');
    expect(tree).toEqual(['view-tree', 'recordfinder', 'image-to-text', 'photos', 'clans', 'manage-trees', 'record-inbox', 'my-zupus']);
    expect(entryIds(memberS, 1280, 'help')).toEqual(['support', 'shortcuts']);
  });
  it('offers Build Your Tree to a member without a tree', () => {
    expect(entryIds({ ...memberS, hasTree: false }, 1280, 'tree')[0]).toBe('build-tree');
  });
  it('hides Clans, Manage Trees and Record Inbox from a shared guest', () => {
    const tree = entryIds(shared, 1280, 'tree');
    expect(tree).not.toContain('clans');
    expect(tree).not.toContain('manage-trees');
    expect(tree).not.toContain('record-inbox');
    expect(tree).toContain('view-tree');
  });
  it('hides Plans from shared and subscribed users', () => {
    expect(groupIds(shared, 1280)).not.toContain('plans');
    expect(groupIds(subscribed, 1280)).not.toContain('plans');
    expect(entryIds(subscribed, 390, 'more')).not.toContain('plans-more');
    expect(groupIds(memberS, 1280)).toContain('plans');
  });
  it('shows research report entries only with a report username, linked to it', () => {
    expect(entryIds(memberS, 1280, 'tree')).not.toContain('my-reports');
    const withReports = visibleMenu('platform', { ...memberS, fwsUsername: 'chan-family' }, 1280).find((g) => g.id === 'tree')!;
    const mine = withReports.entries.find((e) => e.id === 'my-reports');
    expect(mine?.href).toBe('/report/chan-family');
    expect(withReports.entries.map((e) => e.id)).toContain('manage-reports');
  });
});

describe('user menu', () => {
  it('gives a member Account, Billing History and Logout', () => {
    expect(visibleUserMenu(memberS).map((e) => e.id)).toEqual(['account', 'billing', 'logout']);
  });
  it('gives a shared guest only Logout', () => {
    expect(visibleUserMenu(shared).map((e) => e.id)).toEqual(['logout']);
  });
  it('gives a visitor Login and Get Started carrying the current path', () => {
    expect(visibleUserMenu(visitor)).toEqual([]);
    const links = visitorLinks('/search/records?q=chan', 1280);
    expect(links.map((l) => l.label)).toEqual(['Login', 'Get Started for Free']);
    expect(links[0]!.href).toBe('/login?redirect=%2Fsearch%2Frecords%3Fq%3Dchan');
    expect(visitorLinks('/', 400).map((l) => l.id)).toEqual(['login']);
    const onLogin = visitorLinks(`/login?redirect=${encodeURIComponent('/familytree/t1/manage/customize')}`, 1280);
    expect(onLogin[0]!.href).toBe('/login?redirect=%2Ffamilytree%2Ft1%2Fmanage%2Fcustomize');
    expect(onLogin[1]!.href).toBe('/register?redirect=%2Ffamilytree%2Ft1%2Fmanage%2Fcustomize');
  });
});

describe('marketing menu', () => {
  it('has the service groups and the Contact Us button on a desktop', () => {
    expect(groupIds(visitor, 1280, 'marketing')).toEqual(['research', 'translation', 'travel', 'testimonials', 'about', 'contact-us']);
    expect(entryIds(visitor, 1280, 'about', 'marketing')).toEqual(['our-story', 'blog', 'events', 'team', 'press', 'careers', 'contact']);
  });
  it('folds into More on narrow screens and drops the button below 610 px', () => {
    expect(groupIds(visitor, 700, 'marketing')).toEqual(['research', 'translation', 'more', 'contact-us']);
    expect(groupIds(visitor, 600, 'marketing')).toEqual(['research', 'translation', 'more']);
  });
});
