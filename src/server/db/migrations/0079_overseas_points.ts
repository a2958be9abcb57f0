import { sql, type Kysely } from 'kysely';

/**
 * A map point for each overseas destination (data/overseas/points.ts, from GeoNames), so family
 * websites draw where the family went abroad on their migration map. Nullable: the reference
 * loader fills them when it next loads the set (its version changes with the builder's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE overseas_destinations ADD COLUMN lat double precision, ADD COLUMN lng double precision`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE overseas_destinations DROP COLUMN lat, DROP COLUMN lng`.execute(db);
}
