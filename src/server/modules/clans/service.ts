/**
 * Clans (Chinese surnames) and dialects. A query in characters is taken to simplified and matches
 * either script; a Latin one is folded (case, tones, tone numbers, separators: Huáng, huang2 and
 * HUANG are one) and matches the start of the pinyin or of any spelling, so Wong finds 王, 黄 and 汪.
 * Lists come by priority (an approximate commonness rank), exact matches first.
 */
import { sql } from 'kysely';
import type {
  Clan,
  ClanDetails,
  ClanExists,
  ClanList,
  ClanListQuery,
  ClanSearchQuery,
  ClanSpelling,
  Dialect,
  DialectSummary,
  NamedPlace,
  NotifyRequest,
  PlaceSpellingList,
  SpellingPlaceQuery,
  SpellingVariant,
  SurnameBrowse,
  SurnameBrowseQuery,
} from '../../../protocol/clans';
import { foldLatin } from '../../chinese/romanisation';
import { toSimplified } from '../../chinese/script';
import { findSurname } from '../../chinese/surnameTable';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { searchPlaces } from '../places/service';

const HAN = /\p{Script=Han}/u;

interface ClanRow {
  id: number;
  surname: string;
  traditional: string;
  pinyin: string;
  priority: number;
  provinces: string[];
}

const CLAN_COLUMNS = ['id', 'surname', 'traditional', 'pinyin', 'priority', 'provinces'] as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What a query is compared as: simplified characters without spaces, or folded Latin without tone numbers. */
export function clanQueryKey(q: string): string {
  const text = q.normalize('NFKC').trim();
  if (HAN.test(text)) return toSimplified(text.replace(/[^\p{Script=Han}]/gu, ''));
  return foldLatin(text.replace(/(?<=\p{L})[1-5]/gu, ''));
}

async function spellingsOf(db: Db, ids: number[]): Promise<Map<number, ClanSpelling[]>> {
  const out = new Map<number, ClanSpelling[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('clan_spellings')
    .innerJoin('dialects', 'dialects.slug', 'clan_spellings.dialect')
    .select(['clan_id', 'dialect', 'spelling', 'kind'])
    .where('clan_id', 'in', ids)
    .orderBy('clan_id')
    .orderBy('dialects.sort')
    .orderBy('position')
    .execute();
  for (const r of rows) {
    const list = out.get(r.clan_id) ?? [];
    list.push({ dialect: r.dialect, spelling: r.spelling, kind: r.kind as ClanSpelling['kind'] });
    out.set(r.clan_id, list);
  }
  return out;
}

async function present(db: Db, rows: ClanRow[]): Promise<Clan[]> {
  const spellings = await spellingsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const list = spellings.get(r.id) ?? [];
    return {
      id: r.id,
      surname: r.surname,
      traditional: r.traditional,
      pinyin: r.pinyin,
      priority: r.priority,
      spelling: list.find((s) => s.dialect === 'cantonese')?.spelling ?? list[0]?.spelling ?? '',
      spellings: list,
      regions: r.provinces,
    };
  });
}

export async function searchClans(db: Db, q: ClanSearchQuery): Promise<ClanList> {
  const key = clanQueryKey(q.q);
  if (!key) return { objects: [], meta: { limit: q.limit, offset: q.offset, total_count: 0 } };
  const { rows } = await sql<ClanRow & { total_count: string }>`
    SELECT id, surname, traditional, pinyin, priority, provinces, count(*) OVER () AS total_count
      FROM clans
     WHERE EXISTS (SELECT 1 FROM unnest(search_keys) k WHERE k LIKE ${escapeLike(key) + '%'})
     ORDER BY (${key} = ANY (search_keys)) DESC, priority
     LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  return { objects: await present(db, rows), meta: { limit: q.limit, offset: q.offset, total_count: rows.length ? Number(rows[0].total_count) : 0 } };
}

/** Clans concentrated in or under a place (any level), or in a county containing it; by priority. */
export async function clansOfPlace(db: Db, code: string): Promise<Clan[]> {
  return present(db, await clanRowsOfPlaces(db, [code]));
}

async function clanRowsOfPlaces(db: Db, codes: string[]): Promise<ClanRow[]> {
  if (!codes.length) return [];
  const provinces = codes.filter((c) => c.length === 2);
  return db
    .selectFrom('clans')
    .select(CLAN_COLUMNS)
    .where((eb) =>
      eb.or([
        ...(provinces.length ? [sql<boolean>`provinces && ${provinces}::text[]`] : []),
        eb.exists(
          eb
            .selectFrom('clan_counties')
            .select(sql`1`.as('one'))
            .whereRef('clan_counties.clan_id', '=', 'clans.id')
            .where(sql<boolean>`EXISTS (SELECT 1 FROM unnest(${codes}::text[]) c WHERE clan_counties.county_code LIKE c || '%' OR c LIKE clan_counties.county_code || '%')`),
        ),
      ]),
    )
    .orderBy('priority')
    .execute();
}

/** Clans concentrated in a province, city or county named q (any script, pinyin). */
export async function searchClansByRegion(db: Db, q: ClanSearchQuery): Promise<ClanList> {
  const places = await searchPlaces(db, { q: q.q, limit: 50, offset: 0 });
  const codes = places.objects.flatMap((p) => (p.id !== undefined && p.level !== undefined && p.level <= 3 ? [p.id] : []));
  const rows = await clanRowsOfPlaces(db, codes);
  const page = rows.slice(q.offset, q.offset + q.limit);
  return { objects: await present(db, page), meta: { limit: q.limit, offset: q.offset, total_count: rows.length } };
}

const ORDERS: Record<ClanListQuery['order_by'], [string, 'asc' | 'desc']> = {
  priority: ['priority', 'asc'],
  '-priority': ['priority', 'desc'],
  pinyin: ['pinyin_key', 'asc'],
  '-pinyin': ['pinyin_key', 'desc'],
  surname: ['surname', 'asc'],
  '-surname': ['surname', 'desc'],
};

export async function listClans(db: Db, q: ClanListQuery): Promise<ClanList> {
  const [column, direction] = ORDERS[q.order_by];
  const rows = await db
    .selectFrom('clans')
    .select(CLAN_COLUMNS)
    .orderBy(sql.ref(column), direction)
    .orderBy('priority')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const { n } = await db
    .selectFrom('clans')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { objects: await present(db, rows), meta: { limit: q.limit, offset: q.offset, total_count: Number(n) } };
}

async function findClan(db: Db, chars: string): Promise<ClanRow | undefined> {
  const text = chars.replace(/\s+/g, '');
  return db
    .selectFrom('clans')
    .select(CLAN_COLUMNS)
    .where((eb) => eb.or([eb('surname', '=', text), eb('traditional', '=', text), eb('surname', '=', toSimplified(text))]))
    .orderBy('priority')
    .executeTakeFirst();
}

/** Names of places by code, read from the gazetteer when it is loaded (null otherwise). */
export async function namePlaces(db: Db, codes: readonly string[]): Promise<NamedPlace[]> {
  if (!codes.length) return [];
  const rows = await db.selectFrom('places').select(['code', 'name', 'name_traditional']).where('code', 'in', [...codes]).execute();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return codes.map((code) => ({ code, name: byCode.get(code)?.name ?? null, name_traditional: byCode.get(code)?.name_traditional ?? null }));
}

export async function clanDetails(db: Db, chars: string): Promise<ClanDetails> {
  const row = await findClan(db, chars);
  if (!row) throw notFound(`No clan with the surname ${chars}.`);
  const [clan] = await present(db, [row]);
  const extra = await db.selectFrom('clans').select('jyutping').where('id', '=', row.id).executeTakeFirstOrThrow();
  const dialects = await listDialects(db);
  const counties = await db.selectFrom('clan_counties').select('county_code').where('clan_id', '=', row.id).orderBy('county_code').execute();
  const derivedCantonese = findSurname(row.surname)?.derivedCantonese ?? '';
  return {
    ...clan,
    jyutping: extra.jyutping,
    derived_cantonese: derivedCantonese,
    dialects: dialects
      .map((d) => {
        const own = clan.spellings.filter((s) => s.dialect === d.slug);
        const spelling = (reading: boolean) => own.filter((s) => (s.kind === 'reading') === reading).map((s) => s.spelling);
        return { slug: d.slug, name_en: d.name_en, name_zh: d.name_zh, spellings: spelling(false), readings: spelling(true) };
      })
      .filter((d) => d.spellings.length + d.readings.length > 0),
    region_places: await namePlaces(db, row.provinces),
    counties: await namePlaces(
      db,
      counties.map((c) => c.county_code),
    ),
  };
}

export async function clanExists(db: Db, surname: string): Promise<ClanExists> {
  const text = surname.trim();
  let id: number | null;
  if (HAN.test(text)) id = (await findClan(db, text))?.id ?? null;
  else {
    const key = clanQueryKey(text);
    const row = key
      ? await db
          .selectFrom('clans')
          .select('id')
          .where(sql<boolean>`${key} = ANY (search_keys)`)
          .orderBy('priority')
          .executeTakeFirst()
      : undefined;
    id = row?.id ?? null;
  }
  return { surname: text, exists: id !== null, clan_id: id };
}

export async function listDialects(db: Db): Promise<DialectSummary[]> {
  return db.selectFrom('dialects').select(['slug', 'name_en', 'name_zh', 'name_zh_traditional']).orderBy('sort').execute();
}

/** A dialect's names and the counties where it is spoken (named when the gazetteer is loaded); null for an unknown slug. */
export async function dialectSummary(db: Db, slug: string): Promise<(DialectSummary & { counties: NamedPlace[] }) | null> {
  const row = await db.selectFrom('dialects').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  return { slug: row.slug, name_en: row.name_en, name_zh: row.name_zh, name_zh_traditional: row.name_zh_traditional, counties: await namePlaces(db, row.counties) };
}

/** The dialects spoken in or under a place, or in a county containing it. */
export async function dialectsOfPlace(db: Db, code: string): Promise<DialectSummary[]> {
  const rows = await db.selectFrom('dialects').select(['slug', 'name_en', 'name_zh', 'name_zh_traditional', 'counties']).orderBy('sort').execute();
  return rows
    .filter((d) => d.counties.some((c) => c.startsWith(code) || code.startsWith(c)))
    .map(({ slug, name_en, name_zh, name_zh_traditional }) => ({ slug, name_en, name_zh, name_zh_traditional }));
}

/** How many surnames a dialect page lists. */
const DIALECT_SURNAMES = 100;

export async function dialectDetails(db: Db, slug: string): Promise<Dialect> {
  const row = await db.selectFrom('dialects').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw notFound(`No dialect ${slug}.`);
  const top = await db
    .selectFrom('clans')
    .select('id')
    .where((eb) => eb.exists(eb.selectFrom('clan_spellings').select(sql`1`.as('one')).whereRef('clan_spellings.clan_id', '=', 'clans.id').where('dialect', '=', slug).where('kind', '<>', 'reading')))
    .orderBy('priority')
    .limit(DIALECT_SURNAMES)
    .execute();
  const spellings = top.length
    ? await db
        .selectFrom('clan_spellings')
        .innerJoin('clans', 'clans.id', 'clan_spellings.clan_id')
        .select(['clans.id', 'clans.surname', 'clans.traditional', 'clans.pinyin', 'clan_spellings.spelling'])
        .where('clan_spellings.dialect', '=', slug)
        .where('clan_spellings.kind', '<>', 'reading')
        .where(
          'clans.id',
          'in',
          top.map((t) => t.id),
        )
        .orderBy('clans.priority')
        .orderBy('clan_spellings.position')
        .execute()
    : [];
  const surnames: Dialect['surnames'] = [];
  for (const s of spellings) {
    const last = surnames[surnames.length - 1];
    if (last?.id === s.id) last.spellings.push(s.spelling);
    else surnames.push({ id: s.id, surname: s.surname, traditional: s.traditional, pinyin: s.pinyin, spellings: [s.spelling] });
  }
  return {
    slug: row.slug,
    name_en: row.name_en,
    name_zh: row.name_zh,
    name_zh_traditional: row.name_zh_traditional,
    description: row.description,
    counties: await namePlaces(db, row.counties),
    surnames,
  };
}

/** Spellings of the clans concentrated under a place, in the dialects spoken there (all dialects when none is recorded). */
export async function spellingsOfPlace(db: Db, q: SpellingPlaceQuery): Promise<PlaceSpellingList> {
  const clans = await clanRowsOfPlaces(db, [q.place_id]);
  const local = (await dialectsOfPlace(db, q.place_id)).map((d) => d.slug);
  const empty = { objects: [], meta: { limit: q.limit, offset: q.offset, total_count: 0 } };
  if (!clans.length) return empty;
  const direction = q.order_by === 'name' ? 'asc' : 'desc';
  let query = db
    .selectFrom('clan_spellings')
    .innerJoin('clans', 'clans.id', 'clan_spellings.clan_id')
    .where(
      'clan_id',
      'in',
      clans.map((c) => c.id),
    );
  query = query.where('kind', '<>', 'reading');
  if (local.length) query = query.where('dialect', 'in', local);
  const rows = await query
    .select(['clan_spellings.spelling', 'clan_spellings.dialect', 'clans.id as clan_id', 'clans.surname', 'clans.traditional', 'clans.pinyin', sql<string>`count(*) OVER ()`.as('total_count')])
    .orderBy('clan_spellings.spelling_key', direction)
    .orderBy('clans.priority')
    .orderBy('clan_spellings.dialect')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return {
    objects: rows.map(({ total_count: _, ...r }) => r),
    meta: { limit: q.limit, offset: q.offset, total_count: rows.length ? Number(rows[0].total_count) : 0 },
  };
}

/** The clans a romanised spelling may stand for, each with the dialects that spell it so; by priority. */
export async function spellingVariant(db: Db, spelling: string): Promise<SpellingVariant> {
  const key = clanQueryKey(spelling);
  if (!key || HAN.test(spelling)) return { spelling: spelling.trim(), objects: [] };
  const hits = await db
    .selectFrom('clan_spellings')
    .innerJoin('dialects', 'dialects.slug', 'clan_spellings.dialect')
    .innerJoin('clans', 'clans.id', 'clan_spellings.clan_id')
    .select(['clan_spellings.clan_id', 'clan_spellings.kind', 'dialects.slug', 'dialects.name_en'])
    .where('clan_spellings.spelling_key', '=', key)
    .orderBy('clans.priority')
    .orderBy('dialects.sort')
    .execute();
  const ids = [...new Set(hits.map((h) => h.clan_id))];
  const rows = ids.length ? await db.selectFrom('clans').select(CLAN_COLUMNS).where('id', 'in', ids).orderBy('priority').execute() : [];
  const clans = await present(db, rows);
  return {
    spelling: spelling.trim(),
    objects: clans.map((c) => ({ ...c, dialects: hits.filter((h) => h.clan_id === c.id).map((h) => ({ slug: h.slug, name_en: h.name_en, reading: h.kind === 'reading' })) })),
  };
}

/** Spellings (pinyin included) starting with a letter, A to Z, each with the clans it may stand for. */
export async function browseSurnames(db: Db, q: SurnameBrowseQuery): Promise<SurnameBrowse> {
  const prefix = q.start ? q.start.toLowerCase() : '';
  const { rows } = await sql<{ spelling: string; clans: { id: number; surname: string; traditional: string; pinyin: string; priority: number }[]; total_count: string }>`
    SELECT min(s.spelling) AS spelling,
           jsonb_agg(DISTINCT jsonb_build_object('id', c.id, 'surname', c.surname, 'traditional', c.traditional, 'pinyin', c.pinyin, 'priority', c.priority)) AS clans,
           count(*) OVER () AS total_count
      FROM clan_spellings s JOIN clans c ON c.id = s.clan_id
     WHERE s.spelling_key LIKE ${escapeLike(prefix) + '%'} AND s.kind <> 'reading'
     GROUP BY s.spelling_key
     ORDER BY s.spelling_key
     LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  return {
    objects: rows.map((r) => ({
      spelling: r.spelling,
      clans: [...r.clans].sort((a, b) => a.priority - b.priority).map(({ id, surname, traditional, pinyin }) => ({ id, surname, traditional, pinyin })),
    })),
    meta: { limit: q.limit, offset: q.offset, total_count: rows.length ? Number(rows[0].total_count) : 0 },
  };
}

export async function saveNotifyRequest(db: Db, input: NotifyRequest) {
  return db
    .insertInto('notify_requests')
    .values({ email: input.email, surname_place: input.surname_place })
    .returning(['id', 'email', 'surname_place'])
    .executeTakeFirstOrThrow();
}
