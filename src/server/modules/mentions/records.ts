/** The indexed records mentions name, read through each collection's current import. */
import type { MentionRecord } from '../../../protocol/mentions';
import type { Db } from '../../db/database';

/** The records with these codes (a record of an invalid source is not one), by code. */
export async function recordsByCode(db: Db, codes: string[]): Promise<Map<string, MentionRecord>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom('records as r')
    .innerJoin('record_collections as c', (j) => j.onRef('c.current_import', '=', 'r.import_id').onRef('c.id', '=', 'r.collection_id'))
    .innerJoin('record_sources as s', (j) => j.onRef('s.import_id', '=', 'r.import_id').onRef('s.id', '=', 'r.source_id'))
    .leftJoin('record_persons as p', (j) => j.onRef('p.import_id', '=', 'r.import_id').onRef('p.record_code', '=', 'r.code').on('p.position', '=', 0))
    .select(['r.code', 'r.source_id', 's.title as source_title', 'r.collection_id', 'c.title as collection_title', 'c.is_sample', 'r.event_type', 'r.event_year', 'r.event_place', 'p.first_name', 'p.surname', 'p.name_zh'])
    .where('r.code', 'in', [...new Set(codes)])
    .where('s.status', '<>', 'invalid')
    .execute();
  return new Map(rows.map((r) => [r.code, { ...r, first_name: r.first_name ?? '', surname: r.surname ?? '', name_zh: r.name_zh ?? null }]));
}
