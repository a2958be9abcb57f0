import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { generateTree } from './generateTree';
import { testDatabase } from '../../../tests/harness/db';
import type { Database } from '../db/database';
import { insertTreeGraph, loadTreeGraph, loadVersionedTreeGraph } from './load';
import { MAX_REREAD_PERSONS, refreshTreeGraph } from './refresh';
import { mulberry32 } from '../lib/random';

describe('refreshTreeGraph', () => {
  let database: Database;
  let treeId: string;
  beforeAll(async () => {
    database = await testDatabase();
    const db = database.db;
    const owner = await db.insertInto('users').values({ email: 'refresh@example.com', password_hash: '!' }).returning('id').executeTakeFirstOrThrow();
    const tree = await db.insertInto('family_trees').values({ owner_id: owner.id, name: 'Refresh clan' }).returning('id').executeTakeFirstOrThrow();
    treeId = tree.id;
    await db.transaction().execute((trx) => insertTreeGraph(trx, treeId, generateTree({ persons: 400, seed: 5 })));
  });
  afterAll(() => database.close());

  it('gives what a whole load gives after inserts, updates and deletes of persons, couples and parent links', async () => {
    const db = database.db;
    const before = await loadVersionedTreeGraph(db, treeId);
    const [a, b, c] = before.graph.persons.slice(100, 103);
    const link = before.graph.parenthoods[50];
    const couple = before.graph.couples[10];
    // A new person linked to two others, a birth date moved (reorders the persons), a name changed,
    // a person deleted (cascading its links), one parent link and one couple dropped, one link's kind changed.
    const added = await db.insertInto('persons').values({ tree_id: treeId, first_names: JSON.stringify([{ type: 'given', value: 'New' }]), surnames: '[]', facts: '[]', residence_location: '[]', birth_sort: 19000101 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('parenthoods').values({ tree_id: treeId, parent_id: a.id, child_id: added.id }).execute();
    await db.insertInto('couples').values({ tree_id: treeId, person1_id: added.id, person2_id: b.id }).execute();
    await db.updateTable('persons').set({ birth_date: JSON.stringify({ year: 1700 }), birth_sort: 17000000 }).where('id', '=', b.id).execute();
    await db.updateTable('persons').set({ first_names: JSON.stringify([{ type: 'given', value: '改名' }]) }).where('id', '=', a.id).execute();
    await db.deleteFrom('persons').where('id', '=', c.id).execute();
    await db.deleteFrom('parenthoods').where('parent_id', '=', link.parent_id).where('child_id', '=', link.child_id).execute();
    await db.deleteFrom('couples').where('id', '=', couple.id).execute();
    await sql`UPDATE parenthoods SET kind = 'adopted' WHERE tree_id = ${treeId} AND kind = 'birth' AND child_id = (SELECT child_id FROM parenthoods WHERE tree_id = ${treeId} ORDER BY child_id LIMIT 1)`.execute(db);

    const refreshed = await refreshTreeGraph(db, treeId, before);
    const whole = await loadTreeGraph(db, treeId);
    expect(refreshed.graph).toEqual(whole);
    expect(refreshed.graph.persons.findIndex((p) => p.id === b.id)).toBeLessThan(before.graph.persons.findIndex((p) => p.id === b.id));
    // Untouched persons are the very objects of the graph before: only the changed ones were read.
    const kept = new Set(before.graph.persons);
    expect(refreshed.graph.persons.filter((p) => !kept.has(p)).map((p) => p.id).sort()).toEqual([a.id, b.id, added.id].sort());
    // The versions carried on are those a whole load reads, so the next refresh starts right.
    const again = await loadVersionedTreeGraph(db, treeId);
    expect(refreshed.personKeys).toEqual(again.personKeys);
    expect(refreshed.coupleTimes).toEqual(again.coupleTimes);
  });

  it('reads the tree whole when more persons changed than are worth picking out', async () => {
    const db = database.db;
    const before = await loadVersionedTreeGraph(db, treeId);
    const many = generateTree({ persons: MAX_REREAD_PERSONS + 1, seed: 6 });
    await db.transaction().execute((trx) => insertTreeGraph(trx, treeId, { ...many, couples: [], parenthoods: [] }));
    const refreshed = await refreshTreeGraph(db, treeId, before);
    expect(refreshed.graph).toEqual(await loadTreeGraph(db, treeId));
    expect(refreshed.graph.persons.length).toBe(before.graph.persons.length + many.persons.length);
  });

  it('follows rows deleted and added again, a parent link moved to another parent, and a couple deleted', async () => {
    const db = database.db;
    const before = await loadVersionedTreeGraph(db, treeId);
    const [a, b] = before.graph.persons.slice(120, 122);
    const [moved, readded] = before.graph.parenthoods.slice(60, 62);
    const couple = before.graph.couples[12];
    const person = await db.selectFrom('persons').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    // The person goes (taking their couples and links) and comes back under the same id, with a new name.
    await db.deleteFrom('persons').where('id', '=', a.id).execute();
    const { search_keys: _, written_xid: __, ...columns } = person;
    await db.insertInto('persons').values({ ...columns, first_names: JSON.stringify([{ type: 'given', value: 'Again' }]), surnames: JSON.stringify(person.surnames), facts: JSON.stringify(person.facts), residence_location: JSON.stringify(person.residence_location), birth_date: person.birth_date && JSON.stringify(person.birth_date), death_date: person.death_date && JSON.stringify(person.death_date) }).execute();
    await db.updateTable('parenthoods').set({ parent_id: b.id }).where('parent_id', '=', moved.parent_id).where('child_id', '=', moved.child_id)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('parenthoods').select('child_id').where('parent_id', '=', b.id).where('child_id', '=', moved.child_id)))).execute();
    await db.deleteFrom('parenthoods').where('parent_id', '=', readded.parent_id).where('child_id', '=', readded.child_id).execute();
    await db.insertInto('parenthoods').values({ tree_id: treeId, parent_id: readded.parent_id, child_id: readded.child_id, kind: 'adopted' }).execute();
    await db.deleteFrom('couples').where('id', '=', couple.id).execute();

    const refreshed = await refreshTreeGraph(db, treeId, before);
    const whole = await loadTreeGraph(db, treeId);
    expect(refreshed.graph).toEqual(whole);
    expect(whole.persons.find((p) => p.id === a.id)?.first_names).toEqual([{ type: 'given', value: 'Again' }]);
    expect(whole.parenthoods).toContainEqual({ ...readded, kind: 'adopted' });
    expect(whole.parenthoods).toContainEqual({ ...moved, parent_id: b.id });
  });

  it('reads the tree whole once the deletions since its mark are no longer all kept', async () => {
    const db = database.db;
    const before = await loadVersionedTreeGraph(db, treeId);
    const link = before.graph.parenthoods[70];
    await db.deleteFrom('parenthoods').where('parent_id', '=', link.parent_id).where('child_id', '=', link.child_id).execute();
    // Over a thousand deleting statements later, the tree keeps the keys of the newest ones only.
    const [p1, p2] = before.graph.persons.slice(5, 7);
    await sql`DO $$ BEGIN FOR i IN 1..1001 LOOP
      INSERT INTO couples (tree_id, person1_id, person2_id) VALUES (${sql.lit(treeId)}, ${sql.lit(p1.id)}, ${sql.lit(p2.id)});
      DELETE FROM couples WHERE tree_id = ${sql.lit(treeId)} AND person1_id = ${sql.lit(p1.id)} AND person2_id = ${sql.lit(p2.id)} AND created_at = now();
    END LOOP; END $$`.execute(db);
    const kept = await db.selectFrom('tree_deletions').select((eb) => eb.fn.countAll<number>().as('n')).where('tree_id', '=', treeId).executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBeLessThanOrEqual(1000);
    const refreshed = await refreshTreeGraph(db, treeId, before);
    expect(refreshed.graph).toEqual(await loadTreeGraph(db, treeId));
    expect(refreshed.graph.parenthoods).not.toContainEqual(link);
  });

  it.runIf(process.env.XUNGEN_TEST_DB === 'postgresql')('finds rows another connection wrote in a transaction still open while the tree was last refreshed', async () => {
    const db = database.db;
    let held = await loadVersionedTreeGraph(db, treeId);
    const [parent, gone] = held.graph.persons.slice(130, 132);
    let release!: () => void;
    const wrote = new Promise<void>((resolve) => (release = resolve));
    let commit!: () => void;
    const committed = db.transaction().execute(async (trx) => {
      const born = await trx.insertInto('persons').values({ tree_id: treeId, first_names: JSON.stringify([{ type: 'given', value: 'Late' }]), surnames: '[]', facts: '[]', residence_location: '[]' }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('parenthoods').values({ tree_id: treeId, parent_id: parent.id, child_id: born.id }).execute();
      await trx.deleteFrom('persons').where('id', '=', gone.id).execute();
      release();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await wrote;
    // A write to another tree commits meanwhile (one tree's writes wait for each other's), then the tree
    // is refreshed while that transaction is open: its rows are not seen yet, and the mark stays before them.
    const { owner_id } = await db.selectFrom('family_trees').select('owner_id').where('id', '=', treeId).executeTakeFirstOrThrow();
    await db.insertInto('family_trees').values({ owner_id, name: 'Another clan' }).execute();
    held = await refreshTreeGraph(db, treeId, held);
    expect(held.graph).toEqual(await loadTreeGraph(db, treeId));
    expect(held.graph.persons.some((p) => p.id === gone.id)).toBe(true);
    commit();
    await committed;
    held = await refreshTreeGraph(db, treeId, held);
    expect(held.graph).toEqual(await loadTreeGraph(db, treeId));
    expect(held.graph.persons.some((p) => p.id === gone.id)).toBe(false);
    expect(held.graph.persons.some((p) => p.first_names[0]?.value === 'Late')).toBe(true);
  });

  it('stays what a whole load gives through rounds of random edits, each refresh starting from the last', async () => {
    const db = database.db;
    const random = mulberry32(11);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    let held = await loadVersionedTreeGraph(db, treeId);
    for (let round = 0; round < 8; round++) {
      const { persons, couples, parenthoods } = held.graph;
      for (let n = 0; n < 3; n++) {
        const what = Math.floor(random() * 6);
        if (what === 0) {
          const born = await db.insertInto('persons').values({ tree_id: treeId, first_names: JSON.stringify([{ type: 'given', value: `R${round}.${n}` }]), surnames: '[]', facts: '[]', residence_location: '[]', birth_sort: 16000000 + Math.floor(random() * 4000000) }).returning('id').executeTakeFirstOrThrow();
          await db.insertInto('parenthoods').values({ tree_id: treeId, parent_id: pick(persons).id, child_id: born.id }).execute();
        } else if (what === 1) {
          const [a, b] = [pick(persons), pick(persons)];
          if (a.id !== b.id) await db.insertInto('couples').values({ tree_id: treeId, person1_id: a.id, person2_id: b.id }).execute();
        } else if (what === 2) await db.deleteFrom('persons').where('id', '=', pick(persons).id).execute();
        else if (what === 3) await db.updateTable('persons').set({ birth_sort: 15000000 + Math.floor(random() * 5000000) }).where('id', '=', pick(persons).id).execute();
        else if (what === 4 && parenthoods.length > 0) {
          const link = pick(parenthoods);
          await db.deleteFrom('parenthoods').where('parent_id', '=', link.parent_id).where('child_id', '=', link.child_id).execute();
        } else if (couples.length > 0) await db.updateTable('couples').set({ is_divorced: true }).where('id', '=', pick(couples).id).execute();
      }
      held = await refreshTreeGraph(db, treeId, held);
      const again = await loadVersionedTreeGraph(db, treeId);
      expect(held.graph, `round ${round}`).toEqual(again.graph);
      expect(held.personKeys, `round ${round}`).toEqual(again.personKeys);
      expect(held.coupleTimes, `round ${round}`).toEqual(again.coupleTimes);
    }
  });
});
