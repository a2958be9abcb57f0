/**
 * Every API route, sent bad bodies and bad queries by a member of a tree and by a visitor: wrong types,
 * NUL, unpaired surrogates, huge strings, deep nesting, text that is not JSON. Nothing may answer 5xx,
 * and no table may gain or lose a row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testApp, type TestApp } from '../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../tests/harness/users';

let t: TestApp;
let owner: TestUser;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  owner = await createTestUser(t.database.db, { email: 'fuzz-owner@example.com' });
  const tree = (await (await t.request('/api/v1/familytree/create/', { method: 'POST', token: owner.key, json: { name: 'Fuzz', start_person: { first_names: [{ type: 'given', value: 'Ah Sing' }] } } })).json()) as { id: string; home_person: string };
  const spouse = (await (await t.request('/api/v1/person/', { method: 'POST', token: owner.key, json: { family_tree_id: tree.id, first_names: [{ type: 'given', value: 'Mei' }], gender: 'f', relative: { person_id: tree.home_person, relation: 'spouse' } } })).json()) as { id: string };
  const couple = await t.database.db.selectFrom('couples').select('id').where('tree_id', '=', tree.id).executeTakeFirstOrThrow();
  ids = { id: tree.id, treeId: tree.id, person: tree.home_person, spouse: spouse.id, couple: couple.id, userId: owner.id };
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE = 'x\ud800y';
const HUGE = '長'.repeat(100_000);
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

/** Request bodies no call should take: each is refused whole, whatever the call. */
const badBodies: { label: string; body: string; type?: string }[] = [
  { label: 'NUL in every field', body: JSON.stringify(everyField(NUL)) },
  { label: 'unpaired surrogates', body: JSON.stringify(everyField(LONE)).replace(/\\\\ud800/g, '\\ud800') },
  { label: 'NUL in a key', body: JSON.stringify({ ['na\u0000me']: 'x', email: NUL }) },
  { label: 'wrong types', body: JSON.stringify(everyField(12345)) },
  { label: 'objects for strings', body: JSON.stringify(everyField({ $ne: null })) },
  { label: 'an array', body: '[1,2,3]' },
  { label: 'a string', body: '"hello"' },
  { label: 'null', body: 'null' },
  { label: 'huge strings', body: JSON.stringify(everyField(HUGE)) },
  { label: 'deep nesting', body: `{"first_names":${deep(3000)},"email":"${'\\u0000'}"}` },
  { label: 'not JSON', body: '{"email": "a@b.c", ' },
  { label: 'form data', body: `email=${encodeURIComponent(NUL)}&name=${encodeURIComponent(NUL)}`, type: 'application/x-www-form-urlencoded' },
];

/** An object naming every field the API's calls read, all set to `v`. */
function everyField(v: unknown) {
  const names = ['email', 'password', 'password_confirm', 'old_password', 'token', 'name', 'first_name', 'surname', 'query', 'q', 'key', 'tutorial_id', 'settings',
    'family_tree_id', 'person_id', 'parent_id', 'child_id', 'spouse_id', 'person1_id', 'person2_id', 'map_hash', 'start_person_id', 'emails', 'access_token',
    'kind', 'gender', 'notes', 'birth_location', 'marriage_place', 'is_public', 'is_editor', 'with_ghosts', 'trigger', 'events', 'list', 'lists', 'code', 'relation'];
  const out: Record<string, unknown> = Object.fromEntries(names.map((n) => [n, v]));
  out.first_names = [{ type: 'given', value: v }];
  out.surnames = [{ type: 'birth', value: v }];
  out.facts = [{ type: 'occupation', description: v }];
  out.birth_date = { year: v, text_value: v };
  out.relative = { person_id: v, relation: v };
  out.start_person = { first_names: [{ type: 'given', value: v }] };
  out.control_data = { expanded: [v], collapsed: [v] };
  out.data_list = [{ person_id: v, action: v }];
  out.parent_ids = [v];
  out.child_ids = [v];
  out.surname_place = v;
  return out;
}

/** Query strings no call should take. */
const badQueries = [
  `q=${encodeURIComponent(NUL)}&query=${encodeURIComponent(NUL)}&start_person_id=${encodeURIComponent(NUL)}&map_hash=${encodeURIComponent(NUL)}&importKey=${encodeURIComponent(NUL)}&status_key=${encodeURIComponent(NUL)}`,
  'limit=-5&offset=abc&format=nope&scale=NaN&binary=maybe&fields=%00',
  `q=${'x'.repeat(20_000)}&query=${'y'.repeat(20_000)}&start_person_id=%00`,
  'as_user=%00',
];

/** Calls that take no input, so do their work whatever is sent (end the session, mail a link): sent by a visitor only. */
const NO_INPUT = new Set(['POST /api/v1/member/logout', 'POST /api/v1/member/logout-all', 'POST /api/v1/member/resend-verify-email']);

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(t.database.db);
  const out: Record<string, number> = {};
  for (const { name } of tables.rows) {
    // Counters of attempts, which a refused login still adds to.
    if (name === 'rate_limit_hits' || name.startsWith('kysely_')) continue;
    out[name] = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(t.database.db)).rows[0].n);
  }
  return out;
}

/** The routes are split into shards, each its own test with its own time limit and row-count check. */
const SHARDS = 6;
/** Routes of one shard in flight at once. */
const PARALLEL = 4;

function apiRoutes() {
  return [...new Map(t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => [`${r.method} ${r.path}`, r])).values()];
}

/** Sends every bad input to one route; answers the failures and the number of calls. */
async function fuzzRoute(route: { method: string; path: string }): Promise<{ failures: string[]; calls: number }> {
  const name = `${route.method} ${route.path}`;
  const failures: string[] = [];
  let calls = 0;
  // A real id where the path takes one (the call then gets past its access check), and bad ones.
  const paths = [route.path.replace(/:(\w+)/g, (_, p: string) => ids[p] ?? ids.id), route.path.replace(/:(\w+)/g, '%00'), route.path.replace(/:(\w+)/g, 'x%ED%A0%80y')];
  const identities = NO_INPUT.has(name) || route.method === 'DELETE' ? [undefined] : [owner.key, undefined];
  for (const token of identities) {
    for (const path of paths) {
      // DELETE with a real id would delete (whatever the body): bad ids only.
      if (route.method === 'DELETE' && path === paths[0]) continue;
      const send = async (init: RequestInit & { query?: string }) => {
        const res = await t.request(`${path}/${init.query ? `?${init.query}` : ''}`, { ...init, token });
        calls++;
        if (res.status >= 500) failures.push(`${name} ${path.slice(0, 40)} as ${token ? 'member' : 'visitor'} ${init.method} ${String(init.body ?? init.query).slice(0, 60)}: ${res.status} ${(await res.text()).slice(0, 160)}`);
      };
      if (route.method === 'GET') {
        for (const query of badQueries) await send({ method: 'GET', query });
      } else {
        for (const { body, type } of badBodies) await send({ method: route.method, body, headers: { 'content-type': type ?? 'application/json' } });
        await send({ method: route.method, query: badQueries[0], body: 'null', headers: { 'content-type': 'application/json' } });
      }
    }
  }
  return { failures, calls };
}

describe('every API call, sent bad input', () => {
  it('has the routes to send it to', () => {
    expect(apiRoutes().length).toBeGreaterThan(60);
  });

  it.each(Array.from({ length: SHARDS }, (_, i) => i))('shard %i answers no 5xx and changes no row count', { timeout: 180_000 }, async (shard) => {
    const routes = apiRoutes().filter((_, i) => i % SHARDS === shard);
    const failures: string[] = [];
    let calls = 0;
    const before = await rowCounts();
    for (let i = 0; i < routes.length; i += PARALLEL) {
      for (const result of await Promise.all(routes.slice(i, i + PARALLEL).map(fuzzRoute))) {
        failures.push(...result.failures);
        calls += result.calls;
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(1000 / SHARDS);
    expect(await rowCounts()).toEqual(before);
  });
});
