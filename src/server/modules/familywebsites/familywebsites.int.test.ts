import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { issueKey } from '../../auth/keys';
import { seedDemo, DEMO_EMAIL } from '../../demo/seedDemo';
import { namesEn, namesZh } from '../../../protocol/names';
import { loadTreeGraph } from '../../tree/load';
import { livingIdsOfGraph } from '../../tree/redact';
import { buildFamily, json, LIVING_SECRETS, type Family } from '../trees/testFamily';
import { testImage } from '../library/testLibrary';

/** The text a reader sees of a page: its words, and its alt, title, content and aria-label attributes; not the hrefs or signed URLs. */
function readable(page: string): string {
  const attrs = [...page.matchAll(/\b(?:alt|title|content|aria-label)="([^"]*)"/g)].map((m) => m[1]);
  return `${page.replace(/<[^>]*>/g, ' ')}\n${attrs.join('\n')}`;
}

/** Every page of a site reachable from `start` by its own links (server HTML, as a crawler reads it). */
async function crawl(t: TestApp, start: string, prefix: string, token?: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = [start];
  while (queue.length && pages.size < 1000) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const res = await t.request(path, { token });
    expect([path, res.status]).toEqual([path, 200]);
    const body = await res.text();
    pages.set(path, body);
    for (const m of body.matchAll(/href="([^"#]+)"/g)) {
      const href = m[1]!.replace(/&amp;/g, '&');
      if (href.startsWith(prefix) && !pages.has(href)) queue.push(href);
    }
  }
  return pages;
}

describe('family websites', () => {
  let t: TestApp;
  let f: Family;
  let relative: TestUser;
  const site = '/fws/wong-family/tak-line';
  beforeAll(async () => {
    t = await testApp();
    f = await buildFamily(t);
    relative = await createTestUser(t.database.db, { email: 'cousin.may@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (token: string, body: Record<string, unknown>) => t.request('/api/v1/familywebsite/', { method: 'POST', token, json: body });

  it('creates a site from a tree the member owns, with a report username chosen once', async () => {
    const bad = await create(f.owner.key, { username: 'Wong Family!', site_name: 'tak-line', family_tree_id: f.treeId, start_person_id: f.ids.grandpa });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toHaveProperty('username');
    expect((await create(f.viewer.key, { username: 'viewer-site', site_name: 'x', family_tree_id: f.treeId, start_person_id: f.ids.grandpa })).status).toBe(403);
    expect((await create(f.stranger.key, { username: 'stranger-site', site_name: 'x', family_tree_id: f.treeId, start_person_id: f.ids.grandpa })).status).toBe(404);
    const res = await create(f.owner.key, {
      username: 'wong-family', site_name: 'tak-line', family_tree_id: f.treeId, start_person_id: f.ids.grandpa, is_public: true,
      title: 'The Wongs of Taishan', introduction: 'Our family came from Taishan. Jason wrote this.',
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ username: 'wong-family', is_public: true, is_owner: true, sites: [{ site_name: 'tak-line', url: site }] });
    // Chosen once: not another one, and not one that is taken.
    const other = await create(f.owner.key, { username: 'another-name', site_name: 'b', family_tree_id: f.treeId, start_person_id: f.ids.grandpa });
    expect(other.status).toBe(400);
    expect((await json(other)).fields).toHaveProperty('username');
    const editorTree = await json(await t.request('/api/v1/familytree/create/', { method: 'POST', token: f.editor.key, json: { name: 'E', start_person: { first_names: [{ type: 'given', value: 'E' }], surnames: [], gender: 'm' } } }));
    const taken = await create(f.editor.key, { username: 'wong-family', site_name: 'e', family_tree_id: editorTree.id, start_person_id: editorTree.home_person });
    expect(taken.status).toBe(409);
    const me = await json(await t.request('/api/v1/member/me/', { token: f.owner.key }));
    expect(me.fws_username).toBe('wong-family');
    const mine = await json(await t.request('/api/v1/familywebsite/my-sites/', { token: f.owner.key }));
    expect(mine.fws_username).toBe('wong-family');
    expect(mine.objects[0].sites).toHaveLength(1);
  });

  it('shows the deceased and none of the living in any page, title, alt text or sitemap', async () => {
    // A photo of the grandparents shows; one with Jason on it does not, nor his portrait.
    const upload = async (name: string, persons: string[]) => {
      const body = new FormData();
      body.set('tags_data', JSON.stringify({ persons }));
      body.set('attachment', new Blob([new Uint8Array(await testImage())]), name);
      const res = await t.request(`/api/v1/familytree/${f.treeId}/library/upload/`, { method: 'POST', token: f.owner.key, body });
      expect(res.status).toBe(201);
      return (await json(res)).object_id as string;
    };
    await upload('grandparents.jpg', [f.ids.grandpa, f.ids.grandma]);
    const withJason = await upload('jason and grandpa.jpg', [f.ids.jason, f.ids.grandpa]);
    await t.request(`/api/v1/person/${f.ids.jason}/profile-picture/`, { method: 'POST', token: f.owner.key, json: { asset_id: withJason } });
    // A deceased person's notes that name a living one.
    await t.request(`/api/v1/person/${f.ids.grandpa}/`, { method: 'PATCH', token: f.owner.key, json: { notes: 'Grandfather of Jason and of 家健 (the same boy).' } });

    const pages = await crawl(t, site, '/fws/wong-family');
    expect(pages.size).toBeGreaterThanOrEqual(6);
    const sitemap = await t.request('/fws/wong-family/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const everything = [...pages.values(), await sitemap.text()];
    for (const page of everything) for (const secret of LIVING_SECRETS) expect(readable(page)).not.toContain(secret);
    const home = pages.get(site)!;
    expect(home).toContain('<title>The Wongs of Taishan</title>');
    expect(home).toContain('og:image');
    expect(home).toContain('Tak Wong');
    expect(home).toContain('黄德');
    expect(home).toContain('Pedigree chart');
    const grandpa = pages.get(`${site}/person-${f.ids.grandpa}`)!;
    expect(grandpa).toContain('Grandfather of Living and of Living');
    expect(grandpa).toContain('1900 – 1970');
    // The grandparents' photo, not the one with Jason.
    const gallery = pages.get(`${site}/gallery`)!;
    expect(gallery.match(/<img /g)).toHaveLength(1);
    // The persons of the family who are dead have pages; the living have none.
    expect(pages.has(`${site}/person-${f.ids.father}`)).toBe(true);
    expect([...pages.keys()].some((p) => p.includes(f.ids.jason) || p.includes(f.ids.mother))).toBe(false);
    const og = await t.request('/fws-og/wong-family/tak-line.png');
    expect(og.status).toBe(200);
    expect(og.headers.get('content-type')).toBe('image/png');
  });

  it('answers the app the same page through get-by-name, and each page under 150 KB', async () => {
    const res = await t.request('/api/v1/familywebsite/get-by-name/?username=wong-family&site_name=tak-line');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.page.title).toBe('The Wongs of Taishan');
    expect(body.page.html).toContain('Tak Wong');
    expect(body.website).toMatchObject({ username: 'wong-family', is_public: true, is_member: false });
    expect(new TextEncoder().encode(body.page.html).length).toBeLessThan(150_000);
    expect((await t.request('/api/v1/familywebsite/get-by-name/?username=wong-family&site_name=tak-line&part=person-nobody')).status).toBe(404);
    expect((await t.request('/api/v1/familywebsite/get-by-name/?username=wong-family&site_name=tak-line&part=No%20Such')).status).toBe(400);
    expect((await t.request(`/api/v1/familywebsite/get-by-name/?username=wong-family&site_name=tak-line&part=person-${f.ids.jason}`)).status).toBe(404);
  });

  it('follows an edit of the tree at once', async () => {
    await t.request(`/api/v1/person/${f.ids.father}/`, { method: 'PATCH', token: f.owner.key, json: { first_names: [{ type: 'given', value: 'Harold' }, { type: 'given', value: '国荣' }] } });
    const page = await (await t.request(`${site}/person-${f.ids.father}`)).text();
    expect(page).toContain('Harold Wong');
    expect(await (await t.request(site)).text()).toContain('Harold Wong');
  });

  it('keeps a private site from visitors and strangers and admits invited members', async () => {
    const put = (json: Record<string, unknown>) => t.request('/api/v1/familywebsite/wong-family/', { method: 'PUT', token: f.owner.key, json });
    expect((await t.request('/api/v1/familywebsite/wong-family/', { method: 'PUT', token: f.stranger.key, json: { is_public: false } })).status).toBe(403);
    expect((await put({ is_public: false })).status).toBe(200);
    // Unpublished: hidden at once, in every form.
    const visitorPage = await t.request(site);
    expect(visitorPage.status).toBe(401);
    const text = await visitorPage.text();
    expect(text).toContain('This family website is private');
    expect(text).not.toContain('Tak');
    expect((await t.request('/fws/wong-family/sitemap.xml')).status).toBe(404);
    expect((await t.request('/fws-og/wong-family/tak-line.png')).status).toBe(404);
    const api = (token?: string) => t.request('/api/v1/familywebsite/get-by-name/?username=wong-family&site_name=tak-line', { token });
    expect((await api()).status).toBe(401);
    expect((await api(relative.key)).status).toBe(403);
    expect((await json(await t.request('/api/v1/familywebsite/?username=wong-family', { token: relative.key }))).objects).toEqual([]);

    const added = await t.request('/api/v1/familywebsite/add-members/', { method: 'POST', token: f.owner.key, json: { username: 'wong-family', emails: ['Cousin.May@example.com'] } });
    expect(added.status).toBe(200);
    expect((await json(added)).site_members).toEqual([{ email: 'cousin.may@example.com' }]);
    const mail = await t.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'cousin.may@example.com').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('redirect=%2Ffws%2Fwong-family');
    const asMember = await api(relative.key);
    expect(asMember.status).toBe(200);
    expect((await json(asMember)).page.html).toContain('Tak Wong');
    expect((await json(await t.request('/api/v1/familywebsite/?username=wong-family', { token: relative.key }))).objects).toHaveLength(1);
    // Members never learn who else was invited.
    expect((await json(await t.request('/api/v1/familywebsite/?username=wong-family', { token: relative.key }))).objects[0].site_members).toEqual([]);

    expect((await t.request('/api/v1/familywebsite/delete-member/', { method: 'POST', token: f.owner.key, json: { username: 'wong-family', email: 'cousin.may@example.com' } })).status).toBe(200);
    expect((await api(relative.key)).status).toBe(403);
    expect((await put({ is_public: true })).status).toBe(200);
    expect((await t.request(site)).status).toBe(200);
  });

  it('changes a site’s parts and settings, and lists websites with the spec’s limit', async () => {
    const res = await t.request('/api/v1/familywebsite/wong-family/', {
      method: 'PUT', token: f.owner.key,
      json: { site_name: 'tak-line', theme_color: '#224488', parts: [{ key: 'henrys-family', title: 'Henry’s family', person_id: f.ids.father }] },
    });
    expect(res.status).toBe(200);
    const branch = await t.request(`${site}/henrys-family`);
    expect(branch.status).toBe(200);
    const html = await branch.text();
    expect(html).toContain('Henry’s family');
    expect(html).toContain('--fws-theme:#224488');
    for (const secret of LIVING_SECRETS) expect(readable(html)).not.toContain(secret);
    const badParts = await t.request('/api/v1/familywebsite/wong-family/', { method: 'PUT', token: f.owner.key, json: { site_name: 'tak-line', parts: [{ key: 'gallery', title: 'x', person_id: f.ids.father }] } });
    expect(badParts.status).toBe(400);
    expect((await t.request('/api/v1/familywebsite/?limit=9999&offset=0')).status).toBe(200);
    expect((await t.request('/api/v1/familywebsite/?limit=10000')).status).toBe(400);
  });
});

describe('a family website of the demo tree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows its deceased persons and no living person’s names or birth years anywhere', async () => {
    const db = t.database.db;
    const { treeId } = await seedDemo(db, t.clock.now);
    const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    const key = await issueKey(db, owner.id, t.clock.now);
    const graph = await loadTreeGraph(db, treeId);
    const living = livingIdsOfGraph(graph, t.clock.now);
    expect(living.size).toBeGreaterThan(10);
    // The founder: the person born first.
    const founder = [...graph.persons].sort((a, b) => (a.birth_date?.year ?? 9999) - (b.birth_date?.year ?? 9999))[0]!;
    // Give two living persons text that is theirs alone, and name one in a deceased person's notes.
    const [l1, l2] = [...living];
    const deadYears = new Set(graph.persons.filter((p) => !living.has(p.id)).flatMap((p) => [p.birth_date?.year, p.death_date?.year]));
    const rareYear = [1999, 2003, 2007, 2011, 2015, 2019, 2021].find((y) => !deadYears.has(y))!;
    await db.updateTable('persons').set({ birth_date: JSON.stringify({ year: rareYear, month: 7, day: 14, approximation_years: null, approximation_type: null, text_value: null, cn_date: null }), birth_location: 'Secretville, Oregon' }).where('id', '=', l1!).execute();
    await db.updateTable('persons').set({ notes: 'Works at the Hidden Noodle House' }).where('id', '=', l2!).execute();
    const someDeceased = graph.persons.find((p) => !living.has(p.id) && p.id !== founder.id)!;
    const l1Person = graph.persons.find((p) => p.id === l1)!;
    await db.updateTable('persons').set({ notes: `Grandfather of ${namesZh(l1Person)}.` }).where('id', '=', someDeceased.id).execute();

    const res = await t.request('/api/v1/familywebsite/', {
      method: 'POST', token: key,
      json: { username: 'sai-kai-wong', site_name: 'village', family_tree_id: treeId, start_person_id: founder.id, is_public: true },
    });
    expect(res.status).toBe(201);
    const pages = await crawl(t, '/fws/sai-kai-wong/village', '/fws/sai-kai-wong');
    const sitemap = await (await t.request('/fws/sai-kai-wong/sitemap.xml')).text();
    const after = await loadTreeGraph(db, treeId);
    const livingNow = livingIdsOfGraph(after, t.clock.now);
    const deceased = after.persons.filter((p) => !livingNow.has(p.id));
    // Every deceased person of the site has a page (the founder's line is the whole demo tree).
    const personPages = [...pages.keys()].filter((p) => p.includes('/person-'));
    expect(personPages.length).toBe(deceased.length);
    expect((sitemap.match(/<loc>/g) ?? []).length).toBeGreaterThan(deceased.length);

    // Names shown for a deceased person are that person's; every other name of a living person must not appear.
    const shownNames = new Set(deceased.flatMap((p) => [namesEn(p), namesZh(p), ...p.first_names.map((n) => n.value)]));
    const shownYears = new Set(deceased.flatMap((p) => [p.birth_date?.year, p.death_date?.year, ...p.residence_location.map((r) => r.from_year)]).filter(Boolean).map(String));
    const secrets = new Set<string>(['Secretville', 'Hidden Noodle House', `14 Jul ${rareYear}`, String(rareYear)]);
    for (const id of livingNow) {
      const p = after.persons.find((x) => x.id === id)!;
      for (const name of [namesEn(p), namesZh(p), ...p.first_names.map((n) => n.value)]) if (name && !shownNames.has(name) && name.length >= 2) secrets.add(name);
      const year = p.birth_date?.year;
      if (year && !shownYears.has(String(year))) secrets.add(String(year));
    }
    // The demo's names repeat (a generation shares its poem character): what is left is still a dozen and more.
    expect(secrets.size).toBeGreaterThan(12);
    // Ids in links are random UUIDs: a year may turn up inside one by chance, so they are left out.
    const texts = [...[...pages.values()].map(readable), sitemap].map((text) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ' '));
    for (const secret of secrets) {
      const pattern = /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`) : null;
      for (const text of texts) {
        if (pattern ? pattern.test(text) : text.includes(secret)) throw new Error(`a living person's "${secret}" is on the site`);
      }
    }
    expect(pages.get(`/fws/sai-kai-wong/village/person-${someDeceased.id}`)).toContain('Grandfather of Living.');
    const home = pages.get('/fws/sai-kai-wong/village')!;
    expect(home).toContain('Generation poem');
    expect(home).toContain('德 光 国 家 永');
    expect(home).toContain('Sai Kai village');
    for (const page of pages.values()) expect(page.length).toBeLessThan(150_000);
  }, 240_000);
});
