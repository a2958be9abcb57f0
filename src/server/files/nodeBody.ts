/**
 * The Node request stream behind a Request, for the upload readers. On Node, Hono hands the body over
 * as a web stream made with Readable.toWeb, which on Node 20 reads ahead without waiting for the reader:
 * a 100 MB upload raised the server's memory by about 70 MB. Reading the IncomingMessage itself keeps
 * TCP backpressure, so the server holds a few chunks at a time. Requests made in tests (no socket)
 * have none, and are read as web streams.
 */
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

const bodies = new WeakMap<Request, IncomingMessage>();

/** Remembers each request's Node stream (the node server passes it as c.env.incoming). */
export function keepNodeBodies(): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && typeof incoming.pipe === 'function') bodies.set(c.req.raw, incoming);
    await next();
  };
}

/** The request's Node stream when nothing has read from it yet. */
export function unreadNodeBody(request: Request): IncomingMessage | undefined {
  const incoming = bodies.get(request);
  return incoming && !incoming.readableDidRead && incoming.readableFlowing === null ? incoming : undefined;
}
