/** POST member/translate/: a word-by-word gloss of the text over the dictionary table (CC-CEDICT). */
import { sql } from 'kysely';
import type { Gloss } from '../../../protocol/zupus';
import type { Db } from '../../db/database';
import { glossText, type DictEntry } from '../../chinese/gloss';

/** The entries of the words the dictionary knows, by either form; one query for all candidates. */
function dictionaryLookup(db: Db) {
  return async (words: string[]): Promise<Map<string, DictEntry[]>> => {
    const out = new Map<string, DictEntry[]>();
    if (!words.length) return out;
    const list = JSON.stringify(words);
    const { rows } = await sql<{ simplified: string; traditional: string; pinyin_marks: string; glosses: string[] }>`
      SELECT simplified, traditional, pinyin_marks, glosses FROM dictionary_entries
       WHERE simplified IN (SELECT jsonb_array_elements_text(${list}::jsonb))
          OR traditional IN (SELECT jsonb_array_elements_text(${list}::jsonb))
       ORDER BY id`.execute(db);
    for (const r of rows) {
      for (const form of new Set([r.simplified, r.traditional])) out.set(form, [...(out.get(form) ?? []), r]);
    }
    return out;
  };
}

export async function translate(db: Db, text: string): Promise<Gloss> {
  return { text, gloss: await glossText(text, dictionaryLookup(db)) };
}
