/**
 * RecordFinder hints (tree-workspace.md 2, 3, 4, 6, 7, 9): a tree person and a person named in an
 * indexed record that the matcher takes for one person, with a probability (`score`, 0..1; pages show
 * it as a percentage). Calls:
 *
 *   GET  person-hints/ {family_tree_id, person_id?, status=new|accepted|ignored, limit=10, offset}
 *        → {objects: HintSummary[], meta}; owner or editor of the tree. Highest score first.
 *   GET  person-hints/{id}/ → HintDetail: person and match_person side by side, each in the person
 *        shape with relatives (relatives: ids by kind; relatives_json: the relatives themselves);
 *        match_person also carries the record's `code`, `source_id`, `collection_id` and event.
 *        `fields` compares them field by field (same / new / conflict / missing).
 *   POST person-hints/{id}/ignore/ → HintAction. The hint leaves the new list; matching again never
 *        brings it back.
 *   POST person-hints/{id}/accept/ {data: {fields?, new_relatives?}} → HintAction. One transaction:
 *        the chosen fields onto the person (the person PATCH fields), the record's relatives added
 *        with their couples and parenthood, a saved mention of the record on the person, the hint
 *        accepted. The tree's drawing changes by a diff.
 *   GET  person-hints/person-ids/ {family_tree_id} → {person_ids, counts}: persons with new hints and
 *        how many; the owner only (others get empty lists: counts are the owner's).
 *   GET  persons-compare/ {person_id, match_person_id} → Comparison (match_person_id: "CODE:POSITION").
 *   POST person/{id}/accept-data/ {data} → the person: record data taken onto a person (PATCH fields;
 *        an unknown or bad field is refused with a 400 naming it, and nothing is written).
 *   POST person/{id}/import-relatives/ {main_person_id, new_relatives, from_hint}: with from_hint a
 *        hint id, the hint is accepted and the record saved on the person in the same transaction.
 *   GET  member/banner-record-matching/ → {show_banner, tutorial_id}.
 *
 * Counts: the member view's `hints_tree_ids` maps each owned tree with new hints to their number (a
 * tree leaves it at zero); draw cards carry `hint_count` for the owner only. HintAction carries the
 * new `hints_tree_ids` so a client lowers its counts at once.
 */
import { z } from 'zod';
import { personPatchSchema, importRelativesSchema } from './trees';

export const HINT_PAGE_SIZE = 10;
export const hintStatuses = ['new', 'accepted', 'ignored'] as const;
export type HintStatus = (typeof hintStatuses)[number];

const uuid = z.string().uuid();

export const hintListQuerySchema = z.object({
  family_tree_id: uuid,
  person_id: uuid.optional(),
  status: z.enum(hintStatuses).default('new'),
  limit: z.coerce.number().int().min(1).max(100).default(HINT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type HintListQuery = z.infer<typeof hintListQuerySchema>;

export const hintTreeQuerySchema = z.object({ family_tree_id: uuid });

/** Fields of the person a hint may write: the person PATCH fields but the picture. */
export const acceptFieldsSchema = personPatchSchema.omit({ profile_picture: true }).strict();
export type AcceptFields = z.infer<typeof acceptFieldsSchema>;

export const acceptDataSchema = z.object({ data: acceptFieldsSchema }).strict();

export const hintAcceptSchema = z
  .object({
    data: z
      .object({
        fields: acceptFieldsSchema.optional(),
        new_relatives: importRelativesSchema.shape.new_relatives.optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type HintAccept = z.infer<typeof hintAcceptSchema>;

export const personsCompareQuerySchema = z.object({
  person_id: uuid,
  match_person_id: z.string().regex(/^[a-z0-9-]{1,80}:\d{1,3}$/, 'A record person: CODE:POSITION.'),
});

export interface HintRecord {
  code: string;
  source_id: string;
  collection_id: string;
  collection_title: string;
  /** The collection is sample data (pages label it "Sample collection"). */
  is_sample: boolean;
  event_type: string;
  event_year: number;
  event_place: string;
}

export interface HintSummary {
  id: string;
  person_id: string;
  family_tree_id: string;
  status: HintStatus;
  score: number;
  person_name: string;
  match_name: string;
  record: HintRecord | null;
  created_at: string;
  meta: { family_tree: string };
}

export interface HintList {
  objects: HintSummary[];
  meta: { limit: number; offset: number; total_count: number };
}

export interface RelativeOut {
  id: string;
  relation: 'parent' | 'spouse' | 'child' | 'sibling';
  first_names: { type: string; value: string }[];
  surnames: { type: string; value: string }[];
  gender: 'm' | 'f' | 'none';
  birth_date: { year: number | null } | null;
  full_name: string;
}

export interface ComparedField {
  field: 'first_names' | 'surnames' | 'gender' | 'birth_date' | 'birth_location' | 'death_date' | 'parents' | 'spouses' | 'children' | 'siblings';
  person_value: string;
  match_value: string;
  /** same: both say it; new: only the record says it; conflict: they differ; missing: the record does not say it. */
  agreement: 'same' | 'new' | 'conflict' | 'missing';
}

export interface Comparison {
  person: Record<string, unknown>;
  match_person: Record<string, unknown>;
  fields: ComparedField[];
  score: number;
}

export interface HintDetail extends Comparison {
  id: string;
  status: HintStatus;
  accepted_data: unknown;
  meta: { family_tree: string };
}

export interface HintAction {
  id: string;
  status: HintStatus;
  hints_tree_ids: Record<string, number>;
}

export const bannerRecordMatchingSchema = z.object({ show_banner: z.boolean(), tutorial_id: z.string().nullable() });
export type BannerRecordMatching = z.infer<typeof bannerRecordMatchingSchema>;
export const RECORD_MATCHING_TUTORIAL = 'record-matching';
