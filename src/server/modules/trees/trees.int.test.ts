import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import { generateTree } from '../../tree/generateTree';
import { insertTreeGraph } from '../../tree/load';
import { COUNT_CAP, lexeme } from './search';
import { buildFamily, json, type Family } from './testFamily';

let t: TestApp;
let f: Family;
const token = (who: 'owner' | 'editor' | 'viewer' | 'stranger' | 'visitor') => (who === 'visitor' ? undefined : f[who].key);

beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
});
afterAll(async () => {
  await t.close();
});

describe('roles on a private tree', () => {
  const reads = () => [
    `/api/v1/familytree/${f.treeId}/`,
    `/api/v1/familytree/${f.treeId}/search/?query=wong`,
    `/api/v1/familytree/${f.treeId}/relation-names/`,
    `/api/v1/familytree/${f.treeId}/locations/?q=tai`,
    `/api/v1/familytree/${f.treeId}/chinese-surnames/`,
    `/api/v1/familytree/${f.treeId}/surname/?q=w`,
    `/api/v1/familytree/${f.treeId}/clan-persons/?surname=%E9%BB%84`,
    `/api/v1/familytree/${f.treeId}/lineage/`,
    `/api/v1/person/${f.ids.father}/`,
    `/api/v1/person/${f.ids.father}/relatives/`,
    `/api/v1/person/${f.ids.father}/extra-data/`,
  ];

  it.each(['owner', 'editor', 'viewer'] as const)('%s reads every tree call', async (who) => {
    for (const path of reads()) expect([path, (await t.request(path, { token: token(who) })).status]).toEqual([path, 200]);
  });

  it.each(['stranger', 'visitor'] as const)('%s gets 404 from every tree call and no names', async (who) => {
    for (const path of reads()) expect([path, (await t.request(path, { token: token(who) })).status]).toEqual([path, 404]);
    const names = await json(await t.request(`/api/v1/person/full-names/?ids=${f.ids.father}&ids=${f.ids.jason}`, { token: token(who) }));
    expect(names.objects).toEqual([]);
  });

  it('flags follow the role', async () => {
    const flags = async (who: 'owner' | 'editor' | 'viewer') => {
      const d = await json(await t.request(`/api/v1/familytree/${f.treeId}/`, { token: token(who) }));
      return [d.is_owner, d.is_user_owner, d.is_editor, d.is_write_allowed];
    };
    expect(await flags('owner')).toEqual([true, true, false, true]);
    expect(await flags('editor')).toEqual([false, false, true, true]);
    expect(await flags('viewer')).toEqual([false, false, false, false]);
  });

  it('details carry members, preferences, the start person and its ancestors', async () => {
    const d = await json(await t.request(`/api/v1/familytree/${f.treeId}/?start_person_id=${f.ids.father}`, { token: token('viewer') }));
    expect(d.start_person.id).toBe(f.ids.father);
    expect(new Set(d.ancestors)).toEqual(new Set([f.ids.grandpa, f.ids.grandma]));
    expect(d.tree_members.map((m: { email: string }) => m.email).sort()).toEqual(['editor@example.com', 'viewer@example.com']);
    expect(d.preferences).toEqual({ color_code_gender: true, tree_show_birth_order: false });
    expect(d.home_person).toBe(f.ids.jason);
  });

  it('a start person of another tree is refused', async () => {
    const other = await createTestUser(t.database.db);
    const tree = await json(await t.request('/api/v1/familytree/create/', { method: 'POST', token: other.key, json: { start_person: { first_names: [{ type: 'given', value: 'Solo' }] } } }));
    const res = await t.request(`/api/v1/familytree/${f.treeId}/?start_person_id=${tree.home_person}`, { token: token('owner') });
    expect(res.status).toBe(400);
  });

  it('unknown and malformed tree ids are 404', async () => {
    expect((await t.request('/api/v1/familytree/2b1f6a55-0000-4000-8000-000000000000/', { token: token('owner') })).status).toBe(404);
    expect((await t.request('/api/v1/familytree/not-a-tree/', { token: token('owner') })).status).toBe(404);
  });
});

describe('tree list and settings', () => {
  it('lists owned, editable and shared trees with the asked fields', async () => {
    const own = await json(await t.request('/api/v1/familytree/list/?fields=name,is_owner,persons_count', { token: token('owner') }));
    expect(own.objects).toEqual([{ object_id: f.treeId, name: 'Wong family', is_owner: true, persons_count: 9 }]);
    expect(own.owned).toEqual([f.treeId]);
    const ed = await json(await t.request('/api/v1/familytree/list/', { token: token('editor') }));
    expect(ed.editable).toEqual([f.treeId]);
    expect(ed.owned).toEqual([]);
    const vw = await json(await t.request('/api/v1/familytree/list/', { token: token('viewer') }));
    expect(vw.shared).toEqual([f.treeId]);
    expect(vw.editable).toEqual([]);
    expect((await t.request('/api/v1/familytree/list/')).status).toBe(401);
  });

  it('only the owner renames, publishes or moves the home person; editors may change preferences', async () => {
    expect((await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: token('editor'), json: { name: 'Mine now' } })).status).toBe(403);
    expect((await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: token('viewer'), json: { tree_show_birth_order: true } })).status).toBe(403);
    expect((await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: token('stranger'), json: { name: 'x' } })).status).toBe(404);
    const ed = await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: token('editor'), json: { tree_show_birth_order: true } });
    expect((await json(ed)).preferences.tree_show_birth_order).toBe(true);
    const res = await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: token('owner'), json: { name: 'Wong 黄 family', home_person_id: f.ids.father } });
    const body = await json(res);
    expect([body.name, body.home_person]).toEqual(['Wong 黄 family', f.ids.father]);
    expect((await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: token('owner'), json: { home_person_id: '2b1f6a55-0000-4000-8000-000000000000' } })).status).toBe(404);
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: token('owner'), json: { name: 'Wong family', home_person_id: f.ids.jason, tree_show_birth_order: false } });
  });
});

describe('search', () => {
  const ids = async (q: string, who: 'owner' | 'viewer' = 'owner') =>
    (await json(await t.request(`/api/v1/familytree/${f.treeId}/search/?query=${encodeURIComponent(q)}`, { token: token(who) }))).objects.map((p: { id: string }) => p.id);

  it('finds names in either script, by pinyin without tones, by prefix and by traditional characters', async () => {
    expect(await ids('黄国荣')).toEqual([f.ids.father]);
    expect(await ids('黃國榮')).toEqual([f.ids.father]);
    expect(await ids('huang guorong')).toEqual([f.ids.father]);
    expect(await ids('huáng guó')).toEqual([f.ids.father]);
    expect(await ids('Hen')).toEqual([f.ids.father]);
    expect(await ids('chen ling')).toEqual([f.ids.mother]);
    expect(await ids('nobody-here')).toEqual([]);
  });

  it('takes quotes, backslashes and query operators as letters, and finds a name longer than a key holds', async () => {
    for (const q of ["o'brien", 'a\\b', 'wen:*', 'a & b | !c', "'"]) expect([q, await ids(q)]).toEqual([q, []]);
    const db = t.database.db;
    // Query words are letters by the time they reach SQL; a lexeme would hold any other character as it is.
    for (const key of ["o'b\\r:*", 'a & b', "'"]) {
      const { rows } = await sql<{ hit: boolean }>`SELECT array_to_tsvector(ARRAY[${key}::text]) @@ ${`${lexeme(key)}:*`}::tsquery AS hit`.execute(db);
      expect([key, rows[0]!.hit]).toEqual([key, true]);
    }
    const tree = await db.insertInto('family_trees').values({ owner_id: f.owner.id, name: 'Long names' }).returning('id').executeTakeFirstOrThrow();
    const long = `Zed${'a'.repeat(2997)}`;
    const graph = generateTree({ persons: 2, seed: 4 });
    graph.persons[0]!.first_names = [{ type: 'given', value: long }];
    graph.persons[1]!.first_names = [{ type: 'given', value: "O'Brien" }];
    const written = await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, graph));
    const found = async (q: string) =>
      (await json(await t.request(`/api/v1/familytree/${tree.id}/search/?query=${encodeURIComponent(q)}`, { token: token('owner') }))).objects.map((p: { id: string }) => p.id);
    expect(await found(long.slice(0, 150))).toEqual([written.get(graph.persons[0]!.id)]);
    expect(await found('zedaaa')).toEqual([written.get(graph.persons[0]!.id)]);
    expect(await found('obrien')).toEqual([written.get(graph.persons[1]!.id)]);
    // The other tests count the owner's persons.
    await db.deleteFrom('family_trees').where('id', '=', tree.id).execute();
  });

  it('counts matches up to a cap', async () => {
    const graph = generateTree({ persons: COUNT_CAP + 20, seed: 9 });
    for (const p of graph.persons) p.surnames = [{ type: 'birth', value: 'Quockerwodger' }];
    const db = t.database.db;
    const tree = await db.insertInto('family_trees').values({ owner_id: f.owner.id, name: 'Big clan' }).returning('id').executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, graph));
    const res = await json(await t.request(`/api/v1/familytree/${tree.id}/search/?query=quocker&limit=10`, { token: token('owner') }));
    expect(res.objects).toHaveLength(10);
    expect(res.meta).toEqual({ limit: 10, offset: 0, total_count: COUNT_CAP, total_is_capped: true });
    const few = await json(await t.request(`/api/v1/familytree/${f.treeId}/search/?query=wong`, { token: token('owner') }));
    expect(few.meta).toMatchObject({ total_count: 6, total_is_capped: false });
  });

  it('search-persons looks through every tree of the caller', async () => {
    const res = await json(await t.request('/api/v1/familytree/search-persons/?query=tak', { token: token('viewer') }));
    expect(res.objects.map((p: { id: string; family_tree_name: string }) => [p.id, p.family_tree_name])).toEqual([[f.ids.grandpa, 'Wong family']]);
    const none = await json(await t.request('/api/v1/familytree/search-persons/?query=tak', { token: token('stranger') }));
    expect(none.objects).toEqual([]);
  });

  it('search-clans matches a surname by dialect spelling and counts persons', async () => {
    const res = await json(await t.request('/api/v1/familytree/search-clans/?query=wong', { token: token('owner') }));
    const huang = res.objects.find((c: { surname: string }) => c.surname === '黄');
    expect(huang.traditional).toBe('黃');
    // Six persons carry 黄 or the spelling Wong, which stands for it.
    expect(huang.persons_count).toBe(6);
    // Surnames of the extended table, by their Hong Kong spelling, most common first, in the same shape.
    const ngok = await json(await t.request('/api/v1/familytree/search-clans/?query=ngok', { token: token('owner') }));
    expect(ngok.objects[0]).toEqual({ surname: '岳', traditional: '岳', pinyin: 'yue', spellings: ['ngok', 'yueh'], persons_count: 0 });
    const szeto = await json(await t.request('/api/v1/familytree/search-clans/?query=tse', { token: token('owner') }));
    expect(szeto.objects.map((c: { surname: string }) => c.surname).slice(0, 2)).toEqual(['谢', '曾']);
  });

  it('locations, Chinese surnames and surnames come from the tree', async () => {
    const loc = await json(await t.request(`/api/v1/familytree/${f.treeId}/locations/?q=taishan`, { token: token('owner') }));
    expect(loc.objects).toEqual([{ location: 'Taishan, Guangdong', count: 2 }]);
    const zh = await json(await t.request(`/api/v1/familytree/${f.treeId}/chinese-surnames/`, { token: token('owner') }));
    expect(zh.objects[0]).toEqual({ surname: '黄', count: 3, pinyin: 'huang' });
    const sn = await json(await t.request(`/api/v1/familytree/${f.treeId}/surname/?q=huang`, { token: token('owner') }));
    expect(sn.objects.map((s: { surname: string }) => s.surname)).toEqual(['黄']);
  });
});

describe('kinship and lineage', () => {
  it('names relatives of the home person in English and Chinese', async () => {
    const res = await json(await t.request(`/api/v1/familytree/${f.treeId}/relation-names/`, { token: token('viewer') }));
    expect(res.home_person).toBe(f.ids.jason);
    expect(res.relations[f.ids.father].zh).toBe('父亲');
    expect(res.relations[f.ids.grandpa].en).toBe('paternal grandfather');
    expect(res.relations[f.ids.cousin].zh).toMatch(/^堂/);
  });

  it('lineage climbs the paternal line', async () => {
    const res = await json(await t.request(`/api/v1/familytree/${f.treeId}/lineage/`, { token: token('owner') }));
    expect(res.lineage.map((g: { person: { id: string } }) => g.person.id)).toEqual([f.ids.jason, f.ids.father, f.ids.grandpa]);
    expect(res.ancestors.map((g: { generation: number }) => g.generation)).toEqual([-1, -2]);
    expect(res.is_write_allowed).toBe(true);
  });
});

describe('members', () => {
  it('only the owner manages members; a removed member loses the tree', async () => {
    const late = await createTestUser(t.database.db, { email: 'late@example.com' });
    const path = (x: string) => `/api/v1/familytree/${f.treeId}/${x}/`;
    expect((await t.request(path('add-members'), { method: 'POST', token: token('editor'), json: { emails: ['late@example.com'] } })).status).toBe(403);
    expect((await t.request(path('add-members'), { method: 'POST', token: token('owner'), json: { emails: ['owner@example.com'] } })).status).toBe(400);
    expect((await t.request(path('add-members'), { method: 'POST', token: token('owner'), json: { emails: ['not-an-email'] } })).status).toBe(400);
    expect((await t.request(`/api/v1/familytree/${f.treeId}/`, { token: late.key })).status).toBe(404);
    const added = await json(await t.request(path('add-members'), { method: 'POST', token: token('owner'), json: { emails: ['LATE@example.com'] } }));
    expect(added.tree_members.find((m: { email: string }) => m.email === 'late@example.com')).toMatchObject({ is_editor: false, user_id: late.id });
    expect((await t.request(`/api/v1/familytree/${f.treeId}/`, { token: late.key })).status).toBe(200);
    expect((await t.request(`/api/v1/person/${f.ids.father}/`, { method: 'PATCH', token: late.key, json: { notes: 'x' } })).status).toBe(403);
    await t.request(path('edit-member'), { method: 'POST', token: token('owner'), json: { email: 'late@example.com', is_editor: true } });
    expect((await t.request(`/api/v1/person/${f.ids.father}/`, { method: 'PATCH', token: late.key, json: { notes: 'edited by late' } })).status).toBe(200);
    expect((await t.request(path('edit-member'), { method: 'POST', token: token('owner'), json: { email: 'nobody@example.com', is_editor: true } })).status).toBe(404);
    await t.request(path('delete-member'), { method: 'POST', token: token('owner'), json: { email: 'late@example.com' } });
    expect((await t.request(`/api/v1/familytree/${f.treeId}/`, { token: late.key })).status).toBe(404);
  });
});

describe('invitations', () => {
  const invitesTo = (address: string) =>
    t.database.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', address).where('subject', 'like', '%shared the family tree%').execute();

  it('mails each new member once, with a link that logs in or registers them into the tree', async () => {
    const known = await createTestUser(t.database.db, { email: 'cousin.known@example.com' });
    const path = `/api/v1/familytree/${f.treeId}/add-members/`;
    const res = await t.request(path, { method: 'POST', token: token('owner'), json: { emails: ['cousin.known@example.com', 'Cousin.New@example.com'], is_editor: true } });
    expect(res.status).toBe(200);
    const [knownMail] = await invitesTo('cousin.known@example.com');
    expect(knownMail!.text_body).toContain(`/login?redirect=${encodeURIComponent(`/familytree/${f.treeId}`)}`);
    expect(knownMail!.text_body).toContain('as an editor');
    const [newMail] = await invitesTo('cousin.new@example.com');
    expect(newMail!.text_body).toContain(`/register?redirect=${encodeURIComponent(`/familytree/${f.treeId}`)}&email=cousin.new%40example.com`);
    // Adding the same addresses again sends nothing more.
    await t.request(path, { method: 'POST', token: token('owner'), json: { emails: ['cousin.known@example.com'] } });
    expect(await invitesTo('cousin.known@example.com')).toHaveLength(1);
    const me = await json(await t.request('/api/v1/member/me/', { token: known.key }));
    expect(me.shared_tree_ids).toEqual([f.treeId]);
    expect(me.family_tree_id).toBeNull();
  });

  it('lists the tree for someone who registers with the invited address, before any tree of their own', async () => {
    await t.request(`/api/v1/familytree/${f.treeId}/add-members/`, { method: 'POST', token: token('owner'), json: { emails: ['later.signup@example.com'] } });
    const later = await createTestUser(t.database.db, { email: 'later.signup@example.com' });
    const me = await json(await t.request('/api/v1/member/me/', { token: later.key }));
    expect(me.shared_tree_ids).toEqual([f.treeId]);
    expect((await t.request(`/api/v1/familytree/${f.treeId}/`, { token: later.key })).status).toBe(200);
  });

  it('a stranger is shared nothing', async () => {
    const me = await json(await t.request('/api/v1/member/me/', { token: token('stranger') }));
    expect(me.shared_tree_ids).toEqual([]);
  });
});

describe('create and delete trees', () => {
  it('creates a tree with its home person, and only the owner deletes it', async () => {
    const u = await createTestUser(t.database.db);
    const res = await t.request('/api/v1/familytree/create/', { method: 'POST', token: u.key, json: { start_person: { first_names: [{ type: 'given', value: 'Mei' }], surnames: [{ type: 'birth', value: 'Chan' }] } } });
    expect(res.status).toBe(201);
    const tree = await json(res);
    expect(tree.name).toBe('Chan Family Tree');
    expect(tree.start_person.full_name).toBe('Mei Chan');
    expect((await t.request('/api/v1/familytree/create/', { method: 'POST', json: { start_person: {} } })).status).toBe(401);
    expect((await t.request('/api/v1/familytree/create/', { method: 'POST', token: u.key, json: {} })).status).toBe(400);
    expect((await t.request(`/api/v1/familytree/${tree.id}/delete/`, { method: 'DELETE', token: f.owner.key })).status).toBe(404);
    const del = await t.request(`/api/v1/familytree/${tree.id}/delete/`, { method: 'DELETE', token: u.key });
    expect(del.status).toBe(200);
    expect((await t.request(`/api/v1/familytree/${tree.id}/`, { token: u.key })).status).toBe(404);
    const left = await t.database.db.selectFrom('persons').select('id').where('tree_id', '=', tree.id).execute();
    expect(left).toEqual([]);
    expect((await t.request(`/api/v1/familytree/${f.treeId}/delete/`, { method: 'DELETE', token: f.editor.key })).status).toBe(403);
  });
});

describe('onboarding and the active tree', () => {
  it('keeps the onboarding step and flag of the caller', async () => {
    const u = await createTestUser(t.database.db);
    expect(await json(await t.request('/api/v1/familytree/onboarding/', { token: u.key }))).toEqual({ is_onboarded: false, onboarding_step: null });
    const saved = await json(await t.request('/api/v1/familytree/onboarding/', { method: 'POST', token: u.key, json: { onboarding_step: 'mother' } }));
    expect(saved).toEqual({ is_onboarded: false, onboarding_step: 'mother' });
    expect((await t.request('/api/v1/familytree/onboarding/', { method: 'POST', token: u.key, json: { onboarding_step: 'cousin' } })).status).toBe(400);
    const done = await json(await t.request('/api/v1/familytree/onboarding/', { method: 'POST', token: u.key, json: { is_onboarded: true } }));
    expect(done.is_onboarded).toBe(true);
    expect((await t.request('/api/v1/familytree/onboarding/')).status).toBe(401);
  });

  it('the first tree becomes the user’s active tree; deleting it moves to the next', async () => {
    const u = await createTestUser(t.database.db);
    const create = async () => (await json(await t.request('/api/v1/familytree/create/', { method: 'POST', token: u.key, json: { start_person: {} } }))).id as string;
    const first = await create();
    const second = await create();
    const active = async () => (await t.database.db.selectFrom('users').select('family_tree_id').where('id', '=', u.id).executeTakeFirstOrThrow()).family_tree_id;
    expect(await active()).toBe(first);
    const del = await json(await t.request(`/api/v1/familytree/${first}/delete/`, { method: 'DELETE', token: u.key }));
    expect(del.family_tree_id).toBe(second);
    expect(await active()).toBe(second);
  });
});
