/**
 * Couples and parenthood: the rules that keep a tree a tree. Both ends in the same tree, nobody their
 * own ancestor, at most two birth parents, one couple per pair. Callers run these inside a transaction,
 * and each first locks the tree's row: checks and writes of one tree then happen one transaction at a
 * time, so two requests at once cannot both pass a check that only one of them may (ten birth parents
 * for one child, nine couples for one pair, A parent of B and B parent of A). No unique index says
 * "one couple per pair": GEDCOM files hold a couple's remarriage as a second family, kept as written.
 */
import { sql } from 'kysely';
import type { ParenthoodKind } from '../../../protocol/person';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../trees/access';
import { fullName } from '../../../protocol/names';

/** Checks that every id is a person of this tree; a person of another tree is a 400, an unknown one 404. */
export async function requireTreePersons(db: Db, treeId: string, ids: string[]): Promise<void> {
  const wanted = [...new Set(ids)];
  for (const id of wanted) if (!isUuid(id)) throw notFound(`Person ${id} not found.`);
  if (wanted.length === 0) return;
  const rows = await db.selectFrom('persons').select(['id', 'tree_id']).where('id', 'in', wanted).execute();
  const byId = new Map(rows.map((r) => [r.id, r.tree_id]));
  for (const id of wanted) {
    const tree = byId.get(id);
    if (!tree) throw notFound(`Person ${id} not found.`);
    if (tree !== treeId) throw badRequest(`Person ${id} belongs to another family tree.`, { person: ['Belongs to another family tree.'] });
  }
}

async function nameOf(db: Db, id: string): Promise<string> {
  const row = await db.selectFrom('persons').select(['first_names', 'surnames']).where('id', '=', id).executeTakeFirst();
  return (row && fullName(row)) || 'this person';
}

/**
 * Holds the tree's row until the caller's transaction ends: its structural writes wait for each other.
 * NO KEY UPDATE, the lock an UPDATE of the row takes: it does not wait for the KEY SHARE locks that
 * inserting the tree's persons takes, so two requests that each inserted a person cannot deadlock here.
 */
export async function lockTree(db: Db, treeId: string): Promise<void> {
  await sql`SELECT 1 FROM family_trees WHERE id = ${treeId} FOR NO KEY UPDATE`.execute(db);
}

/** Adds (or re-kinds) a parent-child link after the cycle and two-birth-parents checks. */
export async function addParenthood(db: Db, treeId: string, parentId: string, childId: string, kind: ParenthoodKind): Promise<void> {
  if (parentId === childId) throw badRequest('A person cannot be their own parent.', { parent_ids: ['A person cannot be their own parent.'] });
  await lockTree(db, treeId);
  const cycle = await sql<{ found: number }>`
    WITH RECURSIVE ancestors(id) AS (
      SELECT parent_id FROM parenthoods WHERE child_id = ${parentId}
      UNION
      SELECT p.parent_id FROM parenthoods p JOIN ancestors a ON p.child_id = a.id
    )
    SELECT 1 AS found FROM ancestors WHERE id = ${childId} LIMIT 1`.execute(db);
  if (cycle.rows.length > 0) {
    const [parent, child] = await Promise.all([nameOf(db, parentId), nameOf(db, childId)]);
    const message = `${parent} cannot be a parent of ${child}: ${child} is already an ancestor of ${parent}, and a person cannot be their own ancestor.`;
    throw badRequest(message, { parent_ids: [message] });
  }
  const existing = await db.selectFrom('parenthoods').select('kind').where('parent_id', '=', parentId).where('child_id', '=', childId).executeTakeFirst();
  if (kind === 'birth' && existing?.kind !== 'birth') {
    const birth = await db
      .selectFrom('parenthoods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('child_id', '=', childId)
      .where('kind', '=', 'birth')
      .executeTakeFirstOrThrow();
    if (Number(birth.n) >= 2) {
      const message = `${await nameOf(db, childId)} already has two birth parents; add this parent as adoptive, foster or step.`;
      throw badRequest(message, { parent_ids: [message] });
    }
  }
  if (existing) {
    await db.updateTable('parenthoods').set({ kind }).where('parent_id', '=', parentId).where('child_id', '=', childId).execute();
  } else {
    await db.insertInto('parenthoods').values({ tree_id: treeId, parent_id: parentId, child_id: childId, kind }).execute();
  }
}

export interface CoupleInput {
  person1_id: string;
  person2_id: string;
  marriage_place?: string | null;
  marriage_date?: unknown;
  is_divorced?: boolean;
  divorce_place?: string | null;
  divorce_date?: unknown;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** Creates a couple; the pair must be two persons of the tree not already a couple. */
export async function addCouple(db: Db, treeId: string, input: CoupleInput, now: Date): Promise<string> {
  if (input.person1_id === input.person2_id) throw badRequest('A person cannot be their own spouse.', { person2_id: ['Same person as person1_id.'] });
  await lockTree(db, treeId);
  await requireTreePersons(db, treeId, [input.person1_id, input.person2_id]);
  const existing = await db
    .selectFrom('couples')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('person1_id', '=', input.person1_id), eb('person2_id', '=', input.person2_id)]),
        eb.and([eb('person1_id', '=', input.person2_id), eb('person2_id', '=', input.person1_id)]),
      ]),
    )
    .executeTakeFirst();
  if (existing) throw conflict('These two persons are already a couple.', { couple: [existing.id] });
  const row = await db
    .insertInto('couples')
    .values({
      tree_id: treeId,
      person1_id: input.person1_id,
      person2_id: input.person2_id,
      marriage_place: input.marriage_place ?? null,
      marriage_date: json(input.marriage_date),
      is_divorced: input.is_divorced ?? false,
      divorce_place: input.divorce_place ?? null,
      divorce_date: json(input.divorce_date),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
