/**
 * The contact and support calls (platform spec 7, Contact and support) and the staff list:
 * prospect-request/get-in-touch/ (multipart with an optional file, or JSON; answers {id}),
 * prospect-request/:id/update/, prospect-request/update-or-create/, prospect-request-attachment/upload/,
 * support-form/mcr/ and support-form/institutional/, consult-case/, consult-attachment/upload/, and
 * staff/requests/ with staff/requests/:id/status/.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  consultCaseSchema,
  getInTouchSchema,
  institutionalHelpTypes,
  mcrHelpTypes,
  prospectUpdateSchema,
  requestStatusSchema,
  staffRequestsQuerySchema,
  supportFormSchema,
  updateOrCreateSchema,
  type GetInTouchInput,
} from '../../../protocol/requests';
import { requireUser } from '../../auth/middleware';
import type { AppDeps, AppEnv } from '../../deps';
import { fileStore } from '../../files/store';
import { forbidden, fromZodError } from '../../http/errors';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { recordAttachment, receiveRequestForm, storeFile, uploadAttachment, type AttachmentDeps } from './attachments';
import { consultFields, createRequest, getInTouchFields, setRequestStatus, supportFields, updateOrCreate, updateProspect, type InlineAttachment } from './service';
import { listRequests } from './staffList';
import { rm } from 'node:fs/promises';

const idParams = z.object({ id: z.uuid('Not a request id.') });

function attachmentDeps(deps: AppDeps): AttachmentDeps {
  return { db: deps.database.db, store: fileStore(deps), dataDir: deps.config.dataDir, now: deps.clock() };
}

/** The get-in-touch form and, when sent as multipart, its one file in `attachment` stored (not yet recorded). */
async function readGetInTouch(c: Context<AppEnv>, deps: AppDeps): Promise<{ input: GetInTouchInput; inline?: { key: string; run: InlineAttachment } }> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) return { input: await parseBody(c, getInTouchSchema) };
  const d = attachmentDeps(deps);
  const { fields, file } = await receiveRequestForm(c.req.raw, d.dataDir, 'attachment');
  const parsed = getInTouchSchema.safeParse(fields);
  if (!parsed.success) {
    if (file) await rm(file.path, { force: true });
    throw fromZodError(parsed.error, 'body');
  }
  if (!file) return { input: parsed.data };
  const stored = await storeFile(d, file, 'attachment');
  const userId = c.get('user')?.id ?? null;
  return { input: parsed.data, inline: { key: stored.key, run: (trx, requestId) => recordAttachment(trx, { ...stored, purpose: 'prospect', requestId, userId, file, now: d.now }) } };
}

/** prospect-request/… */
export function prospectRequestRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .post('/get-in-touch', async (c) => {
      const { input, inline } = await readGetInTouch(c, deps);
      try {
        const id = await createRequest(db, { kind: 'get-in-touch', userId: c.get('user')?.id ?? null, email: input.email, fields: getInTouchFields(input), attachments: input.attachments, purpose: 'prospect', inline: inline?.run, now: deps.clock() });
        deps.jobs.kick();
        return c.json({ id }, 201);
      } catch (err) {
        if (inline) await fileStore(deps).delete(inline.key);
        throw err;
      }
    })
    .post('/update-or-create', async (c) => {
      const input = await parseBody(c, updateOrCreateSchema);
      const { id, created } = await updateOrCreate(db, c.get('user')?.id ?? null, input, deps.clock());
      deps.jobs.kick();
      return c.json({ id }, created ? 201 : 200);
    })
    .post('/:id/update', async (c) => {
      const { id } = parseParams(c, idParams);
      const input = await parseBody(c, prospectUpdateSchema);
      await updateProspect(db, id, c.get('user')?.id ?? null, input, deps.clock());
      return c.json({ id });
    });
}

/** prospect-request-attachment/upload/: open to visitors, as get-in-touch is. */
export function prospectAttachmentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).post('/upload', async (c) => c.json(await uploadAttachment(attachmentDeps(deps), c.req.raw, 'prospect', c.get('user')?.id ?? null), 201));
}

/** consult-attachment/upload/: members only (the support forms and consult cases). */
export function consultAttachmentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>({ strict: false }).post('/upload', async (c) => {
    const user = requireUser(c);
    return c.json(await uploadAttachment(attachmentDeps(deps), c.req.raw, 'consult', user.id), 201);
  });
}

/** support-form/mcr/ and support-form/institutional/: members only; e-mail and names default to the account's. */
export function supportFormRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const form = (kind: 'support-mcr' | 'support-institutional', schema: ReturnType<typeof supportFormSchema>) => async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    const input = await parseBody(c, schema);
    const id = await createRequest(db, { kind, userId: user.id, email: input.email ?? user.email, fields: supportFields(input), attachments: input.attachments, purpose: 'consult', now: deps.clock() });
    deps.jobs.kick();
    return c.json({ id }, 201);
  };
  return new Hono<AppEnv>({ strict: false }).post('/mcr', form('support-mcr', supportFormSchema(mcrHelpTypes))).post('/institutional', form('support-institutional', supportFormSchema(institutionalHelpTypes)));
}

/** consult-case/: a member's question about a record or a research case. */
export function consultCaseRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false }).post('/', async (c) => {
    const user = requireUser(c);
    const input = await parseBody(c, consultCaseSchema);
    const id = await createRequest(db, { kind: 'consult', userId: user.id, email: user.email, fields: consultFields(input), attachments: input.attachments, purpose: 'consult', now: deps.clock() });
    deps.jobs.kick();
    return c.json({ id }, 201);
  });
}

function requireStaff(c: Context<AppEnv>) {
  const user = requireUser(c);
  if (!user.is_staff) throw forbidden('Only staff can see requests.');
  return user;
}

/** staff/requests/…: every request, for staff only. */
export function staffRequestRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>({ strict: false })
    .get('/', async (c) => {
      requireStaff(c);
      const q = parseQuery(c, staffRequestsQuerySchema);
      const { objects, total } = await listRequests({ db, dataDir: deps.config.dataDir, now: deps.clock() }, q);
      return c.json({ objects, meta: { limit: q.limit, offset: q.offset, total_count: total } });
    })
    .post('/:id/status', async (c) => {
      requireStaff(c);
      const { id } = parseParams(c, idParams);
      const { status } = await parseBody(c, requestStatusSchema);
      const row = await setRequestStatus(db, id, status, deps.clock());
      return c.json({ id: row.id, status: row.status });
    });
}
