import { describe, expect, it } from 'vitest';
import { guard, visitorSession, type GuardSession } from './guard';
import { resolve, type Location } from './match';

function at(url: string): Location {
  const res = resolve(url);
  if (res.kind !== 'route') throw new Error(`${url} is a redirect`);
  return res.location;
}

const member: GuardSession = {
  isLoggedIn: true,
  emailVerified: true,
  isShared: false,
  isOnboarded: true,
  onboardingStep: null,
  activeTreeId: 'tree-7',
  ownTreeId: 'tree-7',
  sharedTreeId: null,
};

describe('remembered redirect for login and register', () => {
  it('adds the previous full path to login', () => {
    expect(guard(at('/login'), at('/search/records?tab=sources'), visitorSession)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsearch%2Frecords%3Ftab%3Dsources',
    });
  });
  it('adds it to register too', () => {
    expect(guard(at('/register'), at('/press'), visitorSession)).toEqual({ kind: 'redirect', to: '/register?redirect=%2Fpress' });
  });
  it('keeps a redirect the link already carries', () => {
    expect(guard(at('/login?redirect=/team'), at('/press'), visitorSession)).toEqual({ kind: 'proceed' });
  });
  it('does nothing on a first page load or when coming from the other auth page', () => {
    expect(guard(at('/login'), null, visitorSession)).toEqual({ kind: 'proceed' });
    expect(guard(at('/login'), at('/register'), visitorSession)).toEqual({ kind: 'proceed' });
  });
});

describe('routes that need a login', () => {
  it('sends a visitor to register with the wanted path', () => {
    expect(guard(at('/support?topic=a'), null, visitorSession)).toEqual({ kind: 'redirect', to: '/register?redirect=%2Fsupport%3Ftopic%3Da' });
  });
  it('sends a visitor to login when the route is marked redirect-to-login', () => {
    expect(guard(at('/record-inbox'), null, visitorSession)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Frecord-inbox' });
    expect(guard(at('/profile'), null, visitorSession)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fprofile' });
  });
  it('lets a member through', () => {
    expect(guard(at('/support'), null, member)).toEqual({ kind: 'proceed' });
  });
  it('lets a visitor open public pages', () => {
    expect(guard(at('/press'), null, visitorSession)).toEqual({ kind: 'proceed' });
    expect(guard(at('/person-records/abc'), null, visitorSession)).toEqual({ kind: 'proceed' });
  });
});

describe('routes that need a verified e-mail', () => {
  it('sends an unverified member to require-verify with the wanted path', () => {
    expect(guard(at('/record-inbox'), null, { ...member, emailVerified: false })).toEqual({
      kind: 'redirect',
      to: '/require-verify?redirect=%2Frecord-inbox',
    });
  });
  it('lets a verified member through', () => {
    expect(guard(at('/record-inbox'), null, member)).toEqual({ kind: 'proceed' });
  });
});

describe("the 'my' aliases", () => {
  it.each([
    ['/', '/familytree/tree-7'],
    ['/familytree', '/familytree/tree-7'],
    ['/familytree/lineage', '/familytree/tree-7/lineage'],
    ['/library', '/familytree/tree-7/library'],
  ])('sends a member from %s to %s', (from, to) => {
    expect(guard(at(from), null, member)).toEqual({ kind: 'redirect', to });
  });
  it('uses the active tree, not the own tree', () => {
    expect(guard(at('/familytree'), null, { ...member, activeTreeId: 'tree-9' })).toEqual({ kind: 'redirect', to: '/familytree/tree-9' });
  });
  it("replaces a literal 'my' id and keeps query and hash", () => {
    expect(guard(at('/familytree/my/hints?tab=new#top'), null, member)).toEqual({ kind: 'redirect', to: '/familytree/tree-7/hints?tab=new#top' });
    expect(guard(at('/familytree/my/manage/sharing'), null, member)).toEqual({ kind: 'redirect', to: '/familytree/tree-7/manage/sharing' });
  });
  it('leaves a shared guest where they are', () => {
    const guest = { ...member, isShared: true, activeTreeId: 'their-tree' };
    expect(guard(at('/'), null, guest)).toEqual({ kind: 'proceed' });
    expect(guard(at('/familytree/my'), null, guest)).toEqual({ kind: 'proceed' });
  });
  it('leaves a visitor on the home page', () => {
    expect(guard(at('/'), null, visitorSession)).toEqual({ kind: 'proceed' });
  });
  it('leaves a real tree id alone', () => {
    expect(guard(at('/familytree/tree-3'), null, member)).toEqual({ kind: 'proceed' });
  });
});

describe('onboarding', () => {
  const newcomer: GuardSession = { ...member, isOnboarded: false, onboardingStep: 'mother' };
  it('sends a member who is not onboarded from their own tree to the saved step', () => {
    expect(guard(at('/familytree/tree-7'), null, newcomer)).toEqual({ kind: 'redirect', to: '/familytree/onboarding/mother' });
  });
  it('uses the start step when the saved step is unknown or missing', () => {
    expect(guard(at('/familytree/tree-7'), null, { ...newcomer, onboardingStep: 'cousin' })).toEqual({
      kind: 'redirect',
      to: '/familytree/onboarding/start',
    });
    expect(guard(at('/familytree/manage'), null, { ...newcomer, onboardingStep: null })).toEqual({
      kind: 'redirect',
      to: '/familytree/onboarding/start',
    });
  });
  it("does not force it on someone else's tree", () => {
    expect(guard(at('/familytree/tree-3'), null, newcomer)).toEqual({ kind: 'proceed' });
  });
  it('does not force it on routes that do not ask for it', () => {
    expect(guard(at('/familytree/tree-7/library'), null, newcomer)).toEqual({ kind: 'proceed' });
  });
  it('does not force it on an onboarded member', () => {
    expect(guard(at('/familytree/tree-7'), null, member)).toEqual({ kind: 'proceed' });
  });
  it("reaches the step from the 'my' alias in two guarded steps", () => {
    const first = guard(at('/familytree'), null, newcomer);
    expect(first).toEqual({ kind: 'redirect', to: '/familytree/tree-7' });
    expect(guard(at((first as { to: string }).to), null, newcomer)).toEqual({ kind: 'redirect', to: '/familytree/onboarding/mother' });
  });
});

describe('a guest of a shared tree without an own tree', () => {
  const guest: GuardSession = { ...member, isOnboarded: false, onboardingStep: '', activeTreeId: null, ownTreeId: null, sharedTreeId: 'tree-3' };
  it("opens the shared tree from the 'my' aliases instead of onboarding", () => {
    expect(guard(at('/familytree'), null, guest)).toEqual({ kind: 'redirect', to: '/familytree/tree-3' });
    expect(guard(at('/familytree/tree-3'), null, guest)).toEqual({ kind: 'proceed' });
  });
  it('reaches the tree list, which lists the shared tree, without onboarding', () => {
    expect(guard(at('/familytree/manage'), null, guest)).toEqual({ kind: 'proceed' });
  });
  it('is still sent to onboarding once they start an own tree', () => {
    const building = { ...guest, ownTreeId: 'tree-9', onboardingStep: 'me' };
    expect(guard(at('/familytree/manage'), null, building)).toEqual({ kind: 'redirect', to: '/familytree/onboarding/me' });
  });
});
