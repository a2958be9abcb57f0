import { randomBytes, randomUUID } from 'node:crypto';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser } from '../../../../tests/harness/users';
import type { DrawResponse } from '../../../protocol/draw';
import { encodeDrawColumns } from '../../../protocol/drawColumns';
import { diffLayouts, followPlaces } from '../../layout';
import { MAX_DELTA_ITEMS } from './deltaBase';
import { encodeDrawAnswer } from './drawAnswer';
import { LayoutCache } from './layoutCache';
import { PART_BYTES } from './layoutBlobs';
import { loadLayoutState, loadPlaces, saveLayoutState, STATES_PER_TREE } from './layoutState';

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

  it('stores a whole layout in the columnar form: the bytes of the page answer this node sent for it, else compressed anew', async () => {
    const db = t.database.db;
    const stored = async (hash: string) => Buffer.from((await db.selectFrom('layout_states').select('payload').where('map_hash', '=', hash).executeTakeFirstOrThrow()).payload!);
    const payload = layout('00000000000000a2', '王芳');
    await saveLayoutState(db, treeId, payload, now, { revision: 4, inputs: 'k' });
    expect(JSON.parse(brotliDecompressSync(await stored(payload.map_hash)).toString('utf8'))).toEqual(encodeDrawColumns(payload));
    expect((await loadLayoutState(db, treeId, payload.map_hash))?.payload).toEqual(payload);

    // Large enough to be sent compressed (a drawing of a few persons goes as it is, and is then compressed here).
    const sent = layout('00000000000000a4', '王芳芳');
    sent.persons = Array.from({ length: 12 }, (_, i) => ({ ...sent.persons[0], object_id: `p${i}`, position: { ...sent.persons[0].position, x: i * 204 } }));
    const cache = new LayoutCache();
    const answer = await encodeDrawAnswer(sent, { form: 'columns', coding: 'br' });
    cache.setAnswer(treeId, sent.map_hash, 'columns/br', answer);
    await saveLayoutState(db, treeId, sent, now, { revision: 5, inputs: 'k' }, undefined, cache);
    expect(await stored(sent.map_hash)).toEqual(Buffer.from(answer.bytes));
    expect((await loadLayoutState(db, treeId, sent.map_hash))?.payload).toEqual(sent);
  });

  it('still reads a row written gzipped', async () => {
    const payload = layout('00000000000000a3', '陈伟');
    const gz = gzipSync(JSON.stringify(payload)).toString('base64');
    await sql`INSERT INTO layout_states (tree_id, map_hash, payload, base_hash, created_at, revision, inputs)
      VALUES (${treeId}::uuid, ${payload.map_hash}, decode(${gz}::text, 'base64'), NULL, ${now}::timestamptz, 5, 'k')`.execute(t.database.db);
    expect((await loadLayoutState(t.database.db, treeId, payload.map_hash))?.payload).toEqual(payload);
    // Stored before places were kept: a draw following it reads it whole.
    expect(await loadPlaces(t.database.db, treeId, payload.map_hash)).toBeUndefined();
  });

  it('keeps a large layout and its places in parts of a megabyte, reads them back whole, and deletes the parts with the layout', async () => {
    const db = t.database.db;
    // Names a compressor cannot shrink much: the stored layout is several megabytes.
    const big = layout('00000000000000b1', '');
    // Uuids for ids, as a tree's persons have: the places of 48,000 cards take more than a part too.
    big.persons = Array.from({ length: 48_000 }, (_, i) => ({ ...big.persons[0], object_id: randomUUID(), position: { ...big.persons[0].position, x: i * 204 + Math.random() }, card: { ...big.persons[0].card, full_name: randomBytes(48).toString('base64') } }));
    await saveLayoutState(db, treeId, big, now, { revision: 6, inputs: 'k' });
    const row = await db.selectFrom('layout_states').select(['payload', 'blob_id', 'places', 'places_blob_id']).where('map_hash', '=', big.map_hash).executeTakeFirstOrThrow();
    expect(row.payload).toBeNull();
    expect([row.places, row.places_blob_id === null]).toEqual([null, false]);
    expect(await loadPlaces(db, treeId, big.map_hash)).toEqual(followPlaces(big));
    const parts = await db.selectFrom('layout_blobs').select(['part', sql<number>`length(bytes)`.as('n')]).where('id', '=', row.blob_id!).orderBy('part').execute();
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.slice(0, -1).every((p) => Number(p.n) === PART_BYTES)).toBe(true);
    expect((await loadLayoutState(db, treeId, big.map_hash))?.payload).toEqual(big);

    // Saved again (a second node drew the same layout): one row, one set of parts for the layout and one for its places.
    await saveLayoutState(db, treeId, big, now, { revision: 6, inputs: 'k' });
    expect((await db.selectFrom('layout_blobs').select('id').distinct().where('tree_id', '=', treeId).execute()).map((r) => r.id).sort()).toEqual([row.blob_id, row.places_blob_id].sort());

    // Parts no row names, older than an hour, are swept when the tree's layouts are next evicted.
    await db.insertInto('layout_blobs').values({ id: randomUUID(), part: 0, tree_id: treeId, bytes: Buffer.from('left over'), created_at: new Date(now.getTime() - 2 * 3600_000) }).execute();
    for (let i = 0; i < STATES_PER_TREE; i++) await saveLayoutState(db, treeId, layout(`00000000000000c${i}`, `Newer ${i}`), new Date(now.getTime() + 1000 * (i + 1)), { revision: 7 + i, inputs: 'k' });
    expect(await db.selectFrom('layout_states').select('map_hash').where('map_hash', '=', big.map_hash).execute()).toEqual([]);
    expect(await db.selectFrom('layout_blobs').select('id').where('tree_id', '=', treeId).execute()).toEqual([]);
  });

  it('keeps deltas on the chain a row is stored on when a layout is drawn again by another path', async () => {
    const db = t.database.db;
    const user = await createTestUser(db);
    const tree = (await db.insertInto('family_trees').values({ owner_id: user.id, name: 'Chains' }).returning('id').executeTakeFirstOrThrow()).id;
    const cache = new LayoutCache();
    // Cards in a row; the first `moved` shifted by `shift`, one renamed (a card edit).
    const count = 4 * MAX_DELTA_ITEMS;
    const drawn = (hash: string, moved: number, shift: number, renamed = -1): DrawResponse => {
      const base = layout(hash, '');
      const card = base.persons[0];
      return { ...base, persons: Array.from({ length: count }, (_, i) => ({ ...card, object_id: `p${i}`, position: { ...card.position, x: i * 200 + (i < moved ? shift : 0) }, card: { ...card.card, full_name: i === renamed ? `Renamed ${hash}` : `P${i}` } })) };
    };
    let revision = 0;
    let previous: DrawResponse | undefined;
    const save = async (payload: DrawResponse) => {
      const state = previous && (await loadLayoutState(db, tree, previous.map_hash, cache));
      await saveLayoutState(db, tree, payload, new Date(now.getTime() + 1000 * ++revision), { revision, inputs: 'k' }, state && { state, diff: diffLayouts(state.payload, payload) }, cache);
      previous = payload;
    };
    const baseOf = async (hash: string) => (await db.selectFrom('layout_states').select('base_hash').where('tree_id', '=', tree).where('map_hash', '=', hash).executeTakeFirstOrThrow()).base_hash;
    await save(drawn('w', 0, 0));
    // A large move kept over the whole layout, then a card edit kept over that move: two deep.
    await save(drawn('large', count / 2, 7));
    const card = drawn('card', count / 2, 7, 9);
    await save(card);
    expect([await baseOf('large'), await baseOf('card')]).toEqual(['w', 'large']);
    // Another large move, then back to the card edit's drawing (a branch closed and opened): the row
    // stays as stored first, while the cache learnt another way to it.
    await save(drawn('other', count / 3, 5, 9));
    await save(card);
    expect(await baseOf('card')).toBe('large');
    // The next card edit is a delta on the row's chain, not the whole drawing again.
    await save(drawn('next', count / 2, 7, 10));
    expect(await baseOf('next')).toBe('large');
    expect((await loadLayoutState(db, tree, 'next'))?.payload.persons[10].card.full_name).toBe('Renamed next');

    // Each row's places, read without the layout (a whole row's own, a delta's over one or two bases), are the layout's.
    const hashes = (await db.selectFrom('layout_states').select(['map_hash', 'base_hash']).where('tree_id', '=', tree).execute());
    expect(hashes.some((r) => r.base_hash !== null && hashes.find((b) => b.map_hash === r.base_hash)?.base_hash !== null)).toBe(true);
    for (const { map_hash } of hashes) {
      const places = await loadPlaces(db, tree, map_hash);
      expect(places && [...places].sort(), map_hash).toEqual([...followPlaces((await loadLayoutState(db, tree, map_hash))!.payload)].sort());
    }
    expect(await loadPlaces(db, tree, 'never stored')).toBeUndefined();
  });
});
