import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { createTestUser } from '../../../tests/harness/users';
import { generateTree } from './generateTree';
import { loadedVersion } from '../data/reference/load';
import { ensureReferenceData, REFERENCE_SETS } from '../data/reference/sets';
import { insertTreeGraph, searchText } from './load';
import { SURNAMES } from '../chinese/surnameTable';
import { PERSON_SEARCH_KEYS, rekeyPersons, searchKeysVersion, surnameKeysHash } from './rekey';

describe('persons’ search keys follow the surname table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    const owner = await createTestUser(t.database.db);
    const tree = await t.database.db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Keys' }).returning('id').executeTakeFirstOrThrow();
    await t.database.db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, generateTree({ persons: 450, seed: 3 })));
  }, 60_000);
  afterAll(() => t.close());

  const persons = () => t.database.db.selectFrom('persons').select(['id', 'first_names', 'surnames', 'search_text']).orderBy('id').execute();

  it('renews keys written before the table changed, in batches, and records the version last', async () => {
    const before = await persons();
    // Keys as an older table wrote them: some stale, one empty.
    const stale = before.filter((_, i) => i % 3 === 0).map((p) => p.id);
    await t.database.db.updateTable('persons').set({ search_text: ' stale ' }).where('id', 'in', stale).execute();
    const result = await rekeyPersons(t.database.db, 'v-test', 100);
    expect(result).toMatchObject({ rows: before.length, changed: stale.length });
    for (const p of await persons()) expect(p.search_text).toBe(searchText(p));
    expect(await loadedVersion(t.database.db, PERSON_SEARCH_KEYS)).toBe('v-test');
  });

  it('runs at start-up only when the table’s version differs from the keys’', async () => {
    const keysSet = REFERENCE_SETS.filter((s) => s.name === PERSON_SEARCH_KEYS);
    expect(await ensureReferenceData(t.database.db, () => {}, keysSet)).toEqual([PERSON_SEARCH_KEYS]);
    expect(await loadedVersion(t.database.db, PERSON_SEARCH_KEYS)).toBe(searchKeysVersion());
    expect(await ensureReferenceData(t.database.db, () => {}, keysSet)).toEqual([]);
  });

  it('versions the keys by the spellings that make them, not by reading-based ones', () => {
    const [first, ...rest] = SURNAMES;
    const hash = surnameKeysHash(SURNAMES);
    expect(surnameKeysHash([{ ...first!, readings: { ...first!.readings, hakka: ['vong'] } }, ...rest])).toBe(hash);
    expect(surnameKeysHash([{ ...first!, romanisations: [...first!.romanisations, 'vong'] }, ...rest])).not.toBe(hash);
  });
});
