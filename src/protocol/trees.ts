/**
 * Requests and answers of the tree workspace calls: trees, members and sharing, persons, couples and
 * parenthood (tree-workspace.md section 7).
 */
import { z } from 'zod';
import { genderSchema, treePreferencesSchema } from './draw';
import {
  coupleFieldsSchema,
  dateValueSchema,
  factItemSchema,
  parenthoodKindSchema,
  personFieldsSchema,
  residenceSchema,
  firstNameItemSchema,
  surnameItemSchema,
} from './person';

const id = z.string().trim().min(1).max(100);
/** Repeated query parameters arrive as an array, a single one as a string. */
const idList = z.union([id.transform((v) => [v]), z.array(id)]).pipe(z.array(id).max(1000));
const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/** Every person field optional and without defaults: a PATCH changes only what it names. */
export const personPatchSchema = z
  .object({
    first_names: z.array(firstNameItemSchema).max(20),
    surnames: z.array(surnameItemSchema).max(20),
    gender: genderSchema,
    birth_date: dateValueSchema.nullable(),
    birth_location: z.string().max(500).nullable(),
    death_date: dateValueSchema.nullable(),
    death_location: z.string().max(500).nullable(),
    is_deceased: z.boolean(),
    facts: z.array(factItemSchema).max(500),
    notes: z.string().max(100_000).nullable(),
    residence_location: z.array(residenceSchema).max(200),
    profile_picture: z.string().uuid().nullable(),
  })
  .partial()
  .strict();
export type PersonPatch = z.infer<typeof personPatchSchema>;

export const relationSchema = z.enum(['parent', 'child', 'spouse', 'sibling']);
export type Relation = z.infer<typeof relationSchema>;

export const personCreateSchema = personFieldsSchema.extend({
  family_tree_id: id,
  hierarchy_level: z.number().int().min(-100).max(100).optional(),
  /** Attach the new person to an existing one in the same write. */
  relative: z.object({ person_id: id, relation: relationSchema, kind: parenthoodKindSchema.default('birth') }).optional(),
});
export type PersonCreate = z.infer<typeof personCreateSchema>;

export const factsBodySchema = z.object({ facts: z.array(factItemSchema).max(500) });

export const importRelativesSchema = z.object({
  main_person_id: id.optional(),
  new_relatives: z
    .array(z.object({ relation: relationSchema, person: personFieldsSchema, kind: parenthoodKindSchema.default('birth') }))
    .min(1)
    .max(200),
  from_hint: z.union([z.boolean(), z.string().max(100)]).optional(),
});
export type ImportRelatives = z.infer<typeof importRelativesSchema>;

export const fullNamesQuerySchema = z.object({ ids: idList });

export const coupleCreateSchema = coupleFieldsSchema.extend({ person1_id: id, person2_id: id });
export const couplePatchSchema = z
  .object({
    marriage_place: z.string().max(500).nullable(),
    marriage_date: dateValueSchema.nullable(),
    is_divorced: z.boolean(),
    divorce_place: z.string().max(500).nullable(),
    divorce_date: dateValueSchema.nullable(),
  })
  .partial()
  .strict();

export const parenthoodCreateSchema = z.object({
  parent_ids: z.array(id).min(1).max(10),
  child_ids: z.array(id).min(1).max(200),
  kind: parenthoodKindSchema.default('birth'),
});

export const treeCreateSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  is_public: z.boolean().default(false),
  start_person: personFieldsSchema,
});

export const treePatchSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    is_public: z.boolean(),
    home_person_id: id,
    color_code_gender: z.boolean(),
    tree_show_birth_order: z.boolean(),
  })
  .partial()
  .strict();

export const treeFields = ['object_id', 'name', 'home_person', 'is_public', 'is_owner', 'is_editor', 'is_write_allowed', 'persons_count', 'owner_email', 'created_at', 'updated_at'] as const;
export const treeListQuerySchema = z.object({
  fields: z.union([z.string().transform((v) => v.split(',')), z.array(z.string())]).optional(),
});

export const startPersonQuerySchema = z.object({ start_person_id: id.optional() });
export const searchQuerySchema = z.object({
  query: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const qQuerySchema = z.object({ q: z.string().trim().max(200).default('') });

export const onboardingSteps = ['start', 'me', 'mother', 'father', 'grandparent'] as const;
export const onboardingSchema = z.object({ is_onboarded: boolish.optional(), onboarding_step: z.enum(onboardingSteps).optional() });

export const deleteParentSchema = z.object({ parent_id: id, child_id: id.optional(), children_ids: idList.optional() });
export const deleteSpouseSchema = z.object({ person_id: id, spouse_id: id });

const email = z.string().trim().toLowerCase().email().max(320);
export const addMembersSchema = z.object({ emails: z.union([email.transform((e) => [e]), z.array(email).min(1).max(100)]), is_editor: z.boolean().default(false) });
export const editMemberSchema = z.object({ email, is_editor: boolish });
export const deleteMemberSchema = z.object({ email });

export const treeMemberSchema = z.object({ email: z.string(), is_editor: z.boolean(), user_id: z.string().nullable() });
export type TreeMember = z.infer<typeof treeMemberSchema>;

/** A person as the API sends it; on a public tree a living person comes with is_private and 'Living'. */
export const personOutSchema = personFieldsSchema.extend({
  object_id: z.string(),
  id: z.string(),
  family_tree_id: z.string(),
  profile_picture: z.string().nullable(),
  full_name: z.string(),
  names_en: z.string(),
  names_zh: z.string(),
  notes_display: z.string(),
  is_private: z.boolean().optional(),
  is_start_person: z.boolean().optional(),
});
export type PersonOut = z.infer<typeof personOutSchema>;

export const spouseMetaSchema = z.object({ spouse_id: z.string(), couple_id: z.string(), is_divorced: z.boolean() });
export const relativesSchema = z.object({
  parents: z.array(personOutSchema),
  siblings: z.array(personOutSchema),
  spouses: z.array(personOutSchema),
  children: z.array(personOutSchema),
  spouses_meta: z.array(spouseMetaSchema),
  preferences: treePreferencesSchema,
});
export type Relatives = z.infer<typeof relativesSchema>;

export const treeDetailsSchema = z.object({
  object_id: z.string(),
  id: z.string(),
  name: z.string(),
  home_person: z.string().nullable(),
  is_write_allowed: z.boolean(),
  is_user_owner: z.boolean(),
  is_owner: z.boolean(),
  is_editor: z.boolean(),
  is_public: z.boolean(),
  tree_members: z.array(treeMemberSchema),
  preferences: treePreferencesSchema,
  ancestors: z.array(z.string()),
  start_person: personOutSchema.nullable(),
});
export type TreeDetails = z.infer<typeof treeDetailsSchema>;

export const deletePersonResultSchema = z.object({ deleted: z.string(), focus_person_id: z.string().nullable(), home_person: z.string().nullable() });

/** GET familytree/:id/clan-persons/: the tree's persons carrying one surname (a Chinese one in either script), by birth. */
export const clanPersonsQuerySchema = z.object({
  surname: z.string().trim().min(1, 'Must not be empty.').max(40, 'At most 40 characters.'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ClanPersonsQuery = z.infer<typeof clanPersonsQuerySchema>;
export const clanPersonsSchema = z.object({
  surname: z.string(),
  /** The surname in simplified and traditional characters (the same text for a non-Chinese surname). */
  simplified: z.string(),
  traditional: z.string(),
  objects: z.array(personOutSchema),
  meta: z.object({ limit: z.number().int(), offset: z.number().int(), total_count: z.number().int() }),
});
export type ClanPersons = z.infer<typeof clanPersonsSchema>;
