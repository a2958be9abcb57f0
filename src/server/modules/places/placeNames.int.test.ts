import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPlaceListSchema, placeAlternativeListSchema, placeDetailSchema, placeListSchema } from '../../../protocol/places';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { QIAOXIANG_COUNTIES } from '../../data/placeNames/qiaoxiang';
import { coordinatePoints, pointBatches } from '../../data/coordinates/build';
import { loadCoordinates } from '../../data/coordinates/load';
import { buildClanData } from '../../data/clans/build';
import { loadClans } from '../../data/clans/load';
import { destinationRows } from '../../data/overseas/build';
import { loadOverseas } from '../../data/overseas/load';
import { loadTestGazetteer } from './testGazetteer';

describe('places: alternative names, qiaoxiang counties, one place', () => {
  let t: TestApp;
  const get = async (path: string) => {
    const res = await t.request(`/api/v1/place/${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const ok = async (path: string) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(200);
    return body;
  };
  const search = async (q: string, more = '') => placeListSchema.parse(await ok(`search/?q=${encodeURIComponent(q)}${more}`));
  const expect400 = async (path: string, field: string) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(400);
    expect(Object.keys((body.fields ?? {}) as object), path).toContain(field);
    return body;
  };

  beforeAll(async () => {
    t = await testApp();
    await loadTestGazetteer(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  it.each(['Toisan', 'Hoisan', 'Hoi San', 'Taishan', '台山', '臺山', '新宁', '新寧', 'toisan', 'Sunning'])('finds Taishan county (440781) first by %s', async (q) => {
    const found = await search(q);
    expect(found.objects[0]?.id).toBe('440781');
    expect(found.objects[0]?.is_qiao_xiang).toBe(true);
  });

  it('finds the other qiaoxiang counties by family spellings and old names', async () => {
    for (const [q, id] of [
      ['Hoiping', '440783'],
      ['Yanping', '440785'],
      ['Sunwui', '440705'],
      ['Heungshan', '442000'],
      ['香山', '442000'],
      ['Chungshan', '442000'],
      ['Shuntak', '440606'],
      ['Punyu', '440113'],
      ['Moiyan', '441403'],
      ['嘉应', '441403'],
      ['xinning', '440781'],
      ['新安', '440306'],
      ['Kongmoon', '4407'],
    ] as const) {
      expect((await search(q)).objects[0]?.id, q).toBe(id);
    }
  });

  it('puts the emigrant county first between places matching equally: 开平 is Kaiping of Jiangmen before Kaiping of Tangshan', async () => {
    expect((await search('开平', '&level=3')).objects.map((p) => p.id)).toEqual(['440783', '130205']);
    expect((await search('kaiping', '&level=3')).objects.map((p) => p.id)).toEqual(['440783', '130205']);
  });

  it('answers each place with its alternatives and qiaoxiang flag', async () => {
    const [taishan] = (await search('台山', '&level=3')).objects;
    expect(taishan!.alternatives).toEqual(expect.arrayContaining([{ name: '新宁', kind: 'historical' }, { name: 'Toisan', kind: 'romanised' }, { name: '臺山', kind: 'traditional' }]));
    const [shan] = (await search('单县')).objects;
    expect(shan).toMatchObject({ id: '371722', is_qiao_xiang: false, alternatives: [] });
  });

  it('keeps qiaoxiang counties or the others, and answers only the fields asked for', async () => {
    const counties = await search('山', '&level=3&is_qiao_xiang=true&limit=100');
    expect(counties.objects.map((p) => p.id).sort()).toEqual(['440781', '440784', '442000']);
    const districts = await search('区', '&level=3&is_qiao_xiang=true&limit=100');
    expect(districts.objects.map((p) => p.id).sort()).toEqual(['350112', '440113', '440515', '440606', '440705', '441403', '445103']);
    const others = await search('区', '&level=3&is_qiao_xiang=false&limit=100');
    expect(others.objects.map((p) => p.id).sort()).toEqual(['130205', '440306', '440605']);
    expect(others.objects.every((p) => !p.is_qiao_xiang)).toBe(true);
    const slim = await ok('search/?q=Toisan&fields=id,location');
    expect((slim.objects as unknown[])[0]).toEqual({ id: '440781', location: '台山市' });
    expect((await search('台山', '&is_ancestral_place=true')).objects[0]?.id).toBe('440781');
    expect((await search('台山', '&is_ancestral_place=false')).meta.total_count).toBe(0);
  });

  it('browses without q: the provinces, then the places under a root, in code order with their children counts', async () => {
    const provinces = placeListSchema.parse(await ok('search/?level=1&limit=100'));
    const ids = provinces.objects.map((p) => p.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(['35', '44', '46']));
    const guangdong = provinces.objects.find((p) => p.id === '44')!;
    const cities = placeListSchema.parse(await ok('search/?root=44&level=2&limit=100'));
    expect(cities.meta.total_count).toBe(guangdong.children_count);
    const taishan = placeDetailSchema.parse(await ok('440781/'));
    const towns = placeListSchema.parse(await ok('search/?root=440781&level=4&limit=3&offset=3'));
    expect(towns.meta.total_count).toBe(taishan.children_count);
    expect(towns.objects.map((p) => p.id)).toEqual(taishan.children.objects.slice(3, 6).map((p) => p.id));
    expect(towns.objects[0]!.children_count).toBeGreaterThan(0);
    await expect400('search/?level=2', 'q');
  });

  it('gives a place the coordinates GeoNames has for it, and none to a place it has none for', async () => {
    const point = { name: 'Taishan', lat: '22.25135', lng: '112.7799', country: 'CN', admin1: '30', admin2: '4407' };
    await loadCoordinates(t.database.db, pointBatches(coordinatePoints([point]), 10), { version: 'test' });
    expect(placeDetailSchema.parse(await ok('440781/')).coordinates).toEqual({ lat: 22.25135, lng: 112.7799, source_name: 'Taishan' });
    expect(placeDetailSchema.parse(await ok('440783/')).coordinates).toBeNull();
  });

  it('keeps the places a clan is concentrated in, or an overseas community’s home counties', async () => {
    await loadClans(t.database.db, buildClanData(), 'test');
    await loadOverseas(t.database.db, [destinationRows()], { version: 'test' });
    const ids = async (query: string) => placeListSchema.parse(await ok(`search/?${query}&limit=100`)).objects.map((p) => p.id);
    // 黄 (either script) is recorded in Taishan among the loaded counties; 王 is not.
    expect(await ids(`clan_name=${encodeURIComponent('黃')}&level=3`)).toContain('440781');
    expect(await ids(`clan_name=${encodeURIComponent('黄')}&q=${encodeURIComponent('台山')}`)).toEqual(['440781']);
    const huang = await t.database.db.selectFrom('clans').select('id').where('surname', '=', '黄').executeTakeFirstOrThrow();
    expect(await ids(`clan=${huang.id}&level=3`)).toEqual(await ids(`clan_name=${encodeURIComponent('黄')}&level=3`));
    const sanFrancisco = await ids('migration_place_id=san-francisco-us');
    expect(sanFrancisco).toEqual(expect.arrayContaining(['440781', '440783']));
    expect(sanFrancisco).not.toContain('350582');
    expect(await ids('migration_place_id=atlantis-xx')).toEqual([]);
    await expect400('search/?migration_place_id=San%20Francisco', 'migration_place_id');
    await expect400('search/?clan=0', 'clan');
  });

  it('refuses bad search input naming the field', async () => {
    const body = await expect400('search/?q=Toisan&fields=id,colour', 'fields');
    expect(JSON.stringify(body.fields)).toContain('colour');
    await expect400('search/?q=Toisan&is_qiao_xiang=maybe', 'is_qiao_xiang');
    await expect400('search/?q=', 'q');
    await expect400('search/?q=a&limit=1000', 'limit');
    await expect400('search/?q=a&offset=-3', 'offset');
  });

  it('search-alternatives names the place each alternative stands for', async () => {
    const list = placeAlternativeListSchema.parse(await ok('search-alternatives/?q=hoi'));
    expect(list.objects.map((a) => [a.name, a.place.id])).toEqual(expect.arrayContaining([['Hoisan', '440781'], ['Hoiping', '440783']]));
    const historical = placeAlternativeListSchema.parse(await ok(`search-alternatives/?q=${encodeURIComponent('新')}&historical_places=true`));
    expect(historical.objects.map((a) => a.name).sort()).toEqual(['新安', '新宁', '新寧'].sort());
    expect(historical.objects.every((a) => a.kind === 'historical')).toBe(true);
    const paged = placeAlternativeListSchema.parse(await ok('search-alternatives/?q=hoi&limit=1&offset=1'));
    expect(paged.objects).toHaveLength(1);
    expect(paged.meta.total_count).toBe(list.meta.total_count);
    expect(placeAlternativeListSchema.parse(await ok('search-alternatives/?q=hoi&ancestral_places=false')).meta.total_count).toBe(0);
    await expect400('search-alternatives/?q=', 'q');
    await expect400('search-alternatives/?q=hoi&limit=5000', 'limit');
    await expect400('search-alternatives/?q=hoi&offset=-1', 'offset');
  });

  it('place/common/ lists the qiaoxiang counties in their order', async () => {
    const common = commonPlaceListSchema.parse(await ok('common/'));
    expect(common.objects.map((p) => p.id)).toEqual(QIAOXIANG_COUNTIES.map((c) => c.code));
    expect(common.objects[0]).toMatchObject({ id: '440781', english: 'Taishan (Toisan)', is_qiao_xiang: true, parents: ['广东省', '江门市'] });
    expect(common.meta.total_count).toBe(17);
  });

  it('place/:id/ answers the place, its ancestors and a page of its children', async () => {
    const taishan = placeDetailSchema.parse(await ok('440781/?limit=5'));
    expect(taishan.ancestors).toEqual([
      { id: '44', name: '广东省', level: 1 },
      { id: '4407', name: '江门市', level: 2 },
    ]);
    expect(taishan).toMatchObject({ location: '台山市', is_qiao_xiang: true, english: 'Taishan (Toisan)' });
    expect(taishan.children.objects).toHaveLength(5);
    expect(taishan.children.objects.every((c) => c.parent_id === '440781' && c.level === 4)).toBe(true);
    expect(taishan.children.meta.total_count).toBeGreaterThan(5);
    const next = placeDetailSchema.parse(await ok('440781/?limit=5&offset=5'));
    expect(next.children.objects[0]!.id > taishan.children.objects[4]!.id).toBe(true);
    const past = placeDetailSchema.parse(await ok('440781/?offset=100000'));
    expect(past.children).toMatchObject({ objects: [], meta: { total_count: taishan.children.meta.total_count } });
    const town = taishan.children.objects[0]!;
    const village = placeDetailSchema.parse(await ok(`${town.id}/`)).children.objects[0]!;
    const detail = placeDetailSchema.parse(await ok(`${village.id}/`));
    expect(detail.ancestors.map((a) => a.id)).toEqual(['44', '4407', '440781', town.id]);
    expect(detail.children.meta.total_count).toBe(0);
  });

  it('place/:id/ answers 404 for an unknown id and 400 naming a malformed one', async () => {
    const missing = await get('440799/');
    expect(missing.status).toBe(404);
    expect(String(missing.body.error)).toContain('440799');
    await expect400('44x/', 'id');
    await expect400('440781/?limit=0', 'limit');
    await expect400('440781/?offset=-1', 'offset');
  });
});
