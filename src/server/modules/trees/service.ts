/** Trees: details, create, delete, list, settings, lineage and the structural deletes. */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { PersonFields } from '../../../protocol/person';
import type { treeCreateSchema, treePatchSchema, TreeDetails, TreeMember } from '../../../protocol/trees';
import { treeFields } from '../../../protocol/trees';
import { isChinese } from '../../../protocol/names';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { personRowValues } from '../../tree/load';
import { requireTreePersons } from '../persons/links';
import { personOutColumns, presentPerson, presentPersons } from '../persons/present';
import { accessFromRole, requireOwner, requireWrite, treeAccess, treesOfUser, type TreeAccess } from './access';

const columnCache = new WeakMap<Db, Map<string, boolean>>();

/** Whether users has a column; the accounts migration adds family_tree_id and the onboarding fields. */
export async function usersHasColumn(db: Db, column: string): Promise<boolean> {
  const cache = columnCache.get(db) ?? new Map<string, boolean>();
  columnCache.set(db, cache);
  const known = cache.get(column);
  if (known !== undefined) return known;
  const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name = ${column}`.execute(db);
  const has = Number(found.rows[0].n) > 0;
  // Only a present column is remembered: a migration may still add a missing one.
  if (has) cache.set(column, true);
  return has;
}

export async function membersOf(db: Db, treeId: string): Promise<TreeMember[]> {
  return db.selectFrom('tree_members').select(['email', 'is_editor', 'user_id']).where('tree_id', '=', treeId).orderBy('created_at').orderBy('email').execute();
}

export function preferencesOf(access: TreeAccess) {
  return { color_code_gender: access.tree.color_code_gender, tree_show_birth_order: access.tree.tree_show_birth_order };
}

/** Ancestor ids of a person, nearest first. */
export async function ancestorIds(db: Db, personId: string): Promise<string[]> {
  const rows = await sql<{ id: string; depth: number }>`
    WITH RECURSIVE anc(id, depth) AS (
      SELECT parent_id, 1 FROM parenthoods WHERE child_id = ${personId}
      UNION
      SELECT p.parent_id, a.depth + 1 FROM parenthoods p JOIN anc a ON p.child_id = a.id WHERE a.depth < 200
    )
    SELECT id, min(depth) AS depth FROM anc GROUP BY id ORDER BY 2, 1`.execute(db);
  return rows.rows.map((r) => r.id);
}

async function startPersonOf(db: Db, access: TreeAccess, startPersonId: string | undefined, now: Date) {
  const id = startPersonId ?? access.tree.home_person_id;
  if (!id) return null;
  if (startPersonId) await requireTreePersons(db, access.tree.id, [startPersonId]);
  const row = await db.selectFrom('persons').select(personOutColumns).where('id', '=', id).executeTakeFirst();
  return row ? { ...(await presentPerson(db, row, access.isMember, now)), is_start_person: true } : null;
}

/** The shared part of details and lineage: flags, members (members only), preferences. */
async function treeHeader(db: Db, access: TreeAccess) {
  return {
    object_id: access.tree.id,
    id: access.tree.id,
    name: access.tree.name,
    home_person: access.tree.home_person_id,
    is_write_allowed: access.is_write_allowed,
    is_user_owner: access.is_user_owner,
    is_owner: access.is_owner,
    is_editor: access.is_editor,
    is_public: access.tree.is_public,
    // Who a tree is shared with is for its members, not for the public.
    tree_members: access.isMember ? await membersOf(db, access.tree.id) : [],
    preferences: preferencesOf(access),
  };
}

export async function treeDetails(db: Db, access: TreeAccess, startPersonId: string | undefined, now: Date): Promise<TreeDetails> {
  const start = await startPersonOf(db, access, startPersonId, now);
  return { ...(await treeHeader(db, access)), ancestors: start ? await ancestorIds(db, start.id) : [], start_person: start };
}

function defaultTreeName(p: PersonFields): string {
  const zh = p.surnames.find((s) => isChinese(s.value));
  const en = p.surnames.find((s) => !isChinese(s.value));
  const surname = [en?.value, zh?.value].filter(Boolean).join(' ');
  return surname ? `${surname} Family Tree` : 'My Family Tree';
}

export async function createTree(db: Db, user: AuthUser, input: z.infer<typeof treeCreateSchema>, now: Date): Promise<TreeDetails> {
  const linkUser = await usersHasColumn(db, 'family_tree_id');
  const treeId = await db.transaction().execute(async (trx) => {
    const tree = await trx
      .insertInto('family_trees')
      .values({ owner_id: user.id, name: input.name ?? defaultTreeName(input.start_person), is_public: input.is_public, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = await trx
      .insertInto('persons')
      .values({ tree_id: tree.id, ...personRowValues(input.start_person), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('family_trees').set({ home_person_id: person.id }).where('id', '=', tree.id).execute();
    // The first tree becomes the user's active tree.
    if (linkUser) await sql`UPDATE users SET family_tree_id = ${tree.id} WHERE id = ${user.id} AND family_tree_id IS NULL`.execute(trx);
    return tree.id;
  });
  return treeDetails(db, await treeAccess(db, treeId, user), undefined, now);
}

export async function deleteTree(db: Db, access: TreeAccess): Promise<{ deleted: string; family_tree_id: string | null }> {
  requireOwner(access);
  const linkUser = await usersHasColumn(db, 'family_tree_id');
  return db.transaction().execute(async (trx) => {
    // Persons go first: family_trees.home_person_id points at one of them.
    await trx.updateTable('family_trees').set({ home_person_id: null }).where('id', '=', access.tree.id).execute();
    await trx.deleteFrom('family_trees').where('id', '=', access.tree.id).execute();
    let next: string | null = null;
    if (linkUser) {
      const other = await trx.selectFrom('family_trees').select('id').where('owner_id', '=', access.tree.owner_id).where('import_key', 'is', null).orderBy('created_at').executeTakeFirst();
      next = other?.id ?? null;
      await sql`UPDATE users SET family_tree_id = ${next} WHERE family_tree_id = ${access.tree.id} OR (id = ${access.tree.owner_id} AND family_tree_id IS NULL)`.execute(trx);
    }
    return { deleted: access.tree.id, family_tree_id: next };
  });
}

type TreeField = (typeof treeFields)[number];

/** The trees a user owns, may edit, or may see, each with its flags; `fields` narrows what is sent. */
export async function listTrees(db: Db, user: AuthUser, fields: string[] | undefined) {
  const trees = await treesOfUser(db, user);
  const counts = trees.length
    ? await db.selectFrom('persons').select(['tree_id', (eb) => eb.fn.countAll<number>().as('n')]).where('tree_id', 'in', trees.map((t) => t.tree.id)).groupBy('tree_id').execute()
    : [];
  const countOf = new Map(counts.map((c) => [c.tree_id, Number(c.n)]));
  const owners = trees.length ? await db.selectFrom('users').select(['id', 'email']).where('id', 'in', [...new Set(trees.map((t) => t.tree.owner_id))]).execute() : [];
  const ownerEmail = new Map(owners.map((o) => [o.id, o.email]));
  const wanted = new Set((fields ?? []).filter((f): f is TreeField => (treeFields as readonly string[]).includes(f)));
  const objects = trees.map(({ tree, role }) => {
    const a = accessFromRole(tree, role, user);
    const full: Record<TreeField, unknown> = {
      object_id: tree.id,
      name: tree.name,
      home_person: tree.home_person_id,
      is_public: tree.is_public,
      is_owner: a.is_owner,
      is_editor: a.is_editor,
      is_write_allowed: a.is_write_allowed,
      persons_count: countOf.get(tree.id) ?? 0,
      owner_email: ownerEmail.get(tree.owner_id) ?? null,
      created_at: tree.created_at,
      updated_at: tree.updated_at,
    };
    if (wanted.size === 0) return full;
    return Object.fromEntries(Object.entries(full).filter(([k]) => k === 'object_id' || wanted.has(k as TreeField)));
  });
  return {
    objects,
    owned: trees.filter((t) => t.role === 'owner').map((t) => t.tree.id),
    editable: trees.filter((t) => t.role === 'owner' || t.role === 'editor').map((t) => t.tree.id),
    shared: trees.filter((t) => t.role !== 'owner').map((t) => t.tree.id),
    meta: { limit: objects.length, offset: 0, total_count: objects.length },
  };
}

export async function patchTree(db: Db, access: TreeAccess, patch: z.infer<typeof treePatchSchema>, now: Date): Promise<TreeDetails> {
  // Display preferences are an editor's to change; sharing, renaming and the home person are the owner's.
  const ownerOnly = patch.name !== undefined || patch.is_public !== undefined || patch.home_person_id !== undefined;
  if (ownerOnly) requireOwner(access);
  else requireWrite(access);
  if (patch.home_person_id) await requireTreePersons(db, access.tree.id, [patch.home_person_id]);
  const tree = await db.updateTable('family_trees').set({ ...patch, updated_at: now }).where('id', '=', access.tree.id).returningAll().executeTakeFirstOrThrow();
  return treeDetails(db, { ...access, tree }, undefined, now);
}

/** The paternal line (世系) up from a person: father, else mother, else any parent, generation by generation. */
export async function lineage(db: Db, access: TreeAccess, startPersonId: string | undefined, now: Date) {
  const startId = startPersonId ?? access.tree.home_person_id;
  if (startPersonId) await requireTreePersons(db, access.tree.id, [startPersonId]);
  const line: string[] = [];
  const seen = new Set<string>();
  let current: string | null = startId;
  while (current && !seen.has(current) && line.length < 500) {
    seen.add(current);
    line.push(current);
    const parents = await db
      .selectFrom('parenthoods')
      .innerJoin('persons', 'persons.id', 'parenthoods.parent_id')
      .select(['persons.id', 'persons.gender', 'parenthoods.kind'])
      .where('parenthoods.child_id', '=', current)
      .execute();
    const rank = (p: { gender: string; kind: string }) => (p.kind === 'birth' || p.kind === 'adopted' ? 0 : 2) + (p.gender === 'm' ? 0 : 1);
    parents.sort((a, b) => rank(a) - rank(b));
    current = parents[0]?.id ?? null;
  }
  const rows = line.length ? await db.selectFrom('persons').select(personOutColumns).where('id', 'in', line).execute() : [];
  const shown = new Map((await presentPersons(db, rows, access.isMember, now)).map((p) => [p.id, p]));
  return {
    ...(await treeHeader(db, access)),
    start_person_id: startId,
    ancestors: line.slice(1).map((id, i) => ({ generation: -(i + 1), person: shown.get(id)! })),
    lineage: line.map((id, i) => ({ generation: -i, person: shown.get(id)! })),
  };
}

export async function deleteParentLinks(db: Db, access: TreeAccess, parentId: string, childIds: string[], now: Date) {
  requireWrite(access);
  if (childIds.length === 0) throw badRequest('Name the child: child_id or children_ids.', { child_id: ['Required.'] });
  await requireTreePersons(db, access.tree.id, [parentId, ...childIds]);
  const removed = await db.transaction().execute(async (trx) => {
    const rows = await trx.deleteFrom('parenthoods').where('parent_id', '=', parentId).where('child_id', 'in', childIds).returning('child_id').execute();
    await trx.updateTable('family_trees').set({ updated_at: now }).where('id', '=', access.tree.id).execute();
    return rows.map((r) => r.child_id);
  });
  if (removed.length === 0) throw notFound('That person is not a parent of that child.');
  return { parent_id: parentId, removed_children_ids: removed };
}

export async function deleteSpouseLink(db: Db, access: TreeAccess, personId: string, spouseId: string, now: Date) {
  requireWrite(access);
  await requireTreePersons(db, access.tree.id, [personId, spouseId]);
  const rows = await db
    .deleteFrom('couples')
    .where((eb) =>
      eb.or([
        eb.and([eb('person1_id', '=', personId), eb('person2_id', '=', spouseId)]),
        eb.and([eb('person1_id', '=', spouseId), eb('person2_id', '=', personId)]),
      ]),
    )
    .returning('id')
    .execute();
  if (rows.length === 0) throw notFound('These two persons are not a couple.');
  await db.updateTable('family_trees').set({ updated_at: now }).where('id', '=', access.tree.id).execute();
  return { removed_couple_ids: rows.map((r) => r.id) };
}
