/**
 * The session store (spec section 4): who is logged in, their key, the member info and when to
 * refresh it, the active tree and impersonation. Immutable snapshots made with immer, the
 * subscribe/getSnapshot shape React's useSyncExternalStore reads, persisted to localStorage.
 * Other areas (tree state, search forms, library...) register a reset with onSessionReset so a
 * login or a logout clears them too, without this file knowing them.
 */
import { produce, type Draft } from 'immer';
import { useSyncExternalStore } from 'react';
import { ApiError, configureApi } from '../api/client';
import { memberApi } from '../api/member';
import { MEMBER_REFRESH_MS, type LoginResponse, type Member } from '../protocol/accounts';

export interface SessionState {
  username: string | null;
  key: string | null;
  member: Member | null;
  /** Epoch ms after which the member info is fetched again. */
  nextRefreshAt: number;
  /** False only while a logged-in member has not finished onboarding. */
  onboarded: boolean;
  activeTreeId: string | null;
  /** E-mail of the member a staff user is acting as. */
  impersonating: string | null;
}

export const STORAGE_KEY = 'xungen.session';

const empty: SessionState = {
  username: null,
  key: null,
  member: null,
  nextRefreshAt: 0,
  onboarded: true,
  activeTreeId: null,
  impersonating: null,
};

export type ResetReason = 'login' | 'logout';
const resets = new Set<(reason: ResetReason) => void>();

/** Registers a reset of another area's state, run at login and logout; answers the unregister. */
export function onSessionReset(reset: (reason: ResetReason) => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

function load(): SessionState {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return raw ? { ...empty, ...(JSON.parse(raw) as Partial<SessionState>) } : empty;
  } catch {
    return empty;
  }
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function update(recipe: (draft: Draft<SessionState>) => void): void {
  const next = produce(state, recipe);
  if (next === state) return;
  state = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the session still works for this tab.
  }
  for (const listener of listeners) listener();
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SessionState => state,
};

export function isLoggedIn(s: SessionState = state): boolean {
  return Boolean(s.key);
}

/** Login: clears prior user state, stores username and key, resets the other areas, refresh in 10 minutes. */
export function applyLogin(answer: LoginResponse, now = Date.now()): void {
  for (const reset of resets) reset('login');
  update((d) => {
    Object.assign(d, empty);
    d.username = answer.username;
    d.key = answer.key;
    d.activeTreeId = answer.family_tree_id;
    d.nextRefreshAt = now + MEMBER_REFRESH_MS;
  });
}

export function setMember(member: Member): void {
  update((d) => {
    d.member = member;
    d.username = member.username;
    d.onboarded = member.is_onboarded;
    if (!d.activeTreeId) d.activeTreeId = member.family_tree_id;
  });
}

/** Clearing the user removes the stored key and sets onboarded to true. */
export function clearUser(): void {
  update((d) => {
    d.username = null;
    d.key = null;
    d.member = null;
    d.nextRefreshAt = 0;
    d.onboarded = true;
    d.impersonating = null;
  });
}

/**
 * Fetches the member info when it is due (every 10 minutes at most); a 401 means the key is dead,
 * so the user is cleared. Other failures keep the session and try again next time.
 */
export async function refreshIfDue(now = Date.now()): Promise<void> {
  if (!state.key || now < state.nextRefreshAt) return;
  update((d) => {
    d.nextRefreshAt = now + MEMBER_REFRESH_MS;
  });
  try {
    setMember(await memberApi.refresh());
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) clearUser();
  }
}

/** Logout: revokes the key on the server (best effort), clears everything, answers where to go. */
export async function logout(currentPath: string, options: { revoke?: boolean } = {}): Promise<string> {
  // After logout-all the key is already dead; asking again would only raise a 401.
  if (state.key && options.revoke !== false) await memberApi.logout().catch(() => undefined);
  for (const reset of resets) reset('logout');
  update((d) => {
    Object.assign(d, empty);
  });
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}

export function setActiveTree(id: string | null): void {
  update((d) => {
    d.activeTreeId = id;
  });
}

export function startImpersonation(email: string): void {
  update((d) => {
    d.impersonating = email;
    d.nextRefreshAt = 0;
  });
}

/** Stop impersonation: the active tree was the other member's, so it goes too. */
export function stopImpersonation(): void {
  update((d) => {
    d.impersonating = null;
    d.activeTreeId = null;
    d.nextRefreshAt = 0;
  });
}

/** Reads the session in React; re-renders when the selected part changes. */
export function useSession<T = SessionState>(select: (s: SessionState) => T = (s) => s as T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(sessionStore.getSnapshot()));
}

configureApi({ getKey: () => state.key, getImpersonated: () => state.impersonating });

/** For tests: start again from what localStorage holds now. */
export function reloadSessionForTests(): void {
  state = load();
}
