/**
 * Every request body is limited while it streams in, so one request cannot drive the server's memory
 * up (300 MB sent to member/login/ took a gigabyte): 1 MB for JSON and forms, more than any call
 * needs. The file uploads are left to receiveMultipart, which limits their bodies as they stream to disk.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getPathNoStrict } from 'hono/utils/url';
import { tooLarge } from './errors';

export const BODY_LIMIT_BYTES = 1 << 20;

/** The calls whose bodies are file uploads (up to 100 MB, limited as they stream). */
const UPLOADS = new Set(['/api/people/import/gedcom', '/api/v1/member/upload-avatar', '/api/ocr/ocr-image-area']);
/** The library's uploads: a tree's (single and in parts), a person's photos and profile picture. */
const LIBRARY_UPLOADS = /^\/api\/v1\/(familytree\/[^/]+\/library\/upload(-part)?|person\/[^/]+\/(photos|profile-picture))$/;

/** Contact and support requests: get-in-touch (multipart with one file) and the attachment uploads. */
const REQUEST_UPLOADS = new Set(['/api/v1/prospect-request/get-in-touch', '/api/v1/prospect-request-attachment/upload', '/api/v1/consult-attachment/upload']);

export function limitBodies(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw tooLarge('The request is larger than 1 MB.');
    },
  });
  return (c, next) => {
    const path = getPathNoStrict(c.req.raw);
    return UPLOADS.has(path) || (c.req.method === 'POST' && (LIBRARY_UPLOADS.test(path) || REQUEST_UPLOADS.has(path))) ? next() : limit(c, next);
  };
}
