/**
 * Tree state kept in the browser across reloads (tree-workspace.md section 4): the active tree, the
 * breadcrumbs and the person last looked at per tree, and the last map_hash per tree with the drawing
 * it names (what lets the tree page ask for a diff instead of a full draw). IndexedDB through
 * idb-keyval by default; any get/set/del store can stand in (tests use a Map).
 */
import { createStore, del as idbDel, get as idbGet, keys as idbKeys, set as idbSet, type UseStore } from 'idb-keyval';
import { drawResponseSchema, type DrawResponse } from '../protocol/draw';
import { removeCrumb, visitCrumb, type Crumb } from '../lib/breadcrumbs';

/** The little a persisted state needs from a key-value store. */
export interface KeyValueStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** IndexedDB via idb-keyval, in its own database; opened on first use (never at import time). */
export function idbStorage(dbName = 'xungen', storeName = 'tree-state'): KeyValueStorage {
  let store: UseStore | null = null;
  const use = () => (store ??= createStore(dbName, storeName));
  return {
    get: <T>(key: string) => idbGet<T>(key, use()),
    set: (key, value) => idbSet(key, value, use()),
    del: (key) => idbDel(key, use()),
    keys: async () => (await idbKeys(use())).map(String),
  };
}

/** A store in memory with the same contract: for tests and for browsers without IndexedDB (private modes). */
export function memoryStorage(map = new Map<string, unknown>()): KeyValueStorage {
  return {
    get: async <T>(key: string) => (map.has(key) ? (structuredClone(map.get(key)) as T) : undefined),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
    keys: async () => [...map.keys()],
  };
}

/** Drawings larger than this are not cached: reading tens of megabytes back would cost more than a full draw. */
export const MAX_CACHED_PERSONS = 20_000;

/** Who was selected and where the tree was started from, so a reload returns to the same place. */
export interface PersonState {
  selectedPersonId: string | null;
  startPersonId: string | null;
}

const ACTIVE_TREE = 'activeTreeId';
const treeKey = (part: 'mapHash' | 'drawing' | 'breadcrumbs' | 'person', treeId: string) => `tree:${treeId}:${part}`;
const TREE_PARTS = ['mapHash', 'drawing', 'breadcrumbs', 'person'] as const;

export interface TreeStateStore {
  getActiveTreeId(): Promise<string | null>;
  setActiveTreeId(treeId: string): Promise<void>;
  /** Forgets the active tree; with a tree id, only when that tree is the active one. */
  clearActiveTree(ifTreeId?: string): Promise<void>;
  getMapHash(treeId: string): Promise<string | null>;
  setMapHash(treeId: string, mapHash: string): Promise<void>;
  getDrawing(treeId: string): Promise<DrawResponse | null>;
  /** Caches the drawing (or drops the cache when the tree is too large to be worth it). */
  setDrawing(treeId: string, drawing: DrawResponse): Promise<void>;
  /** What the treeLoad machine needs to try a diff first; nothing when the storage cannot be read. */
  loadCachedDrawing(treeId: string): Promise<{ storedMapHash: string | null; cachedDrawing: DrawResponse | null }>;
  getBreadcrumbs(treeId: string): Promise<Crumb[]>;
  /** Records a visit and returns the new trail. */
  visitPerson(treeId: string, crumb: Crumb, homePersonId: string | null): Promise<Crumb[]>;
  /** Takes a deleted person off the trail and out of the person state; returns the new trail. */
  forgetPerson(treeId: string, personId: string): Promise<Crumb[]>;
  getPersonState(treeId: string): Promise<PersonState>;
  setPersonState(treeId: string, state: Partial<PersonState>): Promise<void>;
  /** Drops everything kept for one tree (a failed full load). */
  clearTreeState(treeId: string): Promise<void>;
  /** Drops everything, active tree included (login, logout: the session resets the tree state). */
  clearAll(): Promise<void>;
}

export function createTreeStateStore(storage: KeyValueStorage = idbStorage()): TreeStateStore {
  // Read-modify-write steps run one at a time, so two quick visits cannot lose one another.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const getPersonState = async (treeId: string): Promise<PersonState> => {
    const stored = await storage.get<PersonState>(treeKey('person', treeId));
    return { selectedPersonId: stored?.selectedPersonId ?? null, startPersonId: stored?.startPersonId ?? null };
  };

  const store: TreeStateStore = {
    getActiveTreeId: async () => (await storage.get<string>(ACTIVE_TREE)) ?? null,
    setActiveTreeId: (treeId) => serial(() => storage.set(ACTIVE_TREE, treeId)),
    clearActiveTree: (ifTreeId) =>
      serial(async () => {
        if (ifTreeId !== undefined && (await storage.get<string>(ACTIVE_TREE)) !== ifTreeId) return;
        await storage.del(ACTIVE_TREE);
      }),
    getMapHash: async (treeId) => (await storage.get<string>(treeKey('mapHash', treeId))) ?? null,
    setMapHash: (treeId, mapHash) => serial(() => storage.set(treeKey('mapHash', treeId), mapHash)),
    getDrawing: async (treeId) => {
      // A drawing stored by an older release may no longer fit the protocol: the engine never sees it.
      const parsed = drawResponseSchema.safeParse(await storage.get<unknown>(treeKey('drawing', treeId)));
      return parsed.success ? parsed.data : null;
    },
    setDrawing: (treeId, drawing) =>
      serial(() =>
        drawing.persons.length > MAX_CACHED_PERSONS ? storage.del(treeKey('drawing', treeId)) : storage.set(treeKey('drawing', treeId), drawing),
      ),
    loadCachedDrawing: async (treeId) => {
      try {
        const [storedMapHash, cachedDrawing] = await Promise.all([store.getMapHash(treeId), store.getDrawing(treeId)]);
        return { storedMapHash, cachedDrawing };
      } catch {
        // Private browsing can refuse IndexedDB: the tree still loads, with a full draw.
        return { storedMapHash: null, cachedDrawing: null };
      }
    },
    getBreadcrumbs: async (treeId) => (await storage.get<Crumb[]>(treeKey('breadcrumbs', treeId))) ?? [],
    visitPerson: (treeId, crumb, homePersonId) =>
      serial(async () => {
        const trail = visitCrumb(await store.getBreadcrumbs(treeId), crumb, homePersonId);
        await storage.set(treeKey('breadcrumbs', treeId), trail);
        return trail;
      }),
    forgetPerson: (treeId, personId) =>
      serial(async () => {
        const trail = removeCrumb(await store.getBreadcrumbs(treeId), personId);
        await storage.set(treeKey('breadcrumbs', treeId), trail);
        const person = await getPersonState(treeId);
        if (person.selectedPersonId === personId || person.startPersonId === personId) {
          await storage.set(treeKey('person', treeId), {
            selectedPersonId: person.selectedPersonId === personId ? null : person.selectedPersonId,
            startPersonId: person.startPersonId === personId ? null : person.startPersonId,
          });
        }
        return trail;
      }),
    getPersonState,
    setPersonState: (treeId, state) =>
      serial(async () => {
        await storage.set(treeKey('person', treeId), { ...(await getPersonState(treeId)), ...state });
      }),
    clearTreeState: (treeId) =>
      serial(async () => {
        for (const part of TREE_PARTS) await storage.del(treeKey(part, treeId));
      }),
    clearAll: () =>
      serial(async () => {
        for (const key of await storage.keys()) {
          if (key === ACTIVE_TREE || key.startsWith('tree:')) await storage.del(key);
        }
      }),
  };
  return store;
}
