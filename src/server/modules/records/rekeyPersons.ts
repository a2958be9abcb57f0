import { sql, type Kysely } from 'kysely';
import { recordPersonKeys } from './recordPersonKeys';
import { writableColumns } from '../../db/columns';
import { asideTable, restoreIndexes } from '../../db/tableRewrite';

/** Heap blocks read per statement (a few thousand persons). */
const BLOCKS = 128;

/**
 * Gives every stored record person the name keys an import writes now (recordPersonKeys). The keys are
 * made here, in JavaScript, so the rows are copied into a new table a slice of heap blocks at a time, in
 * their stored order (name order, 0088), and the indexes rebuilt. An empty table is left as it is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function rekeyRecordPersons(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM record_persons LIMIT 1) AS any_row`.execute(db);
  if (!rows[0]!.n) return;
  const columns = sql.join((await writableColumns(db, 'record_persons')).map((c) => sql.ref(c)));
  const aside = await asideTable(db, 'record_persons');
  const { rows: size } = await sql<{ blocks: number; persons: number }>`
    SELECT (pg_relation_size('record_persons_before') / current_setting('block_size')::int)::int AS blocks,
           greatest(reltuples, 0)::int AS persons
      FROM pg_class WHERE oid = 'record_persons_before'::regclass`.execute(db);
  const { blocks, persons } = size[0]!;
  let done = 0;
  let told = 0;
  for (let block = 0; block < blocks; block += BLOCKS) {
    // A slice of rows travels as one JSON value each way: no join back to the old table by row.
    const { rows: slice } = await sql<{ rows: string | null }>`
      SELECT jsonb_agg(to_jsonb(b) - 'search_keys' ORDER BY b.ctid)::text AS rows FROM record_persons_before b
       WHERE b.ctid >= ${`(${block},0)`}::tid AND b.ctid < ${`(${block + BLOCKS},0)`}::tid`.execute(db);
    if (!slice[0]?.rows) continue;
    const rows = JSON.parse(slice[0].rows) as { surname: string; first_name: string; name_zh: string | null; search_text: string }[];
    for (const r of rows) r.search_text = recordPersonKeys(r).join(' ');
    await sql`
      INSERT INTO record_persons (${columns})
      SELECT ${columns} FROM jsonb_populate_recordset(NULL::record_persons, ${JSON.stringify(rows)}::jsonb)`.execute(db);
    done += rows.length;
    if (done - told >= 100_000) {
      told = done;
      console.log(`  record name keys: ${done.toLocaleString('en')} of about ${persons.toLocaleString('en')} persons`);
    }
  }
  await restoreIndexes(db, 'record_persons', aside);
}
