/**
 * The before/after work of every navigation (platform spec 2.1), with its effects injected so the
 * rules (what runs when, the 10-minute member refresh, the 6-hour verify prompt) test without a
 * browser.
 */
import type { GuardSession } from './guard';
import type { Location } from './match';

export const MEMBER_REFRESH_MS = 10 * 60 * 1000;
export const VERIFY_PROMPT_POSTPONE_MS = 6 * 60 * 60 * 1000;

export interface NavigationEffects {
  now(): number;
  session(): GuardSession;
  recordPrevious(from: Location | null): void;
  hideGallery(): void;
  unlockBodyScroll(): void;
  closeQuickSidebar(): void;
  startProgress(): void;
  sendPageView(to: Location, from: Location | null): void;
  /** Absent until the session offers one. */
  refreshMember?: () => void;
  /** When the user closed the verify prompt (ms), or null. */
  verifyPromptClosedAt(): number | null;
  showVerifyPrompt(show: boolean): void;
  loadSwitches(): void;
}

/** Whether the verify-your-e-mail prompt shows: onboarded, unverified, not closed in the last 6 hours. */
export function shouldShowVerifyPrompt(session: GuardSession, closedAt: number | null, now: number): boolean {
  if (!session.isLoggedIn || session.emailVerified || !session.isOnboarded) return false;
  return closedAt === null || now - closedAt >= VERIFY_PROMPT_POSTPONE_MS;
}

export function createNavigationHooks(effects: NavigationEffects) {
  let nextRefreshAt = 0;
  return {
    before(to: Location, from: Location | null): void {
      effects.recordPrevious(from);
      effects.hideGallery();
      effects.unlockBodyScroll();
      effects.closeQuickSidebar();
      if (!from || from.route.name !== to.route.name) effects.startProgress();
    },
    after(to: Location, from: Location | null): void {
      effects.sendPageView(to, from);
      const session = effects.session();
      const now = effects.now();
      if (session.isLoggedIn && effects.refreshMember && now >= nextRefreshAt) {
        nextRefreshAt = now + MEMBER_REFRESH_MS;
        effects.refreshMember();
      }
      effects.showVerifyPrompt(shouldShowVerifyPrompt(session, effects.verifyPromptClosedAt(), now));
      effects.loadSwitches();
    },
    /** Login sets the next refresh 10 minutes ahead (platform spec 4). */
    memberRefreshedAt(now: number): void {
      nextRefreshAt = now + MEMBER_REFRESH_MS;
    },
  };
}
