import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../lib/markdown';
import {
  wikiArticleRawSchema,
  wikiArticleSchema,
  wikiCategoryListSchema,
  wikiCategoryPageSchema,
  wikiGlossaryListSchema,
  wikiSearchListSchema,
  wikiTimelineSchema,
} from '../../../protocol/wiki';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';

describe('wiki API', () => {
  let t: TestApp;
  let staff: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await testApp();
    staff = await createTestUser(t.database.db, { staff: true });
    member = await createTestUser(t.database.db);
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.request(`/api/v1/wiki/search/?${query}`);
    expect(res.status).toBe(200);
    return wikiSearchListSchema.parse(await res.json());
  };
  const slugs = (list: { objects: { slug: string }[] }) => list.objects.map((o) => o.slug);

  it('lists every article with its total_count for an empty q, 20 to a page', async () => {
    const first = await search('q=');
    expect(first.meta.total_count).toBeGreaterThanOrEqual(30);
    expect(first.meta.limit).toBe(20);
    expect(first.objects).toHaveLength(20);
    const second = await search('offset=20');
    expect(second.objects).toHaveLength(first.meta.total_count - 20);
    expect(new Set([...slugs(first), ...slugs(second)]).size).toBe(first.meta.total_count);
  });

  it('finds an article by a Chinese term in either script', async () => {
    const simplified = await search(`q=${encodeURIComponent('字辈')}`);
    expect(slugs(simplified)).toContain('generation-poems');
    const traditional = await search(`q=${encodeURIComponent('字輩')}`);
    expect(slugs(traditional)).toContain('generation-poems');
    expect(slugs(traditional)).not.toContain('canadian-head-tax');
    const region = await search(`q=${encodeURIComponent('四邑')}`);
    expect(slugs(region)[0] === 'siyi-four-counties' || slugs(region).includes('siyi-four-counties')).toBe(true);
    const none = await search(`q=${encodeURIComponent('火星')}`);
    expect(none.meta.total_count).toBe(0);
  });

  it('finds an article by pinyin with tone marks, tone numbers or none', async () => {
    for (const q of ['zibei', 'zìbèi', 'zi4 bei4', 'Zi Bei']) {
      expect(slugs(await search(`q=${encodeURIComponent(q)}`)), q).toContain('generation-poems');
    }
    expect(slugs(await search('q=nianhao'))).toContain('reading-reign-years');
    expect(slugs(await search('q=qiaopi'))).toContain('qiaopi-remittance-letters');
  });

  it('finds articles by English words, by place and keeps only the asked fields', async () => {
    expect(slugs(await search('q=paper%20sons'))).toContain('paper-sons');
    const taishan = await search('place_id=440781');
    expect(slugs(taishan)).toContain('siyi-four-counties');
    expect(taishan.objects.every((o) => o.place_ids?.includes('440781'))).toBe(true);
    const narrow = await search('fields=title&q=zupu');
    expect(Object.keys(narrow.objects[0]).sort()).toEqual(['slug', 'title']);
    const bad = await t.request('/api/v1/wiki/search/?fields=password');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty('fields');
    expect((await t.request('/api/v1/wiki/search/?place_id=abc')).status).toBe(400);
  });

  it('reads an article with references and related articles, its raw markdown, and 404s an unknown slug', async () => {
    const res = await t.request('/api/v1/wiki/article/reading-reign-years/');
    expect(res.status).toBe(200);
    const article = wikiArticleSchema.parse(await res.json());
    expect(article.title_zh).toBe('年号');
    expect(article.references.length).toBeGreaterThan(0);
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.every((r) => r.slug !== article.slug)).toBe(true);
    const raw = wikiArticleRawSchema.parse(await (await t.request('/api/v1/wiki/article/reading-reign-years/raw/')).json());
    expect(raw.content).toContain('## Converting a reign year');
    expect((await t.request('/api/v1/wiki/article/no-such-article/')).status).toBe(404);
    expect((await t.request('/api/v1/wiki/article/no-such-article/raw/')).status).toBe(404);
    expect((await t.request('/api/v1/wiki/article/Not%20A%20Slug/')).status).toBe(400);
  });

  it('lists categories with counts and a category page, 404 for an unknown one', async () => {
    const cats = wikiCategoryListSchema.parse(await (await t.request('/api/v1/wiki/category/')).json());
    expect(cats.objects.reduce((n, c) => n + c.article_count, 0)).toBeGreaterThanOrEqual(30);
    const page = wikiCategoryPageSchema.parse(await (await t.request('/api/v1/wiki/category/dates/')).json());
    expect(page.objects.map((a) => a.slug)).toContain('lunar-dates');
    expect(page.objects.every((a) => a.category === 'dates')).toBe(true);
    expect((await t.request('/api/v1/wiki/category/nowhere/')).status).toBe(404);
  });

  it('serves the glossary with characters, pinyin and explanations', async () => {
    const list = wikiGlossaryListSchema.parse(await (await t.request('/api/v1/wiki/glossary/')).json());
    expect(list.meta.total_count).toBeGreaterThanOrEqual(150);
    const zupu = list.objects.find((g) => g.title === 'zupu');
    expect(zupu).toMatchObject({ characters: '族谱', traditional: '族譜', pinyin: 'zúpǔ', wikiUrl: '/wiki/article/how-zupus-are-organised' });
  });

  it('lets staff edit an article (search keys follow) and refuses members and visitors', async () => {
    const raw = wikiArticleRawSchema.parse(await (await t.request('/api/v1/wiki/article/lunar-dates/raw/')).json());
    const edit = { ...raw, content: `${raw.content}\n\nThe 寒食 festival comes just before Qingming.` };
    expect((await t.request('/api/v1/wiki/article/lunar-dates/', { method: 'PUT', json: edit })).status).toBe(401);
    expect((await t.request('/api/v1/wiki/article/lunar-dates/', { method: 'PUT', json: edit, token: member.key })).status).toBe(403);
    expect(slugs(await search(`q=${encodeURIComponent('寒食')}`))).toEqual([]);
    const ok = await t.request('/api/v1/wiki/article/lunar-dates/', { method: 'PUT', json: edit, token: staff.key });
    expect(ok.status).toBe(200);
    expect(slugs(await search(`q=${encodeURIComponent('寒食')}`))).toEqual(['lunar-dates']);
    expect(slugs(await search('q=hanshi'))).toEqual(['lunar-dates']);
    const bad = await t.request('/api/v1/wiki/article/lunar-dates/', { method: 'PUT', json: { ...edit, title: '', category: 'nowhere' }, token: staff.key });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty('title');
    const unknownCategory = await t.request('/api/v1/wiki/article/lunar-dates/', { method: 'PUT', json: { ...edit, category: 'nowhere' }, token: staff.key });
    expect(unknownCategory.status).toBe(400);
    const still = wikiArticleRawSchema.parse(await (await t.request('/api/v1/wiki/article/lunar-dates/raw/')).json());
    expect(still.category).toBe('dates');
  });

  it('keeps raw HTML and scripts out of what an article renders to', async () => {
    const body = {
      title: 'A test of unsafe markup',
      summary: 'Markup that must not run.',
      category: 'research',
      content: 'Before <script>alert("x")</script> after <img src=x onerror="alert(1)"> and [a link](javascript:alert(1)) and [ok](/wiki).\n\n<iframe src="https://example.com"></iframe>',
    };
    const created = await t.request('/api/v1/wiki/article/unsafe-markup/', { method: 'PUT', json: body, token: staff.key });
    expect(created.status).toBe(201);
    const article = wikiArticleSchema.parse(await created.json());
    const rendered = JSON.stringify(parseMarkdown(article.content));
    expect(rendered).not.toMatch(/script|alert\("x"\)|onerror|iframe|javascript:/i);
    expect(rendered).toContain('/wiki');
    expect(rendered).toContain('Before');
    expect(rendered).toContain('a link');
    // The raw call keeps what staff wrote, for the editor.
    const raw = wikiArticleRawSchema.parse(await (await t.request('/api/v1/wiki/article/unsafe-markup/raw/')).json());
    expect(raw.content).toContain('<script>');
  });

  it('answers the timeline of migration history oldest first, by region, and refuses an unknown region naming it', async () => {
    const all = wikiTimelineSchema.parse(await (await t.request('/api/v1/wiki/timeline/')).json());
    expect(all.meta.total_count).toBe(all.objects.length);
    expect(all.objects.map((e) => e.year)).toEqual([...all.objects.map((e) => e.year)].sort((a, b) => a - b));
    expect(all.objects.find((e) => e.title_zh === '新宁改名台山')).toMatchObject({ year: 1914, place_ids: ['440781'] });
    const oceania = wikiTimelineSchema.parse(await (await t.request('/api/v1/wiki/timeline/?region=Oceania')).json());
    expect(oceania.objects.length).toBeGreaterThan(0);
    expect(oceania.objects.every((e) => e.region === 'Oceania')).toBe(true);
    const bad = await t.request('/api/v1/wiki/timeline/?region=Mars');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: Record<string, unknown> }).fields)).toEqual(['region']);
  });
});
