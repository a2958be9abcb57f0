import type { Kysely } from 'kysely';
import { rekeyRecordPersons } from '../../modules/records/rekeyPersons';

/**
 * Record persons already stored get the key of a given name of one syllable that an import now writes
 * (oneSyllableKey: "Chun", "Ah Chun" and 珍 also as =chun, =珍): RecordFinder looks up a person known by
 * one syllable among those names, not among every record whose given name holds that syllable.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await rekeyRecordPersons(db);
}

export async function down(): Promise<void> {
  // The new keys only add to the old ones: a search or match written for the old keys still finds its records.
}
