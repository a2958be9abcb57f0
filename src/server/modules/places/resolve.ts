/**
 * The gazetteer place a place name in a record stands for, when it can be told: "Sun Ning, Kwangtung,
 * China" → 台山 (440781). The first part of the text (before a comma) is looked up as a curated
 * alternative name (family spellings and historical names, exact), then as a county, city or province
 * named in Chinese (either script, with or without its 市/县 ending), then by toneless pinyin among the
 * emigrant (qiaoxiang) counties, where romanised names in records mostly point. An ambiguous or unknown
 * name resolves to null rather than to a guess.
 */
import { sql } from 'kysely';
import { foldLatin } from '../../chinese/romanisation';
import { toSimplified } from '../../chinese/script';
import type { Db } from '../../db/database';
import { matchAlternatives } from './service';

const HAN = /\p{Script=Han}/u;

export async function resolvePlaceName(db: Db, text: string): Promise<string | null> {
  const head = text.split(/[,，]/u)[0]!.trim();
  if (!head) return null;
  const alternatives = [...new Set((await matchAlternatives(db, head)).filter((hit) => hit.exact).map((hit) => hit.code))];
  if (alternatives.length === 1) return alternatives[0]!;
  if (alternatives.length > 1) return null;
  if (HAN.test(head)) {
    const names = [...new Set([head, toSimplified(head)])];
    const { rows } = await sql<{ code: string }>`
      SELECT code FROM places
       WHERE level <= 3 AND (name IN (${sql.join(names)}) OR search_name IN (${sql.join(names)}) OR name_traditional IN (${sql.join(names)}))
       LIMIT 2`.execute(db);
    return rows.length === 1 ? rows[0]!.code : null;
  }
  const latin = foldLatin(head);
  if (latin.length < 3) return null;
  const codes = (await qiaoxiangByPinyin(db)).get(latin) ?? [];
  return codes.length === 1 ? codes[0]! : null;
}

const qiaoxiang = new WeakMap<Db, Promise<Map<string, string[]>>>();

/**
 * The emigrant counties by toneless pinyin, read once per database: a statement on the partitioned
 * gazetteer costs ~40 ms of planning (its partitions) for a handful of rows, and a record search
 * resolves its place fields on every request. Kept only once the gazetteer is loaded (a search during
 * a first start's load reads it again); the counties and their readings are fixed reference data.
 */
function qiaoxiangByPinyin(db: Db): Promise<Map<string, string[]>> {
  let found = qiaoxiang.get(db);
  if (!found) {
    found = sql<{ code: string; pinyin_base: string }>`
      SELECT p.code, p.pinyin_base FROM places p JOIN qiao_xiang_places x ON x.code = p.code`
      .execute(db)
      .then(({ rows }) => {
        const byPinyin = new Map<string, string[]>();
        for (const r of rows) byPinyin.set(r.pinyin_base, [...(byPinyin.get(r.pinyin_base) ?? []), r.code]);
        if (!rows.length) qiaoxiang.delete(db);
        return byPinyin;
      });
    found.catch(() => qiaoxiang.delete(db));
    qiaoxiang.set(db, found);
  }
  return found;
}

/** resolvePlaceName with its answers kept: an import resolves the same few hundred names many times. */
export function placeNameResolver(db: Db): (text: string | null) => Promise<string | null> {
  const known = new Map<string, Promise<string | null>>();
  return (text) => {
    if (!text) return Promise.resolve(null);
    let found = known.get(text);
    if (!found) known.set(text, (found = resolvePlaceName(db, text)));
    return found;
  };
}
