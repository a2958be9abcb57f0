import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { verifyPassword } from '../auth/password';
import { demoFamilyGraph } from './demoFamily';
import { DEMO_EMAIL, seedDemo } from './seedDemo';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo tree', () => {
  it('is the same graph every time, about 300 persons with its special cases', () => {
    const a = demoFamilyGraph();
    const b = demoFamilyGraph();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.persons.length).toBeGreaterThanOrEqual(270);
    expect(a.persons.length).toBeLessThanOrEqual(330);
    expect(a.parenthoods.some((l) => l.kind === 'adopted' && l.child_id === a.notable.adoptedChild)).toBe(true);
    expect(a.notable.twoWives.length).toBeGreaterThanOrEqual(2);
    for (const man of a.notable.twoWives) expect(a.couples.filter((c) => c.person1_id === man).length).toBe(2);
    expect(a.couples.find((c) => c.id === a.notable.cousinCouple)).toBeTruthy();
    expect(a.couples.some((c) => c.is_divorced)).toBe(true);
    const places = new Set(a.persons.map((p) => p.birth_location));
    expect([...places].some((p) => p?.includes('台山'))).toBe(true);
    expect(places.has('San Francisco, California')).toBe(true);
    expect(places.has('Singapore')).toBe(true);
  });

  it('seeds once, public, owned by a user that cannot log in; living persons stay private', async () => {
    const db = t.database.db;
    const first = await seedDemo(db, t.clock.now);
    const again = await seedDemo(db, t.clock.now);
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, treeId: first.treeId, persons: first.persons });
    expect(await db.selectFrom('family_trees').select('id').execute()).toHaveLength(1);
    const user = await db.selectFrom('users').select(['password_hash']).where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    expect(await verifyPassword('', user.password_hash)).toBe(false);

    const details = await (await t.request(`/api/v1/familytree/${first.treeId}/`)).json();
    expect(details.is_public).toBe(true);
    expect(details.is_write_allowed).toBe(false);
    // Eight generations: the home person's line climbs to the founder.
    const graph = demoFamilyGraph();
    const youngest = await db
      .selectFrom('persons')
      .select('id')
      .where('tree_id', '=', first.treeId)
      .where('birth_sort', '>=', 1910_0000)
      .orderBy('birth_sort', 'desc')
      .execute();
    let deepest = 0;
    for (const { id } of youngest.slice(0, 10)) {
      const lineage = await (await t.request(`/api/v1/familytree/${first.treeId}/lineage/?start_person_id=${id}`)).json();
      deepest = Math.max(deepest, lineage.lineage.length);
    }
    expect(deepest).toBe(8);
    const living = graph.persons.filter((p) => !p.is_deceased && !p.death_date && (p.birth_date?.year ?? 0) > 1926);
    expect(living.length).toBeGreaterThan(2);
    const search = await (await t.request(`/api/v1/familytree/${first.treeId}/search/?query=wong&limit=200`)).json();
    expect(search.meta.total_count).toBe(graph.persons.filter((p) => p.surnames.some((s) => s.value === 'Wong')).length - living.filter((p) => p.surnames.some((s) => s.value === 'Wong')).length);
  });
});
