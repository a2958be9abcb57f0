import { sql, type Kysely } from 'kysely';
import { PLACE_PARTITIONS, placePartition } from './0058_places';

/**
 * The initials of a place's pinyin, its name without the division suffix (台山市 -> ts), so an
 * initials query finds it; indexed in every part of the table for provinces down to towns only (two
 * letters name thousands of villages: an initials query is for the places above them). The gazetteer's builder version
 * rises with it, so the next start reloads the places and fills the column.
 */
export function placeInitialsIndex(i: number): Record<string, string> {
  const t = placePartition(i);
  return { [`${t}_initials`]: `CREATE INDEX ${t}_initials ON ${t} (pinyin_initials) WHERE level <= 4` };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE places ADD COLUMN pinyin_initials text NOT NULL DEFAULT ''`.execute(db);
  for (let i = 0; i < PLACE_PARTITIONS; i++) for (const create of Object.values(placeInitialsIndex(i))) await sql.raw(create).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE places DROP COLUMN pinyin_initials`.execute(db);
}
