import type { Kysely } from 'kysely';
import { rekeyRecordPersons } from '../../modules/records/rekeyPersons';

/**
 * Record persons already stored get the name keys an import now writes (recordPersonKeys): each two
 * neighbouring words joined ("Albert Ah Yiu" answers to ahyiu, so a search for an "Ah" name asks for
 * one key instead of walking every record keyed "ah").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecordPersons(db);
}

export async function down(): Promise<void> {
  // The new keys only add to the old ones: a search or match written for the old keys still finds its records.
}
