/**
 * Record collections: one collection with its counts (GET collections/:id/) and the collection search
 * (GET collections/search/). A collection not yet imported (no current import) is not shown; counts
 * leave out invalid sources.
 */
import { sql, type SqlBool } from 'kysely';
import type { CollectionDetail, CollectionList } from '../../../protocol/records';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { collectionRef } from './detail';

export async function collectionDetail(db: Db, id: string): Promise<CollectionDetail> {
  const c = await db.selectFrom('record_collections').selectAll().where('id', '=', id).where('current_import', 'is not', null).executeTakeFirst();
  if (!c) throw notFound('No collection has this id.');
  const types = (
    await sql<{ source_type: string; count: string; images: string | null }>`
      SELECT source_type, count(*) AS count, sum(image_count) AS images FROM record_sources
       WHERE import_id = ${c.current_import} AND status <> 'invalid' GROUP BY source_type ORDER BY count(*) DESC, source_type`.execute(db)
  ).rows;
  return {
    ...collectionRef(c),
    description: c.description,
    place: c.place,
    year_from: c.year_from,
    year_to: c.year_to,
    source_note: c.source_note,
    record_count: c.record_count,
    source_count: types.reduce((n, t) => n + Number(t.count), 0),
    image_count: types.reduce((n, t) => n + Number(t.images ?? 0), 0),
    source_types: types.map((t) => ({ source_type: t.source_type, count: Number(t.count) })),
    imported_at: c.imported_at ? new Date(c.imported_at).toISOString() : null,
  };
}

export async function searchCollections(db: Db, q: { q?: string; limit: number; offset: number }): Promise<CollectionList> {
  const words = q.q ? q.q.split(/\s+/u).map((w) => `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : [];
  const match = words.length ? sql.join(words.map((w) => sql<SqlBool>`(title ILIKE ${w} OR description ILIKE ${w} OR place ILIKE ${w})`), sql` AND `) : sql<SqlBool>`true`;
  const { rows } = await sql<{
    id: string;
    title: string;
    category_id: string;
    is_sample: boolean;
    description: string;
    place: string;
    year_from: number;
    year_to: number;
    record_count: number;
    total: string;
  }>`
    SELECT id, title, category_id, is_sample, description, place, year_from, year_to, record_count, count(*) OVER () AS total
      FROM record_collections WHERE current_import IS NOT NULL AND ${match}
     ORDER BY title, id LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  return {
    objects: rows.map((r) => ({ ...collectionRef(r), description: r.description, place: r.place, year_from: r.year_from, year_to: r.year_to, record_count: r.record_count })),
    meta: { limit: q.limit, offset: q.offset, total_count: rows.length ? Number(rows[0]!.total) : 0 },
  };
}
