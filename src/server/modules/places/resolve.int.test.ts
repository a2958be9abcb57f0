import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../../../tests/harness/db';
import type { Database } from '../../db/database';
import { resolvePlaceName } from './resolve';
import { loadTestGazetteer } from './testGazetteer';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('resolvePlaceName', () => {
  it('resolves nothing by pinyin before the gazetteer is loaded, then each emigrant county by its pinyin', async () => {
    const db = database.db;
    expect(await resolvePlaceName(db, 'Kaiping, Guangdong, China')).toBeNull();
    await loadTestGazetteer(db);
    const { rows } = await sql<{ code: string; pinyin_base: string }>`SELECT p.code, p.pinyin_base FROM places p JOIN qiao_xiang_places x ON x.code = p.code`.execute(db);
    expect(rows.length).toBeGreaterThan(5);
    const unique = rows.filter((r) => rows.filter((o) => o.pinyin_base === r.pinyin_base).length === 1);
    for (const r of unique) expect(await resolvePlaceName(db, `${r.pinyin_base[0]!.toUpperCase()}${r.pinyin_base.slice(1)}, Guangdong`), r.pinyin_base).toBe(r.code);
    expect(await resolvePlaceName(db, 'Kaiping, Guangdong, China')).toBe('440783');
    expect(await resolvePlaceName(db, 'Kai-ping')).toBe('440783');
    expect(await resolvePlaceName(db, 'China')).toBeNull();
    expect(await resolvePlaceName(db, 'Zzyzx')).toBeNull();
  });
});
