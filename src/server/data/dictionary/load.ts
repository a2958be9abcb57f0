/**
 * Loads dictionary rows into dictionary_entries through the reference loader (short transactions,
 * one batch each, the data version recorded last). The rows come from any (async) iterable of
 * batches: the CEDICT thread at start-up, a small fixed list in tests.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { jsonbParam } from '../../db/jsonbParam';
import { loadReferenceSet, loadedVersion, type LoadResult } from '../reference/load';
import type { DictionaryRow } from './build';

export type { LoadResult };

export const DICTIONARY = 'dictionary';

export async function loadDictionary(
  db: Db,
  batches: Iterable<DictionaryRow[]> | AsyncIterable<DictionaryRow[]>,
  options: { version: string; onProgress?: (rows: number) => void },
): Promise<LoadResult> {
  return loadReferenceSet(db, batches, {
    name: DICTIONARY,
    table: 'dictionary_entries',
    ...options,
    insert: async (db, batch, firstId) => {
      const numbered = batch.map((row, i) => ({ id: firstId + i, ...row }));
      await sql`
        INSERT INTO dictionary_entries (id, simplified, traditional, pinyin, pinyin_marks, pinyin_toned, pinyin_key, glosses)
        SELECT id, simplified, traditional, pinyin, pinyin_marks, pinyin_toned, pinyin_key, glosses
          FROM jsonb_to_recordset(${jsonbParam(numbered)}::jsonb)
            AS t(id int, simplified text, traditional text, pinyin text, pinyin_marks text, pinyin_toned text, pinyin_key text, glosses jsonb)`.execute(db);
    },
  });
}

/** The version of the dictionary in the database, or null when none is loaded. */
export function loadedDictionaryVersion(db: Db): Promise<string | null> {
  return loadedVersion(db, DICTIONARY);
}
