/**
 * Loads the clans reference set: a few thousand rows in four tables, written in one transaction
 * (the set is small), the data version recorded in the same transaction, so a load either lands
 * whole or leaves the previous set and no new version. On PGlite that transaction holds the one
 * connection, and members' requests wait for it: it skips what cost most and served nothing, the
 * emptying of empty tables on a first start and a foreign-key look-up for each of the 3,000
 * spellings, whose clans and dialects it writes itself (see the build's test). It held the
 * connection for 0.6 to 1.4 s with them, while a first GEDCOM import ran beside it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { analyzeSampled } from '../../db/statistics';
import { jsonbParam } from '../../db/jsonbParam';
import { maySkipRowTriggers } from '../../tree/batches';
import { loadedVersion, type LoadResult } from '../reference/load';
import { buildClanData, CLANS, clansDataVersion, type ClanData } from './build';

export async function loadClans(db: Db, data: ClanData, version: string): Promise<LoadResult> {
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reference_data_versions').where('name', '=', CLANS).execute();
    const { rows: held } = await sql<{ held: boolean }>`
      SELECT EXISTS (SELECT 1 FROM dialects) OR EXISTS (SELECT 1 FROM clans)
          OR EXISTS (SELECT 1 FROM clan_spellings) OR EXISTS (SELECT 1 FROM clan_counties) AS held`.execute(trx);
    if (held[0]?.held) await sql`TRUNCATE clan_counties, clan_spellings, clans, dialects`.execute(trx);
    if (await maySkipRowTriggers(trx)) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`
      INSERT INTO dialects (slug, name_en, name_zh, name_zh_traditional, description, counties, sort)
      SELECT slug, name_en, name_zh, name_zh_traditional, description, ARRAY(SELECT jsonb_array_elements_text(counties)), sort
        FROM jsonb_to_recordset(${jsonbParam(data.dialects)}::jsonb)
          AS t(slug text, name_en text, name_zh text, name_zh_traditional text, description text, counties jsonb, sort smallint)`.execute(trx);
    await sql`
      INSERT INTO clans (id, surname, traditional, pinyin, pinyin_key, jyutping, priority, provinces, search_keys)
      SELECT id, surname, traditional, pinyin, pinyin_key, jyutping, priority,
             ARRAY(SELECT jsonb_array_elements_text(provinces)), ARRAY(SELECT jsonb_array_elements_text(search_keys))
        FROM jsonb_to_recordset(${jsonbParam(data.clans)}::jsonb)
          AS t(id int, surname text, traditional text, pinyin text, pinyin_key text, jyutping text, priority int, provinces jsonb, search_keys jsonb)`.execute(trx);
    await sql`
      INSERT INTO clan_spellings (clan_id, dialect, spelling, spelling_key, kind, position)
      SELECT clan_id, dialect, spelling, spelling_key, kind, position
        FROM jsonb_to_recordset(${jsonbParam(data.spellings)}::jsonb)
          AS t(clan_id int, dialect text, spelling text, spelling_key text, kind text, position smallint)`.execute(trx);
    await sql`
      INSERT INTO clan_counties (clan_id, county_code)
      SELECT clan_id, county_code FROM jsonb_to_recordset(${jsonbParam(data.counties)}::jsonb) AS t(clan_id int, county_code text)`.execute(trx);
    const rows = data.clans.length + data.spellings.length + data.counties.length + data.dialects.length;
    await trx
      .insertInto('reference_data_versions')
      .values({ name: CLANS, version, row_count: rows, load_ms: Math.round(performance.now() - started) })
      .execute();
  });
  for (const table of ['clans', 'clan_spellings', 'clan_counties', 'dialects']) await analyzeSampled(db, table);
  return { rows: data.clans.length, ms: Math.round(performance.now() - started) };
}

/** Start-up and rebuild: loads the set, printing what it did. */
export async function rebuildClans(db: Db, out: (line: string) => void): Promise<LoadResult> {
  const result = await loadClans(db, buildClanData(), clansDataVersion());
  out(`Loaded the clans: ${result.rows} surnames in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}

export function loadedClansVersion(db: Db): Promise<string | null> {
  return loadedVersion(db, CLANS);
}
