/** What a profile shows beside the fields: the kinship term to the home person and the generation. */
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import { relationNames } from '../../kinship';
import { loadTreeGraph } from '../../tree/load';
import { personAccess } from './service';

export async function extraData(db: Db, personId: string, user: AuthUser | null) {
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
    const name = relationNames(await loadTreeGraph(db, access.tree.id), home).get(row.id);
    if (name) {
      relation = { en: name.en, zh: name.zh, zh_alt: name.zhAlt ?? null };
      // Generation counts parent steps up (-1) and child steps down (+1) from the home person.
      generation = [...name.steps].reduce((g, s) => g + (s === 'p' ? -1 : s === 'c' ? 1 : 0), 0);
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
