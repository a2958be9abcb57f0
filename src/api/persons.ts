/** Person, couple and parenthood calls (tree-workspace.md section 7), typed with src/protocol/trees.ts. */
import { z } from 'zod';
import type { ParenthoodKind, PersonFields } from '../protocol/person';
import { deletePersonResultSchema, personOutSchema, relativesSchema, type PersonPatch, type Relation } from '../protocol/trees';
import { call } from './client';

const personPath = (id: string, rest = '') => `person/${encodeURIComponent(id)}/${rest}`;

export interface NewRelative {
  personId: string;
  relation: Relation;
  kind?: ParenthoodKind;
}

const optionSchema = z.object({ value: z.string(), label: z.string() });
export const personOptionsSchema = z.object({
  first_name_types: z.array(optionSchema),
  surname_types: z.array(optionSchema),
  genders: z.array(optionSchema),
});

export const personsApi = {
  get: (id: string) => call('GET', personPath(id), personOutSchema),
  /** Creates a person, attached to `relative` in the same write when given. */
  create: (treeId: string, fields: Partial<PersonFields>, relative?: NewRelative) =>
    call('POST', 'person/', personOutSchema, {
      json: {
        ...fields,
        family_tree_id: treeId,
        relative: relative ? { person_id: relative.personId, relation: relative.relation, kind: relative.kind ?? 'birth' } : undefined,
      },
    }),
  patch: (id: string, patch: PersonPatch) => call('PATCH', personPath(id), personOutSchema, { json: patch }),
  /** Deletes a person; the answer names who should be focused next (spouse, sibling, parent, child). */
  remove: (id: string) => call('DELETE', personPath(id), deletePersonResultSchema),
  relatives: (id: string) => call('GET', personPath(id, 'relatives/'), relativesSchema),
  options: () => call('GET', 'person/options/', personOptionsSchema),
};
