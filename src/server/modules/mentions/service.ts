/**
 * Mentions and saved mentions. A tree's editors attach its persons to records; whoever may see the
 * tree sees them, except that a visitor of a public tree sees mentions of persons who are not living
 * only (tree/redact.ts). A saved mention puts a mention on the person's profile and in the record
 * inbox of the members of the tree.
 */
import { imagesNotOfSource } from '../records/sourceImages';
import { MENTION_STATUS_DISPLAY, type Mention, type SavedMention, type SavedMentionList } from '../../../protocol/mentions';
import { fullName } from '../../../protocol/names';
import type { Db } from '../../db/database';
import type { MentionsTable } from '../../db/schema';
import type { AuthUser } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { LIVING_NAME } from '../../tree/redact';
import { livingAmong } from '../persons/present';
import { personAccess } from '../persons/service';
import { requireWrite, treeAccess, treesOfUser, type TreeAccess } from '../trees/access';
import { recordsByCode } from './records';
import type { Selectable } from 'kysely';

type MentionRow = Selectable<MentionsTable>;

async function present(db: Db, rows: MentionRow[]): Promise<Mention[]> {
  const records = await recordsByCode(db, rows.map((r) => r.record_code));
  return rows.map((r) => ({
    id: r.id,
    person_id: r.person_id,
    family_tree_id: r.tree_id,
    source_id: r.source_id,
    image_ids: r.image_ids,
    status: r.status,
    status_display: MENTION_STATUS_DISPLAY[r.status],
    record: records.get(r.record_code) ?? null,
    created_at: r.created_at.toISOString(),
  }));
}

/** The person, for an editor of their tree (404 unseen, 401/403 not an editor). */
async function editablePerson(db: Db, personId: string, user: AuthUser) {
  const found = await personAccess(db, personId, user);
  requireWrite(found.access);
  return found;
}

/** May this viewer see this person's mentions? Members always; visitors only of persons not living. */
async function seesMentionsOf(db: Db, access: TreeAccess, person: Parameters<typeof livingAmong>[1][number], now: Date): Promise<boolean> {
  if (access.isMember) return true;
  return !(await livingAmong(db, [person], now)).has(person.id);
}

/** POST mention/create/: the person named in a record, pending until published. */
export async function createMention(db: Db, user: AuthUser, now: Date, body: { person_id: string; source_id: string; code: string; image_ids: string[] }): Promise<{ mention: Mention; created: boolean }> {
  const { row: person } = await editablePerson(db, body.person_id, user);
  const record = (await recordsByCode(db, [body.code])).get(body.code);
  if (!record) throw notFound('Record not found.');
  if (record.source_id !== body.source_id) throw badRequest('The record is not in this source.', { source_id: [`Record ${body.code} is in source ${record.source_id}.`] });
  const strangers = await imagesNotOfSource(db, record.source_id, body.image_ids);
  if (strangers.length) throw badRequest('Some image ids are not images of this source.', { image_ids: [`Not an image of source ${record.source_id}: ${strangers.slice(0, 5).join(', ')}.`] });
  const existing = await db.selectFrom('mentions').selectAll().where('person_id', '=', person.id).where('record_code', '=', body.code).executeTakeFirst();
  if (existing) return { mention: (await present(db, [existing]))[0]!, created: false };
  const row = await db
    .insertInto('mentions')
    .values({ tree_id: person.tree_id, person_id: person.id, record_code: body.code, source_id: record.source_id, image_ids: body.image_ids, created_by: user.id, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.updateTable('family_trees').set({ updated_at: now }).where('id', '=', person.tree_id).execute();
  return { mention: (await present(db, [row]))[0]!, created: true };
}

/** POST mention/publish/: the person's mentions in the source become active. */
export async function publishMentions(db: Db, user: AuthUser, body: { person_id: string; source_id: string }): Promise<Mention[]> {
  await editablePerson(db, body.person_id, user);
  const rows = await db.updateTable('mentions').set({ status: 'active' }).where('person_id', '=', body.person_id).where('source_id', '=', body.source_id).returningAll().execute();
  if (!rows.length) throw notFound('This person has no mention in this source.');
  return present(db, rows);
}

async function presentSaved(db: Db, rows: { id: string; mention_id: string; person_id: string; tree_id: string; created_at: Date }[], hidden: Set<string> = new Set()): Promise<SavedMention[]> {
  if (!rows.length) return [];
  const [mentions, persons] = await Promise.all([
    db.selectFrom('mentions').selectAll().where('id', 'in', rows.map((r) => r.mention_id)).execute(),
    db.selectFrom('persons').select(['id', 'first_names', 'surnames']).where('id', 'in', rows.map((r) => r.person_id)).execute(),
  ]);
  const mentionById = new Map((await present(db, mentions)).map((m) => [m.id, m]));
  const nameById = new Map(persons.map((p) => [p.id, fullName(p)]));
  return rows.map((r) => ({
    saved_mention_id: r.id,
    mention_id: r.mention_id,
    person_id: r.person_id,
    family_tree_id: r.tree_id,
    person_name: hidden.has(r.person_id) ? LIVING_NAME : (nameById.get(r.person_id) ?? ''),
    mention: mentionById.get(r.mention_id)!,
    created_at: r.created_at.toISOString(),
  }));
}

/** POST saved-mention/: saves a mention (made now and published, when given the person and the record). */
export async function saveMention(db: Db, user: AuthUser, now: Date, body: { mention_id: string } | { person_id: string; code: string }): Promise<{ saved: SavedMention; created: boolean }> {
  let mention: MentionRow | undefined;
  if ('mention_id' in body) {
    mention = await db.selectFrom('mentions').selectAll().where('id', '=', body.mention_id).executeTakeFirst();
    if (!mention) throw notFound('Mention not found.');
    await editablePerson(db, mention.person_id, user);
  } else {
    const record = (await recordsByCode(db, [body.code])).get(body.code);
    const { row: person } = await editablePerson(db, body.person_id, user);
    if (!record) throw notFound('Record not found.');
    const { mention: made } = await createMention(db, user, now, { person_id: person.id, source_id: record.source_id, code: body.code, image_ids: [] });
    mention = await db.updateTable('mentions').set({ status: 'active' }).where('id', '=', made.id).returningAll().executeTakeFirstOrThrow();
  }
  const existing = await db.selectFrom('saved_mentions').selectAll().where('mention_id', '=', mention.id).executeTakeFirst();
  if (existing) return { saved: (await presentSaved(db, [existing]))[0]!, created: false };
  const row = await db
    .insertInto('saved_mentions')
    .values({ mention_id: mention.id, tree_id: mention.tree_id, person_id: mention.person_id, saved_by: user.id, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { saved: (await presentSaved(db, [row]))[0]!, created: true };
}

const newestFirst = <T extends { orderBy: (c: 'created_at' | 'id', d: 'desc') => T }>(q: T) => q.orderBy('created_at', 'desc').orderBy('id', 'desc');

/** GET saved-mention/?person_id=: a person's saved mentions, as this viewer may see them. */
export async function personSavedMentions(db: Db, user: AuthUser | null, now: Date, personId: string, limit: number, offset: number): Promise<SavedMentionList> {
  const { row, access } = await personAccess(db, personId, user);
  if (!(await seesMentionsOf(db, access, row, now))) return { objects: [], meta: { limit, offset, total_count: 0 } };
  const base = db.selectFrom('saved_mentions').where('person_id', '=', personId);
  const [rows, count] = await Promise.all([
    newestFirst(base.selectAll()).limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: await presentSaved(db, rows), meta: { limit, offset, total_count: Number(count.n) } };
}

/** GET saved-mention/ (no person): the record inbox, saved mentions of every tree the member belongs to. */
export async function inboxSavedMentions(db: Db, user: AuthUser, limit: number, offset: number): Promise<SavedMentionList> {
  const trees = (await treesOfUser(db, user)).map((t) => t.tree.id);
  if (!trees.length) return { objects: [], meta: { limit, offset, total_count: 0 } };
  const base = db.selectFrom('saved_mentions').where('tree_id', 'in', trees);
  const [rows, count] = await Promise.all([
    newestFirst(base.selectAll()).limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: await presentSaved(db, rows), meta: { limit, offset, total_count: Number(count.n) } };
}

/** DELETE saved-mention/{id}/: an editor of the tree removes it (the mention stays). */
export async function deleteSavedMention(db: Db, user: AuthUser, id: string): Promise<void> {
  const row = await db.selectFrom('saved_mentions').select(['id', 'tree_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Saved mention not found.');
  requireWrite(await treeAccess(db, row.tree_id, user));
  await db.deleteFrom('saved_mentions').where('id', '=', id).execute();
}

/** GET saved-mention/person-ids/: the persons of a tree with saved mentions (a visitor: not the living). */
export async function savedMentionPersonIds(db: Db, user: AuthUser | null, now: Date, treeId: string): Promise<string[]> {
  const access = await treeAccess(db, treeId, user);
  const ids = (await db.selectFrom('saved_mentions').select('person_id').distinct().where('tree_id', '=', treeId).execute()).map((r) => r.person_id);
  if (access.isMember || !ids.length) return ids;
  const persons = await db.selectFrom('persons').select(['id', 'birth_date', 'death_date', 'is_deceased']).where('id', 'in', ids).execute();
  const living = await livingAmong(db, persons, now);
  return ids.filter((id) => !living.has(id));
}
