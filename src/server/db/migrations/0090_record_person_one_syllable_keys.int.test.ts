import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sampleRecordsDatabase } from '../../../../tests/harness/sampleRecords';
import { recordPersonKeys } from '../../modules/records/recordPersonKeys';
import { up } from './0090_record_person_one_syllable_keys';

const corpus = sampleRecordsDatabase(400);

describe('migration 0090: record persons keyed by a given name of one syllable', () => {
  it('gives the stored persons whose given name is one syllable its marked key, and no one else', async () => {
    const db = corpus.database.db;
    const count = async (query: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM record_persons WHERE search_keys @@ ${query}::tsquery`.execute(db)).rows[0]!.n);
    // Keys written by an older import: without the marked ones.
    await sql`UPDATE record_persons SET search_text = array_to_string(array(SELECT k FROM unnest(string_to_array(search_text, ' ')) AS k WHERE k NOT LIKE '=%'), ' ')`.execute(db);
    const { rows } = await sql<{ surname: string; first_name: string; name_zh: string | null }>`SELECT surname, first_name, name_zh FROM record_persons`.execute(db);
    const one = rows.filter((r) => /^(ah\s+)?[a-z]+$/i.test(r.first_name.trim()) && !/^ah?$/i.test(r.first_name.trim()));
    expect(one.length).toBeGreaterThan(0);
    const word = one[0]!.first_name.trim().split(/\s+/).at(-1)!.toLowerCase();
    expect(await count(`'=${word}'`)).toBe(0);

    await up(db);

    const { rows: after } = await sql<{ surname: string; first_name: string; name_zh: string | null; search_text: string }>`SELECT surname, first_name, name_zh, search_text FROM record_persons`.execute(db);
    expect(after).toHaveLength(rows.length);
    for (const r of after) expect(r.search_text).toBe(recordPersonKeys(r).join(' '));
    // Every "Chun" and "Ah Chun" answers to =chun; a "Chun Wing" does not.
    expect(await count(`'=${word}'`)).toBe(after.filter((r) => r.search_text.split(' ').includes(`=${word}`)).length);
    expect(await count(`'=${word}'`)).toBeGreaterThanOrEqual(one.filter((r) => r.first_name.trim().split(/\s+/).at(-1)!.toLowerCase() === word).length);
    const twoWords = after.filter((r) => r.first_name.trim().split(/\s+/).filter((t) => !/^ah?$/i.test(t)).length === 2 && !r.name_zh);
    expect(twoWords.length).toBeGreaterThan(0);
    for (const r of twoWords) expect(r.search_text.split(' ').some((k) => k.startsWith('='))).toBe(false);
  });
});
