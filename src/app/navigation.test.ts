import { describe, expect, it, vi } from 'vitest';
import { visitorSession, type GuardSession } from './guard';
import { resolve, type Location } from './match';
import { createNavigationHooks, MEMBER_REFRESH_MS, shouldShowVerifyPrompt, VERIFY_PROMPT_POSTPONE_MS, type NavigationEffects } from './navigation';
import { createScrollMemory, scrollTarget } from './scroll';
import { isBotUserAgent, isUnsupportedBrowser } from './userAgent';

function at(url: string): Location {
  const res = resolve(url);
  if (res.kind !== 'route') throw new Error(url);
  return res.location;
}

const unverified: GuardSession = { ...visitorSession, isLoggedIn: true, emailVerified: false, isOnboarded: true, activeTreeId: 't', ownTreeId: 't' };

function effects(session: GuardSession, clock: { now: number }, closedAt: number | null = null) {
  const calls: string[] = [];
  const fx: NavigationEffects = {
    now: () => clock.now,
    session: () => session,
    recordPrevious: (from) => calls.push(`previous:${from?.route.name ?? 'none'}`),
    hideGallery: () => calls.push('gallery'),
    unlockBodyScroll: () => calls.push('scroll'),
    closeQuickSidebar: () => calls.push('sidebar'),
    startProgress: () => calls.push('progress'),
    sendPageView: (to) => calls.push(`view:${to.fullPath}`),
    refreshMember: vi.fn(() => calls.push('refresh')),
    verifyPromptClosedAt: () => closedAt,
    showVerifyPrompt: (show) => calls.push(`verify:${show}`),
    loadSwitches: () => calls.push('switches'),
  };
  return { fx, calls };
}

describe('navigation hooks', () => {
  it('before: records the previous route, hides the gallery, unlocks scroll, closes the sidebar, starts progress on a new route name', () => {
    const { fx, calls } = effects(visitorSession, { now: 0 });
    const hooks = createNavigationHooks(fx);
    hooks.before(at('/team'), at('/press'));
    expect(calls).toEqual(['previous:press', 'gallery', 'scroll', 'sidebar', 'progress']);
  });

  it('before: no progress bar when only the params change', () => {
    const { fx, calls } = effects(visitorSession, { now: 0 });
    createNavigationHooks(fx).before(at('/wiki/article/b'), at('/wiki/article/a'));
    expect(calls).not.toContain('progress');
  });

  it('after: sends a page view and loads switches, no refresh for a visitor', () => {
    const { fx, calls } = effects(visitorSession, { now: 0 });
    createNavigationHooks(fx).after(at('/press?language=zh'), null);
    expect(calls).toEqual(['view:/press?language=zh', 'verify:false', 'switches']);
  });

  it('after: refreshes the member at most every 10 minutes', () => {
    const clock = { now: 1_000_000 };
    const { fx } = effects(unverified, clock);
    const hooks = createNavigationHooks(fx);
    hooks.after(at('/press'), null);
    clock.now += MEMBER_REFRESH_MS - 1;
    hooks.after(at('/team'), null);
    expect(fx.refreshMember).toHaveBeenCalledTimes(1);
    clock.now += 1;
    hooks.after(at('/press'), null);
    expect(fx.refreshMember).toHaveBeenCalledTimes(2);
  });

  it('after: a login pushes the next refresh 10 minutes ahead', () => {
    const clock = { now: 5_000 };
    const { fx } = effects(unverified, clock);
    const hooks = createNavigationHooks(fx);
    hooks.memberRefreshedAt(clock.now);
    hooks.after(at('/press'), null);
    expect(fx.refreshMember).not.toHaveBeenCalled();
  });

  it('after: shows the verify prompt to an onboarded unverified member', () => {
    const { fx, calls } = effects(unverified, { now: 0 });
    createNavigationHooks(fx).after(at('/press'), null);
    expect(calls).toContain('verify:true');
  });
});

describe('verify prompt', () => {
  const now = 10 * VERIFY_PROMPT_POSTPONE_MS;
  it('stays hidden for 6 hours after being closed', () => {
    expect(shouldShowVerifyPrompt(unverified, now - VERIFY_PROMPT_POSTPONE_MS + 1, now)).toBe(false);
    expect(shouldShowVerifyPrompt(unverified, now - VERIFY_PROMPT_POSTPONE_MS, now)).toBe(true);
  });
  it('is not shown to verified, not-onboarded or logged-out users', () => {
    expect(shouldShowVerifyPrompt({ ...unverified, emailVerified: true }, null, now)).toBe(false);
    expect(shouldShowVerifyPrompt({ ...unverified, isOnboarded: false }, null, now)).toBe(false);
    expect(shouldShowVerifyPrompt(visitorSession, null, now)).toBe(false);
  });
});

describe('scroll', () => {
  it('restores the saved position on routes that remember it', () => {
    const memory = createScrollMemory();
    memory.save('/search/records?q=li', 840);
    expect(scrollTarget({ to: at('/search/records?q=li'), from: at('/press'), saved: memory.get('/search/records?q=li'), hashTop: undefined })).toBe(840);
    expect(scrollTarget({ to: at('/press'), from: at('/team'), saved: 840, hashTop: undefined })).toBe(0);
  });
  it('scrolls to a hash with a 100 px offset', () => {
    expect(scrollTarget({ to: at('/privacy#cookies'), from: at('/privacy'), saved: undefined, hashTop: 1300 })).toBe(1200);
    expect(scrollTarget({ to: at('/privacy#top'), from: null, saved: undefined, hashTop: 40 })).toBe(0);
  });
  it('goes to the top only when the route name changes', () => {
    expect(scrollTarget({ to: at('/team'), from: at('/press'), saved: undefined, hashTop: undefined })).toBe(0);
    expect(scrollTarget({ to: at('/wiki/article/b'), from: at('/wiki/article/a'), saved: undefined, hashTop: undefined })).toBeNull();
  });
});

describe('user agents', () => {
  it('recognises crawlers and prerender services but not headless Chrome', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 Prerender (+https://github.com/prerender/prerender)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36')).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(false);
  });
  it('flags old IE and Edge only', () => {
    expect(isUnsupportedBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isUnsupportedBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/70.0 Safari/537.36 Edge/18.17763')).toBe(true);
    expect(isUnsupportedBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36 Edg/120.0')).toBe(false);
  });
});
