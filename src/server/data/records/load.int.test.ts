import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { loadTestGazetteer } from '../../modules/places/testGazetteer';
import { loadedVersion } from '../reference/load';
import { ensureReferenceData, REFERENCE_SETS } from '../reference/sets';
import { ReferenceLoadStopped, withStopSignal } from '../reference/stop';
import { rebuildSampleRecords, SAMPLE_RECORDS_SET, sampleRecordsSize, sampleRecordsState, sampleRecordsVersion } from './load';
import { SAMPLE_ZUPUS_SET } from '../zupus/load';

let t: TestApp;
const records = async () => Number((await t.database.db.selectFrom('records').innerJoin('record_collections as c', (j) => j.onRef('c.current_import', '=', 'records.import_id')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await testApp();
  await loadTestGazetteer(t.database.db);
});
afterAll(() => t.close());

describe('the sample record collections at start-up', () => {
  it('are the last reference set that loads rows (only the job of the sample zupus is queued after them), sized by SAMPLE_RECORDS (0 turns them off), the size and seed in the version', () => {
    expect(REFERENCE_SETS.slice(-2).map((set) => set.name)).toEqual([SAMPLE_RECORDS_SET, SAMPLE_ZUPUS_SET]);
    expect(sampleRecordsSize({})).toBe(200_000);
    expect(sampleRecordsSize({ SAMPLE_RECORDS: '3000' })).toBe(3000);
    expect(sampleRecordsSize({ SAMPLE_RECORDS: '0' })).toBe(0);
    expect(() => sampleRecordsSize({ SAMPLE_RECORDS: 'many' })).toThrow();
    expect(sampleRecordsVersion(3000)).not.toBe(sampleRecordsVersion(4000));
    expect(sampleRecordsVersion(3000)).toMatch(/records-3000\/seed-\d+/);
  });

  it('is skipped when turned off', async () => {
    const previous = process.env.SAMPLE_RECORDS;
    process.env.SAMPLE_RECORDS = '0';
    try {
      const set = REFERENCE_SETS.filter((s) => s.name === SAMPLE_RECORDS_SET);
      expect(await ensureReferenceData(t.database.db, () => undefined, set)).toEqual([]);
      expect(await sampleRecordsState(t.database.db)).toMatchObject({ state: 'off' });
      expect(await records()).toBe(0);
    } finally {
      if (previous === undefined) delete process.env.SAMPLE_RECORDS;
      else process.env.SAMPLE_RECORDS = previous;
    }
  });

  it('generate and import every collection in a thread, with progress lines, then record their version', async () => {
    const lines: string[] = [];
    const result = await rebuildSampleRecords(t.database.db, (l) => lines.push(l), 1200);
    expect(result.rows).toBeGreaterThanOrEqual(1200);
    expect(await records()).toBe(result.rows);
    const collections = await t.database.db.selectFrom('record_collections').select(['id', 'is_sample', 'current_import']).execute();
    expect(collections.length).toBe(7);
    expect(collections.every((c) => c.is_sample && c.current_import)).toBe(true);
    expect(await loadedVersion(t.database.db, SAMPLE_RECORDS_SET)).toBe(sampleRecordsVersion(1200));
    expect(lines[0]).toMatch(/^Loading the sample record collections \(1,200 records\)/);
    expect(lines.filter((l) => l.startsWith('Importing '))).toHaveLength(7);
    expect(lines.at(-1)).toMatch(/^Loaded the sample record collections: [\d,]+ records in \d+\.\d s$/);
    // Name keys built in the thread: a person is found by a key of their written surname.
    const person = await t.database.db.selectFrom('record_persons').select(['surname', 'search_text']).where('surname', '!=', '').executeTakeFirstOrThrow();
    expect(person.search_text.split(' ').length).toBeGreaterThan(1);
    // Loading again (a changed size) replaces the rows rather than adding to them.
    const again = await rebuildSampleRecords(t.database.db, () => undefined, 800);
    expect(await records()).toBe(again.rows);
    expect(again.rows).toBeLessThan(result.rows);
  });

  it('stop at the next batch on shutdown, leaving no version and no rows of the unfinished import', async () => {
    const stop = new AbortController();
    let collections = 0;
    const load = withStopSignal(stop.signal, () =>
      rebuildSampleRecords(t.database.db, (line) => {
        // Told to stop while the second collection imports.
        if (line.startsWith('Importing ') && ++collections === 2) stop.abort();
      }, 1000),
    );
    await expect(load).rejects.toBeInstanceOf(ReferenceLoadStopped);
    expect(await loadedVersion(t.database.db, SAMPLE_RECORDS_SET)).toBeNull();
    const stray = await t.database.db
      .selectFrom('records')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('record_collections as c').whereRef('c.current_import', '=', 'records.import_id').select('c.id'))))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stray.n)).toBe(0);
    // The next start loads it whole.
    const whole = await rebuildSampleRecords(t.database.db, () => undefined, 800);
    expect(await records()).toBe(whole.rows);
    expect(await loadedVersion(t.database.db, SAMPLE_RECORDS_SET)).toBe(sampleRecordsVersion(800));
  });
});

describe('GET records-sample/status/', () => {
  it('tells the state of the load, with no login: ready when the configured size is the loaded one', async () => {
    const state = async (size: string) => {
      process.env.SAMPLE_RECORDS = size;
      try {
        const res = await t.request('/api/v1/records-sample/status/');
        expect(res.status).toBe(200);
        return res.json();
      } finally {
        delete process.env.SAMPLE_RECORDS;
      }
    };
    expect(await state('800')).toEqual({ state: 'ready', records_loaded: 800, records_total: 800 });
    expect(await state('900')).toEqual({ state: 'waiting', records_loaded: 0, records_total: 900 });
  });
});
