import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabase } from '../../../../tests/harness/db';
import type { Database } from '../database';
import { jsonbParam } from '../jsonbParam';

let database: Database;
beforeEach(async () => {
  database = await testDatabase();
});
afterEach(() => database.close());

describe('database driver', () => {
  it('takes a jsonb parameter as binary bytes, and a plain value or JSON text as before', async () => {
    const value = { 名: '黄永胜 🌳', quote: 'He said "hi" \\ \n', n: [1, -2.5, null, true], nested: { a: [] } };
    const { rows } = await sql<{ bytes: unknown; plain: unknown; text: unknown }>`
      SELECT ${jsonbParam(value)}::jsonb AS bytes, ${JSON.stringify(value)}::jsonb AS text, ${sql.val(value)}::jsonb AS plain`.execute(database.db);
    expect(rows[0]).toEqual({ bytes: value, text: value, plain: value });
  });

  it('takes a bytea parameter as binary bytes', async () => {
    const bytes = Buffer.from([0, 1, 2, 0x5c, 0x78, 255, 0x1f, 0x8b]);
    const { rows } = await sql<{ hex: string; n: number }>`SELECT encode(${bytes}::bytea, 'hex') AS hex, length(${bytes}::bytea) AS n`.execute(database.db);
    expect(rows[0]).toEqual({ hex: '0001025c78ff1f8b', n: 8 });
  });

  it('reports how many rows an update changed', async () => {
    const db = database.db;
    const none = await db.updateTable('switches').set({ is_on: true }).where('name', '=', 'NOPE').executeTakeFirst();
    const two = await db.updateTable('switches').set({ is_on: true }).executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    expect(two.numUpdatedRows).toBe(2n);
  });

  it('keeps other requests out of an open transaction', async () => {
    const db = database.db;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db.transaction().execute(async (trx) => {
      await trx.updateTable('switches').set({ is_on: true }).where('name', '=', 'SEARCH_AI').execute();
      await gate;
      throw new Error('roll back');
    });
    // Started while the transaction is open: it must not see (or commit) the uncommitted write.
    const outside = db.selectFrom('switches').select('is_on').where('name', '=', 'SEARCH_AI').executeTakeFirstOrThrow();
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect((await outside).is_on).toBe(false);
    const after = await sql<{ is_on: boolean }>`SELECT is_on FROM switches WHERE name = 'SEARCH_AI'`.execute(db);
    expect(after.rows[0].is_on).toBe(false);
  });
});
