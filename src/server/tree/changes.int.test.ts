import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTree } from './generateTree';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { createTestUser } from '../../../tests/harness/users';
import { buildFamily, type Family } from '../modules/trees/testFamily';
import { changesSince, treeRevision } from './changes';
import { insertTreeGraph, loadTreeGraph } from './load';
import { loadGraphPersons } from './loadPersons';

let t: TestApp;
let f: Family;
beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
});
afterAll(() => t.close());

const patchPerson = (id: string, json: object) => t.request(`/api/v1/person/${id}/`, { method: 'PATCH', token: f.owner.key, json });

describe('tree change log', () => {
  it('logs a rename, a death date and a new picture as card changes of that person only', async () => {
    const db = t.database.db;
    const since = await treeRevision(db, f.treeId);
    expect((await patchPerson(f.ids.grandpa, { first_names: [{ type: 'given', value: 'Renamed' }] })).status).toBe(200);
    expect((await patchPerson(f.ids.grandma, { death_date: { year: 2001 }, is_deceased: true })).status).toBe(200);
    expect((await patchPerson(f.ids.grandma, { profile_picture: null, notes: 'x' })).status).toBe(200);
    const changes = await changesSince(db, f.treeId, since);
    expect(changes).toEqual({ kind: 'card', revision: since + 3, personIds: [f.ids.grandma, f.ids.grandpa].sort() });
    expect(await changesSince(db, f.treeId, since + 3)).toEqual({ kind: 'card', revision: since + 3, personIds: [] });
  });

  it('logs gender, birth date, a new relative and the tree preferences as structure', async () => {
    const db = t.database.db;
    const cases: (() => Promise<Response>)[] = [
      () => patchPerson(f.ids.uncle, { gender: 'f' }),
      () => patchPerson(f.ids.uncle, { birth_date: { year: 1950 } }),
      () =>
        t.request('/api/v1/person/', {
          method: 'POST',
          token: f.owner.key,
          json: { family_tree_id: f.treeId, first_names: [{ type: 'given', value: 'Kid' }], surnames: [], gender: 'm', relative: { person_id: f.ids.cousin, relation: 'child' } },
        }),
      () => t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { tree_show_birth_order: true } }),
    ];
    for (const write of cases) {
      const since = await treeRevision(db, f.treeId);
      expect((await write()).status).toBeLessThan(300);
      const changes = await changesSince(db, f.treeId, since);
      expect(changes.kind).toBe('structure');
      expect(changes.revision).toBeGreaterThan(since);
    }
  });

  it('logs a couple update as structure only when the drawing can change with it', async () => {
    const db = t.database.db;
    const coupleOf = async (a: string, b: string) =>
      (await db.selectFrom('couples').select('id').where('tree_id', '=', f.treeId).where((w) => w.or([w.and([w('person1_id', '=', a), w('person2_id', '=', b)]), w.and([w('person1_id', '=', b), w('person2_id', '=', a)])])).executeTakeFirstOrThrow()).id;
    const patchCouple = async (id: string, json: object) => expect((await t.request(`/api/v1/couple/${id}/`, { method: 'PATCH', token: f.owner.key, json })).status).toBe(200);
    const kindOf = async (write: () => Promise<unknown>) => {
      const since = await treeRevision(db, f.treeId);
      await write();
      const changes = await changesSince(db, f.treeId, since);
      expect(changes.revision).toBe(since + 1);
      return changes.kind === 'card' ? `card ${changes.personIds.length}` : changes.kind;
    };
    const grandparents = await coupleOf(f.ids.grandpa, f.ids.grandma);
    // One couple each: neither the year nor the place or the divorce orders anything drawn.
    expect(await kindOf(() => patchCouple(grandparents, { marriage_date: { year: 1921 }, marriage_place: 'Taishan' }))).toBe('card 0');
    expect(await kindOf(() => patchCouple(grandparents, { marriage_date: { year: 1922, month: 3 } }))).toBe('card 0');
    expect(await kindOf(() => patchCouple(grandparents, { is_divorced: true, divorce_date: { year: 1950 } }))).toBe('card 0');
    // With a second spouse, the year orders grandpa's spouses; the month does not.
    const second = await t.request('/api/v1/person/', { method: 'POST', token: f.owner.key, json: { family_tree_id: f.treeId, first_names: [{ type: 'given', value: 'Second' }], surnames: [], gender: 'f', relative: { person_id: f.ids.grandpa, relation: 'spouse' } } });
    expect(second.status).toBe(201);
    expect(await kindOf(() => patchCouple(grandparents, { marriage_date: { year: 1960, month: 3 } }))).toBe('structure');
    expect(await kindOf(() => patchCouple(grandparents, { marriage_date: { year: 1960, month: 5 } }))).toBe('card 0');
    // Another person in the couple, or another record order, is always structure.
    expect(await kindOf(() => db.updateTable('couples').set({ person2_id: f.ids.mother }).where('id', '=', grandparents).execute())).toBe('structure');
    expect(await kindOf(() => db.updateTable('couples').set({ person2_id: f.ids.grandma, created_at: new Date('2001-01-01T00:00:00Z') }).where('id', '=', grandparents).execute())).toBe('structure');
  });

  it('counts a gap in the log, or a revision it cannot know, as structure', async () => {
    const db = t.database.db;
    const since = await treeRevision(db, f.treeId);
    await patchPerson(f.ids.grandpa, { first_names: [{ type: 'given', value: 'Again' }] });
    await patchPerson(f.ids.grandpa, { first_names: [{ type: 'given', value: 'Once more' }] });
    expect((await changesSince(db, f.treeId, since)).kind).toBe('card');
    await db.deleteFrom('tree_changes').where('tree_id', '=', f.treeId).where('revision', '=', since + 1).execute();
    expect((await changesSince(db, f.treeId, since)).kind).toBe('structure');
    expect((await changesSince(db, f.treeId, since + 1)).kind).toBe('card');
    expect((await changesSince(db, f.treeId, -1)).kind).toBe('structure');
  });

  it('keeps the log of a tree bounded, and a layout older than what is kept sees a gap', async () => {
    const db = t.database.db;
    const owner = await createTestUser(db);
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Busy' }).returning('id').executeTakeFirstOrThrow();
    await sql`SELECT record_tree_change(${tree.id}::uuid, 'card', '[]'::jsonb) FROM generate_series(1, 1250)`.execute(db);
    const rows = await db.selectFrom('tree_changes').select(['revision']).where('tree_id', '=', tree.id).orderBy('revision').execute();
    expect(rows.length).toBeLessThanOrEqual(1100);
    expect(rows[rows.length - 1].revision).toBe(1250);
    expect((await changesSince(db, tree.id, 10)).kind).toBe('structure');
    expect(await changesSince(db, tree.id, 1240)).toEqual({ kind: 'card', revision: 1250, personIds: [] });
  });

  it('logs a graph written in batches (import, copy) as structure, and a tree can still be deleted', async () => {
    const db = t.database.db;
    const owner = await createTestUser(db);
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Clan' }).returning('id').executeTakeFirstOrThrow();
    expect(await treeRevision(db, tree.id)).toBe(0);
    await db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, generateTree({ persons: 300, seed: 5 })));
    expect((await changesSince(db, tree.id, 0)).kind).toBe('structure');

    const loaded = await loadTreeGraph(db, tree.id);
    const some = loaded.persons.slice(0, 20);
    const picked = await loadGraphPersons(db, tree.id, some.map((p) => p.id));
    const byId = new Map(picked.map((p) => [p.id, p]));
    for (const p of some) expect(byId.get(p.id)).toEqual(p);
    expect(await loadGraphPersons(db, f.treeId, [some[0].id])).toEqual([]);

    await db.deleteFrom('family_trees').where('id', '=', tree.id).execute();
    expect(await treeRevision(db, tree.id)).toBe(0);
  });
});
