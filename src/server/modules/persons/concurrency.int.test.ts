/**
 * The tree's rules hold when requests race: real parallel requests over HTTP to a real server (on
 * PostgreSQL each gets its own connection; on PGlite they queue for the one connection).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';

let t: TestApp;
let server: ServerType;
let url: string;
let owner: TestUser;
let treeId: string;
beforeAll(async () => {
  t = await testApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await createTestUser(t.database.db);
  const tree = (await (await post('/api/v1/familytree/create/', { name: 'Race', start_person: { first_names: [{ type: 'given', value: 'Child' }] } })).json()) as { id: string };
  treeId = tree.id;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

const post = (path: string, json: unknown) =>
  fetch(url + path, { method: 'POST', headers: { authorization: `Token ${owner.key}`, 'content-type': 'application/json' }, body: JSON.stringify(json) });

async function person(name: string): Promise<string> {
  const res = await post('/api/v1/person/', { family_tree_id: treeId, first_names: [{ type: 'given', value: name }] });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function all(requests: Promise<Response>[]) {
  const answers = await Promise.all(requests);
  expect(answers.filter((r) => r.status >= 500).length).toBe(0);
  return answers.map((r) => r.status);
}

describe('the tree rules under concurrent requests', () => {
  it('gives a child at most two birth parents, however many are sent at once', async () => {
    const child = await person('Child');
    const parents = await Promise.all(Array.from({ length: 10 }, (_, i) => person(`Parent ${i}`)));
    const statuses = await all(parents.map((p) => post('/api/v1/parenthood/', { parent_ids: [p], child_ids: [child], kind: 'birth' })));
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 400)).toHaveLength(8);
    const birth = await t.database.db.selectFrom('parenthoods').select('parent_id').where('child_id', '=', child).where('kind', '=', 'birth').execute();
    expect(birth).toHaveLength(2);
    // The same parent sent ten times is one link.
    const other = await person('Only child');
    await all(Array.from({ length: 10 }, () => post('/api/v1/parenthood/', { parent_ids: [parents[0]], child_ids: [other], kind: 'birth' })));
    expect(await t.database.db.selectFrom('parenthoods').select('parent_id').where('child_id', '=', other).execute()).toHaveLength(1);
  });

  it('makes one couple of a pair sent thirty times at once', async () => {
    const [a, b] = [await person('Husband'), await person('Wife')];
    const statuses = await all(Array.from({ length: 30 }, (_, i) => post('/api/v1/couple/', i % 2 ? { person1_id: a, person2_id: b } : { person1_id: b, person2_id: a })));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    const couples = await t.database.db.selectFrom('couples').select('id').where((eb) => eb.or([eb('person1_id', '=', a), eb('person2_id', '=', a)])).execute();
    expect(couples).toHaveLength(1);
  });

  it('never makes anyone their own ancestor, whichever of two opposite links is sent first', async () => {
    for (let round = 0; round < 5; round++) {
      const [x, y] = [await person(`X${round}`), await person(`Y${round}`)];
      const statuses = await all([post('/api/v1/parenthood/', { parent_ids: [x], child_ids: [y] }), post('/api/v1/parenthood/', { parent_ids: [y], child_ids: [x] })]);
      expect(statuses.sort()).toEqual([201, 400]);
      const links = await t.database.db.selectFrom('parenthoods').select(['parent_id', 'child_id']).where('child_id', 'in', [x, y]).execute();
      expect(links).toHaveLength(1);
    }
  });
});
