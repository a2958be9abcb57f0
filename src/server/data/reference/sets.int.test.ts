import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { placeBatches } from '../places/build';
import { loadPlaces } from '../places/load';
import { BULK_GIN_PENDING_KB } from '../../db/ginPending';
import { loadedVersion, loadReferenceSet } from './load';
import { ensureReferenceData, rebuildReferenceData, type ReferenceSet } from './sets';
import { ReferenceLoadStopped, withStopSignal } from './stop';

const PROVINCES = [
  [{ code: '44', name: '广东省' }],
  [{ code: '4407', name: '江门市', provinceCode: '44' }],
];

describe('reference sets at start-up', () => {
  let t: TestApp;
  let version = 'v1';
  const rebuilt: string[] = [];
  const set: ReferenceSet = {
    name: 'places',
    version: () => version,
    rebuild: async (db, out) => {
      rebuilt.push(version);
      out('loading');
      return loadPlaces(db, placeBatches(PROVINCES, 1), { version });
    },
  };

  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('loads a set the database lacks, then not again until its version changes', async () => {
    const lines: string[] = [];
    expect(await ensureReferenceData(t.database.db, (l) => lines.push(l), [set])).toEqual(['places']);
    expect(lines[0]).toBe('loading');
    expect(lines.at(-1)).toMatch(/^Reference data ready \(places\) in \d+\.\d s$/);
    expect(await loadedVersion(t.database.db, 'places')).toBe('v1');
    expect(await ensureReferenceData(t.database.db, () => undefined, [set])).toEqual([]);
    version = 'v2';
    expect(await ensureReferenceData(t.database.db, () => undefined, [set])).toEqual(['places']);
    expect(await rebuildReferenceData(t.database.db, () => undefined, [set])).toEqual(['places']);
    expect(rebuilt).toEqual(['v1', 'v2', 'v2']);
    const rows = await t.database.db.selectFrom('places').select(['code', 'parent_code', 'path']).orderBy('code').execute();
    expect(rows).toEqual([
      { code: '44', parent_code: null, path: '44' },
      { code: '4407', parent_code: '44', path: '44.4407' },
    ]);
  });

  it('writes each batch in a transaction of its own, with a small GIN pending list', async () => {
    const seen: { kb: string; xid: string }[] = [];
    await loadReferenceSet(t.database.db, [[1], [2]], {
      name: 'batches-test',
      table: 'dictionary_entries',
      version: 'v1',
      insert: async (db) => {
        const { rows } = await sql<{ kb: string; xid: string }>`SELECT current_setting('gin_pending_list_limit') AS kb, txid_current()::text AS xid`.execute(db);
        seen.push(rows[0]!);
      },
    });
    expect(seen.map((s) => s.kb)).toEqual([`${BULK_GIN_PENDING_KB}kB`, `${BULK_GIN_PENDING_KB}kB`]);
    expect(seen[0]!.xid).not.toBe(seen[1]!.xid);
    expect(await loadedVersion(t.database.db, 'batches-test')).toBe('v1');
  });

  it('stops a load at its next batch when told to, leaving no version, and loads it whole the next time', async () => {
    const stop = new AbortController();
    const seen: number[] = [];
    async function* batches() {
      for (const [i, list] of PROVINCES.entries()) {
        seen.push(i);
        // The shutdown comes after the first batch is written.
        if (i === 1) stop.abort();
        yield* placeBatches([list], 1);
      }
    }
    const stopping: ReferenceSet = { name: 'places', version: () => 'v3', rebuild: (db) => loadPlaces(db, batches(), { version: 'v3' }) };
    await expect(withStopSignal(stop.signal, () => ensureReferenceData(t.database.db, () => undefined, [stopping]))).rejects.toBeInstanceOf(ReferenceLoadStopped);
    expect(seen).toEqual([0, 1]);
    expect(await loadedVersion(t.database.db, 'places')).toBeNull();
    expect(await ensureReferenceData(t.database.db, () => undefined, [{ ...stopping, rebuild: (db) => loadPlaces(db, placeBatches(PROVINCES, 1), { version: 'v3' }) }])).toEqual(['places']);
    expect(await loadedVersion(t.database.db, 'places')).toBe('v3');
  });
});
