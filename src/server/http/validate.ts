/**
 * Request parsing against the zod schemas of src/protocol. Query parameters with no value are
 * dropped (the spec's rule) and repeated ones become arrays. Before any schema sees a request, its
 * text is checked for what PostgreSQL cannot store (NUL, and UTF-16 surrogates outside a pair), in
 * every string and key at any depth: one 400 naming the field, instead of a 500 from the database.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, fromZodError } from './errors';

/** NUL, or a surrogate that is not half of a pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Deeper than any request the API takes: refused rather than walked. */
const MAX_DEPTH = 64;

/** The path of the first string or key in `value` that cannot be stored, or of a part nested too deeply. */
function unstorablePath(value: unknown): { path: string; deep: boolean } | null {
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return { path: path.join('.'), deep: false };
    } else if (v !== null && typeof v === 'object') {
      if (path.length >= MAX_DEPTH) return { path: path.join('.'), deep: true };
      for (const [key, child] of Object.entries(v)) {
        if (UNSTORABLE.test(key)) return { path: [...path, '?'].join('.'), deep: false };
        stack.push([child, [...path, key]]);
      }
    }
  }
  return null;
}

/** Refuses a request whose `where` (body, query, params) holds text the database cannot store. */
export function requireStorableText(value: unknown, where: 'body' | 'query' | 'params'): void {
  const bad = unstorablePath(value);
  if (!bad) return;
  const name = bad.path || where;
  const message = bad.deep ? 'Nested too deeply.' : 'Contains a character that cannot be stored (NUL or an unpaired surrogate).';
  throw badRequest(`Invalid ${where}: ${name}: ${message}`, { [name]: [message] });
}

export async function parseBody<T extends z.ZodTypeAny>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      raw = await c.req.json();
    } catch {
      throw badRequest('Invalid body: the request body is not valid JSON.', { body: ['Not valid JSON.'] });
    }
  } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    raw = await c.req.parseBody({ all: true });
  } else {
    const text = await c.req.text();
    if (text.trim() === '') raw = {};
    else {
      try {
        raw = JSON.parse(text);
      } catch {
        throw badRequest('Invalid body: send JSON with Content-Type: application/json.', { body: ['Not valid JSON.'] });
      }
    }
  }
  requireStorableText(raw, 'body');
  const result = schema.safeParse(raw);
  if (!result.success) throw fromZodError(result.error, 'body');
  return result.data;
}

export function queryObject(c: Context): Record<string, string | string[]> {
  const url = new URL(c.req.url);
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).filter((v) => v !== '');
    if (values.length === 0) continue;
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

export function parseQuery<T extends z.ZodTypeAny>(c: Context, schema: T): z.infer<T> {
  const query = queryObject(c);
  requireStorableText(query, 'query');
  const result = schema.safeParse(query);
  if (!result.success) throw fromZodError(result.error, 'query');
  return result.data;
}

export function parseParams<T extends z.ZodTypeAny>(c: Context, schema: T): z.infer<T> {
  const params = c.req.param();
  requireStorableText(params, 'params');
  const result = schema.safeParse(params);
  if (!result.success) throw fromZodError(result.error, 'params');
  return result.data;
}
