/** Cards show names as the logged-in member chose (English, Chinese or both, and which first); visitors see the default. */
import { useEffect } from 'react';
import type { TreeEngine } from '../../../src-engine';
import { memberNameDisplay } from '../../lib/nameDisplay';
import { isLoggedIn, useSession, type SessionState } from '../../state/session';

const choiceOf = (s: SessionState) => memberNameDisplay(isLoggedIn(s) ? s.member : null);

/** Gives the engine the member's choice when it starts and again whenever the member changes it. */
export function useMemberNameDisplay(engine: TreeEngine | null): void {
  // Read as two strings: a refreshed member is a new object, and redrawing every card for it would be waste.
  const script = useSession((s) => choiceOf(s).script);
  const first = useSession((s) => choiceOf(s).first);
  useEffect(() => {
    engine?.setNameDisplay({ script, first });
  }, [engine, script, first]);
}

/** The script the member reads first (English for visitors), for headings that always show both names. */
export function useMemberNameFirst(): 'en' | 'zh' {
  return useSession((s) => choiceOf(s).first);
}
