/**
 * The pure matcher: a full path (with query and hash) to the route it opens, its params, or the
 * redirect an old path answers with. No React, no window: the guard and tests use it directly.
 */
import { notFoundRoute, redirectDefs, routeDefs, type RedirectDef, type RouteDef } from './routeTable';

export interface Location {
  route: RouteDef;
  params: Record<string, string>;
  query: URLSearchParams;
  hash: string;
  /** Path plus query, as a user would paste it; what a `redirect` query carries. */
  fullPath: string;
  path: string;
}

export type Resolution = { kind: 'route'; location: Location } | { kind: 'redirect'; to: string };

interface Compiled {
  regex: RegExp;
  keys: string[];
}

const cache = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const keys: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:(\w+)([?*]?)$/.exec(segment);
    if (!param) {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      continue;
    }
    keys.push(param[1]!);
    if (param[2] === '?') source += '(?:/([^/]+))?';
    else if (param[2] === '*') source += '(?:/(.*))?';
    else source += '/([^/]+)';
  }
  const compiled = { regex: new RegExp(`^${source || '/'}/?$`, 'i'), keys };
  if (source === '') compiled.regex = /^\/?$/;
  cache.set(pattern, compiled);
  return compiled;
}

/** Params of `path` against `pattern`, or null when it does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const { regex, keys } = compile(pattern);
  const m = regex.exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  keys.forEach((key, i) => {
    const raw = m[i + 1];
    if (raw !== undefined && raw !== '') params[key] = safeDecode(raw);
  });
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function splitUrl(fullUrl: string): { path: string; search: string; hash: string } {
  const hashAt = fullUrl.indexOf('#');
  const hash = hashAt >= 0 ? fullUrl.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? fullUrl.slice(0, hashAt) : fullUrl;
  const queryAt = beforeHash.indexOf('?');
  const path = (queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash) || '/';
  const search = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  return { path, search, hash };
}

function findRedirect(path: string): { def: RedirectDef; params: Record<string, string> } | null {
  for (const def of redirectDefs) {
    const params = matchPattern(def.path, path);
    if (params) return { def, params };
  }
  return null;
}

/** Resolves a URL (path, optional `?query` and `#hash`) to a route or an old path's redirect. */
export function resolve(fullUrl: string): Resolution {
  const { path, search, hash } = splitUrl(fullUrl);
  const query = new URLSearchParams(search);
  const fullPath = search ? `${path}?${search}` : path;
  for (const route of routeDefs) {
    const params = matchPattern(route.path, path);
    if (params) return { kind: 'route', location: { route, params, query, hash, fullPath, path } };
  }
  const redirect = findRedirect(path);
  if (redirect) {
    const to = redirect.def.to(redirect.params, query);
    return { kind: 'redirect', to: hash ? `${to}${hash}` : to };
  }
  return { kind: 'route', location: { route: notFoundRoute, params: { path: path.slice(1) }, query, hash, fullPath, path } };
}

/** The route of that name; throws for a name the table does not hold (a programming error). */
export function routeByName(name: string): RouteDef {
  const route = routeDefs.find((r) => r.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

/** Builds a path from a route name and params, with an optional query. */
export function pathFor(name: string, params: Record<string, string> = {}, query?: Record<string, string>): string {
  const route = routeByName(name);
  const segments: string[] = [];
  for (const segment of route.path.split('/').filter(Boolean)) {
    const param = /^:(\w+)([?*]?)$/.exec(segment);
    if (!param) segments.push(segment);
    else if (params[param[1]!] !== undefined) segments.push(encodeURIComponent(params[param[1]!]!));
    else if (!param[2]) throw new Error(`Route ${name} needs param ${param[1]}`);
  }
  const path = `/${segments.join('/')}`;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
