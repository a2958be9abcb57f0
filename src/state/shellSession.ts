/**
 * The accounts session in the shape the shell (guard, menus, banners, prompts) reads. The App
 * provides it with `<ShellSessionContext.Provider value={useAccountsShellSession(navigate)}>`.
 */
import { useMemo } from 'react';
import { memberApi } from '../api/member';
import { newHintsOf } from '../app/menu';
import type { ShellSession } from '../app/shellSession';
import { logout, refreshIfDue, sessionStore, useSession, type SessionState } from './session';

export function toShellSession(s: SessionState, navigate: (to: string) => void): ShellSession {
  const m = s.member;
  return {
    isLoggedIn: Boolean(s.key),
    emailVerified: m?.email_verified ?? false,
    isShared: m?.is_shared ?? false,
    isOnboarded: s.onboarded,
    onboardingStep: m?.onboarding_step || null,
    activeTreeId: s.activeTreeId,
    ownTreeId: m?.family_tree_id ?? null,
    sharedTreeId: m?.shared_tree_ids[0] ?? null,
    isSubscribed: m?.is_subscribed ?? false,
    fwsUsername: m?.fws_username || null,
    // A tree to view: their own or one shared with them (View Tree then opens the shared one).
    hasTree: Boolean(m?.family_tree_id) || (m?.shared_tree_ids.length ?? 0) > 0,
    newHints: newHintsOf(m?.hints_tree_ids, s.activeTreeId),
    email: m?.email ?? null,
    apiKey: s.key,
    reviewedItems: m?.reviewed_items ?? [],
    refreshMember: () => void refreshIfDue(),
    logout: () => {
      const here = typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`;
      void logout(here).then(navigate);
    },
    resendVerification: async () => {
      await memberApi.resendVerifyEmail();
    },
  };
}

export function useAccountsShellSession(navigate: (to: string) => void): ShellSession {
  const state = useSession();
  return useMemo(() => toShellSession(state, navigate), [state, navigate]);
}

/** The current shell view outside React (for tests and non-React callers). */
export const currentShellSession = (navigate: (to: string) => void) => toShellSession(sessionStore.getSnapshot(), navigate);
