import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { writeSampleCorpus } from '../../data/records/write';
import { loadTestGazetteer } from '../places/testGazetteer';
import { CollectionFileError, importCollectionFile, recordPersonKeys } from './importCollection';
import { personOrderKey } from './personOrder';

let t: TestApp;
let dir: string;
let files: { file: string; records: number }[];
const count = async (table: 'records' | 'record_persons' | 'record_sources') => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const holdingTables = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_name LIKE 'record_persons_incoming_%'`.execute(t.database.db)).rows[0]!.n);
/** How many times a list steps back: 0 when it is sorted. */
const descents = (keys: string[]) => keys.filter((k, i) => i > 0 && keys[i - 1]! > k).length;
const fileOf = (id: string) => files.find((f) => f.file.endsWith(`${id}.jsonl`))!;

beforeAll(async () => {
  t = await testApp();
  await loadTestGazetteer(t.database.db);
  dir = await mkdtemp(join(tmpdir(), 'xungen-records-'));
  files = await writeSampleCorpus(dir, { records: 1_500 });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

describe('importCollectionFile', () => {
  it('imports a collection with its sources, records and persons, each person findable by name keys in any script', async () => {
    const { file, records } = fileOf('sample-exclusion-case-files');
    const result = await importCollectionFile(t.database.db, file);
    expect(result.records).toBe(records);
    expect(await count('records')).toBe(records);
    expect(result.persons).toBe(await count('record_persons'));
    const collection = await t.database.db.selectFrom('record_collections').selectAll().executeTakeFirstOrThrow();
    expect(collection).toMatchObject({ id: 'sample-exclusion-case-files', category_id: 'immigration', is_sample: true, record_count: records });
    expect(collection.current_import).not.toBeNull();
    const find = async (q: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM record_persons WHERE search_keys @@ to_tsquery('simple', ${q})`.execute(t.database.db)).rows[0]!.n);
    const wongs = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM record_persons WHERE surname = 'Wong'`.execute(t.database.db)).rows[0]!.n);
    expect(wongs).toBeGreaterThan(10);
    // Wong answers to 黄 and 王 and to huang and wang: a search by characters or pinyin finds the Wongs.
    expect(await find('黄')).toBeGreaterThanOrEqual(wongs);
    expect(await find('huang')).toBeGreaterThanOrEqual(wongs);
    const withZh = await t.database.db.selectFrom('record_persons').select(['name_zh']).where('name_zh', 'is not', null).executeTakeFirstOrThrow();
    const given = [...withZh.name_zh!].slice(1);
    expect(await find(given[given.length - 1]!)).toBeGreaterThan(0);
  });

  it('stores the persons in name order, not file order, and leaves no holding table behind', async () => {
    const stored = await sql<{ page: number; surname: string; first_name: string; name_zh: string | null; record_code: string }>`
      SELECT (ctid::text::point)[0]::int AS page, surname, first_name, name_zh, record_code FROM record_persons ORDER BY ctid`.execute(t.database.db);
    const keys = stored.rows.map(personOrderKey);
    const pages = new Set(stored.rows.map((r) => r.page)).size;
    expect(keys.length).toBeGreaterThan(100);
    // In name order, but for a short row now and then that went to an earlier page with room left: at most one a page.
    expect(descents(keys)).toBeLessThanOrEqual(pages);
    // The file lists its records by code: stored by code, the names would be in no order.
    const byCode = [...stored.rows].sort((a, b) => (a.record_code < b.record_code ? -1 : 1)).map(personOrderKey);
    expect(descents(byCode)).toBeGreaterThan(keys.length / 4);
    expect(await holdingTables()).toBe(0);
  });

  it('links birth places to the gazetteer where the name resolves (Sun Ning and Toishan are 台山)', async () => {
    const rows = await t.database.db.selectFrom('record_persons').select(['birth_place', 'birth_place_code']).where('birth_place', 'is not', null).execute();
    const taishan = rows.filter((r) => /^(Sun Ning|Toishan|Hoisan),/.test(r.birth_place!));
    expect(taishan.length).toBeGreaterThan(5);
    expect(taishan.every((r) => r.birth_place_code === '440781')).toBe(true);
    expect(rows.filter((r) => /^Hoi Ping,/.test(r.birth_place!)).every((r) => r.birth_place_code === '440783')).toBe(true);
  });

  it('replaces the collection when the same file is imported again, leaving one copy', async () => {
    const { file, records } = fileOf('sample-exclusion-case-files');
    const before = await t.database.db.selectFrom('record_collections').select('current_import').executeTakeFirstOrThrow();
    await importCollectionFile(t.database.db, file);
    const after = await t.database.db.selectFrom('record_collections').select('current_import').executeTakeFirstOrThrow();
    expect(after.current_import).not.toBe(before.current_import);
    expect(await count('records')).toBe(records);
    expect(Number((await sql<{ n: string }>`SELECT count(DISTINCT import_id) AS n FROM record_persons`.execute(t.database.db)).rows[0]!.n)).toBe(1);
  });

  it('refuses a bad file naming the line and the field, and leaves the collection as it was', async () => {
    const { file, records } = fileOf('sample-exclusion-case-files');
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    const broken = join(dir, 'broken.jsonl');
    const at = lines.length - 5;
    const bad = JSON.parse(lines[at]!);
    bad.persons[0].gender = 'x';
    await writeFile(broken, [...lines.slice(0, at), JSON.stringify(bad), ...lines.slice(at + 1)].join('\n'));
    await expect(importCollectionFile(t.database.db, broken)).rejects.toThrow(new RegExp(`^Line ${at + 1}: persons\\.0\\.gender`));
    const tabbed = JSON.parse(lines[at]!);
    tabbed.persons[0].first_name = 'Ah\u001fSing';
    await writeFile(broken, [...lines.slice(0, at), JSON.stringify(tabbed), ...lines.slice(at + 1)].join('\n'));
    await expect(importCollectionFile(t.database.db, broken)).rejects.toThrow(new RegExp(`^Line ${at + 1}: persons\\.0\\.first_name: No control characters`));
    const orphan = lines.findIndex((l, i) => i > 10 && JSON.parse(l).kind === 'record');
    const unknownSource = { ...JSON.parse(lines[orphan]!), source_id: 'no-such-source', code: 'cef-9999999' };
    await writeFile(broken, [...lines.slice(0, orphan + 1), JSON.stringify(unknownSource)].join('\n'));
    const err = await importCollectionFile(t.database.db, broken).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CollectionFileError);
    expect((err as CollectionFileError).message).toBe(`Line ${orphan + 2}: source_id: no-such-source is not listed before this record.`);
    await writeFile(broken, lines.slice(1).join('\n'));
    await expect(importCollectionFile(t.database.db, broken)).rejects.toThrow('Line 1: the file must begin with its collection line');
    expect(await count('records')).toBe(records);
    expect(Number((await sql<{ n: string }>`SELECT count(DISTINCT import_id) AS n FROM records`.execute(t.database.db)).rows[0]!.n)).toBe(1);
    expect(await holdingTables()).toBe(0);
  });

  it('drops a collection that never imported when its first import fails', async () => {
    const { file } = fileOf('sample-canada-head-tax');
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    const broken = join(dir, 'broken-new.jsonl');
    await writeFile(broken, [...lines.slice(0, 5), '{"kind":"record"'].join('\n'));
    await expect(importCollectionFile(t.database.db, broken)).rejects.toThrow('Line 6: not valid JSON.');
    expect(await t.database.db.selectFrom('record_collections').select('id').where('id', '=', 'sample-canada-head-tax').executeTakeFirst()).toBeUndefined();
  });
});

describe('recordPersonKeys', () => {
  it('keys a record name by its spelling, its Chinese name in both scripts, pinyin, and single characters and pairs', () => {
    const keys = recordPersonKeys({ surname: 'Wong', first_name: 'Ah Sing', name_zh: '黃永勝' });
    expect(keys).toEqual(expect.arrayContaining(['wong', 'ah', 'sing', 'ahsing', '黄', '黃', 'huang', '永胜', '永', '胜', '黄永胜', '黃永勝', 'huangyongsheng']));
    expect(keys.some((k) => /\s/.test(k))).toBe(false);
  });

  it('joins neighbouring words, across the surname in either order', () => {
    const keys = recordPersonKeys({ surname: 'Chan', first_name: 'Albert Ah Yiu', name_zh: null });
    expect(keys).toEqual(expect.arrayContaining(['albertah', 'ahyiu', 'chanalbert', 'yiuchan']));
    // Swapped order: "Wong Ah" written as given names, "Fook" as the surname, still answers to ahfook.
    expect(recordPersonKeys({ surname: 'Fook', first_name: 'Wong Ah', name_zh: null })).toContain('ahfook');
  });
});
