/**
 * Request parsing against the zod schemas of src/protocol. Query parameters with no value are
 * dropped (the spec's rule) and repeated ones become arrays.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, fromZodError } from './errors';

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
  const result = schema.safeParse(queryObject(c));
  if (!result.success) throw fromZodError(result.error, 'query');
  return result.data;
}

export function parseParams<T extends z.ZodTypeAny>(c: Context, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw fromZodError(result.error, 'params');
  return result.data;
}
