/** The record categories with the number of records each holds in current imports of active (or unlisted) sources. */
import { sql } from 'kysely';
import { RECORD_CATEGORY_LABELS, type RecordCategoryId } from '../../../protocol/records';
import type { SearchCategoriesResponse } from '../../../protocol/recordCategories';
import type { Db } from '../../db/database';

export async function searchCategories(db: Db): Promise<SearchCategoriesResponse> {
  const { rows } = await sql<{ category_id: string; count: string }>`
    SELECT c.category_id, count(*) AS count
      FROM records r
      JOIN record_collections c ON c.id = r.collection_id AND c.current_import = r.import_id
      LEFT JOIN record_sources s ON s.import_id = r.import_id AND s.id = r.source_id
     WHERE s.id IS NULL OR s.status = 'active'
     GROUP BY c.category_id`.execute(db);
  const counts = new Map(rows.map((r) => [r.category_id, Number(r.count)]));
  return {
    objects: (Object.keys(RECORD_CATEGORY_LABELS) as RecordCategoryId[]).map((id) => ({ id, name: RECORD_CATEGORY_LABELS[id], count: counts.get(id) ?? 0 })),
  };
}
