/**
 * The tree drawing contract: what `POST familytree/{id}/draw/` and `/diff/` answer, and what the
 * engine (src-engine) consumes. Coordinates are tree space in CSS pixels at zoom 1; y grows downwards,
 * older generations sit above.
 */
import { z } from 'zod';

/** Display preferences of a tree that change how cards look. */
export const treePreferencesSchema = z.object({
  color_code_gender: z.boolean(),
  tree_show_birth_order: z.boolean(),
});
export type TreePreferences = z.infer<typeof treePreferencesSchema>;

export const genderSchema = z.enum(['f', 'm', 'none']);
export type Gender = z.infer<typeof genderSchema>;

/** What a ghost card offers to add. */
export const ghostTypeSchema = z.enum(['father', 'mother', 'spouse', 'child']);
export type GhostType = z.infer<typeof ghostTypeSchema>;

export const positionSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type Position = z.infer<typeof positionSchema>;

/** Everything a card shows; already redacted for living persons when the viewer may not see them. */
export const cardSchema = z.object({
  full_name: z.string(),
  names_en: z.string(),
  names_zh: z.string(),
  gender: genderSchema,
  birth_text: z.string(),
  death_text: z.string(),
  is_deceased: z.boolean(),
  photo_url: z.string().nullable(),
  has_hidden_subtree: z.boolean(),
  hidden_count: z.number().int().nonnegative(),
  hint_count: z.number().int().nonnegative().optional(),
  /** 1-based place among full siblings by birth, shown when tree_show_birth_order is on. */
  birth_order: z.number().int().positive().optional(),
  /** True when the person is shown as 'Living' with nothing else. */
  is_private: z.boolean().optional(),
});
export type Card = z.infer<typeof cardSchema>;

export const drawPersonSchema = z.object({
  object_id: z.string(),
  is_start_person: z.boolean(),
  is_ghost: z.boolean(),
  ghost_type: ghostTypeSchema.optional(),
  /** For a ghost: the person the added relative will attach to. */
  ghost_of: z.string().optional(),
  /** Generation relative to the start person: 0 start, -1 parents, 1 children. */
  generation: z.number().int(),
  position: positionSchema,
  card: cardSchema,
});
export type DrawPerson = z.infer<typeof drawPersonSchema>;

/**
 * Two persons' ids joined in the order lines and families are named by (the smaller first, as sort()
 * orders them, with one comparison): the layout names couples and families with it (lines.ts), and the
 * columnar form makes those names again from it (drawColumns.ts).
 */
export const pairOf = (x: string, y: string) => (y < x ? `${y}+${x}` : `${x}+${y}`);

export const lineKindSchema = z.enum(['couple', 'parent_child', 'link']);
export type LineKind = z.infer<typeof lineKindSchema>;

export const drawLineSchema = z.object({
  line_id: z.string(),
  kind: lineKindSchema,
  person_ids: z.array(z.string()),
  /** Orthogonal polyline in tree space. */
  points: z.array(z.tuple([z.number(), z.number()])).min(2),
  /** Groups the lines of one family (a couple and its children) for highlighting. */
  family_id: z.string(),
  /** For a line to a child who is not a birth child of these parents, so it can be drawn dashed. */
  parenthood_kind: z.enum(['adopted', 'foster', 'step']).optional(),
});
export type DrawLine = z.infer<typeof drawLineSchema>;

/** Which hidden subtrees the viewer has opened, or which open branches were closed. */
export const controlDataSchema = z.object({
  expanded: z.array(z.string()).default([]),
  collapsed: z.array(z.string()).default([]),
});
export type ControlData = z.infer<typeof controlDataSchema>;

export const drawRequestSchema = z.object({
  start_person_id: z.string().optional(),
  control_data: controlDataSchema.optional(),
  with_ghosts: z.boolean().optional(),
});
export type DrawRequest = z.infer<typeof drawRequestSchema>;

export const drawResponseSchema = z.object({
  persons: z.array(drawPersonSchema),
  lines: z.array(drawLineSchema),
  tree_width: z.number().nonnegative(),
  tree_height: z.number().nonnegative(),
  tree_margin_x: z.number(),
  has_state: z.boolean(),
  map_hash: z.string(),
  blood_relatives_ids: z.array(z.string()),
  preferences: treePreferencesSchema,
});
export type DrawResponse = z.infer<typeof drawResponseSchema>;

export const diffTriggerSchema = z.enum(['edit', 'add', 'delete', 'expand', 'reload', 'preferences', 'import']);
export type DiffTrigger = z.infer<typeof diffTriggerSchema>;

export const diffRequestSchema = z.object({
  start_person_id: z.string().optional(),
  map_hash: z.string(),
  trigger: diffTriggerSchema.optional(),
  with_ghosts: z.boolean().optional(),
  control_data: controlDataSchema.optional(),
});
export type DiffRequest = z.infer<typeof diffRequestSchema>;

export const diffResponseSchema = z.object({
  new_persons: z.array(drawPersonSchema),
  /** Ids of persons no longer drawn. */
  remove_persons: z.array(z.string()),
  /** Persons whose card or position changed, sent whole. */
  data_update: z.array(drawPersonSchema),
  new_lines: z.array(drawLineSchema),
  /** Ids of lines no longer drawn. */
  remove_lines: z.array(z.string()),
  tree_width: z.number().nonnegative(),
  tree_height: z.number().nonnegative(),
  tree_margin_x: z.number(),
  has_state: z.boolean(),
  map_hash: z.string(),
  blood_relatives_ids: z.array(z.string()),
  /**
   * When present, blood_relatives_ids is left empty and the client updates the list it holds with this
   * change instead, so a one-person edit on a large tree stays small.
   */
  blood_relatives_change: z.object({ add: z.array(z.string()), remove: z.array(z.string()) }).optional(),
  preferences: treePreferencesSchema,
});
export type DiffResponse = z.infer<typeof diffResponseSchema>;

export const expandControlRequestSchema = z.object({
  start_person_id: z.string().optional(),
  data_list: z.array(z.object({ person_id: z.string(), action: z.enum(['expand', 'collapse']) })).min(1),
});
export type ExpandControlRequest = z.infer<typeof expandControlRequestSchema>;
