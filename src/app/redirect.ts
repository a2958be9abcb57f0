/**
 * Where to go after login or sign-up. The redirect query is kept to this site, and it never points
 * at the login or register pages: a redirect that does (as a link built on the login page would) is
 * unwrapped to the redirect it carries, so a member always leaves the login form after success.
 */

/** The query key that carries where to go after login, register or verification. */
export const REDIRECT_KEY = 'redirect';

const AUTH_PAGE = /^\/(login|register)(\/[^/]*)?\/?$/;
const MAX_NESTING = 8;

const sameSite = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

function authPageUrl(path: string): URL | null {
  const url = new URL(path, 'http://site.invalid');
  return AUTH_PAGE.test(url.pathname) ? url : null;
}

/** The redirect value as a same-site path that is not an auth page; the fallback otherwise. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  let current = value ?? '';
  for (let depth = 0; depth < MAX_NESTING; depth++) {
    if (!current || !sameSite(current)) return fallback;
    const auth = authPageUrl(current);
    if (!auth) return current;
    current = auth.searchParams.get(REDIRECT_KEY) ?? '';
  }
  return fallback;
}

/**
 * The path a Login or Sign-up link made on this page carries: the page itself or, on the login and
 * register pages, the place they already return to.
 */
export const returnPathFrom = (currentFullPath: string): string => safeRedirect(currentFullPath);
