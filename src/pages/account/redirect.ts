/** The account pages read the redirect query through the shell's rule (same site, never an auth page). */
export { safeRedirect } from '../../app/redirect';
