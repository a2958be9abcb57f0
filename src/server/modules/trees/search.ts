/**
 * Finding persons, places and surnames in trees. Names match in either script, simplified or
 * traditional, by toneless pinyin, initials and dialect spellings, each query word as a prefix of a
 * stored search key. Non-members of a public tree never match on a living person's data.
 */
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isChinese } from '../../../protocol/names';
import type { PersonOut } from '../../../protocol/trees';
import { SURNAMES, normaliseQuery, surnamePinyin, surnameToSimplified } from '../../chinese';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../deps';
import { relationNames } from '../../kinship';
import type { TreeGraph } from '../../tree/graph';
import { LIVING_YEARS } from '../../tree/redact';
import { livingAmong, personOutColumns, presentPersons } from '../persons/present';
import { suggestPlaces } from '../places/service';
import { treesOfUser, type TreeAccess } from './access';

/** Most candidates a non-member search looks at before dropping living persons. */
const PUBLIC_CANDIDATES = 1000;
/** Matches are counted up to this many: a two-letter prefix on a 100,000-person clan matches half of it. */
export const COUNT_CAP = 1000;

function escapeLike(token: string): string {
  return token.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** A search key as a tsquery lexeme: quoted, its quotes doubled and backslashes escaped, never parsed into words. */
export function lexeme(key: string): string {
  return `'${key.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * persons.search_keys holds a person's search keys (see searchText in tree/load.ts): a person matches
 * when every token is the prefix of one of them, a tsquery of 'token':* terms its GIN index answers.
 */
function tokenFilter(tokens: string[]): Expression<SqlBool> {
  const query = tokens.map((t) => `${lexeme(t)}:*`).join(' & ');
  return sql<SqlBool>`persons.search_keys @@ ${query}::tsquery`;
}

/**
 * True for persons the dates alone show dead: deceased, a death record, or born LIVING_YEARS or more
 * ago. Mirrors vitalStatus 'dead' so aggregates for the public can be filtered in SQL.
 */
export function deadByDates(now: Date, alias = 'persons'): Expression<SqlBool> {
  const year = now.getUTCFullYear() - LIVING_YEARS;
  const p = sql.raw(alias);
  return sql<SqlBool>`(${p}.is_deceased OR (${p}.death_date IS NOT NULL AND (${p}.death_date->>'year' IS NOT NULL OR ${p}.death_date->>'month' IS NOT NULL OR ${p}.death_date->>'day' IS NOT NULL OR coalesce(${p}.death_date->>'text_value', '') <> '' OR coalesce(${p}.death_date->>'cn_date', '') <> '')) OR (${p}.birth_date->>'year')::int <= ${year})`;
}

/** total_count up to COUNT_CAP; past it total_is_capped says there are more. */
async function cappedCount(db: Db, ids: SelectQueryBuilder<DB, 'persons', { id: string }>) {
  const row = await db
    .selectFrom(ids.limit(COUNT_CAP + 1).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return { total_count: Math.min(n, COUNT_CAP), total_is_capped: n > COUNT_CAP };
}

export async function searchTree(db: Db, access: TreeAccess, query: string, limit: number, offset: number, now: Date) {
  const tokens = normaliseQuery(query);
  if (tokens.length === 0) return { objects: [] as PersonOut[], meta: { limit, offset, total_count: 0, total_is_capped: false } };
  const q = db.selectFrom('persons').select(personOutColumns).where('tree_id', '=', access.tree.id).where(tokenFilter(tokens)).orderBy('birth_sort').orderBy('id');
  if (access.isMember) {
    const matching = db.selectFrom('persons').select('persons.id').where('tree_id', '=', access.tree.id).where(tokenFilter(tokens));
    const [rows, total] = await Promise.all([q.limit(limit).offset(offset).execute(), cappedCount(db, matching)]);
    return { objects: await presentPersons(db, rows, true, now), meta: { limit, offset, ...total } };
  }
  // A living person must not be findable by name: matches are decided after the living check, on
  // their dates alone; only the page shown is read whole.
  const candidates = await db
    .selectFrom('persons')
    .select(['id', 'birth_date', 'death_date', 'is_deceased'])
    .where('tree_id', '=', access.tree.id)
    .where(tokenFilter(tokens))
    .orderBy('birth_sort')
    .orderBy('id')
    .limit(PUBLIC_CANDIDATES)
    .execute();
  const living = await livingAmong(db, candidates, now);
  const visible = candidates.filter((r) => !living.has(r.id));
  const page = visible.slice(offset, offset + limit).map((r) => r.id);
  const rows = page.length ? await db.selectFrom('persons').select(personOutColumns).where('id', 'in', page).execute() : [];
  const order = new Map(page.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    objects: await presentPersons(db, rows, false, now, living),
    meta: { limit, offset, total_count: visible.length, total_is_capped: candidates.length >= PUBLIC_CANDIDATES },
  };
}

/** Search across every tree the user owns or is a member of. */
export async function searchPersons(db: Db, user: AuthUser, query: string, limit: number, offset: number, now: Date) {
  const tokens = normaliseQuery(query);
  const trees = await treesOfUser(db, user);
  if (tokens.length === 0 || trees.length === 0) return { objects: [], meta: { limit, offset, total_count: 0 } };
  const names = new Map(trees.map((t) => [t.tree.id, t.tree.name]));
  const q = db.selectFrom('persons').where('tree_id', 'in', [...names.keys()]).where(tokenFilter(tokens));
  const [rows, total] = await Promise.all([
    q.select(personOutColumns).orderBy('birth_sort').orderBy('id').limit(limit).offset(offset).execute(),
    cappedCount(db, q.select('persons.id')),
  ]);
  const objects = (await presentPersons(db, rows, true, now)).map((p) => ({ ...p, family_tree_name: names.get(p.family_tree_id) ?? '' }));
  return { objects, meta: { limit, offset, ...total } };
}

/** Clans (surnames) matching a query by characters, pinyin or dialect spelling, with persons in the user's trees. */
export async function searchClans(db: Db, user: AuthUser, query: string) {
  const tokens = normaliseQuery(query);
  if (tokens.length === 0) return { objects: [] };
  const matches = SURNAMES.filter((s) => {
    const keys = [s.simplified, s.traditional, s.pinyin.join(''), ...s.romanisations.map((r) => r.replace(/[\s-]/g, ''))];
    return tokens.every((t) => keys.some((k) => k.toLowerCase().startsWith(t)));
  }).slice(0, 20);
  const treeIds = (await treesOfUser(db, user)).map((t) => t.tree.id);
  const objects = [];
  for (const s of matches) {
    let count = 0;
    if (treeIds.length) {
      const row = await db
        .selectFrom('persons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tree_id', 'in', treeIds)
        .where(sql<SqlBool>`persons.search_keys @@ ${lexeme(s.simplified)}::tsquery`)
        .executeTakeFirstOrThrow();
      count = Number(row.n);
    }
    objects.push({ surname: s.simplified, traditional: s.traditional, pinyin: s.pinyin.join(' '), spellings: s.romanisations, persons_count: count });
  }
  return { objects };
}

/** Every relative of the home person with the kinship term, in English and Chinese (a worker pool task: see tasks.ts). */
export function treeRelationNames(graph: TreeGraph, home: string | null) {
  if (!home) return { home_person: null, relations: {} };
  const names = relationNames(graph, home);
  const relations: Record<string, { en: string; zh: string; zh_alt: string | null; path: string[] }> = {};
  for (const [id, n] of names) relations[id] = { en: n.en, zh: n.zh, zh_alt: n.zhAlt ?? null, path: n.path };
  return { home_person: home, relations };
}

/**
 * Places named in the tree (births, deaths, residences, marriages, facts) containing q, most used
 * first; then places of the gazetteer matching q (count 0, with their place_id), written as the
 * place and its ancestors ("开平市, 江门市, 广东省"), those the tree already names left out.
 */
export async function treeLocations(db: Db, access: TreeAccess, q: string, now: Date) {
  const pattern = `%${escapeLike(q)}%`;
  const visible = access.isMember ? sql<SqlBool>`true` : deadByDates(now);
  const spouseVisible = access.isMember ? sql<SqlBool>`true` : deadByDates(now, 'p2');
  const rows = await sql<{ location: string; count: number }>`
    WITH places(location) AS (
      SELECT birth_location FROM persons WHERE tree_id = ${access.tree.id} AND ${visible}
      UNION ALL SELECT death_location FROM persons WHERE tree_id = ${access.tree.id} AND ${visible}
      UNION ALL SELECT r->>'display_text' FROM persons, jsonb_array_elements(persons.residence_location) r WHERE tree_id = ${access.tree.id} AND ${visible}
      UNION ALL SELECT f->>'place_display_text' FROM persons, jsonb_array_elements(persons.facts) f WHERE tree_id = ${access.tree.id} AND ${visible}
      UNION ALL SELECT c.marriage_place FROM couples c
        JOIN persons ON persons.id = c.person1_id JOIN persons p2 ON p2.id = c.person2_id
        WHERE c.tree_id = ${access.tree.id} AND ${visible} AND ${spouseVisible}
    )
    SELECT location, count(*)::int AS count FROM places
    WHERE location IS NOT NULL AND location <> '' AND location ILIKE ${pattern}
    GROUP BY location ORDER BY 2 DESC, 1 LIMIT 50`.execute(db);
  const own = rows.rows.map((r) => ({ location: r.location, count: Number(r.count) }));
  const named = new Set(own.map((o) => o.location));
  const gazetteer = (await suggestPlaces(db, q, 10)).filter((p) => !named.has(p.text)).map((p) => ({ location: p.text, count: 0, place_id: p.id }));
  return { objects: [...own, ...gazetteer] };
}

async function surnameCounts(db: Db, access: TreeAccess, now: Date) {
  const visible = access.isMember ? sql<SqlBool>`true` : deadByDates(now);
  const rows = await sql<{ surname: string; count: number }>`
    SELECT s->>'value' AS surname, count(*)::int AS count
    FROM persons, jsonb_array_elements(persons.surnames) s
    WHERE persons.tree_id = ${access.tree.id} AND ${visible}
    GROUP BY 1 ORDER BY 2 DESC, 1`.execute(db);
  return rows.rows.map((r) => ({ surname: r.surname, count: Number(r.count) }));
}

/**
 * The tree's Chinese surnames, one per clan: 黄 and 黃 are counted together under the simplified
 * form, each person once, most carried first.
 */
export async function chineseSurnames(db: Db, access: TreeAccess, now: Date) {
  const values = (await surnameCounts(db, access, now)).filter((r) => isChinese(r.surname));
  const clanOf = new Map(values.map((r) => [r.surname, surnameToSimplified(r.surname)]));
  let rows = values;
  if (new Set(clanOf.values()).size < values.length) {
    const visible = access.isMember ? sql<SqlBool>`true` : deadByDates(now);
    const mapping = sql.join([...clanOf].map(([value, clan]) => sql`(${value}, ${clan})`));
    const merged = await sql<{ surname: string; count: number }>`
      SELECT m.clan AS surname, count(DISTINCT persons.id)::int AS count
      FROM persons, jsonb_array_elements(persons.surnames) s, (VALUES ${mapping}) AS m(value, clan)
      WHERE persons.tree_id = ${access.tree.id} AND ${visible} AND s->>'value' = m.value
      GROUP BY 1 ORDER BY 2 DESC, 1`.execute(db);
    rows = merged.rows.map((r) => ({ surname: r.surname, count: Number(r.count) }));
  }
  return { objects: rows.map((r) => ({ ...r, pinyin: surnamePinyin(r.surname).join(' ') })) };
}

/** Surnames of the tree starting with q (any script; pinyin and spellings too, through the search keys). */
export async function treeSurnames(db: Db, access: TreeAccess, q: string, now: Date) {
  const tokens = normaliseQuery(q);
  const rows = await surnameCounts(db, access, now);
  if (tokens.length === 0) return { objects: rows.slice(0, 50) };
  const matches = rows.filter((r) => {
    const keys = [r.surname.toLowerCase(), ...(isChinese(r.surname) ? [surnamePinyin(r.surname).join('')] : [])];
    return tokens.every((t) => keys.some((k) => k.startsWith(t)));
  });
  return { objects: matches.slice(0, 50) };
}
