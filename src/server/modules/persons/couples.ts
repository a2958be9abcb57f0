/** Couple and parenthood writes, and the small person look-ups (full names, my surnames). */
import { sql } from 'kysely';
import type { z } from 'zod';
import { isChinese } from '../../../protocol/names';
import type { coupleCreateSchema, couplePatchSchema, parenthoodCreateSchema } from '../../../protocol/trees';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import { notFound } from '../../http/errors';
import { isUuid, requireWrite, roleOf, treeAccess } from '../trees/access';
import { addCouple, addParenthood, requireTreePersons } from './links';
import { personOutColumns, presentPersons } from './present';
import { personAccess } from './service';

const coupleColumns = ['id', 'tree_id', 'person1_id', 'person2_id', 'marriage_place', 'marriage_date', 'is_divorced', 'divorce_place', 'divorce_date'] as const;

export async function createCouple(db: Db, user: AuthUser, input: z.infer<typeof coupleCreateSchema>, now: Date) {
  const { access } = await personAccess(db, input.person1_id, user);
  requireWrite(access);
  const id = await db.transaction().execute((trx) => addCouple(trx, access.tree.id, input, now));
  const row = await db.selectFrom('couples').select(coupleColumns).where('id', '=', id).executeTakeFirstOrThrow();
  return { object_id: row.id, ...row };
}

export async function patchCouple(db: Db, user: AuthUser, coupleId: string, patch: z.infer<typeof couplePatchSchema>) {
  if (!isUuid(coupleId)) throw notFound('Couple not found.');
  const couple = await db.selectFrom('couples').select(['tree_id']).where('id', '=', coupleId).executeTakeFirst();
  if (!couple) throw notFound('Couple not found.');
  const access = await treeAccess(db, couple.tree_id, user);
  requireWrite(access);
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    values[key] = (key === 'marriage_date' || key === 'divorce_date') && value !== null ? JSON.stringify(value) : value;
  }
  const q = db.updateTable('couples').where('id', '=', coupleId);
  const row = Object.keys(values).length
    ? await q.set(values).returning(coupleColumns).executeTakeFirstOrThrow()
    : await db.selectFrom('couples').select(coupleColumns).where('id', '=', coupleId).executeTakeFirstOrThrow();
  return { object_id: row.id, ...row };
}

export async function createParenthoods(db: Db, user: AuthUser, input: z.infer<typeof parenthoodCreateSchema>, now: Date) {
  const { access } = await personAccess(db, input.parent_ids[0], user);
  requireWrite(access);
  const treeId = access.tree.id;
  await db.transaction().execute(async (trx) => {
    await requireTreePersons(trx, treeId, [...input.parent_ids, ...input.child_ids]);
    for (const parentId of input.parent_ids) for (const childId of input.child_ids) await addParenthood(trx, treeId, parentId, childId, input.kind);
    await trx.updateTable('family_trees').set({ updated_at: now }).where('id', '=', treeId).execute();
  });
  return { parenthoods: input.parent_ids.flatMap((parent_id) => input.child_ids.map((child_id) => ({ parent_id, child_id, kind: input.kind }))) };
}

/** Display names for ids the caller may see; unknown or hidden ids are left out, living ones read 'Living'. */
export async function fullNames(db: Db, user: AuthUser | null, ids: string[], now: Date) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return { objects: [] };
  const rows = await db.selectFrom('persons').select(personOutColumns).where('id', 'in', wanted).execute();
  const byTree = new Map<string, typeof rows>();
  for (const r of rows) byTree.set(r.tree_id, [...(byTree.get(r.tree_id) ?? []), r]);
  const names = new Map<string, string>();
  for (const [treeId, treeRows] of byTree) {
    const tree = await db.selectFrom('family_trees').selectAll().where('id', '=', treeId).where('import_key', 'is', null).executeTakeFirst();
    const role = tree ? await roleOf(db, tree, user) : null;
    if (!role) continue;
    for (const p of await presentPersons(db, treeRows, role !== 'public', now)) names.set(p.id, p.full_name);
  }
  return { objects: wanted.filter((id) => names.has(id)).map((id) => ({ object_id: id, full_name: names.get(id)! })) };
}

/** Surnames used in the caller's own trees, most used first, each marked Chinese or not. */
export async function mySurnames(db: Db, user: AuthUser) {
  const rows = await sql<{ surname: string; count: number }>`
    SELECT s->>'value' AS surname, count(*)::int AS count
    FROM persons p JOIN family_trees t ON t.id = p.tree_id, jsonb_array_elements(p.surnames) s
    WHERE t.owner_id = ${user.id} AND t.import_key IS NULL
    GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 200`.execute(db);
  return { objects: rows.rows.map((r) => ({ surname: r.surname, count: Number(r.count), is_chinese: isChinese(r.surname) })) };
}
