/**
 * Persons' stored search keys follow the surname table: when its spellings change (a new dialect
 * spelling, a new surname), keys written before no longer answer the new queries. The keys carry a
 * version, the hash of the table, kept in reference_data_versions; at start-up, when it differs,
 * every person's keys are computed again, a short transaction of BATCH persons at a time (read with
 * FOR UPDATE, so an edit in between waits and the keys written match the names), and the version is
 * recorded last, so a run cut short starts again at the next start.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { SURNAMES, type SurnameEntry } from '../chinese/surnameTable';
import type { Db } from '../db/database';
import { jsonbParam } from '../db/jsonbParam';
import type { LoadResult } from '../data/reference/load';
import { throwIfStopped } from '../data/reference/stop';
import { searchText } from './load';

export const PERSON_SEARCH_KEYS = 'person-search-keys';

/** Raise when searchKeys changes how it keys a name. */
const KEYS_BUILDER_VERSION = 1;
const BATCH = 200;

/** A hash of what the keys are made from: the table without its reading-based spellings, which key nothing. */
export function surnameKeysHash(entries: readonly SurnameEntry[]): string {
  const keyed = entries.map(({ readings: _, ...rest }) => rest);
  return createHash('sha256').update(JSON.stringify(keyed)).digest('hex').slice(0, 12);
}

export function searchKeysVersion(): string {
  return `surnames-${surnameKeysHash(SURNAMES)}/keys-${KEYS_BUILDER_VERSION}`;
}

/** Computes every person's keys again; the persons whose keys changed, and the time it took. */
export async function rekeyPersons(db: Db, version = searchKeysVersion(), batch = BATCH): Promise<LoadResult & { changed: number }> {
  const started = performance.now();
  let cursor: string | null = null;
  let rows = 0;
  let changed = 0;
  for (;;) {
    throwIfStopped();
    const last: string | null = await db.transaction().execute(async (trx) => {
      let q = trx.selectFrom('persons').select(['id', 'first_names', 'surnames', 'search_text']).orderBy('id').limit(batch).forUpdate();
      if (cursor) q = q.where('id', '>', cursor);
      const persons = await q.execute();
      if (!persons.length) return null;
      rows += persons.length;
      const updates = persons.flatMap((p) => {
        const text = searchText(p);
        return text === p.search_text ? [] : [{ id: p.id, search_text: text }];
      });
      if (updates.length) {
        changed += updates.length;
        await sql`
          UPDATE persons SET search_text = t.search_text
            FROM jsonb_to_recordset(${jsonbParam(updates)}::jsonb) AS t(id uuid, search_text text)
           WHERE persons.id = t.id`.execute(trx);
      }
      return persons[persons.length - 1]!.id;
    });
    if (last === null) break;
    cursor = last;
  }
  const ms = Math.round(performance.now() - started);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reference_data_versions').where('name', '=', PERSON_SEARCH_KEYS).execute();
    await trx.insertInto('reference_data_versions').values({ name: PERSON_SEARCH_KEYS, version, row_count: rows, load_ms: ms }).execute();
  });
  return { rows, ms, changed };
}

export async function rebuildPersonSearchKeys(db: Db, out: (line: string) => void): Promise<LoadResult> {
  const result = await rekeyPersons(db);
  if (result.rows) out(`Search keys of ${result.rows.toLocaleString('en')} persons checked against the surname table, ${result.changed.toLocaleString('en')} renewed, in ${(result.ms / 1000).toFixed(1)} s`);
  return result;
}
