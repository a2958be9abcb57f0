/**
 * Runs the treeLoad machine for one tree on the page's engine: the machine decides diff or draw, the
 * page provides HTTP (drawingApi), the engine calls and the persisted tree state (src/state/tree.ts).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { TreeEngine } from '../../../src-engine';
import { drawingApi } from '../../api/drawing';
import { treeLoadMachine, type ExpandControlInput, type FetchDiffInput, type FetchDrawInput } from '../../machines/treeLoad';
import { treeLoadPersistence } from '../../machines/treeLoadPersistence';
import type { DiffResponse, DrawResponse } from '../../protocol/draw';
import { isLoggedIn, sessionStore } from '../../state/session';
import { deactivateTree, treeState } from './activeTree';
import { ControlDataHolder } from './controlData';

export type TreeLoadActor = ActorRefFrom<typeof treeLoadMachine>;

export interface TreeLoadOptions {
  treeId: string;
  startPersonId: string | null;
  withGhosts: boolean;
}

export function treeLoadLogic(engine: TreeEngine, control = new ControlDataHolder()) {
  return treeLoadMachine.provide({
    actors: {
      fetchDraw: fromPromise<DrawResponse, FetchDrawInput>(({ input }) =>
        drawingApi.draw(input.treeId, { startPersonId: input.startPersonId, withGhosts: input.withGhosts, controlData: control.current }),
      ),
      fetchDiff: fromPromise<DiffResponse, FetchDiffInput>(({ input }) =>
        drawingApi.diff(input.treeId, input.mapHash, input.trigger, { startPersonId: input.startPersonId, withGhosts: input.withGhosts, controlData: control.current }),
      ),
      expandControl: fromPromise<void, ExpandControlInput>(async ({ input }) => {
        const answer = await drawingApi.expandControl(input.treeId, { start_person_id: input.startPersonId ?? undefined, data_list: input.dataList });
        control.record(answer.control_data, input.dataList, isLoggedIn(sessionStore.getSnapshot()));
      }),
    },
    actions: {
      applyDrawToEngine: (_, { draw }) => engine.applyDraw(draw),
      applyDiffToEngine: (_, { diff }) => engine.applyDiff(diff),
      selectInEngine: (_, { personId }) => engine.focusPerson(personId),
      ...treeLoadPersistence(treeState()),
      // The session holds the active tree too (what /familytree opens), so both forget it.
      clearActiveTree: (_, { treeId }) => void deactivateTree(treeId).catch((error: unknown) => console.error('active tree not cleared', error)),
    },
  });
}

/** Starts the machine once the engine and the tree's access are known; null until then. */
export function useTreeLoad(engine: TreeEngine | null, options: TreeLoadOptions | null): TreeLoadActor | null {
  const [actor, setActor] = useState<TreeLoadActor | null>(null);
  const treeId = options?.treeId ?? null;
  const startPersonId = options?.startPersonId ?? null;
  const withGhosts = options?.withGhosts ?? false;
  useEffect(() => {
    if (!engine || !treeId) return;
    let started: TreeLoadActor | null = null;
    let cancelled = false;
    void treeState().loadCachedDrawing(treeId).then((stored) => {
      if (cancelled) return;
      started = createActor(treeLoadLogic(engine), {
        input: {
          treeId,
          startPersonId,
          withGhosts,
          activeTreeId: sessionStore.getSnapshot().activeTreeId,
          storedMapHash: stored.storedMapHash,
          cachedDrawing: stored.cachedDrawing,
        },
      });
      started.start();
      setActor(started);
    });
    return () => {
      cancelled = true;
      started?.stop();
      setActor(null);
    };
  }, [engine, treeId, startPersonId, withGhosts]);
  return actor;
}

const noActor = { status: 'loading' as const, error: null, drawing: null };

/** What the page shows of the load: loading, failed with a message (retry), or ready with the drawing. */
export function useTreeLoadView(actor: TreeLoadActor | null) {
  return useSelector(actor ?? undefined, (s) => {
    if (!s) return noActor;
    const status = s.matches('failed') ? ('failed' as const) : s.matches('loading') ? ('loading' as const) : ('ready' as const);
    const reloadFailed = s.matches({ ready: 'reloadFailed' });
    return { status, error: status === 'failed' || reloadFailed ? s.context.error : null, drawing: s.context.drawing };
  }) ?? noActor;
}

