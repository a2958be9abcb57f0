/** Tree calls (tree-workspace.md section 7), typed with src/protocol/trees.ts. */
import { z } from 'zod';
import { listMetaSchema, listSchema } from '../protocol/common';
import { treePreferencesSchema } from '../protocol/draw';
import type { PersonFields } from '../protocol/person';
import { personOutSchema, treeDetailsSchema, treeMemberSchema } from '../protocol/trees';
import { call } from './client';

/** One tree of the list; the server drops the fields not asked for, so all but the id are optional. */
export const treeListItemSchema = z.object({
  object_id: z.string(),
  name: z.string().optional(),
  home_person: z.string().nullable().optional(),
  is_public: z.boolean().optional(),
  is_owner: z.boolean().optional(),
  is_editor: z.boolean().optional(),
  is_write_allowed: z.boolean().optional(),
  persons_count: z.number().optional(),
  owner_email: z.string().nullable().optional(),
});
export type TreeListItem = z.infer<typeof treeListItemSchema>;

export const treeListSchema = z.object({
  objects: z.array(treeListItemSchema),
  owned: z.array(z.string()),
  editable: z.array(z.string()),
  shared: z.array(z.string()),
  meta: listMetaSchema,
});

const generationSchema = z.object({ generation: z.number().int(), person: personOutSchema });
export const lineageSchema = z.object({
  object_id: z.string(),
  name: z.string(),
  home_person: z.string().nullable(),
  is_write_allowed: z.boolean(),
  is_user_owner: z.boolean(),
  is_public: z.boolean(),
  tree_members: z.array(treeMemberSchema),
  preferences: treePreferencesSchema,
  start_person_id: z.string().nullable(),
  ancestors: z.array(generationSchema),
  /** The start person (generation 0) and then each ancestor up the line. */
  lineage: z.array(generationSchema),
});
export type Lineage = z.infer<typeof lineageSchema>;

const personListSchema = listSchema(personOutSchema);
/** Kinship term of every relative of the home person, in English and Chinese (e.g. 'Grandfather', '祖父'). */
export const relationNamesSchema = z.object({
  home_person: z.string().nullable(),
  relations: z.record(z.string(), z.object({ en: z.string(), zh: z.string(), zh_alt: z.string().nullable(), path: z.array(z.string()) })),
});

const treePath = (treeId: string, rest = '') => `familytree/${encodeURIComponent(treeId)}/${rest}`;

export interface TreePatch {
  name?: string;
  is_public?: boolean;
  home_person_id?: string;
  color_code_gender?: boolean;
  tree_show_birth_order?: boolean;
}

export const demoTreeSchema = z.object({ object_id: z.string(), name: z.string() });

export const treesApi = {
  /** The public demo tree a visitor can open without an account. */
  demo: () => call('GET', 'familytree/demo/', demoTreeSchema),
  details: (treeId: string, startPersonId?: string | null) =>
    call('GET', treePath(treeId), treeDetailsSchema, { searchParams: { start_person_id: startPersonId ?? undefined } }),
  list: (fields?: string[]) => call('GET', 'familytree/list/', treeListSchema, { searchParams: { fields: fields?.join(',') } }),
  create: (startPerson: Partial<PersonFields>, name?: string) =>
    call('POST', 'familytree/create/', treeDetailsSchema, { json: { start_person: startPerson, name } }),
  patch: (treeId: string, patch: TreePatch) => call('PATCH', treePath(treeId), treeDetailsSchema, { json: patch }),
  /** A new private tree of the caller's holding what they may read of this one (living persons hidden unless a member). */
  copy: (treeId: string, name?: string) => call('POST', treePath(treeId, 'copy/'), treeDetailsSchema, { json: name ? { name } : {} }),
  /** Persons of one tree by either script or pinyin; (ac): each keystroke replaces the last search. */
  search: (treeId: string, query: string, limit = 20) =>
    call('GET', treePath(treeId, 'search/'), personListSchema, { ac: 'familytree.search', searchParams: { query, limit } }),
  relationNames: (treeId: string) => call('GET', treePath(treeId, 'relation-names/'), relationNamesSchema),
  lineage: (treeId: string, startPersonId?: string | null) =>
    call('GET', treePath(treeId, 'lineage/'), lineageSchema, { searchParams: { start_person_id: startPersonId ?? undefined } }),
};
