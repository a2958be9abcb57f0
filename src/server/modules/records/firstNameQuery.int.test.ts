import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../../tests/harness/db';
import type { Database } from '../../db/database';
import { cantoneseSpellings } from '../../chinese/givenCantonese';
import { splitSyllables, syllableVariants } from '../../chinese/romanisedSyllables';
import { firstNameQuery } from './firstNameQuery';
import { recordPersonKeys } from './recordPersonKeys';
import { surnameQuery } from './search';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

type Written = { surname: string; first_name: string; name_zh?: string | null };

/** Whether a search by surname and first name admits a record person written as `record`, in PostgreSQL's own tsquery. */
async function finds(query: { surname: string; first_name: string }, record: Written): Promise<boolean> {
  const keys = recordPersonKeys({ name_zh: null, ...record });
  const s = surnameQuery(query.surname, false)!;
  const f = firstNameQuery(query.first_name, false);
  const q = f ? `(${s.any}) & (${f.required})` : s.any;
  const { rows } = await sql<{ ok: boolean }>`SELECT array_to_tsvector(${keys}::text[]) @@ ${q}::tsquery AS ok`.execute(database.db);
  return rows[0]!.ok;
}

async function wholeMatch(query: string, record: Written): Promise<boolean> {
  const keys = recordPersonKeys({ name_zh: null, ...record });
  const { rows } = await sql<{ ok: boolean }>`SELECT array_to_tsvector(${keys}::text[]) @@ ${firstNameQuery(query, false)!.whole}::tsquery AS ok`.execute(database.db);
  return rows[0]!.ok;
}

describe('the first name of a record search', () => {
  it('finds a name written with one syllable as "Ah" (Wong Wing Man appears as Wong Ah Man)', async () => {
    expect(await finds({ surname: 'Wong', first_name: 'Wing Man' }, { surname: 'Wong', first_name: 'Ah Man' })).toBe(true);
    expect(await finds({ surname: 'Jung', first_name: 'Chun Fook' }, { surname: 'Jung', first_name: 'Ah Fook' })).toBe(true);
    // Swapped order as well: "Wong Ah Shing" entered as surname Shing, given names Wong Ah.
    expect(await finds({ surname: 'Loong', first_name: 'Sau-wang' }, { surname: 'Wang', first_name: 'Loong Ah' })).toBe(true);
    // The other syllable must still be there.
    expect(await finds({ surname: 'Wong', first_name: 'Wing Man' }, { surname: 'Wong', first_name: 'Ah Sing' })).toBe(false);
    // Without a surname, "Ah" does not stand in for a syllable: Wing Man alone would find every Ah Man.
    expect(firstNameQuery('Wing Man', false, false)!.required).not.toContain("'ah'");
    expect(firstNameQuery('永胜', false, false)!.required).not.toContain("'ah'");
    // A one-syllable name is not widened to every "Ah".
    expect(await finds({ surname: 'Wong', first_name: 'Man' }, { surname: 'Wong', first_name: 'Ah Sing' })).toBe(false);
  });

  it('finds syllables written as one word, and one word written apart', async () => {
    expect(await finds({ surname: 'Foo', first_name: 'Kwong-man' }, { surname: 'Foo', first_name: 'Kwongman' })).toBe(true);
    expect(await finds({ surname: 'Lew', first_name: 'Kwan Wing' }, { surname: 'Lew', first_name: 'Kwanwing' })).toBe(true);
    expect(await finds({ surname: 'Hon', first_name: 'Choiwing' }, { surname: 'Hon', first_name: 'Choi Wing' })).toBe(true);
    expect(await finds({ surname: 'Loong', first_name: 'Sau Sau' }, { surname: 'Loong', first_name: 'Sausau' })).toBe(true);
    expect(splitSyllables('kwonghing')).toEqual([['kwong', 'hing']]);
  });

  it('finds the other customary spellings of a syllable', async () => {
    expect(await finds({ surname: 'Yau', first_name: 'Chuen Quai' }, { surname: 'Yau', first_name: 'Chuen Kwai' })).toBe(true);
    expect(await finds({ surname: 'Yik', first_name: 'Kwonghing' }, { surname: 'Yik', first_name: 'Quong Hin' })).toBe(true);
    expect(await finds({ surname: 'Lum', first_name: 'Ki Sun' }, { surname: 'Lum', first_name: 'Kee Sun' })).toBe(true);
    expect(await finds({ surname: 'Yau', first_name: 'Sau Fook' }, { surname: 'Yau', first_name: 'Sau Fuk' })).toBe(true);
    expect(await finds({ surname: 'Tan', first_name: 'Teck Boon' }, { surname: 'Tan', first_name: 'Tek Bun' })).toBe(true);
    expect(await finds({ surname: 'Chan', first_name: 'Kwok Cheung' }, { surname: 'Chan', first_name: 'Kwok Chong' })).toBe(true);
    expect(await finds({ surname: 'Chan', first_name: 'Kwok Chong' }, { surname: 'Chan', first_name: 'Kwok Cheong' })).toBe(true);
    expect(await finds({ surname: 'Lee', first_name: 'Wah' }, { surname: 'Lee', first_name: 'Wa' })).toBe(true);
    expect(await finds({ surname: 'Wong', first_name: 'Sing' }, { surname: 'Wong', first_name: 'Ah Shing' })).toBe(true);
    expect(syllableVariants('kwock')).toEqual(expect.arrayContaining(['quock', 'kwok', 'quok']));
    // A different syllable is not a spelling of it.
    expect(await finds({ surname: 'Wong', first_name: 'Sing' }, { surname: 'Wong', first_name: 'Ah Sun' })).toBe(false);
    expect(syllableVariants('henry')).toEqual([]);
  });

  it('counts only the name as typed as a whole match', async () => {
    expect(await wholeMatch('Kwok Ming', { surname: 'Chan', first_name: 'Kwok Ming' })).toBe(true);
    expect(await wholeMatch('Kwok Ming', { surname: 'Chan', first_name: 'Quok Ming' })).toBe(false);
    expect(await wholeMatch('Kwok Ming', { surname: 'Chan', first_name: 'Ah Ming' })).toBe(false);
  });

  it('leaves out an "Ah" typed, and a Chinese given name is matched by its characters', async () => {
    expect(firstNameQuery('Ah', false)).toBeNull();
    expect(await finds({ surname: 'Wong', first_name: 'Ah Sing' }, { surname: 'Wong', first_name: 'Kwok Sing' })).toBe(true);
    expect(await finds({ surname: '黃', first_name: '永胜' }, { surname: 'Wong', first_name: 'Wing Sing', name_zh: '黃永勝' })).toBe(true);
  });
});

describe('a given name searched in Chinese', () => {
  it('finds the records that spell it in Cantonese only, written apart, joined or with "Ah"', async () => {
    expect(await finds({ surname: '黃', first_name: '永耀' }, { surname: 'Wong', first_name: 'Wing Yiu' })).toBe(true);
    expect(await finds({ surname: '黃', first_name: '永耀' }, { surname: 'Wong', first_name: 'Wingyiu' })).toBe(true);
    expect(await finds({ surname: '黃', first_name: '永耀' }, { surname: 'Wong', first_name: 'Ah Yiu' })).toBe(true);
    expect(await finds({ surname: '廖', first_name: '金丽' }, { surname: 'Liu', first_name: 'Kam Lai' })).toBe(true);
    expect(await finds({ surname: '游', first_name: '寿福' }, { surname: 'Yau', first_name: 'Sau-fook' })).toBe(true);
    expect(await finds({ surname: '廖', first_name: '宏广' }, { surname: 'Liu', first_name: 'Wang-quong' })).toBe(true);
    // Another name is not found.
    expect(await finds({ surname: '黃', first_name: '永耀' }, { surname: 'Wong', first_name: 'Wing Sing' })).toBe(false);
  });

  it('spells the characters the Hong Kong way, with the customary older spellings beside', () => {
    expect(cantoneseSpellings('进')).toEqual(['chun']);
    expect(cantoneseSpellings('新')).toEqual(['san', 'sun']);
    expect(cantoneseSpellings('全')).toEqual(['chuen']);
    expect(cantoneseSpellings('月')).toEqual(['yuet']);
    expect(cantoneseSpellings('翠')).toEqual(['tsui']);
    expect(cantoneseSpellings('乂')).toEqual([]);
  });
});

describe('the keys of a record person', () => {
  it('split a given name the clerk ran together into its syllables', async () => {
    expect(recordPersonKeys({ surname: 'Lew', first_name: 'Kwanwing', name_zh: null })).toEqual(expect.arrayContaining(['kwanwing', 'kwan', 'wing']));
    expect(await finds({ surname: 'Lau', first_name: 'Ah Wing' }, { surname: 'Lew', first_name: 'Kwanwing' })).toBe(true);
    expect(await finds({ surname: 'Der', first_name: 'Ah Kit' }, { surname: 'Der', first_name: 'Henry Mankit' })).toBe(true);
    // A Western name is not cut into syllables.
    expect(recordPersonKeys({ surname: 'Der', first_name: 'Henry', name_zh: null })).not.toContain('hen');
  });

  it('a Western given name searched need not be in the record', async () => {
    expect(await finds({ surname: 'Cheng', first_name: 'George Wah Yee' }, { surname: 'Cheng', first_name: 'Wah Yee' })).toBe(true);
    expect(await finds({ surname: 'Cheng', first_name: 'George Wah Yee' }, { surname: 'Cheng', first_name: 'George Wah Yee' })).toBe(true);
    expect(await finds({ surname: 'Cheng', first_name: 'George' }, { surname: 'Cheng', first_name: 'Wah Yee' })).toBe(false);
  });
});

describe('a run-together given name searched', () => {
  it('finds the record that wrote one of its syllables as "Ah"', async () => {
    expect(await finds({ surname: 'Yik', first_name: 'Kwonghing' }, { surname: 'Yik', first_name: 'Ah Hing' })).toBe(true);
    expect(await finds({ surname: 'Lo', first_name: 'Sunman' }, { surname: 'Lo', first_name: 'Ah Man' })).toBe(true);
    expect(await finds({ surname: 'Lo', first_name: 'Sunman' }, { surname: 'Lo', first_name: 'Ah Sing' })).toBe(false);
  });
});
