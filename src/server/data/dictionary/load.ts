/**
 * Loads dictionary rows into dictionary_entries in short transactions, one batch each, and records
 * the data version last: a load cut short leaves no version row, so the next start loads again.
 * The rows come from any (async) iterable of batches: the CEDICT thread at start-up, a small fixed
 * list in tests.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { jsonbParam } from '../../db/jsonbParam';
import type { DictionaryRow } from './build';

export const DICTIONARY = 'dictionary';

export interface LoadResult {
  rows: number;
  ms: number;
}

export async function loadDictionary(
  db: Db,
  batches: Iterable<DictionaryRow[]> | AsyncIterable<DictionaryRow[]>,
  options: { version: string; onProgress?: (rows: number) => void },
): Promise<LoadResult> {
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reference_data_versions').where('name', '=', DICTIONARY).execute();
    await sql`TRUNCATE dictionary_entries`.execute(trx);
  });
  let rows = 0;
  for await (const batch of batches) {
    const numbered = batch.map((row, i) => ({ id: rows + i + 1, ...row }));
    await sql`
      INSERT INTO dictionary_entries (id, simplified, traditional, pinyin, pinyin_marks, pinyin_toned, pinyin_key, glosses)
      SELECT id, simplified, traditional, pinyin, pinyin_marks, pinyin_toned, pinyin_key, glosses
        FROM jsonb_to_recordset(${jsonbParam(numbered)}::jsonb)
          AS t(id int, simplified text, traditional text, pinyin text, pinyin_marks text, pinyin_toned text, pinyin_key text, glosses jsonb)`.execute(db);
    rows += batch.length;
    options.onProgress?.(rows);
  }
  const ms = Math.round(performance.now() - started);
  await sql`ANALYZE dictionary_entries`.execute(db);
  await db.insertInto('reference_data_versions').values({ name: DICTIONARY, version: options.version, row_count: rows, load_ms: ms }).execute();
  return { rows, ms };
}

/** The version of the dictionary in the database, or null when none is loaded. */
export async function loadedDictionaryVersion(db: Db): Promise<string | null> {
  const row = await db.selectFrom('reference_data_versions').select('version').where('name', '=', DICTIONARY).executeTakeFirst();
  return row?.version ?? null;
}
