/**
 * Pedigrees a member saved (to a tree of theirs, or to none yet) and "my pedigrees": the saved ones
 * and the ones bought (zupu_access), filtered by tree and clan name.
 */
import type { z } from 'zod';
import type { SavedPedigree, savedPedigreeCreateSchema, savedPedigreePatchSchema, savedPedigreeQuerySchema } from '../../../protocol/zupus';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { treeAccess } from '../trees/access';
import { getPedigree } from './service';
import { pedigreeViews, type Links, type ZupuRow } from './views';

type SavedQuery = z.infer<typeof savedPedigreeQuerySchema>;

/** The tree must be one the member belongs to (owner, editor or viewer). */
async function requireOwnTree(db: Db, treeId: string | null | undefined, user: AuthUser): Promise<void> {
  if (!treeId) return;
  const access = await treeAccess(db, treeId, user);
  if (!access.isMember) throw forbidden('You can only save a zupu to a tree you belong to.');
}

const yes = (v: string | undefined) => v === 'true' || v === '1';

function savedFilter(db: Db, user: AuthUser, q: Pick<SavedQuery, 'family_tree_id' | 'clan_name' | 'is_family_tree_set' | 'clan_pedigree_id'>) {
  let query = db.selectFrom('saved_zupus').where('saved_zupus.user_id', '=', user.id);
  if (q.family_tree_id) query = query.where('saved_zupus.family_tree_id', '=', q.family_tree_id);
  if (q.is_family_tree_set !== undefined) query = query.where('saved_zupus.family_tree_id', yes(q.is_family_tree_set) ? 'is not' : 'is', null);
  if (q.clan_name) query = query.where('saved_zupus.clan_name', '=', q.clan_name);
  if (q.clan_pedigree_id) query = query.where('saved_zupus.clan_pedigree_id', '=', q.clan_pedigree_id);
  return query;
}

async function savedViews(db: Db, rows: { id: string; clan_pedigree_id: string; family_tree_id: string | null; clan_name: string; created_at: Date }[], user: AuthUser, links: Links): Promise<SavedPedigree[]> {
  const zupus = rows.length ? ((await db.selectFrom('zupus').selectAll().where('id', 'in', rows.map((r) => r.clan_pedigree_id)).execute()) as ZupuRow[]) : [];
  const views = new Map((await pedigreeViews(db, zupus, user.id, links)).map((v) => [v.id, v]));
  return rows.map((r) => ({ id: r.id, clan_pedigree_id: r.clan_pedigree_id, family_tree_id: r.family_tree_id, clan_name: r.clan_name, created_at: new Date(r.created_at).toISOString(), pedigree: views.get(r.clan_pedigree_id)! }));
}

export async function listSaved(db: Db, user: AuthUser, q: SavedQuery, links: Links) {
  const [rows, count] = await Promise.all([
    savedFilter(db, user, q).selectAll('saved_zupus').orderBy('saved_zupus.created_at', 'desc').orderBy('saved_zupus.id').limit(q.limit).offset(q.offset).execute(),
    savedFilter(db, user, q).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: await savedViews(db, rows, user, links), total: Number(count.n) };
}

export async function createSaved(db: Db, user: AuthUser, body: z.infer<typeof savedPedigreeCreateSchema>, now: Date, links: Links): Promise<{ saved: SavedPedigree; created: boolean }> {
  const zupu = await getPedigree(db, body.clan_pedigree_id);
  await requireOwnTree(db, body.family_tree_id, user);
  const treeId = body.family_tree_id ?? null;
  const existing = await db
    .selectFrom('saved_zupus')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('clan_pedigree_id', '=', zupu.id)
    .where('family_tree_id', treeId === null ? 'is' : '=', treeId)
    .executeTakeFirst();
  if (existing) return { saved: (await savedViews(db, [existing], user, links))[0]!, created: false };
  const row = await db
    .insertInto('saved_zupus')
    .values({ user_id: user.id, clan_pedigree_id: zupu.id, family_tree_id: treeId, clan_name: body.clan_name || zupu.surname_traditional, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) return createSaved(db, user, body, now, links);
  return { saved: (await savedViews(db, [row], user, links))[0]!, created: true };
}

async function ownSaved(db: Db, user: AuthUser, id: string) {
  const row = await db.selectFrom('saved_zupus').selectAll().where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst();
  if (!row) throw notFound('Saved zupu not found.');
  return row;
}

export async function patchSaved(db: Db, user: AuthUser, id: string, body: z.infer<typeof savedPedigreePatchSchema>, links: Links): Promise<SavedPedigree> {
  await ownSaved(db, user, id);
  if (body.family_tree_id !== undefined) await requireOwnTree(db, body.family_tree_id, user);
  const set = { ...(body.family_tree_id !== undefined ? { family_tree_id: body.family_tree_id } : {}), ...(body.clan_name !== undefined ? { clan_name: body.clan_name } : {}) };
  const row = Object.keys(set).length
    ? await db.updateTable('saved_zupus').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow().catch((err: { code?: string }) => {
        if (err.code === '23505') throw forbidden('This zupu is already saved to that tree.');
        throw err;
      })
    : await ownSaved(db, user, id);
  return (await savedViews(db, [row], user, links))[0]!;
}

export async function deleteSaved(db: Db, user: AuthUser, id: string): Promise<void> {
  await ownSaved(db, user, id);
  await db.deleteFrom('saved_zupus').where('id', '=', id).execute();
}

/** The member's zupus: saved (to the tree asked for, when one is) and bought, each once. */
export async function myPedigrees(db: Db, user: AuthUser, q: SavedQuery, links: Links) {
  const saved = await savedFilter(db, user, q).select('saved_zupus.clan_pedigree_id').execute();
  const owned = q.family_tree_id ? [] : await db.selectFrom('zupu_access').select('zupu_id').where('user_id', '=', user.id).execute();
  const ids = [...new Set([...saved.map((s) => s.clan_pedigree_id), ...owned.map((o) => o.zupu_id)])];
  if (!ids.length) return { objects: [], total: 0 };
  let query = db.selectFrom('zupus').where('id', 'in', ids);
  if (q.clan_name && !q.family_tree_id) query = query.where((eb) => eb.or([eb('surname', '=', q.clan_name!), eb('surname_traditional', '=', q.clan_name!)]));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('title').orderBy('id').limit(q.limit).offset(q.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: await pedigreeViews(db, rows as ZupuRow[], user.id, links), total: Number(count.n) };
}
