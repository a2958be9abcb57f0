/**
 * Mentions (a tree person named in an indexed record) and saved mentions (spec platform.md 3 Mention,
 * 2.4 record-inbox; tree-workspace.md 7): the calls' bodies and answers.
 */
import { z } from 'zod';
import { listMetaSchema } from './common';

export const MENTION_PAGE_SIZE = 10;
export const MENTION_STATUS_DISPLAY = { pending: 'Pending', active: 'Active' } as const;
export type MentionStatus = keyof typeof MENTION_STATUS_DISPLAY;

const uuid = z.string().uuid();
const code = z.string().trim().min(1).max(40);
const sourceId = z.string().trim().min(1).max(200);

export const mentionCreateSchema = z.object({
  person_id: uuid,
  source_id: sourceId,
  /** The record the person is named in. */
  code,
  image_ids: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
});
export const mentionPublishSchema = z.object({ person_id: uuid, source_id: sourceId });
/** Saves a mention: one made already (mention_id), or the person and the record, made and published at once. */
export const savedMentionCreateSchema = z.union([z.object({ mention_id: uuid }).strict(), z.object({ person_id: uuid, code }).strict()]);
export const savedMentionListSchema = z.object({
  person_id: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(MENTION_PAGE_SIZE).default(MENTION_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const personIdsQuerySchema = z.object({ family_tree_id: uuid });

export interface MentionRecord {
  code: string;
  source_id: string;
  source_title: string;
  collection_id: string;
  collection_title: string;
  is_sample: boolean;
  event_type: string;
  event_year: number;
  event_place: string;
  /** The record's first person, as written. */
  first_name: string;
  surname: string;
  name_zh: string | null;
}

export interface Mention {
  id: string;
  person_id: string;
  family_tree_id: string;
  source_id: string;
  image_ids: string[];
  status: MentionStatus;
  status_display: string;
  record: MentionRecord | null;
  created_at: string;
}

export interface SavedMention {
  saved_mention_id: string;
  mention_id: string;
  person_id: string;
  family_tree_id: string;
  person_name: string;
  mention: Mention;
  created_at: string;
}

export const savedMentionListResponseSchema = z.object({ objects: z.array(z.any()), meta: listMetaSchema });
export interface SavedMentionList {
  objects: SavedMention[];
  meta: { limit: number; offset: number; total_count: number };
}
