import { sql, type Kysely } from 'kysely';

/**
 * Where a member has marked a place on the map (place/:id/save-location/): one point per member and
 * place, shown back to that member on the place's page. The place is named by its division code, not
 * by a foreign key, so a rebuild of the gazetteer keeps the marks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE place_saved_locations (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      place_code text NOT NULL,
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
      saved_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, place_code)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE place_saved_locations`.execute(db);
}
