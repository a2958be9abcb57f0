import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../../tests/harness/db';
import type { Database } from '../../db/database';
import { DEFAULT_SEED } from '../../data/records/generate';
import { Population } from '../../data/records/population';
import { writeSampleCorpus } from '../../data/records/write';
import { mulberry32 } from '../../lib/random';
import { inBlock } from '../../matching/blocking';
import { familyTreePersons } from '../../matching/labelled';
import type { TreePersonForMatch } from '../../matching/types';
import { importCollectionFile } from '../records/importCollection';
import { blockedPersons, candidatesByIndex, candidatesByScan, type Candidate } from './candidates';

let database: Database;
/** The families behind the corpus's first records (their true records among namesakes), as tree persons. */
let persons: TreePersonForMatch[];

beforeAll(async () => {
  database = await testDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'xungen-candidates-'));
  const files = await writeSampleCorpus(dir, { records: 1500 });
  for (const file of files) if (file.records) await importCollectionFile(database.db, file.file);
  await rm(dir, { recursive: true, force: true });
  const population = new Population(mulberry32(DEFAULT_SEED));
  // A demo family's persons come back in later families too; a tree holds each person once.
  const byId = new Map<string, TreePersonForMatch>();
  while (byId.size < 400) for (const p of familyTreePersons(population.next())) byId.set(p.id, p);
  persons = [...byId.values()];
}, 300_000);
afterAll(() => database.close());

/** Each person's candidates as sorted `record|position` keys, with what the score reads of them. */
function described(found: Map<string, Candidate[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, list] of found) {
    out[id] = list
      .map((c) => {
        const others = c.others.map((o) => `${o.role}:${o.surname} ${o.first_name}`).sort();
        return `${c.code}|${c.position}|${c.source_id}|${c.collection_id}|${c.birth_year}|${others.join(',')}`;
      })
      .sort();
  }
  return out;
}

/** Blocking tried on every pair of person and current record person, in memory. */
async function everyPair(collectionId?: string): Promise<Record<string, string[]>> {
  const rows = await database.db
    .selectFrom('record_persons as rp')
    .innerJoin('record_collections as c', (j) => j.onRef('c.id', '=', 'rp.collection_id').onRef('c.current_import', '=', 'rp.import_id'))
    .select(['rp.record_code', 'rp.position', 'rp.surname', 'rp.first_name', 'rp.name_zh', 'rp.birth_year', 'rp.birth_year_approx'])
    .$if(!!collectionId, (q) => q.where('rp.collection_id', '=', collectionId!))
    .execute();
  const out: Record<string, string[]> = {};
  for (const { person, block } of blockedPersons(persons)) {
    const keys = rows.filter((r) => inBlock(block, r)).map((r) => `${r.record_code}|${r.position}`);
    if (keys.length) out[person.id] = keys.sort();
  }
  return out;
}

const keysOnly = (d: Record<string, string[]>) => Object.fromEntries(Object.entries(d).map(([id, list]) => [id, list.map((k) => k.split('|').slice(0, 2).join('|'))]));

describe('candidate fetch', () => {
  it('finds by one pass over the record persons the same candidates, with the same record details, as by the key index', async () => {
    const blocked = blockedPersons(persons);
    const byIndex = described(await candidatesByIndex(database.db, blocked, {}));
    const byScan = described(await candidatesByScan(database.db, blocked, {}));
    const pairs = Object.values(byScan).reduce((n, list) => n + list.length, 0);
    expect(Object.keys(byScan).length).toBeGreaterThan(persons.length / 4);
    expect(pairs).toBeGreaterThan(persons.length);
    expect(byScan).toEqual(byIndex);
  });

  it('finds exactly the pairs that blocking lets through when every pair is tried', async () => {
    const byScan = keysOnly(described(await candidatesByScan(database.db, blockedPersons(persons), {})));
    expect(byScan).toEqual(await everyPair());
  });

  it('reads only the collection it is given', async () => {
    const collection = await database.db.selectFrom('record_collections').select('id').where('record_count', '>', 0).orderBy('record_count', 'desc').executeTakeFirstOrThrow();
    const blocked = blockedPersons(persons);
    const byScan = described(await candidatesByScan(database.db, blocked, { collectionId: collection.id }));
    expect(Object.values(byScan).flat().every((k) => k.split('|')[3] === collection.id)).toBe(true);
    expect(byScan).toEqual(described(await candidatesByIndex(database.db, blocked, { collectionId: collection.id })));
    expect(keysOnly(byScan)).toEqual(await everyPair(collection.id));
  });

  it('reads a record replaced by a new import of its collection only as the new import has it', async () => {
    // A second import of a collection leaves the first one's rows until the switch; only the current import counts.
    const blocked = blockedPersons(persons);
    const before = described(await candidatesByScan(database.db, blocked, {}));
    const named = Object.values(before).flat()[0]!.split('|')[3]!;
    const collection = await database.db.selectFrom('record_collections').select(['id', 'current_import']).where('id', '=', named).executeTakeFirstOrThrow();
    await database.db.updateTable('record_collections').set({ current_import: null }).where('id', '=', collection.id).execute();
    try {
      const without = described(await candidatesByScan(database.db, blocked, {}));
      expect(Object.values(without).flat().some((k) => k.split('|')[3] === collection.id)).toBe(false);
      expect(without).toEqual(described(await candidatesByIndex(database.db, blocked, {})));
      expect(Object.values(before).flat().length).toBeGreaterThan(Object.values(without).flat().length);
    } finally {
      await database.db.updateTable('record_collections').set({ current_import: collection.current_import }).where('id', '=', collection.id).execute();
    }
  });
});
