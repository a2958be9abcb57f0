import { sql, type Kysely } from 'kysely';

/**
 * Overseas Chinese communities (migration destinations), a hand-curated reference set: each
 * destination with its country, migration region and period, its main home counties (division
 * codes of the gazetteer, not foreign keys: the gazetteer may load later or not at all) and its
 * dialects, both in order of prominence. No foreign keys between the three tables either: the
 * reference loader empties and refills them together.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE overseas_destinations (
      id text PRIMARY KEY,
      rank integer NOT NULL,
      name text NOT NULL,
      names_zh jsonb NOT NULL,
      country_code text NOT NULL,
      country_name text NOT NULL,
      region text NOT NULL,
      period text NOT NULL,
      description text NOT NULL,
      search_text text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX overseas_destinations_region ON overseas_destinations (region)`.execute(db);
  await sql`
    CREATE TABLE overseas_destination_origins (
      destination_id text NOT NULL,
      place_code text NOT NULL,
      rank smallint NOT NULL,
      PRIMARY KEY (destination_id, place_code)
    )`.execute(db);
  await sql`CREATE INDEX overseas_destination_origins_place ON overseas_destination_origins (place_code text_pattern_ops)`.execute(db);
  await sql`
    CREATE TABLE overseas_destination_dialects (
      destination_id text NOT NULL,
      dialect text NOT NULL,
      rank smallint NOT NULL,
      PRIMARY KEY (destination_id, dialect)
    )`.execute(db);
  await sql`CREATE INDEX overseas_destination_dialects_dialect ON overseas_destination_dialects (dialect)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE overseas_destination_dialects`.execute(db);
  await sql`DROP TABLE overseas_destination_origins`.execute(db);
  await sql`DROP TABLE overseas_destinations`.execute(db);
}
