/**
 * The error contract: every failure answers JSON `{error, fields?}` with a fitting status.
 * Services throw HttpError; anything else is a bug, logged with a request id and answered 500
 * without a stack trace.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorBody } from '../../protocol/common';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Authentication credentials were not provided.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, fields?: FieldErrors) => new HttpError(409, message, fields);
export const gone = (message: string) => new HttpError(410, message);
export const tooLarge = (message: string) => new HttpError(413, message);
/** 429, with Retry-After when the wait is known. */
export const tooManyRequests = (message = 'Too many requests. Please try again later.', retryAfterSeconds?: number) =>
  new HttpError(429, message, undefined, retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Turns zod issues into per-field messages; the summary names the first field. */
export function fromZodError(error: ZodError, where: 'body' | 'query' | 'params'): HttpError {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join('.') : where;
    (fields[name] ??= []).push(issue.message);
  }
  const [first] = Object.keys(fields);
  return badRequest(`Invalid ${where}: ${first}: ${fields[first][0]}`, fields);
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}
