/**
 * Layout state: the payloads behind recent map_hashes, in the database so a diff can be answered by
 * any API node, bounded per tree (oldest evicted). A layout is stored whole, in the columnar form of the
 * draw protocol compressed with brotli (the bytes of the page's draw answer when this node just sent
 * them; rows stored before in the object form are still read), or as a delta
 * over another stored layout (see deltaBase.ts), so saving the result of a one-card edit on a
 * 100,000-person tree costs a few hundred bytes instead of compressing tens of megabytes. Each row also
 * says at which tree revision and from which request inputs it was computed, so a diff knows what changed since.
 */
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import { decodeDrawColumns, encodeDrawColumns, type DrawColumns } from '../../../protocol/drawColumns';
import { mergeDiff } from '../../../protocol/mergeDiff';
import type { Db } from '../../db/database';
import { pruneChanges } from '../../tree/changes';
import type { Places } from '../../layout';
import { deltaForm, type StoredForm } from './deltaBase';
import { deleteBlobs, PART_BYTES, readBlob, writeBlob } from './layoutBlobs';
import { decodePlaces, encodePlaces, placesAfter } from './places';
import { formatKey } from './drawAnswer';
import { brotliJson } from './packJson';
import type { LayoutCache } from './layoutCache';

/** Layouts kept per tree, counting the full bases that kept deltas apply to. */
export const STATES_PER_TREE = 8;
export { MAX_DELTA_ITEMS } from './deltaBase';

export interface StateMeta {
  /** Tree revision read before the data the layout was computed from. */
  revision: number;
  /** Key of the request inputs (see inputsKey in service.ts). */
  inputs: string;
}

export interface LayoutState extends StateMeta, StoredForm {
  payload: DrawResponse;
}

/**
 * Brotli at quality 1, for deltas as for whole layouts: for an 80 MB layout half the CPU of gzip level 1
 * and a smaller row (12.8 MB against 13.8 MB). Rows written gzipped before are still read (gzip starts
 * 1f 8b; these brotli streams, with the default window, never do).
 */
const pack = (value: unknown) => {
  const encoded = Buffer.from(JSON.stringify(value));
  return brotliCompressSync(encoded, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1, [zlib.BROTLI_PARAM_SIZE_HINT]: encoded.length } });
};
const unpack = <T>(bytes: Buffer): T => {
  const raw = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : brotliDecompressSync(bytes);
  return JSON.parse(raw.toString('utf8')) as T;
};

/**
 * The columnar form reads about three times faster than the object form (a third of the text, a column
 * of strings or numbers per field instead of an object per card): 0.4 s against 1–2 s for 100,000
 * persons, which a diff on a node that has not got the layout waits for.
 */
const WHOLE_FORM = { form: 'columns', coding: 'br' } as const;

/** A whole layout's stored bytes: the page's answer this node keeps for it, else the columns compressed here. */
function packWhole(treeId: string, payload: DrawResponse, cache?: LayoutCache): Promise<Uint8Array> | Uint8Array {
  const sent = cache?.answer(treeId, payload.map_hash, formatKey(WHOLE_FORM));
  if (sent?.coding === WHOLE_FORM.coding) return sent.bytes;
  return brotliJson(encodeDrawColumns(payload));
}

/** A whole row's layout, in the columnar form or (stored before) the object form. */
function unpackWhole(bytes: Buffer): DrawResponse {
  const value = unpack<DrawResponse | DrawColumns>(bytes);
  return 'columns_version' in value ? decodeDrawColumns(value) : value;
}

/**
 * The payload column is written as a binary parameter (the database drivers send bytes as they are)
 * and read as base64 text encoded by the database: PGlite parses a bytea result into bytes one hex
 * pair at a time. A payload over a part's size goes to layout_blobs instead (see layoutBlobs.ts).
 */
const toBytea = (bytes: Uint8Array) => sql<Uint8Array>`${bytes}::bytea`;
const payloadBase64 = sql<string | null>`encode(payload, 'base64')`.as('payload');

/** The stored bytes of a row read with payloadBase64 and blob_id; undefined when its parts are gone. */
async function storedBytes(db: Db, row: { payload: string | null; blob_id: string | null }): Promise<Buffer | undefined> {
  return row.blob_id ? readBlob(db, row.blob_id) : Buffer.from(row.payload!, 'base64');
}

/** Where packed bytes go: inline in the row, or (large) in parts written first. */
async function storePacked(db: Db, treeId: string, packed: Uint8Array, now: Date) {
  if (packed.length <= PART_BYTES) return { payload: packed, blob_id: null };
  return { payload: null, blob_id: await writeBlob(db, treeId, packed, now) };
}

/**
 * Where the cards of a stored layout are (places.ts), without reading the layout: a whole row's own
 * places, or a delta row's whole base's with the delta applied. Undefined when the row is not (or no
 * longer) kept, or was stored before places were (migration 0097).
 */
export async function loadPlaces(db: Db, treeId: string, mapHash: string): Promise<Places | undefined> {
  const placesOf = (mapHash: string) =>
    db
      .selectFrom('layout_states')
      .select(['base_hash', 'blob_id', 'places_blob_id', sql<string | null>`encode(places, 'base64')`.as('places')])
      // Only a delta row's own payload is small enough to read here, and needed.
      .select(sql<string | null>`CASE WHEN base_hash IS NOT NULL THEN encode(payload, 'base64') END`.as('payload'))
      .where('tree_id', '=', treeId)
      .where('map_hash', '=', mapHash)
      .executeTakeFirst();
  const decoded = async (row: { places: string | null; places_blob_id: string | null }) => {
    const bytes = row.places_blob_id ? await readBlob(db, row.places_blob_id) : row.places === null ? undefined : Buffer.from(row.places, 'base64');
    return bytes && decodePlaces(bytes);
  };
  // A delta row's payload is a delta over its base, which may be one over a whole row (two deep at most).
  const placesAt = async (mapHash: string, deltas: number): Promise<Map<string, number> | undefined> => {
    const row = await placesOf(mapHash);
    if (!row) return undefined;
    if (row.base_hash === null) return decoded(row);
    if (deltas === 0) return undefined;
    const base = await placesAt(row.base_hash, deltas - 1);
    const deltaBytes = base && (await storedBytes(db, row));
    return deltaBytes && placesAfter(base, unpack<DiffResponse>(deltaBytes));
  };
  return placesAt(mapHash, 2);
}

/** A stored layout's payload: whole, or a delta over one (at most two deltas over a whole layout). */
async function loadPayload(db: Db, treeId: string, mapHash: string, cache: LayoutCache | undefined, deltasAllowed: number): Promise<DrawResponse | undefined> {
  const cached = cache?.get(treeId, mapHash);
  if (cached) return cached.payload;
  const row = await db
    .selectFrom('layout_states')
    .select([payloadBase64, 'blob_id', 'base_hash'])
    .where('tree_id', '=', treeId)
    .where('map_hash', '=', mapHash)
    .executeTakeFirst();
  const bytes = row && (await storedBytes(db, row));
  if (!row || !bytes) return undefined;
  if (row.base_hash === null) {
    const payload = unpackWhole(bytes);
    cache?.set(treeId, { payload });
    return payload;
  }
  if (deltasAllowed === 0) return undefined;
  const base = await loadPayload(db, treeId, row.base_hash, cache, 0);
  if (!base) return undefined;
  const delta = unpack<DiffResponse>(bytes);
  const payload = mergeDiff(base, delta);
  cache?.set(treeId, { payload, base: row.base_hash, delta, whole: row.base_hash });
  return payload;
}

/**
 * The layout stored under a map_hash, or undefined when it is not (or no longer) kept. A save running
 * in the tree's chain of background saves reads with `afterSaves` false: the saves before it are done.
 */
export async function loadLayoutState(db: Db, treeId: string, mapHash: string, cache?: LayoutCache, afterSaves = true): Promise<LayoutState | undefined> {
  // A draw's layout may still be on its way into the table.
  if (afterSaves) await cache?.savesOf(treeId);
  // The row decides whether the hash is still known; its payload is read only when not cached.
  const row = await db
    .selectFrom('layout_states as l')
    .leftJoin('layout_states as b', (join) => join.onRef('b.tree_id', '=', 'l.tree_id').onRef('b.map_hash', '=', 'l.base_hash'))
    .select(['l.base_hash', 'l.revision', 'l.inputs', 'b.base_hash as base_base'])
    .where('l.tree_id', '=', treeId)
    .where('l.map_hash', '=', mapHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const meta = { revision: row.revision, inputs: row.inputs };
  const cached = cache?.get(treeId, mapHash);
  // A delta is only worth saving against the chain the row is stored on. The cache's may be another: a
  // layout drawn again (a branch closed and opened again) keeps the row stored the first time. A row kept
  // whole needs no delta; otherwise the cache's form serves only when it is the row's, else it is read.
  if (cached && row.base_hash === null) return { ...meta, payload: cached.payload, base: mapHash, whole: mapHash };
  if (cached && cached.base === row.base_hash && cached.whole === (row.base_base ?? row.base_hash)) {
    return { ...meta, payload: cached.payload, base: cached.base, whole: cached.whole, delta: cached.delta };
  }
  if (row.base_hash === null) {
    const payload = await loadPayload(db, treeId, mapHash, cache, 0);
    return payload && { ...meta, payload, base: mapHash, whole: mapHash };
  }
  const deltaRow = await db.selectFrom('layout_states').select([payloadBase64, 'blob_id']).where('tree_id', '=', treeId).where('map_hash', '=', mapHash).executeTakeFirst();
  const deltaBytes = deltaRow && (await storedBytes(db, deltaRow));
  if (!deltaBytes) return undefined;
  const delta = unpack<DiffResponse>(deltaBytes);
  let payload = cached?.payload;
  if (!payload) {
    const base = await loadPayload(db, treeId, row.base_hash, cache, 1);
    if (!base) return undefined;
    payload = mergeDiff(base, delta);
  }
  const form = { base: row.base_hash, whole: row.base_base ?? row.base_hash, delta };
  cache?.set(treeId, { payload, ...form });
  return { ...meta, payload, ...form };
}

/**
 * Keeps a layout under its map_hash. Given the state it was diffed from, it is stored as a delta
 * against that state's base when the combined diff stays small; otherwise whole.
 */
export async function saveLayoutState(
  db: Db,
  treeId: string,
  payload: DrawResponse,
  now: Date,
  meta: StateMeta,
  from?: { state: LayoutState; diff: DiffResponse },
  cache?: LayoutCache,
): Promise<void> {
  const refresh = { created_at: now, revision: meta.revision, inputs: meta.inputs };
  const form = from && deltaForm(payload, { ...from, whole: from.state.delta ? cache?.get(treeId, from.state.whole)?.payload : undefined });
  if (form?.delta) {
    const { base, whole, delta } = form;
    cache?.set(treeId, { payload, base, whole, delta });
    // Stored only over a chain still kept as it was when the delta was made: otherwise nothing is
    // inserted and it is stored whole.
    const stored = await storePacked(db, treeId, pack(delta), now);
    const inserted = await sql<{ map_hash: string; blob_id: string | null }>`
      INSERT INTO layout_states (tree_id, map_hash, payload, blob_id, base_hash, created_at, revision, inputs)
      SELECT ${treeId}::uuid, ${payload.map_hash}::text, ${stored.payload && toBytea(stored.payload)}::bytea, ${stored.blob_id}::uuid, ${base}::text, ${now}::timestamptz, ${meta.revision}::integer, ${meta.inputs}::text
      WHERE EXISTS (SELECT 1 FROM layout_states w WHERE w.tree_id = ${treeId} AND w.map_hash = ${whole}::text AND w.base_hash IS NULL)
        AND (${base}::text = ${whole}::text OR EXISTS (SELECT 1 FROM layout_states b WHERE b.tree_id = ${treeId} AND b.map_hash = ${base}::text AND b.base_hash = ${whole}::text))
      ON CONFLICT (tree_id, map_hash) DO UPDATE SET created_at = EXCLUDED.created_at, revision = EXCLUDED.revision, inputs = EXCLUDED.inputs
      RETURNING map_hash, blob_id`.execute(db);
    // Parts of a row not written, or of a row that was there already, are nobody's.
    if (stored.blob_id && inserted.rows[0]?.blob_id !== stored.blob_id) await deleteBlobs(db, treeId, [stored.blob_id], now);
    if (inserted.rows.length > 0) {
      await evict(db, treeId, payload.map_hash, now);
      return;
    }
  }
  const existing = await db
    .updateTable('layout_states')
    .set(refresh)
    .where('tree_id', '=', treeId)
    .where('map_hash', '=', payload.map_hash)
    .returning('map_hash')
    .executeTakeFirst();
  // A layout drawn again keeps what the cache knows of how it is stored.
  if (!existing || !cache?.get(treeId, payload.map_hash)) cache?.set(treeId, { payload });
  if (existing) return;
  // Compressing a large layout takes a while; no transaction holds a connection meanwhile.
  const packed = await packWhole(treeId, payload, cache);
  const stored = await storePacked(db, treeId, packed, now);
  const placed = await storePacked(db, treeId, encodePlaces(payload), now);
  const row = await db
    .insertInto('layout_states')
    .values({
      tree_id: treeId,
      map_hash: payload.map_hash,
      payload: stored.payload && toBytea(stored.payload),
      blob_id: stored.blob_id,
      base_hash: null,
      places: placed.payload && toBytea(placed.payload),
      places_blob_id: placed.blob_id,
      ...refresh,
    })
    .onConflict((oc) => oc.columns(['tree_id', 'map_hash']).doUpdateSet(refresh))
    .returning(['blob_id', 'places_blob_id'])
    .executeTakeFirstOrThrow();
  // Parts written for a row that was there already are nobody's.
  const unused = [stored.blob_id !== row.blob_id && stored.blob_id, placed.blob_id !== row.places_blob_id && placed.blob_id].filter((id): id is string => !!id);
  if (unused.length) await deleteBlobs(db, treeId, unused, now);
  await evict(db, treeId, payload.map_hash, now);
}

/** Keeps the newest layouts with the chains their deltas need, STATES_PER_TREE rows in all. */
async function evict(db: Db, treeId: string, latest: string, now: Date): Promise<void> {
  const rows = await db
    .selectFrom('layout_states')
    .select(['map_hash', 'base_hash', 'revision', 'blob_id', 'places_blob_id'])
    .where('tree_id', '=', treeId)
    .orderBy('created_at', 'desc')
    .orderBy('map_hash')
    .execute();
  // Newest first (the one just saved before any of the same time), each with the base it needs, as
  // long as both fit: the one just saved always does.
  const keep = new Set<string>();
  const saved = rows.findIndex((r) => r.map_hash === latest);
  if (saved > 0) rows.unshift(...rows.splice(saved, 1));
  const baseOf = new Map(rows.map((r) => [r.map_hash, r.base_hash]));
  for (const r of rows) {
    const chain = [r.map_hash];
    for (let h = r.base_hash; h !== null && chain.length < 3; h = baseOf.get(h) ?? null) chain.push(h);
    const need = chain.filter((h) => !keep.has(h));
    if (keep.size + need.length > STATES_PER_TREE) continue;
    for (const h of need) keep.add(h);
  }
  const dropped = rows.filter((r) => !keep.has(r.map_hash));
  if (dropped.length === 0) return;
  await db.deleteFrom('layout_states').where('tree_id', '=', treeId).where('map_hash', 'in', dropped.map((r) => r.map_hash)).execute();
  await deleteBlobs(db, treeId, dropped.flatMap((r) => [r.blob_id, r.places_blob_id].filter((id): id is string => id !== null)), now);
  // Changes at or before the oldest kept layout's revision can no longer be asked about.
  const oldest = Math.min(...rows.filter((r) => keep.has(r.map_hash)).map((r) => r.revision));
  if (oldest > 0) await pruneChanges(db, treeId, oldest);
}
