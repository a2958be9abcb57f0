/**
 * Who may do what on a tree, decided in one place. Roles: the owner; a member added by e-mail as
 * editor or viewer (matched by the caller's e-mail or user id); anyone on a public tree. Nobody else
 * learns that a private tree exists (404).
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { FamilyTreesTable } from '../../db/schema';
import type { AuthUser } from '../../deps';
import { forbidden, notFound, unauthorized } from '../../http/errors';

export type TreeRole = 'owner' | 'editor' | 'viewer' | 'public';
export type TreeRow = Selectable<FamilyTreesTable>;

export interface TreeAccess {
  tree: TreeRow;
  role: TreeRole;
  user: AuthUser | null;
  /** Owner, editor or viewer: sees living persons in full. */
  isMember: boolean;
  is_write_allowed: boolean;
  is_owner: boolean;
  is_user_owner: boolean;
  is_editor: boolean;
  /** Signs the card pictures of a drawing made in the worker pool (hex of files/urls.ts's secret), set by the drawing calls. */
  photoSecret?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function accessFromRole(tree: TreeRow, role: TreeRole, user: AuthUser | null): TreeAccess {
  return {
    tree,
    role,
    user,
    isMember: role !== 'public',
    is_write_allowed: role === 'owner' || role === 'editor',
    is_owner: role === 'owner',
    is_user_owner: !!user && tree.owner_id === user.id,
    is_editor: role === 'editor',
  };
}

/** The caller's role on a tree, or null when they may not see it at all. */
export async function roleOf(db: Db, tree: TreeRow, user: AuthUser | null): Promise<TreeRole | null> {
  if (user && tree.owner_id === user.id) return 'owner';
  if (user) {
    const member = await db
      .selectFrom('tree_members')
      .select('is_editor')
      .where('tree_id', '=', tree.id)
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb(eb.fn('lower', ['email']), '=', user.email.toLowerCase())]))
      .orderBy('is_editor', 'desc')
      .executeTakeFirst();
    if (member) return member.is_editor ? 'editor' : 'viewer';
  }
  return tree.is_public ? 'public' : null;
}

/** Loads a tree and the caller's access; 404 when it does not exist or the caller may not see it. */
export async function treeAccess(db: Db, treeId: string, user: AuthUser | null): Promise<TreeAccess> {
  if (!isUuid(treeId)) throw notFound('Family tree not found.');
  // A tree a GEDCOM import is still writing does not exist yet, for its owner too.
  const tree = await db.selectFrom('family_trees').selectAll().where('id', '=', treeId).where('import_key', 'is', null).executeTakeFirst();
  if (!tree) throw notFound('Family tree not found.');
  const role = await roleOf(db, tree, user);
  if (!role) throw notFound('Family tree not found.');
  return accessFromRole(tree, role, user);
}

export function requireWrite(access: TreeAccess): void {
  if (access.is_write_allowed) return;
  if (!access.user) throw unauthorized();
  throw forbidden('You may view this tree but not edit it.');
}

/** Sharing, renaming, publishing and deleting a tree are the owner's. */
export function requireOwner(access: TreeAccess): void {
  if (access.is_owner) return;
  if (!access.user) throw unauthorized();
  throw forbidden('Only the owner of this tree may do this.');
}

/** Ids of every tree the user owns or is a member of, with the role. */
export async function treesOfUser(db: Db, user: AuthUser): Promise<{ tree: TreeRow; role: TreeRole }[]> {
  const owned = await db.selectFrom('family_trees').selectAll().where('owner_id', '=', user.id).where('import_key', 'is', null).orderBy('created_at').execute();
  const shared = await db
    .selectFrom('tree_members')
    .innerJoin('family_trees', 'family_trees.id', 'tree_members.tree_id')
    .selectAll('family_trees')
    .select('tree_members.is_editor as member_is_editor')
    .where((eb) => eb.or([eb('tree_members.user_id', '=', user.id), eb(eb.fn('lower', ['tree_members.email']), '=', user.email.toLowerCase())]))
    .where('family_trees.owner_id', '<>', user.id)
    .where('family_trees.import_key', 'is', null)
    .orderBy('family_trees.created_at')
    .execute();
  const out: { tree: TreeRow; role: TreeRole }[] = owned.map((tree) => ({ tree, role: 'owner' }));
  const seen = new Set(owned.map((t) => t.id));
  for (const row of shared) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const { member_is_editor, ...tree } = row;
    out.push({ tree, role: member_is_editor ? 'editor' : 'viewer' });
  }
  return out;
}
