/**
 * The record persons each tree person is compared with: those that blocking (matching/blocking.ts)
 * lets through. Two ways to find them, chosen by how many persons are matched against how many record
 * persons there are:
 *
 * - by the key index (candidatesByIndex): per person, the GIN index on record_persons' name keys
 *   answers "a surname key AND a given-name key" within the birth window. Cheap for a few persons
 *   (the persons touched by an edit), but each person costs an index intersection that grows with
 *   the corpus (a common surname's keys list a large part of it).
 * - by one pass over the record persons (candidatesByScan): the current imports' record persons are
 *   read once in primary-key order, in pages sized to keep each statement short, and joined in memory
 *   to the persons (scanJoin.ts) while the next page is read. A 10,000-person tree then reads each
 *   record person once instead of intersecting the index 10,000 times, and a record's other persons
 *   arrive beside it, so they need no second read.
 *
 * Both end in the same test (inBlock), so both return the same candidates.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inBlock, oneSyllableKey, personBlock, type PersonBlock } from '../../matching/blocking';
import type { RecordPersonForMatch, TreePersonForMatch } from '../../matching/types';
import { lexeme } from '../trees/search';
import { ScanJoin, type Candidate, type Member, type ScannedRow } from './scanJoin';

export type { Candidate } from './scanJoin';

export interface CandidateOptions {
  /** Only records of this collection (a collection just imported). */
  collectionId?: string;
  /** Called between statements (a job's checkpoint). */
  checkpoint?: () => void;
}

/**
 * Persons whose candidates one index statement fetches: the first statement takes a few, and each next one
 * as many as the last one's time says fit in STATEMENT_MS, up to the most. PGlite has one connection,
 * so a long statement of this job would keep a member's query waiting behind it.
 */
const PERSONS_PER_QUERY = { first: 4, most: 100 };
/** Record persons one scan statement reads: the first page, and the most any page may hold. */
const ROWS_PER_PAGE = { first: 2000, most: 50_000 };
const STATEMENT_MS = 100;
/** The time a scan page aims at, below STATEMENT_MS so a slower page still stays under it. */
const PAGE_MS = 50;
/**
 * What the choice between the two ways weighs: a person by the key index costs about as much as reading
 * this many record persons in the scan. Measured on the sample corpus at 1,000,000 records (1,514,067
 * record persons, PGlite in its own thread, a quiet machine), the same candidates either way: the key
 * index took 1.9 s for 20 persons, 6.5 s for 100, 23.4 s for 300 and 75.8 s for 1,000 (about 0.075 s
 * a person); the scan 9.9, 10.2, 10.6 and 12.5 s (about 6.6 µs a record person, whatever the persons).
 * The two meet near 140 persons at that size: 0.075 s is the scan of about 11,000 record persons.
 */
const ROWS_PER_INDEXED_PERSON = 10_000;

export function blockedPersons(persons: TreePersonForMatch[]): Member[] {
  const blocked: Member[] = [];
  for (const person of persons) {
    const block = personBlock(person);
    if (block) blocked.push({ person, block });
  }
  return blocked;
}

/** The candidates of each person (by person id), the way that reads less for this many persons. */
export async function candidatesFor(db: Db, persons: TreePersonForMatch[], options: CandidateOptions): Promise<Map<string, Candidate[]>> {
  const blocked = blockedPersons(persons);
  if (!blocked.length) return new Map();
  const rows = await recordPersonsEstimate(db, options.collectionId);
  return blocked.length * ROWS_PER_INDEXED_PERSON >= rows ? candidatesByScan(db, blocked, options) : candidatesByIndex(db, blocked, options);
}

/** About how many record persons the current imports hold (the planner's count; the collection's records when one is named). */
async function recordPersonsEstimate(db: Db, collectionId: string | undefined): Promise<number> {
  if (collectionId) {
    const row = await db.selectFrom('record_collections').select('record_count').where('id', '=', collectionId).executeTakeFirst();
    return row?.record_count ?? 0;
  }
  const { rows } = await sql<{ n: number }>`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'record_persons'::regclass`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The given-name part of blocking (givenAgrees) as a tsquery over record_persons.search_keys: for each
 * of the person's names its syllables joined, each pair of its syllables (each in any of its spellings),
 * and "Ah"/"A" joined before or after each spelled syllable (the keys keep "Ah Sing" also as ahsing,
 * "Sing Ah" as singah); a name of one syllable as that syllable alone (oneSyllableKey) or doubled, a
 * one-word name that is no Chinese syllable (Alice) by itself. It finds every record givenAgrees lets
 * through, and inBlock drops the few more it finds: search_keys holds the surname's spelling beside the
 * given keys, which covers a name written in swapped order.
 */
export function givenQuery(b: PersonBlock): string {
  const terms = new Set<string>();
  for (const f of b.forms) {
    // A syllable in any of its spellings.
    const s = f.spellings.map((list) => (list.length === 1 ? lexeme(list[0]!) : `(${list.map(lexeme).join(' | ')})`));
    if (f.need === 1) {
      // A word that is no Chinese syllable (Alice) anywhere in the name; one syllable alone, or doubled.
      if (f.word) terms.add(s[0]!);
      else for (const one of f.spellings[0]!) terms.add(`${lexeme(oneSyllableKey(one))} | ${lexeme(one + one)}`);
      continue;
    }
    terms.add(lexeme(f.joined!));
    for (let i = 0; i < s.length; i++) for (let j = i + 1; j < s.length; j++) terms.add(`(${s[i]} & ${s[j]})`);
    if (f.latin) for (const syllable of f.spellings.flat()) for (const ah of ['ah', 'a']) terms.add(`${lexeme(ah + syllable)} | ${lexeme(syllable + ah)}`);
  }
  return `(${[...terms].join(' | ')})`;
}

/**
 * By the key index, a batch of persons per statement (PERSONS_PER_QUERY). Each person brings one
 * tsquery (any of its surname keys AND its given names as givenQuery asks) and one birth window; the
 * statement joins record_persons to the unnest of those lists, so the planner runs one key-index scan
 * per person and reads only that person's posting lists. Grouping persons into
 * one OR query instead made the planner read the whole of record_persons. Each row comes back tagged
 * with its person and passes the same test the labelled set uses (blocking.ts). A record found for two
 * persons is one object, and the other persons of the records that pass are read once.
 */
export async function candidatesByIndex(db: Db, blocked: Member[], options: CandidateOptions): Promise<Map<string, Candidate[]>> {
  const out = new Map<string, Candidate[]>();
  const byId = new Map<string, Candidate>();
  const passed = new Set<Candidate>();
  const anyOf = (keys: Iterable<string>) => `(${[...keys].map(lexeme).join(' | ')})`;
  let size = PERSONS_PER_QUERY.first;
  for (let i = 0; i < blocked.length; ) {
    const batch = blocked.slice(i, i + size);
    i += batch.length;
    const started = performance.now();
    // Approximate birth years reach up to 20 years past the window; a record with no birth year is kept.
    // The birth window is tested on the key hits, not through the birth-year index (written so that index
    // cannot serve it): the key hits are few since blocking pairs given syllables, and ANDing the bitmap of
    // every record person born in a 64-year window (or with no year) cost 0.2–0.25 s a person at 1,000,000.
    // The key hits are materialized before the join to the current imports: joined in one query, the
    // planner hashed the whole of record_persons instead of scanning the key index per person. Each hit
    // carries its record's source id (copied at import), so no record is read.
    const { rows: pages } = await sql<{ page: string | null }>`
      WITH hit AS MATERIALIZED (
        SELECT k.person_index::int AS person_index, rp.import_id, rp.record_code, rp.position, rp.role, rp.surname,
               rp.first_name, rp.name_zh, rp.gender, rp.birth_year, rp.birth_year_approx, rp.birth_place_code, rp.death_year,
               rp.collection_id, rp.source_id
          FROM unnest(${batch.map((m) => `${anyOf(m.block.surnames)} & ${givenQuery(m.block)}`)}::text[],
                      ${batch.map((m) => m.block.window[0] - 20)}::int[],
                      ${batch.map((m) => m.block.window[1] + 20)}::int[]) WITH ORDINALITY AS k(query, lo, hi, person_index)
          JOIN record_persons rp
            ON rp.search_keys @@ k.query::tsquery
           AND coalesce(rp.birth_year, k.lo) BETWEEN k.lo AND k.hi
           ${options.collectionId ? sql`AND rp.collection_id = ${options.collectionId}` : sql``}
      )
      SELECT string_agg(concat_ws(${FIELD}, hit.person_index, hit.import_id, hit.collection_id, hit.source_id, hit.record_code, hit.position,
                                  hit.role, hit.surname, hit.first_name, ${nullable('hit.name_zh')}, ${nullable('hit.gender')},
                                  ${nullable('hit.birth_year')}, hit.birth_year_approx, ${nullable('hit.birth_place_code')}, ${nullable('hit.death_year')}),
                        ${ROW}) AS page
        FROM hit
        JOIN record_collections c ON c.id = hit.collection_id AND c.current_import = hit.import_id`.execute(db);
    const found = splitRows(pages[0]?.page ?? null, 15).map((f) => ({
      person_index: Number(f[0]),
      import_id: f[1]!,
      collection_id: f[2]!,
      source_id: f[3]!,
      code: f[4]!,
      ...personFields(f.slice(5)),
    }));
    const ms = performance.now() - started;
    size = Math.max(1, Math.min(PERSONS_PER_QUERY.most, Math.floor((batch.length * STATEMENT_MS) / Math.max(ms, 1))));
    for (const { person_index, ...row } of found) {
      const member = batch[person_index - 1]!;
      const id = `${row.import_id}|${row.code}|${row.position}`;
      let candidate = byId.get(id);
      if (!candidate) byId.set(id, (candidate = { ...row, others: [] }));
      if (!inBlock(member.block, candidate)) continue;
      let list = out.get(member.person.id);
      if (!list) out.set(member.person.id, (list = []));
      list.push(candidate);
      passed.add(candidate);
    }
    options.checkpoint?.();
  }
  await attachOthers(db, [...passed]);
  return out;
}

/** The other persons named in each candidate's record (the record's relatives of the candidate), by the primary key. */
async function attachOthers(db: Db, candidates: Candidate[]): Promise<void> {
  const byRecord = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = `${c.import_id}|${c.code}`;
    const list = byRecord.get(key) ?? [];
    list.push(c);
    byRecord.set(key, list);
  }
  const records = [...byRecord.values()].map((list) => ({ import_id: list[0]!.import_id, code: list[0]!.code }));
  for (let i = 0; i < records.length; i += 1000) {
    const batch = records.slice(i, i + 1000);
    const { rows: pages } = await sql<{ page: string | null }>`
      SELECT string_agg(concat_ws(${FIELD}, rp.import_id, rp.record_code, rp.position, rp.role, rp.surname, rp.first_name,
                                  ${nullable('rp.name_zh')}, ${nullable('rp.gender')}), ${ROW}) AS page
        FROM unnest(${batch.map((r) => r.import_id)}::uuid[], ${batch.map((r) => r.code)}::text[]) AS k(import_id, code)
        JOIN record_persons rp ON rp.import_id = k.import_id AND rp.record_code = k.code`.execute(db);
    for (const f of splitRows(pages[0]?.page ?? null, 8)) {
      const position = Number(f[2]);
      for (const c of byRecord.get(`${f[0]}|${f[1]}`) ?? []) {
        if (c.position !== position) c.others.push({ role: f[3]!, surname: f[4]!, first_name: f[5]!, name_zh: orNull(f[6]!), gender: orNull(f[7]!) as 'm' | 'f' | null });
      }
    }
  }
}

/** A page asked of the database: its rows when they come, how many were asked, and when. */
interface PageAsk {
  rows: Promise<ScannedRow[]>;
  size: number;
  asked: number;
}

/**
 * By one pass over the record persons of the current imports (of one collection when named), in
 * primary-key order so a record's persons come together, each record joined in memory to the persons
 * (scanJoin.ts). Each page is as large as the last page's time says fits in PAGE_MS.
 */

export async function candidatesByScan(db: Db, blocked: Member[], options: CandidateOptions): Promise<Map<string, Candidate[]>> {
  const join = new ScanJoin(blocked);
  const imports = await db
    .selectFrom('record_collections')
    .select(['id', 'current_import'])
    .where('current_import', 'is not', null)
    .$if(!!options.collectionId, (q) => q.where('id', '=', options.collectionId!))
    .orderBy('id')
    .execute();
  for (const { id: collectionId, current_import } of imports) {
    const importId = current_import!;
    // Two pages are asked ahead: the database's thread reads the next two while this one is joined here, so
    // neither thread waits on the other. The page after next is asked from this page's last row, skipping
    // the rows of the next (it is asked before the next has come back).
    const ask = (after: { code: string; position: number } | null, skip: number, size: number): PageAsk => {
      const rows = scanPage(db, importId, after, skip, size);
      // Should the join below throw, the pages in flight have no reader; their failure is not a second error.
      rows.catch(() => undefined);
      return { rows, size, asked: performance.now() };
    };
    let size = ROWS_PER_PAGE.first;
    let current = ask(null, 0, size);
    let next = ask(null, size, size);
    let record: ScannedRow[] = [];
    for (;;) {
      const rows = await current.rows;
      const more = rows.length === current.size;
      if (more) {
        // From asking to answer, a page waited for the one before it too: half that time is the page's own,
        // which keeps each statement short enough not to hold up a member's request.
        const ms = (performance.now() - current.asked) / 2;
        const last = rows[rows.length - 1]!;
        size = Math.max(100, Math.min(ROWS_PER_PAGE.most, Math.floor((rows.length * PAGE_MS) / Math.max(ms, 1))));
        const after = ask({ code: last.record_code, position: last.position }, next.size, size);
        current = next;
        next = after;
      }
      for (const row of rows) {
        if (record.length && record[0]!.record_code !== row.record_code) {
          join.takeRecord(importId, collectionId, record);
          record = [];
        }
        record.push(row);
      }
      if (!more) break;
      options.checkpoint?.();
    }
    if (record.length) join.takeRecord(importId, collectionId, record);
    options.checkpoint?.();
  }
  return join.out;
}

const FIELD = '\x1f';
const ROW = '\x1e';
const NULL = '\x1d';
const FIELDS = 12;

/**
 * One page of an import's record persons in primary-key order, `skip` rows past the given one, read by the database
 * function record_persons_page (migration 0091) in one statement. The rows come back as one text (fields
 * and rows joined by control characters, NULL as its own character): PGlite hands over one long text
 * many times faster than the same data as thousands of rows.
 */
async function scanPage(db: Db, importId: string, after: { code: string; position: number } | null, skip: number, size: number): Promise<ScannedRow[]> {
  const { rows } = await sql<{ page: string | null }>`
    SELECT record_persons_page(${importId}::uuid, ${after?.code ?? ''}, ${after?.position ?? FIRST_POSITION}::smallint, ${skip}::int, ${size}::int) AS page`.execute(db);
  return splitRows(rows[0]?.page ?? null, FIELDS).map((f) => ({ record_code: f[0]!, source_id: f[1]!, ...personFields(f.slice(2)) }));
}

/** Below every position: the first page starts after ('', this). */
const FIRST_POSITION = -32768;

/** A column as text, NULL as its own character. */
const nullable = (column: string) => sql`coalesce(${sql.ref(column)}::text, ${NULL})`;
const orNull = (v: string) => (v === NULL ? null : v);
const yearOrNull = (v: string) => (v === NULL ? null : Number(v));

/** The rows of a text joined by ROW and FIELD, each checked to hold `fields` fields. */
function splitRows(text: string | null, fields: number): string[][] {
  if (!text) return [];
  return text.split(ROW).map((line) => {
    const f = line.split(FIELD);
    if (f.length !== fields) throw new Error(`record person ${f.slice(0, 2).join(' ')}: a name holds a control character (${f.length} fields read, ${fields} expected)`);
    return f;
  });
}

/** position, role, surname, first_name, name_zh, gender, birth_year, birth_year_approx, birth_place_code, death_year. */
function personFields(f: string[]): Omit<RecordPersonForMatch, 'code' | 'others'> {
  return {
    position: Number(f[0]),
    role: f[1]!,
    surname: f[2]!,
    first_name: f[3]!,
    name_zh: orNull(f[4]!),
    gender: orNull(f[5]!) as 'm' | 'f' | null,
    birth_year: yearOrNull(f[6]!),
    birth_year_approx: Number(f[7]),
    birth_place_code: orNull(f[8]!),
    death_year: yearOrNull(f[9]!),
  };
}

