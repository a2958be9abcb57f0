/**
 * Hints as members use them: list, open side by side, ignore, accept (fields, relatives and a saved
 * mention in one transaction), and the counts (the owner's alone: hints_tree_ids, person ids).
 * Reviewing needs write access to the tree (owner or editor); a viewer of a shared tree sees no hints
 * and no counts, so a living person's record matches never reach anyone outside the tree's editors.
 */
import { sql } from 'kysely';
import type { AcceptFields, ComparedField, HintAccept, HintAction, HintDetail, HintList, HintListQuery, HintStatus, HintSummary, RelativeOut } from '../../../protocol/hints';
import { fullName } from '../../../protocol/names';
import type { ImportRelatives } from '../../../protocol/trees';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { saveMention } from '../mentions/service';
import { importRelatives, patchPerson, personAccess, readPerson, relativeRows } from '../persons/service';
import { requireWrite, treeAccess, type TreeAccess } from '../trees/access';
import { markCards } from './matchTree';
import { requireHintAllowance } from './paywall';
import { recordPersonShape, type RecordPersonShape } from './recordPerson';

type HintRow = { id: string; tree_id: string; person_id: string; record_code: string; record_position: number; source_id: string; collection_id: string; score: number; status: HintStatus; accepted_data: unknown; created_at: Date };

/** tree id → number of new hints, for the trees the user owns (none at zero). */
export async function hintsTreeIds(db: Db, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('hints as h')
    .innerJoin('family_trees as t', 't.id', 'h.tree_id')
    .select(['h.tree_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('t.owner_id', '=', userId)
    .where('h.status', '=', 'new')
    .groupBy('h.tree_id')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.tree_id, Number(r.n)]));
}

/** Number of new hints per person of a tree, for its owner's cards (empty for anyone else). */
export async function hintCountsFor(db: Db, access: TreeAccess, personIds?: string[]): Promise<Map<string, number>> {
  if (!access.is_owner || personIds?.length === 0) return new Map();
  const rows = await db
    .selectFrom('hints')
    .select(['person_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tree_id', '=', access.tree.id)
    .where('status', '=', 'new')
    .$if(!!personIds, (q) => q.where('person_id', 'in', personIds!))
    .groupBy('person_id')
    .execute();
  return new Map(rows.map((r) => [r.person_id, Number(r.n)]));
}

async function summaries(db: Db, rows: HintRow[]): Promise<HintSummary[]> {
  if (!rows.length) return [];
  const persons = await db.selectFrom('persons').select(['id', 'first_names', 'surnames']).where('id', 'in', [...new Set(rows.map((r) => r.person_id))]).execute();
  const names = new Map(persons.map((p) => [p.id, fullName(p)]));
  const recs = await sql<{ code: string; position: number; surname: string; first_name: string; name_zh: string | null; event_type: string; event_year: number; event_place: string; collection_title: string; is_sample: boolean }>`
    SELECT rp.record_code AS code, rp.position, rp.surname, rp.first_name, rp.name_zh, r.event_type, r.event_year, r.event_place, c.title AS collection_title, c.is_sample
      FROM record_persons rp
      JOIN record_collections c ON c.id = rp.collection_id AND c.current_import = rp.import_id
      JOIN records r ON r.import_id = rp.import_id AND r.code = rp.record_code
     WHERE rp.record_code IN (${sql.join(rows.map((r) => r.record_code))})`.execute(db);
  const byKey = new Map(recs.rows.map((r) => [`${r.code}:${r.position}`, r]));
  return rows.map((h) => {
    const r = byKey.get(`${h.record_code}:${h.record_position}`);
    return {
      id: h.id,
      person_id: h.person_id,
      family_tree_id: h.tree_id,
      status: h.status,
      score: Math.round(h.score * 1000) / 1000,
      person_name: names.get(h.person_id) ?? '',
      match_name: r ? [`${r.surname} ${r.first_name}`.trim(), r.name_zh].filter(Boolean).join(' ') : '',
      record: r ? { code: h.record_code, source_id: h.source_id, collection_id: h.collection_id, collection_title: r.collection_title, is_sample: r.is_sample, event_type: r.event_type, event_year: r.event_year, event_place: r.event_place } : null,
      created_at: h.created_at.toISOString(),
      meta: { family_tree: h.tree_id },
    };
  });
}

export async function listHints(db: Db, user: AuthUser, q: HintListQuery): Promise<HintList> {
  requireWrite(await treeAccess(db, q.family_tree_id, user));
  const base = db
    .selectFrom('hints')
    .where('tree_id', '=', q.family_tree_id)
    .where('status', '=', q.status)
    .$if(!!q.person_id, (b) => b.where('person_id', '=', q.person_id!));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('score', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { objects: await summaries(db, rows as HintRow[]), meta: { limit: q.limit, offset: q.offset, total_count: Number(count.n) } };
}

async function hintFor(db: Db, id: string, user: AuthUser | null): Promise<{ hint: HintRow; access: TreeAccess }> {
  const hint = (await db.selectFrom('hints').selectAll().where('id', '=', id).executeTakeFirst()) as HintRow | undefined;
  if (!hint) throw notFound('Hint not found.');
  const access = await treeAccess(db, hint.tree_id, user);
  requireWrite(access);
  return { hint, access };
}

export async function hintPersonIds(db: Db, user: AuthUser, treeId: string): Promise<{ person_ids: string[]; counts: Record<string, number> }> {
  const access = await treeAccess(db, treeId, user);
  const counts = await hintCountsFor(db, access);
  return { person_ids: [...counts.keys()].sort(), counts: Object.fromEntries(counts) };
}

/** Two names with the same Latin words (any order), or the same Chinese name. */
function sameWords(a: string, b: string): boolean {
  const words = (s: string) => new Set(s.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean));
  const x = words(a);
  const y = words(b);
  let shared = 0;
  for (const w of y) if (x.has(w)) shared++;
  return shared >= Math.min(2, y.size, x.size) && shared > 0;
}

const year = (d: { year: number | null } | null | undefined) => (d?.year ? String(d.year) : '');

function compareFields(person: Awaited<ReturnType<typeof readPerson>>, personRelatives: RelativeOut[], match: RecordPersonShape): ComparedField[] {
  const list: ComparedField[] = [];
  const add = (field: ComparedField['field'], a: string, b: string, same: (a: string, b: string) => boolean = (x, y) => x.toLowerCase() === y.toLowerCase()) => {
    list.push({ field, person_value: a, match_value: b, agreement: !b ? 'missing' : !a ? 'new' : same(a, b) ? 'same' : 'conflict' });
  };
  add('first_names', person.first_names.map((f) => f.value).join(' / '), match.first_names.map((f) => f.value).join(' / '), (a, b) => b.split(' / ').some((x) => a.toLowerCase().includes(x.toLowerCase())));
  add('surnames', person.surnames.map((f) => f.value).join(' / '), match.surnames.map((f) => f.value).join(' / '), (a, b) => b.split(' / ').some((x) => a.toLowerCase().includes(x.toLowerCase())));
  add('gender', person.gender === 'none' ? '' : person.gender, match.gender === 'none' ? '' : match.gender);
  const py = year(person.birth_date);
  const my = year(match.birth_date);
  add('birth_date', py, my, (a, b) => Math.abs(Number(a) - Number(b)) <= (match.birth_date?.approximation_years ?? 0) + (person.birth_date?.approximation_years ?? 0));
  add('birth_location', person.birth_location ?? '', match.birth_location ?? '', (a, b) => a.toLowerCase().includes(b.split(',')[0]!.toLowerCase()) || b.toLowerCase().includes(a.split(',')[0]!.toLowerCase()));
  add('death_date', year(person.death_date), year(match.death_date));
  for (const [field, relation] of [['parents', 'parent'], ['spouses', 'spouse'], ['children', 'child'], ['siblings', 'sibling']] as const) {
    const mine = personRelatives.filter((r) => r.relation === relation).map((r) => r.full_name);
    const theirs = match.relatives_json.filter((r) => r.relation === relation).map((r) => r.full_name);
    add(field, mine.join('; '), theirs.join('; '), (a, b) => b.split('; ').every((name) => a.split('; ').some((m) => sameWords(m, name))));
  }
  return list;
}

async function personSide(db: Db, personId: string, user: AuthUser, now: Date) {
  const person = await readPerson(db, personId, user, now);
  const r = await relativeRows(db, personId);
  const out = (rows: typeof r.parents, relation: RelativeOut['relation']): RelativeOut[] =>
    rows.map((p) => ({ id: p.id, relation, first_names: p.first_names, surnames: p.surnames, gender: p.gender, birth_date: p.birth_date ? { year: p.birth_date.year } : null, full_name: fullName(p) }));
  const relatives_json = [...out(r.parents, 'parent'), ...out(r.spouses, 'spouse'), ...out(r.children, 'child'), ...out(r.siblings, 'sibling')];
  return { ...person, relatives_json };
}

export async function comparePersons(db: Db, user: AuthUser, personId: string, matchId: string, now: Date, score?: number) {
  const { access } = await personAccess(db, personId, user);
  requireWrite(access);
  const [code, position] = matchId.split(':');
  const match = await recordPersonShape(db, code!, Number(position));
  if (!match) throw notFound('Record person not found.');
  const person = await personSide(db, personId, user, now);
  return { person, match_person: match, fields: compareFields(person, person.relatives_json, match), score: score ?? null };
}

export async function hintDetail(db: Db, user: AuthUser, id: string, now: Date): Promise<HintDetail> {
  const { hint } = await hintFor(db, id, user);
  await requireHintAllowance(db, user, hint, false, now);
  const compared = await comparePersons(db, user, hint.person_id, `${hint.record_code}:${hint.record_position}`, now, hint.score);
  return { id: hint.id, status: hint.status, accepted_data: hint.accepted_data ?? null, meta: { family_tree: hint.tree_id }, ...compared, score: Math.round(hint.score * 1000) / 1000 };
}

async function setStatus(trx: Db, hint: HintRow, status: HintStatus, data: unknown, now: Date) {
  await trx
    .updateTable('hints')
    .set({ status, accepted_data: data === undefined ? null : JSON.stringify(data), updated_at: now, reviewed_at: now })
    .where('id', '=', hint.id)
    .execute();
  if (hint.status === 'new') await markCards(trx, hint.tree_id, [hint.person_id]);
}

export async function ignoreHint(db: Db, user: AuthUser, id: string, now: Date): Promise<HintAction> {
  const { hint } = await hintFor(db, id, user);
  await requireHintAllowance(db, user, hint, true, now);
  await db.transaction().execute((trx) => setStatus(trx, hint, 'ignored', undefined, now));
  return { id, status: 'ignored', hints_tree_ids: await hintsTreeIds(db, user.id) };
}

/**
 * The writes of accepting a hint, inside the caller's transaction: the chosen fields, the saved
 * mention of the record on the person, and the hint's status. (Relatives are added by the caller.)
 */
export async function acceptWithin(trx: Db, user: AuthUser, hint: HintRow, data: { fields?: AcceptFields; new_relatives?: unknown }, now: Date): Promise<void> {
  if (hint.status === 'accepted') throw badRequest('This hint is accepted already.', { hint: ['Already accepted.'] });
  if (data.fields && Object.keys(data.fields).length) await patchPerson(trx, user, hint.person_id, data.fields, now);
  await saveMention(trx, user, now, { person_id: hint.person_id, code: hint.record_code });
  await setStatus(trx, hint, 'accepted', data, now);
}

export async function acceptHint(db: Db, user: AuthUser, id: string, body: HintAccept, now: Date): Promise<HintAction> {
  const { hint } = await hintFor(db, id, user);
  await requireHintAllowance(db, user, hint, true, now);
  const { fields, new_relatives } = body.data;
  const within = (trx: Db) => acceptWithin(trx, user, hint, { fields, new_relatives }, now);
  if (new_relatives?.length) await importRelatives(db, user, hint.person_id, { new_relatives, main_person_id: hint.person_id }, now, within);
  else await db.transaction().execute(within);
  return { id, status: 'accepted', hints_tree_ids: await hintsTreeIds(db, user.id) };
}

/** import-relatives with from_hint: the hint, checked to be of this person, for acceptWithin. */
export async function hintOfPerson(db: Db, user: AuthUser, hintId: string, personId: string, now: Date): Promise<HintRow> {
  if (!/^[0-9a-f-]{36}$/i.test(hintId)) throw badRequest('from_hint is not a hint id.', { from_hint: ['Not a hint id.'] });
  const { hint } = await hintFor(db, hintId, user);
  if (hint.person_id !== personId) throw badRequest('The hint is not of this person.', { from_hint: ['The hint is of another person.'] });
  await requireHintAllowance(db, user, hint, true, now);
  return hint;
}

/** POST person/{id}/accept-data/: record data taken onto a person, all or nothing. */
export async function acceptData(db: Db, user: AuthUser, personId: string, data: AcceptFields, now: Date) {
  return db.transaction().execute((trx) => patchPerson(trx, user, personId, data, now));
}

export type { ImportRelatives };
