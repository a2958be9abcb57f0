/**
 * Contact and support requests (platform spec 3 Contact request and Support form, 7 Contact and
 * support): get-in-touch, the two support forms, consult cases, their attachments, and the staff list.
 * Multipart forms send every field as text: lists travel as a JSON array or a comma list, booleans as
 * 'true'/'false', so one schema reads JSON and multipart bodies alike.
 */
import { z } from 'zod';
import { listMetaSchema } from './common';
import { isValidEmail } from './names';

/**
 * What a family may ask about on get-in-touch: the paid services by their route names (the slugs
 * of `/get-in-touch?interest=<slug>`), and 'other'.
 */
export const interestOptions = [
  { slug: 'travel', label: 'Roots trip to the ancestral village' },
  { slug: 'village-location-service', label: 'Find the ancestral village' },
  { slug: 'village-exploration-service', label: 'Village exploration' },
  { slug: 'zupu-translation-services', label: 'Zupu (family book) search and translation' },
  { slug: 'name-translation', label: 'Chinese name translation' },
  { slug: 'translation', label: 'Document translation' },
  { slug: 'adoption', label: 'Adoption research' },
  { slug: 'probate', label: 'Heir and probate research' },
  { slug: 'storytelling', label: 'Family storytelling' },
  { slug: 'film', label: 'Legacy film' },
  { slug: 'institutions-indexing', label: 'Institutional indexing' },
  { slug: 'other', label: 'Something else' },
] as const;
export const interestSlugs = interestOptions.map((o) => o.slug) as [string, ...string[]];
export type InterestSlug = (typeof interestOptions)[number]['slug'];

/** The help types of the member support form (support-form/mcr/). */
export const mcrHelpTypes = [
  { value: 'account', label: 'My account or log-in' },
  { value: 'family-tree', label: 'My family tree' },
  { value: 'records', label: 'A record or search result' },
  { value: 'subscription', label: 'Subscription or payment' },
  { value: 'other', label: 'Something else' },
] as const;
/** The help types of the institutional support form (support-form/institutional/). */
export const institutionalHelpTypes = [
  { value: 'indexing', label: 'Indexing our collection' },
  { value: 'access', label: 'Access for our members or patrons' },
  { value: 'partnership', label: 'A partnership or research project' },
  { value: 'other', label: 'Something else' },
] as const;

export const requestKinds = ['get-in-touch', 'support-mcr', 'support-institutional', 'consult'] as const;
export type RequestKind = (typeof requestKinds)[number];
export const requestStatuses = ['new', 'in_progress', 'done'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestKindLabels: Record<RequestKind, string> = {
  'get-in-touch': 'Get in touch',
  'support-mcr': 'Member support',
  'support-institutional': 'Institutional support',
  consult: 'Consult case',
};
export const requestStatusLabels: Record<RequestStatus, string> = { new: 'New', in_progress: 'In progress', done: 'Done' };

/** Files a request may carry, each uploaded first. */
export const MAX_REQUEST_ATTACHMENTS = 10;

const EMAIL_MESSAGE = 'Enter a valid e-mail address.';
const requiredEmail = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254)
  .refine(isValidEmail, EMAIL_MESSAGE);
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** A list sent as an array, a JSON array or a comma list (multipart). */
function listOf<T extends z.ZodTypeAny>(item: T, max: number) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const s = v.trim();
      if (s === '') return [];
      if (s.startsWith('[')) {
        try {
          return JSON.parse(s) as unknown;
        } catch {
          return v;
        }
      }
      return s.split(',').map((p) => p.trim()).filter(Boolean);
    },
    z.array(item).max(max, `At most ${max}.`),
  );
}

const flag = z.preprocess((v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v), z.boolean());
const attachmentIds = listOf(z.uuid('Not an attachment id.'), MAX_REQUEST_ATTACHMENTS);
const interests = listOf(z.enum(interestSlugs, { error: 'Not one of the interests offered.' }), interestSlugs.length);
/** A future call time as ISO 8601 with its offset. */
const callTime = z.iso.datetime({ offset: true, error: 'Give the date and time as ISO 8601 (2026-12-01T10:00:00+08:00).' });

/** POST prospect-request/get-in-touch/ (multipart, or JSON). */
export const getInTouchSchema = z.object({
  email: requiredEmail,
  first_name: requiredText(100, 'Enter your first name.'),
  last_name: text(100).default(''),
  interests: interests.refine((list) => list.length > 0, 'Choose at least one interest.'),
  other_comment: text(5000).default(''),
  entry_point_url: text(2000).default(''),
  entry_point_name: text(200).default(''),
  is_payment: flag.default(false),
  subscribe_to_newsletter: flag.default(false),
  request_info: text(5000).default(''),
  additional_info: text(5000).default(''),
  call_schedule_datetime: callTime.optional(),
  attachments: attachmentIds.default([]),
});
export type GetInTouchInput = z.infer<typeof getInTouchSchema>;

/** POST prospect-request/:id/update/ */
export const prospectUpdateSchema = z.object({
  interests: interests.refine((list) => list.length > 0, 'Choose at least one interest.').optional(),
  other_comment: text(5000).optional(),
  attachments: attachmentIds.optional(),
});
export type ProspectUpdateInput = z.infer<typeof prospectUpdateSchema>;

/** POST prospect-request/update-or-create/: the call time of the request `id` (with its e-mail), or a new request. */
export const updateOrCreateSchema = z.object({
  id: z.uuid('Not a request id.').optional(),
  email: requiredEmail,
  call_schedule_datetime: callTime,
});
export type UpdateOrCreateInput = z.infer<typeof updateOrCreateSchema>;

/** POST support-form/mcr/ and support-form/institutional/; e-mail and names default to the account's. */
export function supportFormSchema(helpTypes: readonly { value: string }[]) {
  const values = helpTypes.map((h) => h.value) as [string, ...string[]];
  return z.object({
    email: requiredEmail.optional(),
    first_name: text(100).default(''),
    last_name: text(100).default(''),
    help_type: z.enum(values, { error: `Choose what you need help with (${values.join(', ')}).` }),
    comment: requiredText(5000, 'Tell us what you need.'),
    attachments: attachmentIds.default([]),
  });
}
export type SupportFormInput = z.infer<ReturnType<typeof supportFormSchema>>;

/** POST consult-case/ */
export const consultCaseSchema = z.object({
  content: requiredText(10000, 'Describe your case.'),
  attachments: attachmentIds.default([]),
});
export type ConsultCaseInput = z.infer<typeof consultCaseSchema>;

/** The answer of an attachment upload. */
export const requestAttachmentSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
});
export type RequestAttachment = z.infer<typeof requestAttachmentSchema>;

export const requestCreatedSchema = z.object({ id: z.string() });
export type RequestCreated = z.infer<typeof requestCreatedSchema>;

/** GET staff/requests/ */
export const staffRequestsQuerySchema = z.object({
  kind: z.enum(requestKinds).optional(),
  status: z.enum(requestStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type StaffRequestsQuery = z.infer<typeof staffRequestsQuerySchema>;

export const staffRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(requestKinds),
  status: z.enum(requestStatuses),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  member_email: z.string().nullable(),
  interests: z.array(z.string()),
  other_comment: z.string(),
  entry_point_url: z.string(),
  entry_point_name: z.string(),
  is_payment: z.boolean(),
  subscribe_to_newsletter: z.boolean(),
  request_info: z.string(),
  additional_info: z.string(),
  call_schedule_datetime: z.string().nullable(),
  help_type: z.string(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  attachments: z.array(requestAttachmentSchema.extend({ url: z.string() })),
});
export type StaffRequest = z.infer<typeof staffRequestSchema>;
export const staffRequestListSchema = z.object({ objects: z.array(staffRequestSchema), meta: listMetaSchema });
export type StaffRequestList = z.infer<typeof staffRequestListSchema>;

/** POST staff/requests/:id/status/ */
export const requestStatusSchema = z.object({ status: z.enum(requestStatuses, { error: 'Status must be new, in_progress or done.' }) });
