/**
 * What the shell needs to know about the user, one shape for guard, menus, banners and prompts. The
 * App fills it from the accounts session; until then everybody is a visitor.
 */
import { createContext, useContext } from 'react';
import { visitorSession, type GuardSession } from './guard';
import type { MenuSession } from './menu';

export interface ShellSession extends GuardSession, MenuSession {
  email: string | null;
  /** The login key, for calls of the shell's own area. */
  apiKey: string | null;
  reviewedItems: readonly string[];
  refreshMember?: () => void;
  logout?: () => void;
  resendVerification?: () => Promise<void>;
}

export const visitorShellSession: ShellSession = {
  ...visitorSession,
  isSubscribed: false,
  fwsUsername: null,
  hasTree: false,
  email: null,
  apiKey: null,
  reviewedItems: [],
};

export const ShellSessionContext = createContext<ShellSession>(visitorShellSession);

export function useShellSession(): ShellSession {
  return useContext(ShellSessionContext);
}
