/** RecordFinder calls (tree-workspace.md 7; src/protocol/hints.ts): hint lists, one hint, ignore, accept, the banner. */
import { z } from 'zod';
import { bannerRecordMatchingSchema, HINT_PAGE_SIZE, hintStatuses, type HintStatus } from '../protocol/hints';
import { listMetaSchema } from '../protocol/common';
import { call } from './client';
import { recordSchema as mentionRecordSchema } from './mentions';

const recordSchema = mentionRecordSchema.pick({
  code: true,
  source_id: true,
  collection_id: true,
  collection_title: true,
  is_sample: true,
  event_type: true,
  event_year: true,
  event_place: true,
});

export const hintSummarySchema = z.object({
  id: z.string(),
  person_id: z.string(),
  family_tree_id: z.string(),
  status: z.enum(hintStatuses),
  score: z.number(),
  person_name: z.string(),
  match_name: z.string(),
  record: recordSchema.nullable(),
  created_at: z.string(),
});
export type HintRow = z.infer<typeof hintSummarySchema>;
const hintListSchema = z.object({ objects: z.array(hintSummarySchema), meta: listMetaSchema });
export type HintPage = z.infer<typeof hintListSchema>;

const nameItem = z.object({ type: z.string(), value: z.string() });
const dateSchema = z.object({ year: z.number().nullable(), month: z.number().nullable().optional(), day: z.number().nullable().optional(), approximation_years: z.number().nullable().optional() }).passthrough();
export const relativeSchema = z.object({
  id: z.string(),
  relation: z.enum(['parent', 'spouse', 'child', 'sibling']),
  first_names: z.array(nameItem),
  surnames: z.array(nameItem),
  gender: z.enum(['m', 'f', 'none']),
  birth_date: z.object({ year: z.number().nullable() }).nullable(),
  full_name: z.string(),
});
export type HintRelative = z.infer<typeof relativeSchema>;

const sideSchema = z
  .object({
    id: z.string(),
    first_names: z.array(nameItem),
    surnames: z.array(nameItem),
    gender: z.enum(['m', 'f', 'none']),
    birth_date: dateSchema.nullable(),
    birth_location: z.string().nullable(),
    death_date: dateSchema.nullable(),
    relatives_json: z.array(relativeSchema),
  })
  .passthrough();
export type HintSide = z.infer<typeof sideSchema>;

const matchSideSchema = sideSchema.extend({
  code: z.string(),
  source_id: z.string(),
  collection_id: z.string(),
  event: z.object({ type: z.string(), year: z.number(), place: z.string() }),
});
export type HintMatchSide = z.infer<typeof matchSideSchema>;

export const comparedFieldSchema = z.object({
  field: z.enum(['first_names', 'surnames', 'gender', 'birth_date', 'birth_location', 'death_date', 'parents', 'spouses', 'children', 'siblings']),
  person_value: z.string(),
  match_value: z.string(),
  agreement: z.enum(['same', 'new', 'conflict', 'missing']),
});
export type HintField = z.infer<typeof comparedFieldSchema>;

export const hintDetailSchema = z.object({
  id: z.string(),
  status: z.enum(hintStatuses),
  score: z.number(),
  person: sideSchema,
  match_person: matchSideSchema,
  fields: z.array(comparedFieldSchema),
  meta: z.object({ family_tree: z.string() }),
});
export type HintDetailView = z.infer<typeof hintDetailSchema>;

const actionSchema = z.object({ id: z.string(), status: z.enum(hintStatuses), hints_tree_ids: z.record(z.string(), z.number()) });
export type HintActionResult = z.infer<typeof actionSchema>;

const personIdsSchema = z.object({ person_ids: z.array(z.string()), counts: z.record(z.string(), z.number()) });

const exampleSchema = z.object({
  example: z.object({ collection_title: z.string(), is_sample: z.boolean(), record_person: matchSideSchema.extend({ full_name: z.string() }) }).nullable(),
});
export type HintExample = NonNullable<z.infer<typeof exampleSchema>['example']>;

export interface HintListParams {
  treeId: string;
  status: HintStatus;
  personId?: string;
  offset: number;
}

export const hintsApi = {
  list: (p: HintListParams) =>
    call('GET', 'person-hints/', hintListSchema, {
      searchParams: { family_tree_id: p.treeId, status: p.status, person_id: p.personId, limit: HINT_PAGE_SIZE, offset: p.offset },
      ac: 'hints.list',
    }),
  /** The ids of the tree's hints of one status, best first (at most 100), for stepping between them. */
  neighbours: async (treeId: string, status: HintStatus) =>
    (await call('GET', 'person-hints/', hintListSchema, { searchParams: { family_tree_id: treeId, status, limit: 100, offset: 0 }, ac: 'hints.neighbours' })).objects.map((h) => h.id),
  detail: (id: string) => call('GET', `person-hints/${encodeURIComponent(id)}/`, hintDetailSchema, { ac: 'hints.detail' }),
  ignore: (id: string) => call('POST', `person-hints/${encodeURIComponent(id)}/ignore/`, actionSchema),
  accept: (id: string, data: unknown) => call('POST', `person-hints/${encodeURIComponent(id)}/accept/`, actionSchema, { json: { data } }),
  personIds: (treeId: string) => call('GET', 'person-hints/person-ids/', personIdsSchema, { searchParams: { family_tree_id: treeId } }),
  /** Names of the persons with new hints, for the person filter (ids in the path's own query). */
  personNames: (ids: string[]) =>
    call('GET', `person/full-names/?${ids.map((id) => `ids=${encodeURIComponent(id)}`).join('&')}`, z.object({ objects: z.array(z.object({ object_id: z.string(), full_name: z.string() })) })),
  /** A real record of a sample collection, for the public RecordFinder page. */
  example: () => call('GET', 'person-hints/example/', exampleSchema),
  banner: () => call('GET', 'member/banner-record-matching/', bannerRecordMatchingSchema, { ac: 'hints.banner' }),
};
