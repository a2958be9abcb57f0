import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../../tests/harness/db';
import { createTestUser } from '../../../../tests/harness/users';
import type { Database } from '../database';
import { down, up } from './0053_person_search_keys';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('migration 0053: search keys as a tsvector', () => {
  it('cuts keys too long for a lexeme, then holds every key of search_text', async () => {
    const db = database.db;
    await down(db);
    const owner = await createTestUser(db);
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Before' }).returning('id').executeTakeFirstOrThrow();
    const long = `zed${'a'.repeat(2997)}`;
    const person = (search_text: string) => ({
      tree_id: tree.id, first_names: '[]', surnames: '[]', gender: 'm' as const, facts: '[]', residence_location: '[]', search_text, created_at: new Date(), updated_at: new Date(),
    });
    await db.insertInto('persons').values([person(` 黄 huang ${long} wong `), person('')]).execute();

    await up(db);
    const rows = await sql<{ search_text: string; keys: string }>`
      SELECT search_text, search_keys::text AS keys FROM persons WHERE tree_id = ${tree.id} ORDER BY length(search_text) DESC`.execute(db);
    const cut = `zed${'a'.repeat(97)}`;
    expect(rows.rows).toEqual([
      { search_text: ` 黄 huang ${cut} wong `, keys: `'huang' 'wong' '${cut}' '黄'` },
      { search_text: '', keys: '' },
    ]);
    // New rows get their keys from search_text as they are written.
    await db.updateTable('persons').set({ search_text: ' chan ' }).where('tree_id', '=', tree.id).where('search_text', '=', '').execute();
    const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM persons WHERE tree_id = ${tree.id} AND search_keys @@ 'cha:*'::tsquery`.execute(db);
    expect(found.rows[0]!.n).toBe(1);
  });
});
