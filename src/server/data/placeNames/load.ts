/**
 * The two hand-curated place sets, loaded through the reference loader: alternative names with their
 * search keys, and the qiaoxiang counties. Each set's version is a hash of its data, so an edit to a
 * data file reloads it on the next start.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { jsonbParam } from '../../db/jsonbParam';
import { foldLatin } from '../../chinese/romanisation';
import { toSimplified } from '../../chinese/script';
import { placeSyllables } from '../places/names';
import { loadReferenceSet, type LoadResult } from '../reference/load';
import { PLACE_ALTERNATIVES, type PlaceAlternative } from './alternatives';
import { QIAOXIANG_COUNTIES, type QiaoxiangCounty } from './qiaoxiang';

export const PLACE_ALTERNATIVES_SET = 'place-alternatives';
export const QIAOXIANG_SET = 'qiaoxiang';

const HAN = /\p{Script=Han}/u;

/** What search compares for a name or a query: simplified characters without spaces, or folded Latin. */
export function alternativeSearchKey(text: string): string {
  return HAN.test(text) ? toSimplified(text).replace(/\s+/g, '') : foldLatin(text);
}

export interface AlternativeRow extends PlaceAlternative {
  search_key: string;
  pinyin_key: string;
}

export function alternativeRows(list: readonly PlaceAlternative[] = PLACE_ALTERNATIVES): AlternativeRow[] {
  return list.map((a) => ({
    ...a,
    search_key: alternativeSearchKey(a.name),
    pinyin_key: HAN.test(a.name) ? placeSyllables(toSimplified(a.name)).join('') : '',
  }));
}

function hash(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
}

export const placeAlternativesVersion = () => `curated-${hash(alternativeRows())}`;
export const qiaoxiangVersion = () => `curated-${hash(QIAOXIANG_COUNTIES)}`;

export function loadPlaceAlternatives(db: Db, rows: AlternativeRow[] = alternativeRows(), version = placeAlternativesVersion()): Promise<LoadResult> {
  return loadReferenceSet(db, [rows], {
    name: PLACE_ALTERNATIVES_SET,
    table: 'place_alternatives',
    version,
    insert: async (db, batch, firstId) => {
      const numbered = batch.map((row, i) => ({ id: firstId + i, ...row }));
      await sql`
        INSERT INTO place_alternatives (id, code, name, search_key, pinyin_key, kind, note)
        SELECT id, code, name, search_key, pinyin_key, kind, note
          FROM jsonb_to_recordset(${jsonbParam(numbered)}::jsonb)
            AS t(id int, code text, name text, search_key text, pinyin_key text, kind text, note text)`.execute(db);
    },
  });
}

export function loadQiaoxiang(db: Db, counties: readonly QiaoxiangCounty[] = QIAOXIANG_COUNTIES, version = qiaoxiangVersion()): Promise<LoadResult> {
  return loadReferenceSet(db, [counties.map((c, i) => ({ ...c, rank: i + 1 }))], {
    name: QIAOXIANG_SET,
    table: 'qiao_xiang_places',
    version,
    insert: async (db, batch) => {
      await sql`
        INSERT INTO qiao_xiang_places (code, rank, english, region)
        SELECT code, rank, english, region
          FROM jsonb_to_recordset(${jsonbParam(batch)}::jsonb) AS t(code text, rank smallint, english text, region text)`.execute(db);
    },
  });
}

export async function rebuildPlaceAlternatives(db: Db, out: (line: string) => void): Promise<LoadResult> {
  const result = await loadPlaceAlternatives(db);
  out(`Loaded alternative place names: ${result.rows} in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}

export async function rebuildQiaoxiang(db: Db, out: (line: string) => void): Promise<LoadResult> {
  const result = await loadQiaoxiang(db);
  out(`Loaded qiaoxiang counties: ${result.rows} in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}
