/** Mentions and saved mentions (platform.md 3 Mention; tree-workspace.md 7): save, list, delete. */
import { z } from 'zod';
import { listMetaSchema } from '../protocol/common';
import { MENTION_PAGE_SIZE } from '../protocol/mentions';
import { call } from './client';

/** A record as mentions and hints refer to it (hints take the part without names and source title). */
export const recordSchema = z.object({
  code: z.string(),
  source_id: z.string(),
  source_title: z.string(),
  collection_id: z.string(),
  collection_title: z.string(),
  is_sample: z.boolean(),
  event_type: z.string(),
  event_year: z.number(),
  event_place: z.string(),
  first_name: z.string(),
  surname: z.string(),
  name_zh: z.string().nullable(),
});
const mentionSchema = z.object({
  id: z.string(),
  person_id: z.string(),
  family_tree_id: z.string(),
  source_id: z.string(),
  image_ids: z.array(z.string()),
  status: z.enum(['pending', 'active']),
  status_display: z.string(),
  record: recordSchema.nullable(),
  created_at: z.string(),
});
export const savedMentionSchema = z.object({
  saved_mention_id: z.string(),
  mention_id: z.string(),
  person_id: z.string(),
  family_tree_id: z.string(),
  person_name: z.string(),
  mention: mentionSchema,
  created_at: z.string(),
});
export type SavedMentionItem = z.infer<typeof savedMentionSchema>;
const listSchema = z.object({ objects: z.array(savedMentionSchema), meta: listMetaSchema });

export const mentionsApi = {
  /** The record inbox: saved mentions of every tree of the member, newest first. */
  inbox: (offset: number) => call('GET', 'saved-mention/', listSchema, { searchParams: { limit: MENTION_PAGE_SIZE, offset }, ac: 'mentions.inbox' }),
  ofPerson: (personId: string, offset = 0) => call('GET', 'saved-mention/', listSchema, { searchParams: { person_id: personId, limit: MENTION_PAGE_SIZE, offset } }),
  save: (personId: string, code: string) => call('POST', 'saved-mention/', savedMentionSchema, { json: { person_id: personId, code } }),
  remove: (savedMentionId: string) => call('DELETE', `saved-mention/${savedMentionId}/`, z.unknown()),
};
