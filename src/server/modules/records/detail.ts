/**
 * One record (GET person-mentions/:code/): its event, everyone named in it with the names as the
 * clerk wrote them, the transcription, its source and collection, and the other entries on the same
 * page of the source. Only rows of a collection's current import are read, and a record of an
 * invalid source is not shown (404). `images` holds the scanned image of the record's page when the
 * source has one (sourceImages.ts), and is empty otherwise: nothing pretends there is a page image.
 */
import { sql } from 'kysely';
import { RECORD_CATEGORY_LABELS, recordSlug, type CollectionRef, type RecordDetail, type RecordPersonDetail, type RecordSummary, type RecordTranscription, type SourceRef } from '../../../protocol/records';
import type { Db } from '../../db/database';
import type { RecordsTable } from '../../db/schema';
import type { AuthUser } from '../../deps';
import { notFound } from '../../http/errors';
import type { Links } from '../zupus/views';
import { sourceImageView } from './sourceImages';

/** Entries of the same page shown beside a record. */
const SAME_PAGE_LIMIT = 20;

export function categoryName(id: string): string {
  return RECORD_CATEGORY_LABELS[id as keyof typeof RECORD_CATEGORY_LABELS] ?? id;
}

export function collectionRef(c: { id: string; title: string; category_id: string; is_sample: boolean }): CollectionRef {
  return { id: c.id, title: c.title, category_id: c.category_id, category_name: categoryName(c.category_id), is_sample: c.is_sample };
}

export function sourceRef(s: { id: string; title: string; source_type: string; year: number | null; place: string | null; image_count: number | null }): SourceRef {
  return { id: s.id, title: s.title, source_type: s.source_type, year: s.year, place: s.place, image_count: s.image_count, has_images: (s.image_count ?? 0) > 0 };
}

/** A record as read here: the table row without its collection (known from the import). */
type RecordRow = Omit<RecordsTable, 'collection_id'>;

const event = (r: RecordRow) => ({ type: r.event_type, year: r.event_year, month: r.event_month, day: r.event_day, place: r.event_place });

async function personsOf(db: Db, importId: string, codes: string[]) {
  if (!codes.length) return new Map<string, RecordPersonDetail[]>();
  const rows = await db
    .selectFrom('record_persons')
    .select(['record_code', 'position', 'role', 'surname', 'first_name', 'name_zh', 'gender', 'age', 'birth_year', 'birth_year_approx', 'birth_place', 'birth_place_code', 'death_year', 'residence', 'occupation'])
    .where('import_id', '=', importId)
    .where('record_code', 'in', codes)
    .orderBy('record_code')
    .orderBy('position')
    .execute();
  const out = new Map<string, RecordPersonDetail[]>();
  for (const { record_code, birth_place_code, gender, ...p } of rows) {
    const list = out.get(record_code) ?? [];
    list.push({ ...p, gender: gender === 'm' || gender === 'f' ? gender : null, birth_place_id: birth_place_code });
    out.set(record_code, list);
  }
  return out;
}

/**
 * Records of one import as list entries, in the order given, with the names of everyone in them;
 * the transcriptions only for a reader past the paywall (`paid`).
 */
export async function recordSummaries(db: Db, importId: string, rows: RecordRow[], paid: boolean): Promise<RecordSummary[]> {
  const persons = await personsOf(
    db,
    importId,
    rows.map((r) => r.code),
  );
  return rows.map((r) => {
    const named = persons.get(r.code) ?? [];
    return {
      code: r.code,
      slug: recordSlug(named),
      image_number: r.image_number,
      event: event(r),
      persons: named.map((p) => ({ role: p.role, surname: p.surname, first_name: p.first_name, name_zh: p.name_zh })),
      transcription: paid ? r.transcription : null,
    };
  });
}

export const RECORD_COLUMNS = sql.raw('r.import_id, r.code, r.source_id, r.image_number, r.event_type, r.event_year, r.event_month, r.event_day, r.event_place, r.transcription');

/** Records as shown: of their collection's current import, in a source that is not invalid (aliases r, c, s). */
const SHOWN_RECORDS = sql`records r
      JOIN record_collections c ON c.id = r.collection_id AND c.current_import = r.import_id
      JOIN record_sources s ON s.import_id = r.import_id AND s.id = r.source_id AND s.status <> 'invalid'`;

/** The transcription of one record of a current import and a valid source, or 404. */
export async function recordTranscription(db: Db, code: string): Promise<RecordTranscription> {
  const { rows } = await sql<RecordTranscription>`
    SELECT r.code, r.transcription
      FROM ${SHOWN_RECORDS}
     WHERE r.code = ${code}`.execute(db);
  if (!rows[0]) throw notFound('No record has this code.');
  return rows[0];
}

/** The scanned image of the record's page, when its source has it (a pending source's to staff only). */
async function recordImages(db: Db, r: RecordRow & { s_status: 'active' | 'pending'; image_count: number | null }, viewer: { user: AuthUser | null; links: Links }) {
  if (r.image_number === null || !r.image_count || (r.s_status !== 'active' && !viewer.user?.is_staff)) return [];
  const row = await db
    .selectFrom('source_images')
    .selectAll()
    .where('import_id', '=', r.import_id)
    .where('source_id', '=', r.source_id)
    .where('image_number', '=', r.image_number)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row ? [sourceImageView(row, r.image_count, viewer.links)] : [];
}

/**
 * Everyone may read a record's index (names, event, source); its full transcription is for members
 * (`paid`: subscribers and staff), as the paywall of the overseas and China collections says.
 */
export async function recordDetail(db: Db, code: string, paid: boolean, viewer: { user: AuthUser | null; links: Links }): Promise<RecordDetail> {
  const { rows } = await sql<
    RecordRow & {
      c_id: string;
      c_title: string;
      category_id: string;
      is_sample: boolean;
      s_title: string;
      source_type: string;
      s_year: number | null;
      s_place: string | null;
      image_count: number | null;
      s_status: 'active' | 'pending';
    }
  >`
    SELECT ${RECORD_COLUMNS}, c.id AS c_id, c.title AS c_title, c.category_id, c.is_sample,
           s.title AS s_title, s.source_type, s.year AS s_year, s.place AS s_place, s.image_count, s.status AS s_status
      FROM ${SHOWN_RECORDS}
     WHERE r.code = ${code}`.execute(db);
  const r = rows[0];
  if (!r) throw notFound('No record has this code.');
  const persons = (await personsOf(db, r.import_id, [r.code])).get(r.code) ?? [];
  const same =
    r.image_number === null
      ? []
      : (
          await sql<RecordRow>`
            SELECT ${RECORD_COLUMNS} FROM records r
             WHERE r.import_id = ${r.import_id} AND r.source_id = ${r.source_id} AND r.image_number = ${r.image_number} AND r.code <> ${r.code}
             ORDER BY r.code LIMIT ${SAME_PAGE_LIMIT}`.execute(db)
        ).rows;
  return {
    code: r.code,
    slug: recordSlug(persons),
    event: event(r),
    persons,
    transcription: paid ? r.transcription : null,
    image_number: r.image_number,
    images: await recordImages(db, r, viewer),
    source: sourceRef({ id: r.source_id, title: r.s_title, source_type: r.source_type, year: r.s_year, place: r.s_place, image_count: r.image_count }),
    collection: collectionRef({ id: r.c_id, title: r.c_title, category_id: r.category_id, is_sample: r.is_sample }),
    same_page: await recordSummaries(db, r.import_id, same, paid),
    cemetery:
      r.event_type === 'burial'
        ? ((await db.selectFrom('record_cemeteries').select(['id', 'name']).where('import_id', '=', r.import_id).where('event_place', '=', r.event_place).executeTakeFirst()) ?? null)
        : null,
  };
}
