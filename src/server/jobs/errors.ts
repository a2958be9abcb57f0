/**
 * Errors that cross from a task in a worker thread to the thread that asked for it, and come out
 * there as the same class: an HTTP error with its status and fields, a job's bad input with its line,
 * a job paused or taken over at a batch boundary. Anything else arrives as a plain Error with the
 * worker's message and stack.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError, type FieldErrors } from '../http/errors';

/** Thrown by a handler for bad input: the job fails at once, with the message (and line) shown to the user. */
export class JobInputError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** A job stopped at a batch boundary because its process is shutting down: it goes back to the queue. */
export class JobPaused extends Error {
  constructor() {
    super('The server is shutting down; the job will go on after the restart.');
  }
}

/** A job whose lease another node took over (this one stopped renewing it in time): its work is dropped. */
export class LeaseLost extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} was taken over by another node.`);
  }
}

export type WireTaskError =
  | { kind: 'http'; status: number; message: string; fields?: FieldErrors; headers?: Record<string, string> }
  | { kind: 'input'; message: string; line?: number }
  | { kind: 'paused' }
  | { kind: 'lease'; message: string }
  | { kind: 'error'; message: string; stack?: string };

export function encodeTaskError(err: unknown): WireTaskError {
  if (err instanceof HttpError) return { kind: 'http', status: err.status, message: err.message, fields: err.fields, headers: err.headers };
  if (err instanceof JobInputError) return { kind: 'input', message: err.message, line: err.line };
  if (err instanceof JobPaused) return { kind: 'paused' };
  if (err instanceof LeaseLost) return { kind: 'lease', message: err.message };
  if (err instanceof Error) return { kind: 'error', message: err.message, stack: err.stack };
  return { kind: 'error', message: String(err) };
}

export function decodeTaskError(wire: WireTaskError): Error {
  switch (wire.kind) {
    case 'http':
      return new HttpError(wire.status as ContentfulStatusCode, wire.message, wire.fields, wire.headers);
    case 'input':
      return new JobInputError(wire.message, wire.line);
    case 'paused':
      return new JobPaused();
    case 'lease':
      return Object.assign(new LeaseLost(''), { message: wire.message });
    default: {
      const err = new Error(wire.message);
      if (wire.stack) err.stack = `${wire.stack}\n    (in a worker thread)`;
      return err;
    }
  }
}
