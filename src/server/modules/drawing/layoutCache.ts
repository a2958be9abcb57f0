/**
 * Parsed layouts kept in this process by (tree, map_hash), so a diff does not gunzip and parse tens of
 * megabytes each time. A map_hash names the content, so an entry is right on any node; the database
 * row stays the truth of whether a layout is still known. Layouts, loaded trees and encoded answers
 * are each bounded in (estimated) bytes, least recently used first out; loaded trees also in number.
 */
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import type { TreeGraph } from '../../tree/graph';
import type { VersionedGraph } from '../../tree/load';
import { heapBytes } from '../../lib/heapBytes';
import { positionsByNode, type Positions } from '../../layout';
import type { EncodedDrawAnswer } from './drawAnswer';

/**
 * Layouts kept, in estimated heap bytes (heapBytes): three of a 100,000-person tree laid out apart, at
 * about 92 MB each (121 MB measured). A payload made by a card edit shares all but the edited persons
 * with the one it came from, but is counted whole; every entry keeps a large heap alive for the collector.
 */
export const DEFAULT_LAYOUT_BYTES = 320 << 20;
/** Request keys remembered with the map_hash laid out for them. */
const MAX_LAID_OUT = 1_000;
/**
 * A stored layout drawn again within this long is not stored again. Storing refreshes the row's age,
 * which keeps it from eviction; should it be evicted meanwhile, the next diff from it draws afresh.
 */
const SAVED_FRESH_MS = 60_000;
/**
 * Loaded trees kept, in estimated heap bytes: two of 100,000 persons, at about 125 MB each with what
 * refreshing them needs (83 MB measured for the persons and links of a generated one).
 */
export const DEFAULT_GRAPH_BYTES = 256 << 20;
/** Loaded trees kept, however small. */
export const DEFAULT_GRAPH_TREES = 32;
/**
 * How long a tree goes without a structural diff before the last one's answer is stored (see whenQuiet):
 * encoding it takes most of a second of a 100,000-person tree's thread, so not after every edit of a run.
 */
export const ANSWER_QUIET_MS = 20_000;
/** Encoded draw answers kept, in bytes: a few of a 100,000-person tree (8.6 MB each in the columnar form, brotli). */
export const DEFAULT_ANSWER_BYTES = 32 << 20;

/**
 * A layout, and when known how it is stored: `delta` leads from the stored layout `base` to it. That is
 * a fact about contents (both named by hash), so it holds whichever row the database keeps for it.
 */
export interface CachedLayout {
  payload: DrawResponse;
  base?: string;
  /** The layout kept whole under `base` (base itself, or base's own base: see deltaBase.ts). */
  whole?: string;
  delta?: DiffResponse;
}

/** A layout being stored, with what it was computed at (see StateMeta in layoutState.ts). */
export interface UnsavedLayout {
  payload: DrawResponse;
  revision: number;
  inputs: string;
}

/** Estimated heap bytes of a cached layout, with its delta. */
export const layoutBytes = ({ payload, delta }: CachedLayout) =>
  heapBytes(payload.persons) + heapBytes(payload.lines) + (delta ? heapBytes(delta.data_update) + heapBytes(delta.new_persons) + heapBytes(delta.new_lines) : 0);

/** Estimated heap bytes of a loaded tree, with the order keys a refresh of it needs. */
export const graphBytes = (graph: TreeGraph, loaded?: VersionedGraph) =>
  heapBytes(graph.persons) + heapBytes(graph.couples) + heapBytes(graph.parenthoods) + (loaded ? heapBytes(loaded.personKeys) + heapBytes(loaded.coupleTimes) : 0);

export class LayoutCache {
  private readonly entries = new Map<string, CachedLayout & { bytes: number }>();
  private bytes = 0;

  constructor(
    readonly maxLayoutBytes = DEFAULT_LAYOUT_BYTES,
    readonly maxGraphBytes = DEFAULT_GRAPH_BYTES,
    readonly maxAnswerBytes = DEFAULT_ANSWER_BYTES,
    readonly maxGraphTrees = DEFAULT_GRAPH_TREES,
  ) {}

  get(treeId: string, mapHash: string): CachedLayout | undefined {
    const key = `${treeId}:${mapHash}`;
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(treeId: string, layout: CachedLayout): void {
    const key = `${treeId}:${layout.payload.map_hash}`;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    const entry = { ...layout, bytes: layoutBytes(layout) };
    if (entry.bytes > this.maxLayoutBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    // The layouts its delta is stored over stay: the next diff starts from this one, and storing that
    // diff's layout composes over them (read back from the database, a 100,000-person layout takes seconds).
    const chain = new Set([key, `${treeId}:${entry.base}`, `${treeId}:${entry.whole}`]);
    for (const [k, p] of this.entries) {
      if (this.bytes <= this.maxLayoutBytes) break;
      if (chain.has(k)) continue;
      this.entries.delete(k);
      this.bytes -= p.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private readonly laidOut = new Map<string, string>();

  /**
   * The layout already made at this tree revision for these request inputs (see inputsKey), while it is
   * still cached: a layout depends on nothing else, so a draw repeated at an unchanged revision (a reload,
   * a second tab) skips laying out the tree again.
   */
  layoutAt(treeId: string, revision: number, inputs: string): DrawResponse | undefined {
    const hash = this.laidOut.get(`${treeId}:${revision}:${inputs}`);
    return hash === undefined ? undefined : this.get(treeId, hash)?.payload;
  }

  /** Only for a payload made by layoutTree: one derived by updateCards may list items in another order. */
  setLayoutAt(treeId: string, revision: number, inputs: string, mapHash: string): void {
    const key = `${treeId}:${revision}:${inputs}`;
    this.laidOut.delete(key);
    this.laidOut.set(key, mapHash);
    // Only names: the layouts themselves are bounded above.
    if (this.laidOut.size > MAX_LAID_OUT) this.laidOut.delete(this.laidOut.keys().next().value!);
  }

  private readonly answers = new Map<string, EncodedDrawAnswer>();
  private answerBytes = 0;

  /**
   * The answer already encoded for this layout in this form (a map_hash names the content, so its bytes
   * are the same each time): a draw again at an unchanged revision is not serialized and compressed
   * again. A copy, as the caller may hand its bytes to another thread.
   */
  answer(treeId: string, mapHash: string, format: string): EncodedDrawAnswer | undefined {
    const key = `${treeId}:${mapHash}:${format}`;
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    this.answers.delete(key);
    this.answers.set(key, kept);
    return { ...kept, bytes: kept.bytes.slice() };
  }

  /** Keeps a copy of an encoded answer, least recently used out past maxAnswerBytes. */
  setAnswer(treeId: string, mapHash: string, format: string, answer: EncodedDrawAnswer): void {
    const key = `${treeId}:${mapHash}:${format}`;
    const old = this.answers.get(key);
    if (old) {
      this.answers.delete(key);
      this.answerBytes -= old.bytes.length;
    }
    if (answer.bytes.length > this.maxAnswerBytes) return;
    this.answers.set(key, { ...answer, bytes: answer.bytes.slice() });
    this.answerBytes += answer.bytes.length;
    for (const [k, kept] of this.answers) {
      if (this.answerBytes <= this.maxAnswerBytes) break;
      this.answers.delete(k);
      this.answerBytes -= kept.bytes.length;
    }
  }

  private readonly saved = new Map<string, number>();

  /**
   * Whether this layout was stored, for the same revision and inputs, less than SAVED_FRESH_MS ago by
   * this executor: a public tree drawn by a crowd of visitors is then not written again for each.
   * (A visitor's diff from a layout evicted meanwhile finds no state, and draws afresh.)
   */
  savedRecently(treeId: string, mapHash: string, revision: number, inputs: string, now: number): boolean {
    const at = this.saved.get(`${treeId}:${mapHash}:${revision}:${inputs}`);
    return at !== undefined && now - at < SAVED_FRESH_MS;
  }

  markSaved(treeId: string, mapHash: string, revision: number, inputs: string, now: number): void {
    const key = `${treeId}:${mapHash}:${revision}:${inputs}`;
    this.saved.delete(key);
    this.saved.set(key, now);
    if (this.saved.size > MAX_LAID_OUT) this.saved.delete(this.saved.keys().next().value!);
  }

  private readonly saving = new Map<string, Promise<void>>();
  private readonly unsaved = new Map<string, UnsavedLayout>();

  /**
   * Stores a layout after the answer has gone: `save` runs once this tree's earlier saves are done and
   * `answered` has settled, and a failure goes to `failed`. Reading the tree's state (loadLayoutState)
   * waits for it first. Given the `layout` being stored, a diff from it need not wait (unsavedLayout).
   */
  saveInBackground(treeId: string, save: () => Promise<void>, failed: (err: unknown) => void, answered: Promise<unknown> = Promise.resolve(), layout?: UnsavedLayout): void {
    const before = this.saving.get(treeId) ?? Promise.resolve();
    const done = Promise.all([before, answered.catch(() => undefined)]).then(save).catch(failed);
    this.saving.set(treeId, done);
    if (layout) this.unsaved.set(treeId, layout);
    void done.finally(() => {
      if (this.saving.get(treeId) === done) this.saving.delete(treeId);
      if (layout && this.unsaved.get(treeId) === layout) this.unsaved.delete(treeId);
    });
  }

  /**
   * The tree's newest layout handed to saveInBackground, while it is being stored, when it has this
   * map_hash: the diff that follows an edit starts from it at once instead of waiting for the save
   * (after a large move, composing and compressing the stored form took up to 2.5 s). Nothing stored
   * after it can have evicted its row, as saves of a tree run in order.
   */
  unsavedLayout(treeId: string, mapHash: string): UnsavedLayout | undefined {
    const layout = this.unsaved.get(treeId);
    return layout?.payload.map_hash === mapHash ? layout : undefined;
  }

  /** The tree's newest layout handed to saveInBackground, while it is being stored. */
  newestUnsaved(treeId: string): UnsavedLayout | undefined {
    return this.unsaved.get(treeId);
  }

  /** True while a layout of this tree is being stored. */
  isSaving(treeId: string): boolean {
    return this.saving.has(treeId);
  }

  private readonly warming = new Map<string, { layout: Promise<void>; done: Promise<void> }>();

  /**
   * Reads a tree's layout and then its graph into the cache after `answered` (see warmUp in service.ts),
   * one at a time per tree; `warm` calls `layoutIn` once the layout is in. A failure goes to `failed`. A
   * diff of the tree waits for the layout, and a diff that lays the tree out for all of it (warmingOf).
   */
  warmInBackground(treeId: string, warm: (layoutIn: () => void) => Promise<void>, failed: (err: unknown) => void, answered: Promise<unknown> = Promise.resolve()): void {
    if (this.warming.has(treeId)) return;
    let layoutIn!: () => void;
    const layout = new Promise<void>((resolve) => (layoutIn = resolve));
    const done = answered
      .catch(() => undefined)
      .then(() => warm(layoutIn))
      .catch(failed)
      .finally(() => {
        layoutIn();
        this.warming.delete(treeId);
      });
    this.warming.set(treeId, { layout, done });
  }

  /** Done when this tree is no longer being read in; with 'layout', once its layout is (the tree may still be on its way). */
  async warmingOf(treeId: string, part: 'layout' | 'all' = 'all'): Promise<void> {
    const warming = this.warming.get(treeId);
    await (part === 'layout' ? warming?.layout : warming?.done);
  }

  /** Done when this tree's layouts being stored are. */
  async savesOf(treeId: string): Promise<void> {
    await this.saving.get(treeId);
  }

  /** Done when every layout being stored is (before the database closes). */
  async settle(): Promise<void> {
    for (const [treeId, pending] of this.quiet) {
      clearTimeout(pending.timer);
      this.saveInBackground(`answer:${treeId}`, pending.work, pending.failed);
    }
    this.quiet.clear();
    while (this.saving.size > 0 || this.warming.size > 0) await Promise.all([...this.saving.values(), ...[...this.warming.values()].map((w) => w.done)]);
  }

  private readonly quiet = new Map<string, { timer: NodeJS.Timeout; work: () => Promise<void>; failed: (err: unknown) => void }>();

  /**
   * Runs `work` (as a background save) once the tree has been given no newer work for ANSWER_QUIET_MS,
   * replacing what was waiting: after a run of edits only the last drawing's answer is made and stored.
   * settle() runs what is waiting at once.
   */
  whenQuiet(treeId: string, work: () => Promise<void>, failed: (err: unknown) => void): void {
    const waiting = this.quiet.get(treeId);
    if (waiting) clearTimeout(waiting.timer);
    const timer = setTimeout(() => {
      this.quiet.delete(treeId);
      this.saveInBackground(`answer:${treeId}`, work, failed);
    }, ANSWER_QUIET_MS);
    timer.unref();
    this.quiet.set(treeId, { timer, work, failed });
  }

  private readonly graphs = new Map<string, { revision: number; graph: TreeGraph; loaded?: VersionedGraph; bytes: number }>();

  /**
   * The tree as loaded at a revision (read before loading, so it holds at least that revision's data):
   * another layout at the same revision (another start person, an opened branch, a visitor) skips the load.
   */
  graph(treeId: string, revision: number): TreeGraph | undefined {
    const entry = this.graphs.get(treeId);
    if (!entry || entry.revision !== revision) return undefined;
    this.graphs.delete(treeId);
    this.graphs.set(treeId, entry);
    return entry.graph;
  }

  /**
   * The tree as last loaded at an earlier revision, with what refreshing it needs, taken out of the cache:
   * after a structural edit it is brought up to date (refreshTreeGraph, which uses it up) instead of read
   * again whole, and the caller keeps the result. Meanwhile another request of the tree reads it whole.
   */
  takeGraphBefore(treeId: string, revision: number): (VersionedGraph & { revision: number }) | undefined {
    const entry = this.graphs.get(treeId);
    if (!entry?.loaded || entry.revision >= revision) return undefined;
    this.graphs.delete(treeId);
    return { ...entry.loaded, revision: entry.revision };
  }

  /** Keeps a loaded tree, least recently used trees out past maxGraphTrees or maxGraphBytes. */
  setGraph(treeId: string, revision: number, graph: TreeGraph, loaded?: VersionedGraph): void {
    this.graphs.delete(treeId);
    const bytes = graphBytes(graph, loaded);
    if (bytes > this.maxGraphBytes || this.maxGraphTrees < 1) return;
    this.graphs.set(treeId, { revision, graph, loaded, bytes });
    let total = 0;
    for (const entry of this.graphs.values()) total += entry.bytes;
    for (const [id, entry] of this.graphs) {
      if (total <= this.maxGraphBytes && this.graphs.size <= this.maxGraphTrees) break;
      this.graphs.delete(id);
      total -= entry.bytes;
    }
  }
}

const positionsByPayload = new WeakMap<DrawResponse, Positions>();

/**
 * Where each person sits in a payload's persons list, handed on to the payloads derived from it by
 * updateCards (which keeps every index), so a card edit does not walk them all: read by node for a payload
 * laid out here (nothing to build), else a Map built once per payload.
 */
export function positionsOf(payload: DrawResponse): Positions {
  let positions = positionsByPayload.get(payload);
  if (!positions) {
    positions = positionsByNode(payload);
    if (!positions) {
      const byId = new Map<string, number>();
      for (let i = 0; i < payload.persons.length; i++) byId.set(payload.persons[i].object_id, i);
      positions = byId;
    }
    positionsByPayload.set(payload, positions);
  }
  return positions;
}

/** Lets `derived` reuse the positions of `from`: only for a payload whose persons keep their indices. */
export function sharePositions(from: DrawResponse, derived: DrawResponse): void {
  const positions = positionsByPayload.get(from);
  if (positions && derived.persons.length === from.persons.length) positionsByPayload.set(derived, positions);
}
