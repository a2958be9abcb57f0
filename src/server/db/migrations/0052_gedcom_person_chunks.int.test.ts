import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../../tests/harness/db';
import { createTestUser } from '../../../../tests/harness/users';
import { insertTreeGraph } from '../../tree/load';
import { generateTree } from '../../tree/generateTree';
import type { Database } from '../database';
import { down, up } from './0052_gedcom_person_chunks';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});

const KEY = '5b0f7f44-7a52-4d4e-9c59-3d2f3c0a7e11';

describe('migration 0052: per-person GEDCOM extras in chunks', () => {
  it('moves rows into chunks of 5,000 and back, keeping ids in the file and kept structures', async () => {
    const db = database.db;
    // The database is at the latest migration: step back to the rows per person, fill them, then up again.
    await down(db);
    const owner = await createTestUser(db);
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Old import' }).returning('id').executeTakeFirstOrThrow();
    const graph = generateTree({ persons: 5_003, seed: 3 });
    const ids = await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, graph));
    const kept = (i: number) => (i % 2 === 0 ? [{ node: { tag: '_MILT', value: `Kept ${i}` } }] : []);
    const rows = graph.persons.map((p, i) => ({ person_id: ids.get(p.id)!, tree_id: tree.id, import_key: KEY, gedcom_id: `I${i}`, kept: kept(i) }));
    for (let i = 0; i < rows.length; i += 1000) {
      const part = rows.slice(i, i + 1000);
      await sql`INSERT INTO gedcom_person_extras (person_id, tree_id, import_key, gedcom_id, kept)
        SELECT * FROM json_populate_recordset(null::gedcom_person_extras, ${JSON.stringify(part)}::json)`.execute(db);
    }

    await up(db);
    const chunks = await sql<{ position: number; persons: [string, string, unknown[]?][] }>`
      SELECT position, persons FROM gedcom_person_chunks WHERE tree_id = ${tree.id} AND import_key = ${KEY} ORDER BY position`.execute(db);
    expect(chunks.rows.map((c) => [c.position, c.persons.length])).toEqual([[0, 5_000], [1, 3]]);
    const entries = new Map(chunks.rows.flatMap((c) => c.persons).map(([personId, gedcomId, structures]) => [gedcomId, { personId, structures }]));
    expect(entries.size).toBe(5_003);
    graph.persons.forEach((p, i) => {
      const entry = entries.get(`I${i}`)!;
      expect(entry.personId).toBe(ids.get(p.id));
      // Persons with nothing kept carry no third member.
      expect(entry.structures).toEqual(i % 2 === 0 ? kept(i) : undefined);
    });
    expect((await sql`SELECT to_regclass('gedcom_person_extras') AS t`.execute(db)).rows).toEqual([{ t: null }]);

    // Down again: a person deleted meanwhile is left out, since its row would point at nobody.
    await db.deleteFrom('persons').where('id', '=', ids.get(graph.persons[0]!.id)!).execute();
    await down(db);
    const back = await sql<{ gedcom_id: string; kept: unknown[]; person_id: string }>`
      SELECT person_id, gedcom_id, kept FROM gedcom_person_extras WHERE tree_id = ${tree.id}`.execute(db);
    expect(back.rows).toHaveLength(5_002);
    const byFile = new Map(back.rows.map((r) => [r.gedcom_id, r]));
    expect(byFile.has('I0')).toBe(false);
    expect(byFile.get('I2')).toEqual({ person_id: ids.get(graph.persons[2]!.id), gedcom_id: 'I2', kept: kept(2) });
    expect(byFile.get('I3')!.kept).toEqual([]);
    await up(db);
  });
});
