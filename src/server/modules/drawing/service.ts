/**
 * Draw, diff and expand-control: load the tree, hide living persons from non-members, lay it out
 * around the start person with the viewer's open branches, keep the result by map_hash, and answer
 * either the whole payload or only what changed since the hash the client holds.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ControlData, DiffRequest, DiffResponse, DrawRequest, DrawResponse, ExpandControlRequest } from '../../../protocol/draw';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { diffLayouts, followPlaces, layoutTree, readyToFollow, type Places } from '../../layout';
import { changesSince, treeRevision } from '../../tree/changes';
import type { TreeGraph } from '../../tree/graph';
import { loadTreeGraph, loadVersionedTreeGraph } from '../../tree/load';
import { refreshTreeGraph } from '../../tree/refresh';
import { livingIdsOfGraph } from '../../tree/redact';
import type { TreeAccess } from '../trees/access';
import { preferencesOf } from '../trees/service';
import { withCardPhotos } from '../library/cardPhotos';
import { withHintCounts } from '../hints/cardCounts';
import { cardDiff } from './cardDiff';
import { positionsOf, type LayoutCache, type UnsavedLayout } from './layoutCache';
import { loadLayoutState, loadPlaces, saveLayoutState, type LayoutState, type StateMeta } from './layoutState';
import { encodeDrawAnswer, formatKey, type DrawAnswerFormat, type EncodedDrawAnswer } from './drawAnswer';
import { loadGraphSnapshot, snapshotRows, SNAPSHOT_PERSONS, SNAPSHOT_STALE_REVISIONS, storeGraphSnapshot } from './graphSnapshot';
import { answerKey, loadStoredAnswer, STORED_ANSWER_PERSONS, storeAnswer } from './storedAnswers';

const emptyControl = (): ControlData => ({ expanded: [], collapsed: [] });

/** The viewer's open and closed branches: stored for members, sent along by visitors. */
export async function controlDataFor(db: Db, access: TreeAccess, sent: ControlData | undefined): Promise<ControlData> {
  const userId = access.user?.id;
  if (!userId) return sent ?? emptyControl();
  if (sent) {
    await storeControlData(db, access.tree.id, userId, sent);
    return sent;
  }
  const row = await db
    .selectFrom('tree_control_data')
    .select('data')
    .where('tree_id', '=', access.tree.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { expanded: row.data.expanded ?? [], collapsed: row.data.collapsed ?? [] } : emptyControl();
}

async function storeControlData(db: Db, treeId: string, userId: string, data: ControlData) {
  const json = JSON.stringify(data);
  await db
    .insertInto('tree_control_data')
    .values({ tree_id: treeId, user_id: userId, data: json })
    .onConflict((oc) => oc.columns(['tree_id', 'user_id']).doUpdateSet({ data: json, updated_at: new Date() }))
    .execute();
}

/**
 * Lays out the tree for this viewer; with `loaded`, the tree is taken from or kept in the cache by revision.
 * With `previous`, the drawing follows that one (placement with memory): cards keep their places unless
 * the edits since need their room.
 */
export async function layoutFor(
  db: Db,
  access: TreeAccess,
  req: DrawRequest,
  now: Date,
  controlData?: ControlData,
  loaded?: { cache: LayoutCache; revision: number } & SnapshotSave,
  previous?: DrawResponse | Promise<DrawResponse | Places | undefined>,
): Promise<DrawResponse> {
  const loadedGraph = loaded ? await cachedGraph(db, access.tree.id, loaded.cache, loaded.revision, loaded) : await loadTreeGraph(db, access.tree.id);
  const persons = await withCardPhotos(db, access.tree.id, loadedGraph.persons, access.photoSecret, now);
  const graph = { ...loadedGraph, persons: await withHintCounts(db, access, persons) };
  const startPersonId = req.start_person_id ?? access.tree.home_person_id ?? graph.persons[0]?.id;
  const drawing = layoutTree(graph, {
    startPersonId,
    controlData: controlData ?? (await controlDataFor(db, access, req.control_data)),
    preferences: preferencesOf(access),
    withGhosts: withGhosts(access, req),
    viewer: access.isMember ? undefined : { seeLiving: false, livingIds: livingIdsOfGraph(graph, now) },
    previous: await previous,
  });
  // The start person is always drawn when the tree has them (found by the layout's index, not by a walk over every person).
  if (req.start_person_id && drawing.persons.length === 0) {
    throw badRequest('start_person_id is not a person of this tree.', { start_person_id: ['Not a person of this tree.'] });
  }
  return drawing;
}

/** drawMemory started at once, read while the tree is; a failure is the draw's, even if it fails first. */
function followed(db: Db, treeId: string, inputs: string, cache?: LayoutCache): Promise<DrawResponse | Places | undefined> {
  const memory = drawMemory(db, treeId, inputs, cache);
  memory.catch(() => undefined);
  return memory;
}

/**
 * The drawing a fresh draw follows: the newest layout of the tree made for the same inputs, else for the
 * same start person and viewer (placementKey), being stored by this node or stored; so every draw and diff
 * of a tree places its cards as the last one did. Drawn from it, a drawing is itself again (a fixed point),
 * and drawn from the drawing a diff started from, it is what that diff answered: a draw after a diff answers
 * what the client holds. A stored layout this node does not hold is followed by its places alone (places.ts),
 * not read whole. Undefined when nothing was drawn so: the tree is then packed afresh.
 */
async function drawMemory(db: Db, treeId: string, inputs: string, cache?: LayoutCache): Promise<DrawResponse | Places | undefined> {
  const placement = inputs.slice(0, inputs.indexOf('.') + 1);
  const unsaved = cache?.newestUnsaved(treeId);
  if (unsaved?.inputs === inputs) return unsaved.payload;
  await cache?.savesOf(treeId);
  const row = await db
    .selectFrom('layout_states')
    .select('map_hash')
    .where('tree_id', '=', treeId)
    .where(sql<string>`left(inputs, ${placement.length})`, '=', placement)
    .orderBy(sql`inputs = ${inputs}`, 'desc')
    .orderBy('revision', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('map_hash')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  // Rows stored before places were kept are read whole.
  return cache?.get(treeId, row.map_hash)?.payload ?? (await loadPlaces(db, treeId, row.map_hash)) ?? (await loadLayoutState(db, treeId, row.map_hash, cache, false))?.payload;
}

/** The tree as it is now, from the executor's cache when it holds this revision (kinship runs on it too). */
export async function currentGraph(db: Db, treeId: string, cache: LayoutCache): Promise<TreeGraph> {
  return cachedGraph(db, treeId, cache, await treeRevision(db, treeId));
}

/** How a graph read afresh is kept as the tree's snapshot: in the background, after the answer. */
interface SnapshotSave {
  now?: Date;
  failed?: (err: unknown) => void;
  answered?: Promise<void>;
}

/**
 * The tree at least as new as `revision`: cached, or the cached older one brought up to date, or the
 * stored snapshot brought up to date, or read whole. A large tree read whole, or from a snapshot many
 * revisions old, is kept as its snapshot once the answer has gone (when given a clock and a failure handler).
 */
async function cachedGraph(db: Db, treeId: string, cache: LayoutCache, revision: number, save: SnapshotSave = {}): Promise<TreeGraph> {
  const graph = cache.graph(treeId, revision);
  if (graph) return graph;
  const before = cache.takeGraphBefore(treeId, revision);
  if (before) {
    const loaded = await refreshTreeGraph(db, treeId, before);
    cache.setGraph(treeId, revision, loaded.graph, loaded);
    return loaded.graph;
  }
  const snapshot = await loadGraphSnapshot(db, treeId);
  const loaded = snapshot ? await refreshTreeGraph(db, treeId, snapshot) : await loadVersionedTreeGraph(db, treeId);
  const { now, failed } = save;
  if (now && failed && loaded.graph.persons.length >= SNAPSHOT_PERSONS && (!snapshot || revision - snapshot.revision >= SNAPSHOT_STALE_REVISIONS)) {
    // Taken before the graph is handed on: a later refresh changes its order maps in place.
    const rows = snapshotRows(loaded);
    const mark = loaded.mark;
    cache.saveInBackground(`graph:${treeId}`, () => storeGraphSnapshot(db, treeId, rows, mark, revision, now), failed, save.answered);
  }
  cache.setGraph(treeId, revision, loaded.graph, loaded);
  return loaded.graph;
}

const withGhosts = (access: TreeAccess, req: DrawRequest) => access.is_write_allowed && (req.with_ghosts ?? true);

/**
 * Everything besides the tree's data that a layout depends on. A stored layout is updated in place
 * only for the same key; a visitor's also carries the year, since who counts as living moves with it.
 */
export function inputsKey(access: TreeAccess, req: DrawRequest, controlData: ControlData, now: Date): string {
  const start = req.start_person_id ?? access.tree.home_person_id ?? '';
  const key = JSON.stringify([
    start,
    [...controlData.expanded].sort(),
    [...controlData.collapsed].sort(),
    preferencesOf(access),
    withGhosts(access, req),
    access.isMember ? 'member' : `visitor ${now.getUTCFullYear()}`,
    // The owner's cards carry hint counts; no other member's do.
    access.is_owner ? 'owner' : '',
  ]);
  return `${placementKey(start, withGhosts(access, req), access.isMember)}.${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
}

/**
 * The part of the inputs a drawing's placement can be followed across (drawMemory): the start person and
 * who looks (ghosts, living persons). Layouts that differ only in open branches or card preferences share it.
 */
function placementKey(start: string, ghosts: boolean, member: boolean): string {
  return createHash('sha256').update(JSON.stringify([start, ghosts, member])).digest('base64url').slice(0, 11);
}

export async function drawTree(db: Db, access: TreeAccess, req: DrawRequest, now: Date, cache?: LayoutCache): Promise<DrawResponse> {
  return (await draw(db, access, req, now, cache)).payload;
}

/** The draw answer as UTF-8 JSON (the object form). */
export async function drawTreeJson(db: Db, access: TreeAccess, req: DrawRequest, now: Date, cache?: LayoutCache): Promise<Buffer<ArrayBuffer>> {
  return Buffer.from(JSON.stringify((await draw(db, access, req, now, cache)).payload));
}

/**
 * The draw answer in the form and content coding the client asked for (see drawAnswer.ts), encoded once
 * per layout and form while the cache keeps it. A large layout's save waits until the answer is encoded
 * and handed on: it then keeps the page's answer bytes as the stored state (layoutState.ts), where it would
 * otherwise compress the layout again on the same thread. A large tree's answer is stored too (storedAnswers.ts),
 * and a node that has not laid the tree out at this revision sends the stored one instead.
 */
export async function drawTreeAnswer(db: Db, access: TreeAccess, req: DrawRequest, now: Date, format: DrawAnswerFormat, cache?: LayoutCache, onSaveFailed?: (err: unknown) => void): Promise<EncodedDrawAnswer> {
  return afterAnswer(async (gate) => {
    const treeId = access.tree.id;
    const at = await drawInputs(db, access, req, now);
    const key = answerKey(at, format, now, access.photoSecret);
    // A node that has not laid this out sends the answer stored for the same key, when there is one.
    if (cache && onSaveFailed && !cache.layoutAt(treeId, at.revision, at.inputs)) {
      const stored = await loadStoredAnswer(db, treeId, key, at, now);
      if (stored) {
        if (access.is_write_allowed) cache.warmInBackground(treeId, (layoutIn) => warmUp(db, treeId, stored.mapHash, at.revision, cache, layoutIn, { now, failed: onSaveFailed }), onSaveFailed, gate);
        return stored.answer;
      }
    }
    const { payload } = await draw(db, access, req, now, cache, { at, onSaveFailed, answered: gate });
    const form = formatKey(format);
    const kept = cache?.answer(treeId, payload.map_hash, form);
    if (kept) return kept;
    const answer = await encodeDrawAnswer(payload, format);
    cache?.setAnswer(treeId, payload.map_hash, form, answer);
    if (cache && onSaveFailed && payload.persons.length >= STORED_ANSWER_PERSONS) {
      cache.saveInBackground(`answer:${treeId}`, () => storeAnswer(db, treeId, key, payload.map_hash, answer, now), onSaveFailed, gate);
    }
    return answer;
  });
}

/**
 * Runs `answer` with a gate that opens once its answer has been handed on (the turn after it settles):
 * the work it leaves in the background (stored layouts, answers, snapshots) waits for the gate.
 */
async function afterAnswer<T>(answer: (gate: Promise<void>) => Promise<T>): Promise<T> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  try {
    return await answer(gate);
  } finally {
    setImmediate(open);
  }
}

/**
 * After a stored answer was sent to someone who may edit: the layout it draws and then the tree are read
 * into this node's cache meanwhile, so the edit that follows is diffed as on the node that drew it. A card
 * edit needs only the layout, and is diffed once it is in (`layoutIn`), while the tree is still read.
 */
async function warmUp(db: Db, treeId: string, mapHash: string, revision: number, cache: LayoutCache, layoutIn: () => void, save: SnapshotSave): Promise<void> {
  const state = await loadLayoutState(db, treeId, mapHash, cache);
  if (state) positionsOf(state.payload);
  layoutIn();
  if (state) followPlaces(state.payload);
  await cachedGraph(db, treeId, cache, revision, save);
}

/** What a layout is made from besides the tree: the viewer's open branches, the revision read first, the inputs' key. */
async function drawInputs(db: Db, access: TreeAccess, req: DrawRequest, now: Date) {
  const controlData = await controlDataFor(db, access, req.control_data);
  // Read before the tree, so changes made while it loads are counted again, never missed.
  const revision = await treeRevision(db, access.tree.id);
  return { controlData, revision, inputs: inputsKey(access, req, controlData, now) };
}

/**
 * A layout of at least this many persons is stored after its answer has gone (with a cache to track the
 * save): compressing and writing it takes longer than laying it out. A smaller one is stored before.
 */
export const SAVE_AFTER_ANSWER_PERSONS = 5_000;

/**
 * Stores a layout with `save`: a large one after the answer has gone (`answered`), in the tree's queue of
 * background saves, where the next diff from it finds it (LayoutCache.unsavedLayout); a small one, or
 * without a cache, before answering, unless a save of the tree is still running (saves stay in order).
 */
async function storeLayout(treeId: string, layout: UnsavedLayout, save: () => Promise<void>, cache?: LayoutCache, failed?: (err: unknown) => void, answered?: Promise<void>): Promise<void> {
  if (cache && failed && (layout.payload.persons.length >= SAVE_AFTER_ANSWER_PERSONS || cache.isSaving(treeId))) cache.saveInBackground(treeId, save, failed, answered, layout);
  else await save();
}

/**
 * The layout a diff starts from: one still being stored by this executor, or the stored one. `stored`
 * gives how it is stored, which a delta over it needs: for one being stored, known once its save is done,
 * so it is asked only by this diff's own save, which runs after it (undefined: stored whole instead).
 */
async function diffBase(db: Db, treeId: string, mapHash: string, cache?: LayoutCache): Promise<(UnsavedLayout & { stored: () => Promise<LayoutState | undefined> }) | undefined> {
  const unsaved = cache?.unsavedLayout(treeId, mapHash);
  if (unsaved) return { ...unsaved, stored: () => loadLayoutState(db, treeId, mapHash, cache, false) };
  const state = await loadLayoutState(db, treeId, mapHash, cache);
  return state && { ...state, stored: async () => state };
}

/** Saves a layout diffed from `previous`, as a delta over it when its stored form allows. */
function saveDiffed(db: Db, treeId: string, payload: DrawResponse, now: Date, meta: StateMeta, previous: { stored: () => Promise<LayoutState | undefined> }, diff: DiffResponse, cache?: LayoutCache) {
  return async () => {
    const state = await previous.stored();
    await saveLayoutState(db, treeId, payload, now, meta, state && { state, diff }, cache);
  };
}

async function draw(
  db: Db,
  access: TreeAccess,
  req: DrawRequest,
  now: Date,
  cache?: LayoutCache,
  o: { at?: Awaited<ReturnType<typeof drawInputs>>; onSaveFailed?: (err: unknown) => void; answered?: Promise<void> } = {},
) {
  const { controlData, revision, inputs } = o.at ?? (await drawInputs(db, access, req, now));
  const loaded = cache && { cache, revision, now, failed: o.onSaveFailed, answered: o.answered };
  const payload = cache?.layoutAt(access.tree.id, revision, inputs) ?? (await layoutFor(db, access, req, now, controlData, loaded, followed(db, access.tree.id, inputs, cache)));
  cache?.setLayoutAt(access.tree.id, revision, inputs, payload.map_hash);
  // A crowd of visitors drawing a public tree would write the same row for each; a member's layout is
  // always stored, as the next diff starts from it.
  if (access.isMember || !cache?.savedRecently(access.tree.id, payload.map_hash, revision, inputs, now.getTime())) {
    const save = async () => {
      await saveLayoutState(db, access.tree.id, payload, now, { revision, inputs }, undefined, cache);
      cache?.markSaved(access.tree.id, payload.map_hash, revision, inputs, now.getTime());
    };
    await storeLayout(access.tree.id, { payload, revision, inputs }, save, cache, o.onSaveFailed, o.answered);
  }
  // Ready for the card edit that usually follows, which then costs nothing that grows with the tree
  // (when the cache kept the layout: a cache with no room, as an import's, only lends its graph), and,
  // once the answer has gone, for the structural edit's layout that follows this drawing.
  if (cache?.get(access.tree.id, payload.map_hash)) {
    positionsOf(payload);
    setImmediate(() => readyToFollow(payload));
  }
  return { payload };
}

/** The form and coding the tree page asks a draw for. */
export const PAGE_FORMAT: DrawAnswerFormat = { form: 'columns', coding: 'br' };

/** A diff that changes nothing, carrying the drawing's frame and hash. */
function emptyDiff(frame: Pick<DrawResponse, 'tree_width' | 'tree_height' | 'tree_margin_x' | 'has_state' | 'map_hash' | 'preferences'>): DiffResponse {
  return {
    new_persons: [],
    remove_persons: [],
    data_update: [],
    new_lines: [],
    remove_lines: [],
    ...frame,
    blood_relatives_ids: [],
    blood_relatives_change: { add: [], remove: [] },
  };
}

/** The hash is not known (any more): the client falls back to a full draw. */
function noState(access: TreeAccess, mapHash: string): DiffResponse {
  const { blood_relatives_change: _, ...diff } = emptyDiff({ tree_width: 0, tree_height: 0, tree_margin_x: 0, has_state: false, map_hash: mapHash, preferences: preferencesOf(access) });
  return diff;
}

/** The answer when nothing changed, without walking a large layout. */
function unchanged(payload: DrawResponse): DiffResponse {
  const { tree_width, tree_height, tree_margin_x, has_state, map_hash, preferences } = payload;
  return emptyDiff({ tree_width, tree_height, tree_margin_x, has_state, map_hash, preferences });
}

/**
 * What changed since the layout the client holds. When only cards changed since it was computed (and
 * for the same inputs), those cards are rebuilt in place; otherwise the tree is laid out again.
 */
export async function diffTree(db: Db, access: TreeAccess, req: DiffRequest, now: Date, cache?: LayoutCache, onSaveFailed?: (err: unknown) => void): Promise<DiffResponse> {
  return afterAnswer((gate) => diffFrom(db, access, req, now, gate, cache, onSaveFailed));
}

async function diffFrom(db: Db, access: TreeAccess, req: DiffRequest, now: Date, answered: Promise<void>, cache?: LayoutCache, onSaveFailed?: (err: unknown) => void): Promise<DiffResponse> {
  const treeId = access.tree.id;
  // The layout being read in after a stored answer is this diff's to use (and the tree, if it lays out).
  await cache?.warmingOf(treeId, 'layout');
  const previous = await diffBase(db, treeId, req.map_hash, cache);
  if (!previous) return noState(access, req.map_hash);
  const controlData = await controlDataFor(db, access, req.control_data);
  const inputs = inputsKey(access, req, controlData, now);
  const changes = await changesSince(db, treeId, previous.inputs === inputs ? previous.revision : -1);
  const meta = { revision: changes.revision, inputs };
  if (changes.kind === 'card') {
    if (changes.revision === previous.revision) return unchanged(previous.payload);
    const update = await cardDiff(db, access, previous.payload, changes.personIds, now);
    if (update) {
      // Composing the delta over a large one just stored takes a while: after the answer, as below.
      await storeLayout(treeId, { payload: update.payload, ...meta }, saveDiffed(db, treeId, update.payload, now, meta, previous, update.diff, cache), cache, onSaveFailed, answered);
      if (cache && onSaveFailed) storeAnswerWhenQuiet(db, access, update.payload, meta, now, cache, onSaveFailed);
      return update.diff;
    }
  }
  // Following the client's drawing: only what the edit needs moves.
  await cache?.warmingOf(treeId);
  const next =
    cache?.layoutAt(treeId, changes.revision, inputs) ??
    (await layoutFor(db, access, req, now, controlData, cache && { cache, revision: changes.revision, now, failed: onSaveFailed, answered }, previous.payload));
  cache?.setLayoutAt(treeId, changes.revision, inputs, next.map_hash);
  const diff = diffLayouts(previous.payload, next);
  await storeLayout(treeId, { payload: next, ...meta }, saveDiffed(db, treeId, next, now, meta, previous, diff, cache), cache, onSaveFailed, answered);
  if (cache && onSaveFailed) storeAnswerWhenQuiet(db, access, next, meta, now, cache, onSaveFailed);
  // For the edit that usually follows; built once the diff has gone (a diff asking before builds them).
  if (cache)
    setImmediate(() => {
      positionsOf(next);
      readyToFollow(next);
    });
  return diff;
}

/**
 * After a diff of a large tree: the draw that reopens it (a reload, a restart, another node) finds the
 * new drawing's answer stored, once the tree's edits pause (see LayoutCache.whenQuiet).
 */
function storeAnswerWhenQuiet(db: Db, access: TreeAccess, payload: DrawResponse, meta: StateMeta, now: Date, cache: LayoutCache, failed: (err: unknown) => void): void {
  if (payload.persons.length < STORED_ANSWER_PERSONS) return;
  const key = answerKey(meta, PAGE_FORMAT, now, access.photoSecret);
  cache.whenQuiet(access.tree.id, async () => storeAnswer(db, access.tree.id, key, payload.map_hash, await encodeDrawAnswer(payload, PAGE_FORMAT), now), failed);
}

/** Opens or closes hidden branches; answers the viewer's control data for the next draw or diff. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function expandControl(db: Db, access: TreeAccess, req: ExpandControlRequest): Promise<{ control_data: ControlData }> {
  const ids = [...new Set(req.data_list.map((item) => item.person_id))];
  // An id that is not a uuid names no person (and would not compare with the uuid column).
  const uuids = ids.filter((id) => UUID.test(id));
  const found = uuids.length === 0 ? [] : await db.selectFrom('persons').select('id').where('tree_id', '=', access.tree.id).where('id', 'in', uuids).execute();
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) {
    const message = `Not a person of this tree: ${missing.join(', ')}.`;
    throw badRequest(message, { data_list: [message] });
  }
  const current = await controlDataFor(db, access, undefined);
  const expanded = new Set(current.expanded);
  const collapsed = new Set(current.collapsed);
  for (const item of req.data_list) {
    if (item.action === 'expand') {
      expanded.add(item.person_id);
      collapsed.delete(item.person_id);
    } else {
      collapsed.add(item.person_id);
      expanded.delete(item.person_id);
    }
  }
  const control_data = { expanded: [...expanded].sort(), collapsed: [...collapsed].sort() };
  if (access.user) await storeControlData(db, access.tree.id, access.user.id, control_data);
  return { control_data };
}
