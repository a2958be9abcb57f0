import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { generateTree } from '../../tree/generateTree';
import type { DrawResponse } from '../../../protocol/draw';
import { decodeDrawColumns, DRAW_COLUMNS_TYPE } from '../../../protocol/drawColumns';
import { checkLayout } from '../../layout';
import { insertTreeGraph } from '../../tree/load';
import { buildFamily, LIVING_SECRETS, type Family } from '../trees/testFamily';
import { contentCodingOf, drawFormOf } from './drawAnswer';
import { SAVE_AFTER_ANSWER_PERSONS } from './service';

let t: TestApp;
let f: Family;
beforeAll(async () => {
  t = await testApp();
  f = await buildFamily(t);
});
afterAll(() => t.close());

const draw = (treeId: string, token: string | undefined, headers: Record<string, string>, body: object = {}) =>
  t.request(`/api/v1/familytree/${treeId}/draw/`, { method: 'POST', token, json: body, headers });

/** The answer's body as the browser's fetch hands it over: decompressed, then decoded from its form. */
async function read(res: Response): Promise<DrawResponse> {
  const raw = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('content-encoding');
  const text = (coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
  return res.headers.get('content-type') === DRAW_COLUMNS_TYPE ? decodeDrawColumns(JSON.parse(text)) : (JSON.parse(text) as DrawResponse);
}

describe('negotiating the draw answer', () => {
  it('reads Accept and Accept-Encoding', () => {
    expect(drawFormOf(`${DRAW_COLUMNS_TYPE}, application/json;q=0.5`)).toBe('columns');
    expect(drawFormOf('application/json')).toBe('objects');
    expect(drawFormOf(undefined)).toBe('objects');
    expect(contentCodingOf('gzip, deflate, br, zstd')).toBe('br');
    expect(contentCodingOf('gzip, br;q=0')).toBe('gzip');
    expect(contentCodingOf('*')).toBe('br');
    expect(contentCodingOf('identity')).toBe('identity');
    expect(contentCodingOf(undefined)).toBe('identity');
  });

  it('answers the same drawing in every form and coding, the object form uncompressed to a client that asks for nothing', async () => {
    const plain = await draw(f.treeId, f.owner.key, {});
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = await read(plain);
    expect(checkLayout(expected)).toEqual([]);
    const forms: Record<string, string>[] = [{ accept: DRAW_COLUMNS_TYPE, 'accept-encoding': 'gzip, br' }, { accept: DRAW_COLUMNS_TYPE, 'accept-encoding': 'gzip' }, { accept: DRAW_COLUMNS_TYPE }, { 'accept-encoding': 'br' }];
    for (const headers of forms) {
      const res = await draw(f.treeId, f.owner.key, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('accept' in headers ? DRAW_COLUMNS_TYPE : 'application/json');
      expect(await read(res)).toEqual(expected);
    }
  });

  it('answers a draw again with the same bytes, and once the tree has changed with the new drawing', async () => {
    const headers = { accept: DRAW_COLUMNS_TYPE, 'accept-encoding': 'br' };
    const first = await draw(f.treeId, f.owner.key, headers, { start_person_id: f.ids.jason });
    const bytes = Buffer.from(await first.arrayBuffer());
    const again = await draw(f.treeId, f.owner.key, headers, { start_person_id: f.ids.jason });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    const renamed = await t.request(`/api/v1/person/${f.ids.grandpa}/`, { method: 'PATCH', token: f.owner.key, json: { first_names: [{ type: 'given', value: 'Renamed' }] } });
    expect(renamed.status).toBe(200);
    const changed = await read(await draw(f.treeId, f.owner.key, headers, { start_person_id: f.ids.jason }));
    expect(changed.persons.find((p) => p.object_id === f.ids.grandpa)?.card.full_name).toContain('Renamed');
  });

  it('hides living persons from a visitor in the columnar form too', async () => {
    await t.request(`/api/v1/familytree/${f.treeId}/`, { method: 'PATCH', token: f.owner.key, json: { is_public: true } });
    const res = await draw(f.treeId, undefined, { accept: DRAW_COLUMNS_TYPE, 'accept-encoding': 'br' }, { start_person_id: f.ids.grandpa });
    expect(res.status).toBe(200);
    const text = JSON.stringify(await read(res));
    for (const secret of LIVING_SECRETS) expect(text).not.toContain(secret);
  });

  it('stores a large drawing after answering, and the diff that follows still starts from it', async () => {
    const graph = generateTree({ persons: SAVE_AFTER_ANSWER_PERSONS + 500, seed: 5 });
    const tree = await t.database.db.insertInto('family_trees').values({ owner_id: f.owner.id, name: 'Clan' }).returning('id').executeTakeFirstOrThrow();
    const ids = await t.database.db.transaction().execute((trx) => insertTreeGraph(trx, tree.id, graph, t.clock.now));
    const start = ids.get(graph.persons[0].id)!;
    const res = await draw(tree.id, f.owner.key, { accept: DRAW_COLUMNS_TYPE, 'accept-encoding': 'br' }, { start_person_id: start });
    expect(res.status).toBe(200);
    const drawn = await read(res);
    expect(drawn.persons.length).toBeGreaterThanOrEqual(SAVE_AFTER_ANSWER_PERSONS);
    const wire = Number(res.headers.get('content-length'));
    expect(wire).toBeLessThan(JSON.stringify(drawn).length / 8);
    const diff = await t.request(`/api/v1/familytree/${tree.id}/diff/`, { method: 'POST', token: f.owner.key, json: { start_person_id: start, map_hash: drawn.map_hash } });
    const answer = await diff.json();
    expect(answer.has_state).toBe(true);
    expect(answer.map_hash).toBe(drawn.map_hash);

    // A structural diff of it is stored after answering too, and the next diff starts from its layout.
    const added = await t.request('/api/v1/person/', { method: 'POST', token: f.owner.key, json: { family_tree_id: tree.id, first_names: [{ type: 'given', value: 'Late' }], surnames: [], gender: 'f', relative: { person_id: start, relation: 'child' } } });
    expect(added.status).toBe(201);
    const structural = await (await t.request(`/api/v1/familytree/${tree.id}/diff/`, { method: 'POST', token: f.owner.key, json: { start_person_id: start, map_hash: drawn.map_hash } })).json();
    expect(structural.new_persons.length).toBeGreaterThan(0);
    const next = await (await t.request(`/api/v1/familytree/${tree.id}/diff/`, { method: 'POST', token: f.owner.key, json: { start_person_id: start, map_hash: structural.map_hash } })).json();
    expect(next.has_state).toBe(true);
    expect(next.map_hash).toBe(structural.map_hash);
    expect(next.new_persons).toEqual([]);
  });
});
