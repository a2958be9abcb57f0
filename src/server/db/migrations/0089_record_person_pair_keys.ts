import { sql, type Kysely } from 'kysely';
import { recordPersonKeys } from '../../modules/records/recordPersonKeys';
import { writableColumns } from '../columns';
import { asideTable, restoreIndexes } from '../tableRewrite';

/**
 * Record persons already stored get the name keys an import now writes (recordPersonKeys): each two
 * neighbouring words joined ("Albert Ah Yiu" answers to ahyiu, so a search for an "Ah" name asks for
 * one key instead of walking every record keyed "ah"), and the given name's keys marked (a one-syllable
 * given name is looked for among given names, not among surnames spelled the same). The keys are made
 * here, so the rows are copied into a new table a slice of heap blocks at a time, in their stored
 * order (name order, 0088), and the indexes rebuilt. An empty table is left as it is.
 */

/** Heap blocks read per statement (a few thousand persons). */
const BLOCKS = 128;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM record_persons LIMIT 1) AS any_row`.execute(db);
  if (!rows[0]!.n) return;
  const names = await writableColumns(db, 'record_persons');
  const columns = sql.join(names.map((c) => sql.ref(c)));
  const values = sql.join(names.map((c) => (c === 'search_text' ? sql`k.search_text` : sql.ref(`b.${c}`))));
  const aside = await asideTable(db, 'record_persons');
  const { rows: size } = await sql<{ blocks: number; persons: number }>`
    SELECT (pg_relation_size('record_persons_before') / current_setting('block_size')::int)::int AS blocks,
           greatest(reltuples, 0)::int AS persons
      FROM pg_class WHERE oid = 'record_persons_before'::regclass`.execute(db);
  const { blocks, persons } = size[0]!;
  let done = 0;
  let told = 0;
  for (let block = 0; block < blocks; block += BLOCKS) {
    const lo = `(${block},0)`;
    const hi = `(${block + BLOCKS},0)`;
    const { rows: slice } = await sql<{ tid: string; surname: string; first_name: string; name_zh: string | null }>`
      SELECT ctid::text AS tid, surname, first_name, name_zh FROM record_persons_before
       WHERE ctid >= ${lo}::tid AND ctid < ${hi}::tid`.execute(db);
    if (!slice.length) continue;
    const texts = slice.map((p) => recordPersonKeys(p).join(' '));
    await sql`
      INSERT INTO record_persons (${columns})
      SELECT ${values}
        FROM record_persons_before b
        JOIN unnest(${slice.map((p) => p.tid)}::tid[], ${texts}::text[]) AS k(tid, search_text) ON b.ctid = k.tid
       WHERE b.ctid >= ${lo}::tid AND b.ctid < ${hi}::tid
       ORDER BY b.ctid`.execute(db);
    done += slice.length;
    if (done - told >= 100_000) {
      told = done;
      console.log(`  record name keys: ${done.toLocaleString('en')} of about ${persons.toLocaleString('en')} persons`);
    }
  }
  await restoreIndexes(db, 'record_persons', aside);
}

export async function down(): Promise<void> {
  // The new keys only add to the old ones: a search or match written for the old keys still finds its records.
}
