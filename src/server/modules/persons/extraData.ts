/** What a profile shows beside the fields: the kinship term to the home person and the generation. */
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import type { PersonRelation } from '../trees/tasks';
import { personAccess } from './service';

/** Finds the kinship of a person to the home person (in the worker pool: it walks the whole tree). */
export type RelationOf = (treeId: string, home: string, personId: string) => Promise<PersonRelation | null>;

export async function extraData(db: Db, personId: string, user: AuthUser | null, relationOf: RelationOf) {
  const { row, access } = await personAccess(db, personId, user);
  const home = access.tree.home_person_id;
  const counts = await db
    .selectFrom('parenthoods')
    .select((eb) => [
      eb.fn.count<number>(eb.case().when('parent_id', '=', row.id).then(1).end()).as('children'),
      eb.fn.count<number>(eb.case().when('child_id', '=', row.id).then(1).end()).as('parents'),
    ])
    .where((eb) => eb.or([eb('parent_id', '=', row.id), eb('child_id', '=', row.id)]))
    .executeTakeFirstOrThrow();
  let relation: { en: string; zh: string; zh_alt: string | null } | null = null;
  let generation: number | null = null;
  if (home === row.id) {
    relation = { en: 'self', zh: '自己', zh_alt: null };
    generation = 0;
  } else if (home) {
    const found = await relationOf(access.tree.id, home, row.id);
    if (found) {
      relation = { en: found.en, zh: found.zh, zh_alt: found.zh_alt };
      generation = found.generation;
    }
  }
  return {
    object_id: row.id,
    relation_to_home_person: relation,
    generation_number: generation,
    children_count: Number(counts.children),
    parents_count: Number(counts.parents),
    is_home_person: home === row.id,
  };
}
