import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { subscribeTestUser } from '../../../../tests/harness/subscriptions';
import { buildFamily, type Family } from '../trees/testFamily';
import { FREE_HINTS, FREE_WINDOW_DAYS } from './paywall';

let t: TestApp;
let f: Family;

beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
}, 120_000);
afterAll(() => t.close());

/** New hints on one person with falling scores (their records are not needed to decide the paywall). */
async function hints(n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    tree_id: f.treeId,
    person_id: f.ids.father,
    record_code: `paywall-${Date.now()}-${i}`,
    record_position: 1,
    collection_id: 'sample-exclusion-case-files',
    source_id: 'paywall-source',
    score: 0.99 - i * 0.01,
    created_at: t.clock.now,
    updated_at: t.clock.now,
  }));
  const made = await t.database.db.insertInto('hints').values(rows).returning('id').execute();
  return made.map((r) => r.id);
}

const ignore = (id: string, token: string) => t.request(`/api/v1/person-hints/${id}/ignore/`, { method: 'POST', token, json: {} });
const open = (id: string, token: string) => t.request(`/api/v1/person-hints/${id}/`, { token });

async function paywalled(res: Response) {
  expect(res.status).toBe(403);
  expect(((await res.json()) as { fields: unknown }).fields).toEqual({ paywall: ['hints'] });
}

describe('RecordFinder for non-members', () => {
  it(`opens only the ${FREE_HINTS} best new hints of a tree, and reviews ${FREE_HINTS} in ${FREE_WINDOW_DAYS} days`, async () => {
    await t.database.db.deleteFrom('hints').where('tree_id', '=', f.treeId).execute();
    const ids = await hints(FREE_HINTS + 2);
    // The fourth best is past the free ones; the best is not (its record is not in this database: 404, not the paywall).
    await paywalled(await open(ids[FREE_HINTS]!, f.owner.key));
    expect((await open(ids[0]!, f.owner.key)).status).toBe(404);

    for (const id of ids.slice(0, FREE_HINTS)) expect((await ignore(id, f.owner.key)).status).toBe(200);
    // The next hint is now among the best new ones, but this month's reviews are used up.
    await paywalled(await ignore(ids[FREE_HINTS]!, f.owner.key));
    expect(await t.database.db.selectFrom('hints').select('status').where('id', '=', ids[FREE_HINTS]!).executeTakeFirstOrThrow()).toEqual({ status: 'new' });
    // A reviewed hint stays open to its reader.
    expect((await open(ids[0]!, f.owner.key)).status).toBe(404);

    t.clock.advance((FREE_WINDOW_DAYS + 1) * 86_400_000);
    expect((await ignore(ids[FREE_HINTS]!, f.owner.key)).status).toBe(200);
  });

  it('never limits a subscriber', async () => {
    await t.database.db.deleteFrom('hints').where('tree_id', '=', f.treeId).execute();
    await subscribeTestUser(t.database.db, f.owner.id, t.clock.now);
    const ids = await hints(FREE_HINTS + 3);
    expect((await open(ids.at(-1)!, f.owner.key)).status).toBe(404);
    for (const id of ids) expect((await ignore(id, f.owner.key)).status).toBe(200);
  });
});
