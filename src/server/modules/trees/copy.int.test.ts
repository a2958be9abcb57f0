import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTree } from '../../tree/generateTree';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import { TREE_COPY_MAX_PERSONS } from '../../../protocol/treeCopy';
import { seedDemo } from '../../demo/seedDemo';
import { insertTreeGraph, loadTreeGraph } from '../../tree/load';
import { gedcomDirs } from '../gedcom/service';
import { fileStore, readAll } from '../../files/store';
import { buildFamily, json, LIVING_SECRETS, type Family } from './testFamily';

let t: TestApp;
let f: Family;
const PICTURE = { dead: '0b6a5f3e-1c1d-4a51-9d0e-2f3c4b5a6d7e', living: '7e6d5a4b-3c2f-4e0d-9a51-1c1d3e5f6a0b' };
const IMPORT_KEY = 'c0ffee00-0000-4000-8000-000000000001';

const mediaDir = () => gedcomDirs(t.deps.config.dataDir).media;
const mediaFolders = async () => (await readdir(mediaDir()).catch(() => [] as string[])).sort();

const copy = (treeId: string, token?: string, body: unknown = {}) => t.request(`/api/v1/familytree/${treeId}/copy/`, { method: 'POST', token, json: body });

/** Everything the copy holds, with ids replaced by names so two trees compare. */
async function snapshot(treeId: string) {
  const g = await loadTreeGraph(t.database.db, treeId);
  const nameOf = new Map(g.persons.map((p) => [p.id, JSON.stringify([p.first_names, p.surnames, p.birth_date])]));
  const persons = g.persons.map(({ id: _id, ...rest }) => JSON.stringify(rest)).sort();
  const couples = g.couples.map(({ id: _id, person1_id, person2_id, ...rest }) => JSON.stringify([nameOf.get(person1_id), nameOf.get(person2_id), rest])).sort();
  const links = g.parenthoods.map((l) => `${nameOf.get(l.parent_id)}>${nameOf.get(l.child_id)}:${l.kind}`).sort();
  return { ids: g.persons.map((p) => p.id), persons, couples, links, graph: g };
}

/** The files of the profile pictures of a tree's persons: assets of that tree, copied in the store. */
async function copiedPictures(treeId: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('persons')
    .innerJoin('library_assets', 'library_assets.id', 'persons.profile_picture')
    .select(['library_assets.tree_id', 'library_assets.storage_key', 'library_assets.id'])
    .where('persons.tree_id', '=', treeId)
    .execute();
  expect(rows.every((r) => r.tree_id === treeId && !Object.values(PICTURE).includes(r.id))).toBe(true);
  const texts = await Promise.all(rows.map(async (r) => (await readAll((await fileStore(t.deps).get(r.storage_key))!)).toString()));
  return texts.sort();
}

async function personIdByName(treeId: string, given: string): Promise<string> {
  const g = await loadTreeGraph(t.database.db, treeId);
  const p = g.persons.find((x) => x.first_names.some((n) => n.value === given));
  if (!p) throw new Error(`no ${given} in ${treeId}`);
  return p.id;
}

beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
  const db = t.database.db;
  // A photo a GEDZIP import kept for the tree.
  await mkdir(join(mediaDir(), f.treeId, 'photos'), { recursive: true });
  await writeFile(join(mediaDir(), f.treeId, 'photos', 'tak.jpg'), 'jpeg bytes');
  await db.updateTable('family_trees').set({ color_code_gender: false, tree_show_birth_order: true }).where('id', '=', f.treeId).execute();
  // Profile pictures: assets of the tree's library, with their files in the store.
  for (const [which, id] of Object.entries(PICTURE)) {
    const key = `library/${f.treeId}/${id}/original`;
    await fileStore(t.deps).put(key, new TextEncoder().encode(`${which} picture`), 'image/jpeg');
    await db.insertInto('library_assets').values({ id, tree_id: f.treeId, storage_key: key, filename: `${which}.jpg`, content_type: 'image/jpeg', kind: 'image', size: 10, width: 1, height: 1, event_date: null, event_sort: null, location_place_id: null, location_name: null, created_by: null, created_at: t.clock.now, updated_at: t.clock.now }).execute();
  }
  await db.updateTable('persons').set({ profile_picture: PICTURE.dead }).where('id', '=', f.ids.grandpa).execute();
  await db.updateTable('persons').set({ profile_picture: PICTURE.living }).where('id', '=', f.ids.jason).execute();
  // What a GEDCOM import would have kept: the tree's HEAD, a structure on a dead and on a living person, and their families.
  await db
    .insertInto('gedcom_tree_extras')
    .values({ tree_id: f.treeId, import_key: IMPORT_KEY, version: '5.5.1', head: JSON.stringify([{ tag: 'SOUR', value: 'Gramps' }]), records: '[]', xrefs: '[]', created_at: t.clock.now })
    .execute();
  await db
    .insertInto('gedcom_person_chunks')
    .values({
      tree_id: f.treeId,
      import_key: IMPORT_KEY,
      position: 0,
      persons: JSON.stringify([
        [f.ids.grandpa, '@I1@', [{ node: { tag: '_MILT', value: 'Kept for Tak' } }]],
        [f.ids.jason, '@I2@', [{ node: { tag: '_MILT', value: 'Kept for Jason Stanford' } }]],
      ]),
    })
    .execute();
  await db
    .insertInto('gedcom_family_extras')
    .values([
      { tree_id: f.treeId, import_key: IMPORT_KEY, position: 0, family: JSON.stringify({ husband: '@I1@', wife: null, children: [], kept: [{ node: { tag: 'NOTE', value: 'Old family' } }] }) },
      { tree_id: f.treeId, import_key: IMPORT_KEY, position: 1, family: JSON.stringify({ husband: '@I2@', wife: null, children: [], kept: [{ node: { tag: 'NOTE', value: 'Oakland family' } }] }) },
    ])
    .execute();
});
afterAll(async () => {
  await rm(mediaDir(), { recursive: true, force: true });
  await t.close();
});

describe('a member copies a tree in full', () => {
  it('into a new private tree of their own with every person, couple, link, picture, extra and preference, under new ids', async () => {
    const res = await copy(f.treeId, f.viewer.key);
    expect(res.status).toBe(201);
    const tree = await json(res);
    // The same answer as creating a tree: the caller owns it and its home person is the copied one.
    expect(tree).toMatchObject({ name: 'Wong family (copy)', is_owner: true, is_user_owner: true, is_write_allowed: true, is_public: false, tree_members: [] });
    expect(tree.preferences).toEqual({ color_code_gender: false, tree_show_birth_order: true });
    expect(tree.start_person.full_name).toContain('Jason');
    expect(tree.home_person).toBe(tree.start_person.id);
    expect(tree.home_person).not.toBe(f.ids.jason);

    const [from, to] = [await snapshot(f.treeId), await snapshot(tree.id)];
    expect(to.persons).toEqual(from.persons);
    expect(to.couples).toEqual(from.couples);
    expect(to.links).toEqual(from.links);
    expect(to.ids.filter((id) => from.ids.includes(id))).toEqual([]);
    expect(to.persons.join()).toContain('Secret diary');

    const db = t.database.db;
    const row = await db.selectFrom('family_trees').selectAll().where('id', '=', tree.id).executeTakeFirstOrThrow();
    const viewer = await db.selectFrom('users').select('id').where('email', '=', f.viewer.email).executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(viewer.id);
    expect(await copiedPictures(tree.id)).toEqual(['dead picture', 'living picture']);
    const chunks = await db.selectFrom('gedcom_person_chunks').select(['import_key', 'position', 'persons']).where('tree_id', '=', tree.id).execute();
    expect(chunks.map((c) => [c.import_key, c.position])).toEqual([[IMPORT_KEY, 0]]);
    const kept = chunks[0]!.persons;
    expect(kept.map(([, gedcomId]) => gedcomId).sort()).toEqual(['@I1@', '@I2@']);
    expect(kept.every(([personId]) => to.ids.includes(personId))).toBe(true);
    expect(JSON.stringify(kept)).toContain('Kept for Jason');
    expect(await db.selectFrom('gedcom_family_extras').select('position').where('tree_id', '=', tree.id).execute()).toHaveLength(2);
    expect((await db.selectFrom('gedcom_tree_extras').select('version').where('tree_id', '=', tree.id).executeTakeFirstOrThrow()).version).toBe('5.5.1');
    expect(await readFile(join(mediaDir(), tree.id, 'photos', 'tak.jpg'), 'utf8')).toBe('jpeg bytes');

    // The copy is the viewer's to edit; the source is untouched by it.
    const edited = await t.request(`/api/v1/person/${tree.home_person}/`, { method: 'PATCH', token: f.viewer.key, json: { notes: 'Mine now' } });
    expect(edited.status).toBe(200);
    expect((await snapshot(f.treeId)).persons).toEqual(from.persons);
  });

  it('takes the name asked for', async () => {
    const tree = await json(await copy(f.treeId, f.owner.key, { name: '  My practice tree ' }));
    expect(tree.name).toBe('My practice tree');
    expect((await copy(f.treeId, f.owner.key, { name: '' })).status).toBe(400);
  });
});

describe('someone who is not a member copies a public tree', () => {
  let copied: { id: string; home_person: string };

  beforeAll(async () => {
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
    const res = await copy(f.treeId, f.stranger.key);
    expect(res.status).toBe(201);
    copied = await json(res);
  });
  afterAll(async () => {
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: false } });
  });

  it('gets the living as they read them: Living, with gender and links only', async () => {
    const to = await snapshot(copied.id);
    const db = t.database.db;
    const stored = JSON.stringify(to.graph) + JSON.stringify(await db.selectFrom('gedcom_person_chunks').selectAll().where('tree_id', '=', copied.id).execute());
    const families = JSON.stringify(await db.selectFrom('gedcom_family_extras').selectAll().where('tree_id', '=', copied.id).execute());
    for (const secret of LIVING_SECRETS) expect([secret, (stored + families).includes(secret)]).toEqual([secret, false]);
    // The dead come over in full, their kept structures and families too.
    expect(stored).toContain('Taishan, Guangdong');
    expect(stored).toContain('Kept for Tak');
    expect(families).toContain('Old family');

    const from = await snapshot(f.treeId);
    expect(to.links.length).toBe(from.links.length);
    expect(to.couples.length).toBe(from.couples.length);
    const living = to.graph.persons.filter((p) => p.first_names.length === 1 && p.first_names[0].value === 'Living');
    // Jason, his mother, the undated uncle who lives through his son, and that son.
    expect(living).toHaveLength(4);
    for (const p of living) expect(p).toMatchObject({ surnames: [], birth_date: null, death_date: null, birth_location: null, facts: [], notes: null, residence_location: [] });
    expect(living.map((p) => p.gender).sort()).toEqual(['f', 'm', 'm', 'm']);
    const home = to.graph.persons.find((p) => p.id === copied.home_person)!;
    expect(home.first_names).toEqual([{ type: 'given', value: 'Living' }]);

    expect(await copiedPictures(copied.id)).toEqual(['dead picture']);
    // Which kept file shows a living person is not known, so a non-member's copy has none.
    expect(await mediaFolders()).not.toContain(copied.id);
    expect(await personIdByName(copied.id, 'Tak')).not.toBe(f.ids.grandpa);
  });

  it('a visitor is asked to sign in, and a private tree stays unknown to strangers', async () => {
    expect((await copy(f.treeId)).status).toBe(401);
    const priv = await json(await t.request('/api/v1/familytree/create/', { method: 'POST', token: f.owner.key, json: { name: 'Private', start_person: { first_names: [{ type: 'given', value: 'Hidden' }] } } }));
    const res = await copy(priv.id, f.stranger.key);
    expect(res.status).toBe(404);
    expect(await t.database.db.selectFrom('persons').select('id').where('search_text', 'like', '% hidden%').execute()).toHaveLength(1);
  });
});

describe('limits and failures', () => {
  it(`copies a tree of ${TREE_COPY_MAX_PERSONS} persons and refuses one more with 413, writing nothing`, async () => {
    const db = t.database.db;
    const owner = await createTestUser(db);
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Big clan' }).returning('id').executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, generateTree({ persons: TREE_COPY_MAX_PERSONS, seed: 8 })));
    const started = performance.now();
    const ok = await copy(tree.id, owner.key);
    const ms = performance.now() - started;
    expect(ok.status).toBe(201);
    const big = await json(ok);
    expect((await loadTreeGraph(db, big.id)).persons).toHaveLength(TREE_COPY_MAX_PERSONS);
    console.info(`copy of a ${TREE_COPY_MAX_PERSONS}-person tree: ${ms.toFixed(0)} ms (${t.database.kind})`);

    await t.request('/api/v1/person/', { method: 'POST', token: owner.key, json: { family_tree_id: tree.id, first_names: [{ type: 'given', value: 'One more' }] } });
    const res = await copy(tree.id, owner.key);
    expect(res.status).toBe(413);
    expect((await json(res)).error).toMatch(/5001 persons; a copy can hold at most 5000/);
    expect(await db.selectFrom('family_trees').select('id').where('owner_id', '=', owner.id).execute()).toHaveLength(2);
  });

  it.each([
    ['half-way', 'BEFORE INSERT ON gedcom_family_extras FOR EACH ROW'],
    // A deferred check fails at COMMIT, after the media files were copied: they go too.
    ['at commit', 'AFTER INSERT ON family_trees DEFERRABLE INITIALLY DEFERRED FOR EACH ROW'],
  ])('a failure %s leaves no tree, person, link or file behind', async (_when, trigger) => {
    const db = t.database.db;
    const count = async (table: 'persons' | 'family_trees' | 'parenthoods') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = [await count('persons'), await count('family_trees'), await count('parenthoods'), await mediaFolders()];
    const table = trigger.includes('family_trees') ? 'family_trees' : 'gedcom_family_extras';
    await sql`CREATE FUNCTION copy_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`.execute(db);
    await sql.raw(`CREATE ${trigger.includes('DEFERRABLE') ? 'CONSTRAINT ' : ''}TRIGGER copy_test_refuse ${trigger} EXECUTE FUNCTION copy_test_refuse()`).execute(db);
    try {
      expect((await copy(f.treeId, f.owner.key)).status).toBe(500);
    } finally {
      await sql.raw(`DROP TRIGGER copy_test_refuse ON ${table}`).execute(db);
      await sql`DROP FUNCTION copy_test_refuse()`.execute(db);
    }
    expect([await count('persons'), await count('family_trees'), await count('parenthoods'), await mediaFolders()]).toEqual(before);
  });
});

describe('the demo tree', () => {
  it('a member copies all of it and may edit the copy', async () => {
    const db = t.database.db;
    const demo = await seedDemo(db, t.clock.now);
    const member = await createTestUser(db);
    const started = performance.now();
    const res = await copy(demo.treeId, member.key);
    const ms = performance.now() - started;
    expect(res.status).toBe(201);
    const tree = await json(res);
    const to = await loadTreeGraph(db, tree.id);
    const from = await loadTreeGraph(db, demo.treeId);
    expect(to.persons).toHaveLength(demo.persons);
    expect(to.couples).toHaveLength(from.couples.length);
    expect(to.parenthoods).toHaveLength(from.parenthoods.length);
    expect(tree.is_write_allowed).toBe(true);
    console.info(`copy of the ${demo.persons}-person demo tree: ${ms.toFixed(0)} ms (${t.database.kind})`);
  });
});
