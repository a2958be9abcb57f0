/**
 * Cross-script recall on the generator's known identities: for persons named in two or more records,
 * each spelling of the person found in those records (the surname and first name as a clerk wrote
 * them, and the Chinese name) is searched as a user would type it (surname and first name), and the
 * share of that person's records the search admits is counted. The baseline, in the same run, is a
 * plain exact-spelling match: the records whose written name equals the spelling searched.
 */
import { sql } from 'kysely';
import { recordSearchQuerySchema } from '../../src/protocol/records';
import { splitChineseName } from '../../src/server/chinese/script';
import type { Db } from '../../src/server/db/database';
import { identityRecordsFound } from '../../src/server/modules/records/search';
import type { BenchTable } from '../lib/table';

const IDENTITIES = Number(process.env.RECORDS_BENCH_IDENTITIES ?? 100);
const TARGET = 0.95;

interface Named {
  identity: string;
  record_code: string;
  surname: string;
  first_name: string;
  name_zh: string | null;
}

const fold = (s: string) => s.toLowerCase().replace(/[^a-z\p{Script=Han}]/gu, '');

export async function recallTable(db: Db): Promise<BenchTable> {
  await sql`CREATE INDEX IF NOT EXISTS bench_record_persons_identity ON record_persons (identity)`.execute(db);
  const { rows } = await sql<Named>`
    WITH chosen AS (
      SELECT rp.identity FROM record_persons rp JOIN record_collections c ON c.id = rp.collection_id AND c.current_import = rp.import_id
       WHERE rp.identity IS NOT NULL GROUP BY rp.identity HAVING count(DISTINCT rp.record_code) >= 2 ORDER BY md5(rp.identity) LIMIT ${IDENTITIES})
    SELECT rp.identity, rp.record_code, rp.surname, rp.first_name, rp.name_zh
      FROM record_persons rp JOIN record_collections c ON c.id = rp.collection_id AND c.current_import = rp.import_id
     WHERE rp.identity IN (SELECT identity FROM chosen)`.execute(db);
  const byIdentity = new Map<string, Named[]>();
  for (const r of rows) byIdentity.set(r.identity, [...(byIdentity.get(r.identity) ?? []), r]);

  let spellings = 0;
  let sumFound = 0;
  let sumExact = 0;
  let complete = 0;
  const misses: string[] = [];
  for (const [identity, records] of byIdentity) {
    const codes = new Set(records.map((r) => r.record_code));
    const forms = new Map<string, { surname: string; first_name: string; exact: (r: Named) => boolean }>();
    for (const r of records) {
      if (r.surname && r.first_name) forms.set(`${r.surname}|${r.first_name}`, { surname: r.surname, first_name: r.first_name, exact: (o) => fold(o.surname) === fold(r.surname) && fold(o.first_name) === fold(r.first_name) });
      if (r.name_zh) {
        const { surname, given } = splitChineseName(r.name_zh);
        if (given) forms.set(r.name_zh, { surname, first_name: given, exact: (o) => o.name_zh === r.name_zh });
      }
    }
    for (const form of forms.values()) {
      const q = recordSearchQuerySchema.parse({ surname: form.surname, first_name: form.first_name });
      const found = await identityRecordsFound(db, q, identity);
      const exact = new Set(records.filter(form.exact).map((r) => r.record_code)).size;
      spellings++;
      sumFound += found / codes.size;
      sumExact += exact / codes.size;
      if (found === codes.size) complete++;
      else if (misses.length < 5) misses.push(`${form.surname} ${form.first_name}: ${found} of ${codes.size} (${[...new Set(records.map((r) => `${r.surname} ${r.first_name}${r.name_zh ? ` ${r.name_zh}` : ''}`))].join('; ')})`);
    }
  }
  const recall = sumFound / spellings;
  return {
    title: `Cross-script recall on ${byIdentity.size} generated identities (${rows.length} records, ${spellings} spellings searched)`,
    columns: ['search by one spelling', 'share of the person\'s records found', `at least ${TARGET * 100}%`, 'spellings finding every record'],
    rows: [
      ['exact spelling as written (baseline)', `${((sumExact / spellings) * 100).toFixed(1)}%`, sumExact / spellings >= TARGET ? 'yes' : 'NO', '—'],
      ['record search: surname + first name', `${(recall * 100).toFixed(1)}%`, recall >= TARGET ? 'yes' : 'NO', `${complete} of ${spellings}`],
    ],
    notes: ['Measured on the search\'s filter (every record it admits, not one page).', ...misses.map((m) => `missed: ${m}`)],
  };
}
