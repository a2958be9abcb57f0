/**
 * Dictionary lookups. Characters match a word's simplified or traditional form exactly. A Latin
 * query matches the pinyin key (toned when it carries tones, else toneless) and the English words
 * of the glosses (PostgreSQL full text, English stemming); pinyin matches come first, then entries
 * with a gloss equal to the query, then shorter words.
 */
import { sql } from 'kysely';
import type { DictionaryList, DictionaryQuery, DictionaryWord } from '../../../protocol/dictionary';
import { queryPinyinKey } from '../../data/dictionary/pinyinKeys';
import type { Db } from '../../db/database';

const HAN = /\p{Script=Han}/u;

type Row = DictionaryWord & { total_count: string | number };

function page(rows: Row[], q: DictionaryQuery): DictionaryList {
  const total = rows.length ? Number(rows[0].total_count) : 0;
  return {
    objects: rows.map(({ id, simplified, traditional, pinyin, pinyin_marks, glosses }) => ({ id, simplified, traditional, pinyin, pinyin_marks, glosses })),
    meta: { limit: q.limit, offset: q.offset, total_count: total },
  };
}

const COLUMNS = sql`id, simplified, traditional, pinyin, pinyin_marks, glosses, count(*) OVER () AS total_count`;

async function byCharacters(db: Db, text: string, q: DictionaryQuery): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT ${COLUMNS} FROM dictionary_entries
     WHERE simplified = ${text} OR traditional = ${text}
     ORDER BY id LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  return rows;
}

async function byLatin(db: Db, text: string, q: DictionaryQuery): Promise<Row[]> {
  const pinyin = queryPinyinKey(text);
  const pinyinMatch = pinyin ? (pinyin.toned ? sql`pinyin_toned = ${pinyin.key}` : sql`pinyin_key = ${pinyin.key}`) : sql`false`;
  // Tones say the query is pinyin; without them it may be either.
  const englishMatch = pinyin?.toned ? sql`false` : sql`to_tsvector('english'::regconfig, glosses) @@ plainto_tsquery('english'::regconfig, ${text})`;
  const { rows } = await sql<Row>`
    SELECT ${COLUMNS} FROM dictionary_entries
     WHERE ${pinyinMatch} OR ${englishMatch}
     ORDER BY ${pinyin ? sql`(${pinyinMatch}) DESC,` : sql``} (glosses ? ${text.toLowerCase()}) DESC, length(simplified), id
     LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  return rows;
}

export async function lookUpWords(db: Db, q: DictionaryQuery): Promise<DictionaryList> {
  if (q.search_cn !== undefined) return page(await byCharacters(db, q.search_cn, q), q);
  const text = q.q!;
  return page(HAN.test(text) ? await byCharacters(db, text, q) : await byLatin(db, text, q), q);
}
