import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import type { DrawResponse } from '../../../protocol/draw';
import { loadLayoutState, saveLayoutState } from './layoutState';

const layout = (mapHash: string, name: string): DrawResponse => ({
  persons: [
    {
      object_id: 'p1',
      is_start_person: true,
      is_ghost: false,
      generation: 0,
      position: { x: 0, y: 0, width: 160, height: 80 },
      card: { full_name: name, names_en: 'Li Ming', names_zh: '李明', gender: 'm', birth_text: '1950', death_text: '', is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0 },
    },
  ],
  lines: [],
  tree_width: 160,
  tree_height: 80,
  tree_margin_x: 0,
  has_state: true,
  map_hash: mapHash,
  blood_relatives_ids: ['p1'],
  preferences: { color_code_gender: true, tree_show_birth_order: false },
});

describe('layout state storage', () => {
  let t: TestApp;
  let treeId: string;
  const now = new Date('2026-11-21T08:00:00Z');

  beforeAll(async () => {
    t = await testApp();
    const user = await createTestUser(t.database.db);
    treeId = (await t.database.db.insertInto('family_trees').values({ owner_id: user.id, name: 'Storage' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('reads back a stored layout, Chinese text included, from the database alone', async () => {
    const payload = layout('00000000000000a1', '李明 Li Ming');
    await saveLayoutState(t.database.db, treeId, payload, now, { revision: 3, inputs: 'k' });
    const row = await t.database.db.selectFrom('layout_states').select('payload').where('map_hash', '=', payload.map_hash).executeTakeFirstOrThrow();
    // Stored compressed, not as the JSON text.
    expect(Buffer.from(row.payload!).includes(Buffer.from('Li Ming'))).toBe(false);
    const state = await loadLayoutState(t.database.db, treeId, payload.map_hash);
    expect(state).toEqual({ revision: 3, inputs: 'k', payload, base: payload.map_hash, whole: payload.map_hash });
  });

  it('stores the bytes given for the payload as its JSON', async () => {
    const payload = layout('00000000000000a2', '王芳');
    await saveLayoutState(t.database.db, treeId, payload, now, { revision: 4, inputs: 'k' }, undefined, undefined, Buffer.from(JSON.stringify(payload)));
    expect((await loadLayoutState(t.database.db, treeId, payload.map_hash))?.payload).toEqual(payload);
  });

  it('still reads a row written gzipped', async () => {
    const payload = layout('00000000000000a3', '陈伟');
    const gz = gzipSync(JSON.stringify(payload)).toString('base64');
    await sql`INSERT INTO layout_states (tree_id, map_hash, payload, base_hash, created_at, revision, inputs)
      VALUES (${treeId}::uuid, ${payload.map_hash}, decode(${gz}::text, 'base64'), NULL, ${now}::timestamptz, 5, 'k')`.execute(t.database.db);
    expect((await loadLayoutState(t.database.db, treeId, payload.map_hash))?.payload).toEqual(payload);
  });
});
