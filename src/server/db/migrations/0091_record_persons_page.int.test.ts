import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sampleRecordsDatabase } from '../../../../tests/harness/sampleRecords';

const corpus = sampleRecordsDatabase(300);
const page = async (importId: string, code: string, position: number, size: number, skip = 0) =>
  (await sql<{ page: string | null }>`SELECT record_persons_page(${importId}::uuid, ${code}, ${position}::smallint, ${skip}::int, ${size}::int) AS page`.execute(corpus.database.db)).rows[0]!.page;

describe('migration 0091: record_persons_page', () => {
  it("reads an import's record persons in primary-key order, page after page, each once, nulls marked", async () => {
    const db = corpus.database.db;
    const { rows: imports } = await sql<{ import_id: string; n: number }>`
      SELECT import_id, count(*)::int AS n FROM record_persons GROUP BY import_id ORDER BY count(*) DESC LIMIT 1`.execute(db);
    const { import_id, n } = imports[0]!;
    expect(n).toBeGreaterThan(20);
    const { rows: expected } = await sql<{ record_code: string; position: number; name_zh: string | null }>`
      SELECT record_code, position, name_zh FROM record_persons WHERE import_id = ${import_id} ORDER BY record_code, position`.execute(db);
    // Pages of 7 rows, each starting after the last row of the one before.
    const read: string[][] = [];
    let after: [string, number] = ['', -32768];
    for (;;) {
      const text = await page(import_id, after[0], after[1], 7);
      if (!text) break;
      const rows = text.split('\x1e').map((r) => r.split('\x1f'));
      expect(rows.length).toBeLessThanOrEqual(7);
      for (const r of rows) expect(r).toHaveLength(12);
      read.push(...rows);
      const last = rows.at(-1)!;
      after = [last[0]!, Number(last[2])];
      if (rows.length < 7) break;
    }
    expect(read.map((r) => `${r[0]}/${r[2]}`)).toEqual(expected.map((r) => `${r.record_code}/${r.position}`));
    expect(read.map((r) => (r[6] === '\x1d' ? null : r[6]))).toEqual(expected.map((r) => r.name_zh));
    expect(await page(import_id, '\uffff', 0, 7)).toBeNull();
    // Skipping rows: the page after next, asked from the same row, is the rows past the next page.
    const skipped = (await page(import_id, '', -32768, 5, 7))!.split('\x1e').map((r) => r.split('\x1f'));
    expect(skipped.map((r) => `${r[0]}/${r[2]}`)).toEqual(read.slice(7, 12).map((r) => `${r[0]}/${r[2]}`));
  });
});
