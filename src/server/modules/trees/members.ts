/** Sharing a tree by e-mail, as viewer or editor; the owner's to manage. */
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { requireOwner, type TreeAccess } from './access';
import { membersOf } from './service';

async function ownerEmail(db: Db, access: TreeAccess): Promise<string> {
  const row = await db.selectFrom('users').select('email').where('id', '=', access.tree.owner_id).executeTakeFirstOrThrow();
  return row.email.toLowerCase();
}

/** An address newly given access, and whether it has an account yet (for the invitation link). */
export interface AddedMember {
  email: string;
  hasAccount: boolean;
}

/** Adds members; answers the list and the addresses that were new, to invite by e-mail. */
export async function addMembers(db: Db, access: TreeAccess, emails: string[], isEditor: boolean, now: Date) {
  requireOwner(access);
  const owner = await ownerEmail(db, access);
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))].filter((e) => e !== owner);
  if (wanted.length === 0) throw badRequest('The owner of a tree cannot be added as a member.', { emails: ['That is the owner.'] });
  const added = await db.transaction().execute(async (trx): Promise<AddedMember[]> => {
    const existing = await trx.selectFrom('tree_members').select('email').where('tree_id', '=', access.tree.id).execute();
    const have = new Set(existing.map((m) => m.email.toLowerCase()));
    const fresh = wanted.filter((e) => !have.has(e));
    if (fresh.length === 0) return [];
    const users = await trx.selectFrom('users').select(['id', 'email']).where((eb) => eb(eb.fn('lower', ['email']), 'in', fresh)).execute();
    const userOf = new Map(users.map((u) => [u.email.toLowerCase(), u.id]));
    await trx
      .insertInto('tree_members')
      .values(fresh.map((email) => ({ tree_id: access.tree.id, email, user_id: userOf.get(email) ?? null, is_editor: isEditor, created_at: now })))
      .execute();
    return fresh.map((email) => ({ email, hasAccount: userOf.has(email) }));
  });
  return { tree_members: await membersOf(db, access.tree.id), added };
}

/** The owner's name as an invitation shows it: first and last name, else the e-mail address. */
export async function ownerDisplayName(db: Db, access: TreeAccess): Promise<string> {
  const row = await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', access.tree.owner_id).executeTakeFirstOrThrow();
  return `${row.first_name} ${row.last_name}`.trim() || row.email;
}

export async function editMember(db: Db, access: TreeAccess, email: string, isEditor: boolean) {
  requireOwner(access);
  const rows = await db
    .updateTable('tree_members')
    .set({ is_editor: isEditor })
    .where('tree_id', '=', access.tree.id)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .returning('email')
    .execute();
  if (rows.length === 0) throw notFound(`${email} is not a member of this tree.`);
  return { tree_members: await membersOf(db, access.tree.id) };
}

export async function deleteMember(db: Db, access: TreeAccess, email: string) {
  requireOwner(access);
  const rows = await db
    .deleteFrom('tree_members')
    .where('tree_id', '=', access.tree.id)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .returning('email')
    .execute();
  if (rows.length === 0) throw notFound(`${email} is not a member of this tree.`);
  return { tree_members: await membersOf(db, access.tree.id) };
}
