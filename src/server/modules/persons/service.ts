/**
 * Persons: read with relatives, create (optionally attached to a relative), update, delete with the
 * focus hand-over, facts, and relatives imported in one write.
 */
import type { PersonFields } from '../../../protocol/person';
import type { PersonCreate, PersonOut, PersonPatch, Relation, Relatives, ImportRelatives } from '../../../protocol/trees';
import type { ParenthoodKind } from '../../../protocol/person';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { personRowValues } from '../../tree/load';
import { isUuid, requireWrite, treeAccess, type TreeAccess } from '../trees/access';
import { requireTreeImage } from '../library/treeImage';
import { addCouple, addParenthood, requireTreePersons } from './links';
import { personOutColumns, presentPerson, presentPersons, type PersonRow } from './present';

export async function personAccess(db: Db, personId: string, user: AuthUser | null): Promise<{ row: PersonRow; access: TreeAccess }> {
  if (!isUuid(personId)) throw notFound('Person not found.');
  const row = await db.selectFrom('persons').select(personOutColumns).where('id', '=', personId).executeTakeFirst();
  if (!row) throw notFound('Person not found.');
  const access = await treeAccess(db, row.tree_id, user);
  return { row, access };
}

const byBirth = (a: PersonRow, b: PersonRow) =>
  (a.birth_sort ?? Number.MAX_SAFE_INTEGER) - (b.birth_sort ?? Number.MAX_SAFE_INTEGER) || a.created_at.getTime() - b.created_at.getTime();

/** Parents, siblings (sharing at least one parent), spouses with their couple ids, and children. */
export async function relativeRows(db: Db, personId: string) {
  const [parents, children, siblings, couples] = await Promise.all([
    db.selectFrom('parenthoods').innerJoin('persons', 'persons.id', 'parenthoods.parent_id').select(personOutColumns.map((c) => `persons.${c}` as const)).select('parenthoods.kind').where('parenthoods.child_id', '=', personId).execute(),
    db.selectFrom('parenthoods').innerJoin('persons', 'persons.id', 'parenthoods.child_id').select(personOutColumns.map((c) => `persons.${c}` as const)).where('parenthoods.parent_id', '=', personId).execute(),
    db
      .selectFrom('persons')
      .select(personOutColumns)
      .where('id', '<>', personId)
      .where('id', 'in', (eb) =>
        eb.selectFrom('parenthoods as b').innerJoin('parenthoods as a', 'a.parent_id', 'b.parent_id').select('b.child_id').where('a.child_id', '=', personId),
      )
      .execute(),
    db
      .selectFrom('couples')
      .select(['id', 'person1_id', 'person2_id', 'is_divorced', 'created_at'])
      .where((eb) => eb.or([eb('person1_id', '=', personId), eb('person2_id', '=', personId)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const spouseIds = couples.map((c) => (c.person1_id === personId ? c.person2_id : c.person1_id));
  const spouseRows = spouseIds.length ? await db.selectFrom('persons').select(personOutColumns).where('id', 'in', spouseIds).execute() : [];
  const spouseById = new Map(spouseRows.map((r) => [r.id, r]));
  // Fathers before mothers, as a pedigree reads.
  const order = { m: 0, none: 1, f: 2 } as const;
  parents.sort((a, b) => order[a.gender] - order[b.gender] || byBirth(a, b));
  return {
    parents: parents as PersonRow[],
    siblings: siblings.sort(byBirth),
    spouses: spouseIds.map((id) => spouseById.get(id)).filter((r): r is PersonRow => !!r),
    children: (children as PersonRow[]).sort(byBirth),
    spouses_meta: couples.map((c, i) => ({ spouse_id: spouseIds[i], couple_id: c.id, is_divorced: c.is_divorced })),
  };
}

export async function relativesOf(db: Db, row: PersonRow, access: TreeAccess, now: Date): Promise<Relatives> {
  const r = await relativeRows(db, row.id);
  const all = [...r.parents, ...r.siblings, ...r.spouses, ...r.children];
  const shown = await presentPersons(db, all, access.isMember, now);
  const byId = new Map(shown.map((p) => [p.id, p]));
  const pick = (rows: PersonRow[]) => rows.map((x) => byId.get(x.id)!);
  return {
    parents: pick(r.parents),
    siblings: pick(r.siblings),
    spouses: pick(r.spouses),
    children: pick(r.children),
    spouses_meta: r.spouses_meta,
    preferences: { color_code_gender: access.tree.color_code_gender, tree_show_birth_order: access.tree.tree_show_birth_order },
  };
}

export interface PersonWithRelatives extends PersonOut {
  relatives: { parents: string[]; siblings: string[]; spouses: string[]; children: string[]; spouses_meta: Relatives['spouses_meta'] };
  is_home_person: boolean;
}

export async function readPerson(db: Db, personId: string, user: AuthUser | null, now: Date): Promise<PersonWithRelatives> {
  const { row, access } = await personAccess(db, personId, user);
  const r = await relativeRows(db, row.id);
  const ids = (rows: PersonRow[]) => rows.map((x) => x.id);
  return {
    ...(await presentPerson(db, row, access.isMember, now)),
    relatives: { parents: ids(r.parents), siblings: ids(r.siblings), spouses: ids(r.spouses), children: ids(r.children), spouses_meta: r.spouses_meta },
    is_home_person: access.tree.home_person_id === row.id,
  };
}

async function insertPerson(db: Db, treeId: string, fields: PersonFields, now: Date): Promise<string> {
  const row = await db
    .insertInto('persons')
    .values({ tree_id: treeId, ...personRowValues(fields), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Links a new person to an existing one of the same tree as the given relation. */
async function attach(db: Db, treeId: string, anchorId: string, newId: string, relation: Relation, kind: ParenthoodKind, now: Date): Promise<void> {
  if (relation === 'parent') await addParenthood(db, treeId, newId, anchorId, kind);
  else if (relation === 'child') await addParenthood(db, treeId, anchorId, newId, kind);
  else if (relation === 'spouse') await addCouple(db, treeId, { person1_id: anchorId, person2_id: newId }, now);
  else {
    const parents = await db.selectFrom('parenthoods').select(['parent_id', 'kind']).where('child_id', '=', anchorId).execute();
    if (parents.length === 0) throw badRequest('Add a parent before adding a sibling: this person has no parents in the tree.', { relation: ['No parents to share.'] });
    for (const p of parents) await addParenthood(db, treeId, p.parent_id, newId, p.kind === 'step' ? 'step' : kind);
  }
}

export async function createPerson(db: Db, user: AuthUser, input: PersonCreate, now: Date): Promise<PersonOut> {
  const access = await treeAccess(db, input.family_tree_id, user);
  requireWrite(access);
  const { family_tree_id: treeId, relative, hierarchy_level: _level, ...fields } = input;
  const id = await db.transaction().execute(async (trx) => {
    if (relative) await requireTreePersons(trx, treeId, [relative.person_id]);
    const newId = await insertPerson(trx, treeId, fields, now);
    if (relative) await attach(trx, treeId, relative.person_id, newId, relative.relation, relative.kind, now);
    await trx.updateTable('family_trees').set({ updated_at: now }).where('id', '=', treeId).execute();
    return newId;
  });
  const row = await db.selectFrom('persons').select(personOutColumns).where('id', '=', id).executeTakeFirstOrThrow();
  return presentPerson(db, row, true, now);
}

export async function patchPerson(db: Db, user: AuthUser, personId: string, patch: PersonPatch, now: Date): Promise<PersonOut> {
  const { row, access } = await personAccess(db, personId, user);
  requireWrite(access);
  const merged: PersonFields = {
    first_names: patch.first_names ?? row.first_names,
    surnames: patch.surnames ?? row.surnames,
    gender: patch.gender ?? row.gender,
    birth_date: patch.birth_date !== undefined ? patch.birth_date : row.birth_date,
    birth_location: patch.birth_location !== undefined ? patch.birth_location : row.birth_location,
    death_date: patch.death_date !== undefined ? patch.death_date : row.death_date,
    death_location: patch.death_location !== undefined ? patch.death_location : row.death_location,
    is_deceased: patch.is_deceased ?? row.is_deceased,
    facts: patch.facts ?? row.facts,
    notes: patch.notes !== undefined ? patch.notes : row.notes,
    residence_location: patch.residence_location ?? row.residence_location,
  };
  // Only an image of this tree's library can be the picture.
  if (patch.profile_picture) await requireTreeImage(db, row.tree_id, patch.profile_picture, 'profile_picture');
  const values = { ...personRowValues(merged), updated_at: now, ...(patch.profile_picture !== undefined ? { profile_picture: patch.profile_picture } : {}) };
  const updated = await db.updateTable('persons').set(values).where('id', '=', personId).returning(personOutColumns).executeTakeFirstOrThrow();
  await db.updateTable('family_trees').set({ updated_at: now }).where('id', '=', row.tree_id).execute();
  return presentPerson(db, updated, true, now);
}

export async function setFacts(db: Db, user: AuthUser, personId: string, facts: PersonFields['facts'], now: Date): Promise<PersonOut> {
  return patchPerson(db, user, personId, { facts }, now);
}

/**
 * Deletes a person with its couple and parenthood links in one transaction, and says where focus
 * goes: the first spouse, else the first sibling, else the first parent, else the first child.
 */
export async function deletePerson(db: Db, user: AuthUser, personId: string, now: Date) {
  const { row, access } = await personAccess(db, personId, user);
  requireWrite(access);
  return db.transaction().execute(async (trx) => {
    const r = await relativeRows(trx, personId);
    const focus = r.spouses[0] ?? r.siblings[0] ?? r.parents[0] ?? r.children[0] ?? null;
    await trx.deleteFrom('couples').where((eb) => eb.or([eb('person1_id', '=', personId), eb('person2_id', '=', personId)])).execute();
    await trx.deleteFrom('parenthoods').where((eb) => eb.or([eb('parent_id', '=', personId), eb('child_id', '=', personId)])).execute();
    let home = access.tree.home_person_id;
    if (home === personId) {
      const next = focus ?? (await trx.selectFrom('persons').select(personOutColumns).where('tree_id', '=', row.tree_id).where('id', '<>', personId).orderBy('created_at').executeTakeFirst()) ?? null;
      home = next?.id ?? null;
    }
    await trx.updateTable('family_trees').set({ home_person_id: home, updated_at: now }).where('id', '=', row.tree_id).execute();
    await trx.deleteFrom('persons').where('id', '=', personId).execute();
    return { deleted: personId, focus_person_id: focus?.id ?? null, home_person: home };
  });
}

/** Creates several relatives of one person in one transaction (from a hint or a form). */
/** `within` runs last in the same transaction (accepting the hint the relatives come from). */
export async function importRelatives(db: Db, user: AuthUser, personId: string, input: ImportRelatives, now: Date, within?: (trx: Db) => Promise<void>) {
  const { row, access } = await personAccess(db, personId, user);
  requireWrite(access);
  const mainId = input.main_person_id ?? personId;
  const created = await db.transaction().execute(async (trx) => {
    await requireTreePersons(trx, row.tree_id, [mainId]);
    // Siblings take their parents from the main person, so parents are added first.
    const order: Record<Relation, number> = { parent: 0, spouse: 1, child: 2, sibling: 3 };
    const items = input.new_relatives.map((r, i) => ({ ...r, i })).sort((a, b) => order[a.relation] - order[b.relation] || a.i - b.i);
    const ids: { relation: Relation; id: string; index: number }[] = [];
    for (const item of items) {
      const id = await insertPerson(trx, row.tree_id, item.person, now);
      await attach(trx, row.tree_id, mainId, id, item.relation, item.kind, now);
      ids.push({ relation: item.relation, id, index: item.i });
    }
    // A new parent and the other parent of the main person form a couple when they are not one yet.
    const parents = ids.filter((x) => x.relation === 'parent');
    if (parents.length === 2) await addCouple(trx, row.tree_id, { person1_id: parents[0].id, person2_id: parents[1].id }, now);
    await trx.updateTable('family_trees').set({ updated_at: now }).where('id', '=', row.tree_id).execute();
    if (within) await within(trx);
    return ids.sort((a, b) => a.index - b.index);
  });
  const rows = await db.selectFrom('persons').select(personOutColumns).where('id', 'in', created.map((c) => c.id)).execute();
  const shown = new Map((await presentPersons(db, rows, true, now)).map((p) => [p.id, p]));
  return { main_person_id: mainId, from_hint: input.from_hint ?? null, persons: created.map((c) => ({ relation: c.relation, person: shown.get(c.id)! })) };
}

