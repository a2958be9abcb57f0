/**
 * Loading and refreshing one tree's drawing (tree-workspace.md section 4): diff first from the last
 * map_hash this browser held, full draw when it cannot be trusted, diffs again after every edit or
 * expand-control, and a failed full draw cleans the stored tree state. HTTP and the engine are reached
 * only through the named actors and actions below, which the tree page provides.
 */
import { assign, setup } from 'xstate';
import type { DiffResponse, DiffTrigger, DrawResponse } from '../protocol/draw';
import { diffNeedsFullDraw, mergeDiff } from './drawing';
import { requiredAction, requiredActor } from './required';

const NAME = 'treeLoad';

export interface TreeLoadInput {
  treeId: string;
  startPersonId?: string | null;
  /** Ghost cards ("add father") are asked for only when the viewer may write. */
  withGhosts: boolean;
  /** The user's active tree id, so a failed load of that tree also forgets it. */
  activeTreeId: string | null;
  /** The map_hash last stored for this tree, if any. */
  storedMapHash: string | null;
  /** The drawing stored with that hash; a diff is useful only on top of it. */
  cachedDrawing: DrawResponse | null;
}

export type ExpandAction = { person_id: string; action: 'expand' | 'collapse' };

export interface TreeLoadContext {
  treeId: string;
  startPersonId: string | null;
  withGhosts: boolean;
  activeTreeId: string | null;
  storedMapHash: string | null;
  /** What the engine shows; null until the first draw. */
  drawing: DrawResponse | null;
  trigger: DiffTrigger;
  /** An edit that arrived while a reload was under way: one more diff follows. */
  pendingTrigger: DiffTrigger | null;
  /** A person to select once the diff that brings its card has been applied (a new relative). */
  selectAfterLoad: string | null;
  expandRequest: ExpandAction[];
  /** Expand or collapse clicks made while a request was under way. */
  pendingExpand: ExpandAction[];
  failedStep: 'draw' | 'reload' | 'expand' | null;
  error: string | null;
}

export type TreeLoadEvent =
  | { type: 'user.edited'; trigger: DiffTrigger; selectPersonId?: string }
  | { type: 'tree.reload'; trigger: DiffTrigger; selectPersonId?: string }
  | { type: 'user.expand'; data: ExpandAction[] }
  | { type: 'user.retry' }
  /** The tree is now drawn around another person (T on a card, a breadcrumb, a search result). */
  | { type: 'user.startPersonChanged'; personId: string };

export interface FetchDrawInput {
  treeId: string;
  startPersonId: string | null;
  withGhosts: boolean;
}
export interface FetchDiffInput extends FetchDrawInput {
  mapHash: string;
  trigger: DiffTrigger;
}
export interface ExpandControlInput {
  treeId: string;
  startPersonId: string | null;
  dataList: ExpandAction[];
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const base = setup({
  types: {
    context: {} as TreeLoadContext,
    events: {} as TreeLoadEvent,
    input: {} as TreeLoadInput,
  },
  actors: {
    fetchDraw: requiredActor<DrawResponse, FetchDrawInput>(NAME, 'fetchDraw'),
    fetchDiff: requiredActor<DiffResponse, FetchDiffInput>(NAME, 'fetchDiff'),
    expandControl: requiredActor<void, ExpandControlInput>(NAME, 'expandControl'),
  },
  actions: {
    applyDrawToEngine: requiredAction<{ draw: DrawResponse }>(NAME, 'applyDrawToEngine'),
    applyDiffToEngine: requiredAction<{ diff: DiffResponse }>(NAME, 'applyDiffToEngine'),
    selectInEngine: requiredAction<{ personId: string }>(NAME, 'selectInEngine'),
    storeMapHash: requiredAction<{ treeId: string; mapHash: string }>(NAME, 'storeMapHash'),
    storeDrawing: requiredAction<{ treeId: string; drawing: DrawResponse }>(NAME, 'storeDrawing'),
    clearTreeState: requiredAction<{ treeId: string }>(NAME, 'clearTreeState'),
    clearActiveTree: requiredAction<{ treeId: string }>(NAME, 'clearActiveTree'),
    rememberDrawing: assign({ drawing: (_, params: { drawing: DrawResponse }) => params.drawing }),
    forgetDrawing: assign({ drawing: null, storedMapHash: null }),
    mergeDiffIntoDrawing: assign({ drawing: ({ context }, params: { diff: DiffResponse }) => mergeDiff(context.drawing!, params.diff) }),
    recordFailure: assign({
      failedStep: (_, params: { step: 'draw' | 'reload' | 'expand'; error: unknown }) => params.step,
      error: (_, params: { step: 'draw' | 'reload' | 'expand'; error: unknown }) => errorText(params.error),
    }),
    clearFailure: assign({ failedStep: null, error: null }),
    setStartPerson: assign({ startPersonId: (_, params: { personId: string }) => params.personId }),
    startReload: assign({
      trigger: (_, params: { trigger: DiffTrigger; selectPersonId?: string }) => params.trigger,
      selectAfterLoad: ({ context }, params: { trigger: DiffTrigger; selectPersonId?: string }) =>
        params.selectPersonId ?? context.selectAfterLoad,
    }),
    queueReload: assign({
      pendingTrigger: (_, params: { trigger: DiffTrigger; selectPersonId?: string }) => params.trigger,
      selectAfterLoad: ({ context }, params: { trigger: DiffTrigger; selectPersonId?: string }) =>
        params.selectPersonId ?? context.selectAfterLoad,
    }),
    takePendingReload: assign({
      trigger: ({ context }) => context.pendingTrigger ?? context.trigger,
      pendingTrigger: null,
    }),
    queueExpand: assign({ pendingExpand: ({ context }, params: { data: ExpandAction[] }) => [...context.pendingExpand, ...params.data] }),
    takePendingExpand: assign({ expandRequest: ({ context }) => context.pendingExpand, pendingExpand: [], trigger: 'expand' as DiffTrigger }),
    startExpand: assign({ expandRequest: (_, params: { data: ExpandAction[] }) => params.data, trigger: 'expand' as DiffTrigger }),
    clearSelectAfterLoad: assign({ selectAfterLoad: null }),
  },
  guards: {
    hasCachedDrawing: ({ context }) =>
      context.storedMapHash !== null && context.drawing !== null && context.drawing.map_hash === context.storedMapHash,
    diffNeedsFullDraw: ({ context }, params: { diff: DiffResponse }) =>
      context.drawing === null || diffNeedsFullDraw(params.diff, context.drawing.map_hash),
    hasPendingReload: ({ context }) => context.pendingTrigger !== null,
    hasPendingExpand: ({ context }) => context.pendingExpand.length > 0,
    lastFailureWasExpand: ({ context }) => context.failedStep === 'expand',
  },
});

const treeLoadSetup = base.extend({
  actions: {
    storeCurrentDrawing: base.enqueueActions(({ context, enqueue }) => {
      const drawing = context.drawing!;
      enqueue({ type: 'storeMapHash', params: { treeId: context.treeId, mapHash: drawing.map_hash } });
      enqueue({ type: 'storeDrawing', params: { treeId: context.treeId, drawing } });
    }),
    selectRequestedPerson: base.enqueueActions(({ context, enqueue }) => {
      const id = context.selectAfterLoad;
      if (id !== null && context.drawing?.persons.some((p) => p.object_id === id)) enqueue({ type: 'selectInEngine', params: { personId: id } });
      enqueue('clearSelectAfterLoad');
    }),
    cleanUpTreeState: base.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'clearTreeState', params: { treeId: context.treeId } });
      if (context.activeTreeId === context.treeId) enqueue({ type: 'clearActiveTree', params: { treeId: context.treeId } });
      enqueue('forgetDrawing');
    }),
  },
});

/** While a request is under way, what the user does is queued and handled once it settles. */
const whileBusy = treeLoadSetup.createStateConfig({
  on: {
    'user.edited': { actions: { type: 'queueReload', params: ({ event }) => event } },
    'tree.reload': { actions: { type: 'queueReload', params: ({ event }) => event } },
    'user.startPersonChanged': {
      actions: [
        { type: 'setStartPerson', params: ({ event }) => event },
        { type: 'queueReload', params: { trigger: 'reload' as const } },
      ],
    },
    'user.expand': { actions: { type: 'queueExpand', params: ({ event }) => event } },
  },
}).on;

export const treeLoadMachine = treeLoadSetup.createMachine({
  id: NAME,
  context: ({ input }) => ({
    treeId: input.treeId,
    startPersonId: input.startPersonId ?? null,
    withGhosts: input.withGhosts,
    activeTreeId: input.activeTreeId,
    storedMapHash: input.storedMapHash,
    drawing: input.cachedDrawing,
    trigger: 'reload',
    pendingTrigger: null,
    selectAfterLoad: null,
    expandRequest: [],
    pendingExpand: [],
    failedStep: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      initial: 'choosing',
      // A new start person makes the load under way pointless: start it again around that person.
      on: {
        'user.startPersonChanged': { target: 'loading', reenter: true, actions: { type: 'setStartPerson', params: ({ event }) => event } },
      },
      states: {
        choosing: {
          always: [
            {
              guard: 'hasCachedDrawing',
              target: 'diffing',
              // The cached drawing shows at once; the diff then brings it up to date.
              actions: { type: 'applyDrawToEngine', params: ({ context }) => ({ draw: context.drawing! }) },
            },
            { target: 'drawing' },
          ],
        },
        diffing: {
          invoke: {
            src: 'fetchDiff',
            input: ({ context }) => ({
              treeId: context.treeId,
              startPersonId: context.startPersonId,
              withGhosts: context.withGhosts,
              mapHash: context.drawing!.map_hash,
              trigger: 'reload' as const,
            }),
            onDone: [
              { guard: { type: 'diffNeedsFullDraw', params: ({ event }) => ({ diff: event.output }) }, target: 'drawing' },
              { target: '#treeLoad.ready', actions: [
                  { type: 'applyDiffToEngine', params: ({ event }) => ({ diff: event.output }) },
                  { type: 'mergeDiffIntoDrawing', params: ({ event }) => ({ diff: event.output }) },
                  'storeCurrentDrawing',
                  'selectRequestedPerson',
                ] },
            ],
            // A failed diff still leaves the full draw to try.
            onError: { target: 'drawing' },
          },
        },
        drawing: {
          invoke: {
            src: 'fetchDraw',
            input: ({ context }) => ({ treeId: context.treeId, startPersonId: context.startPersonId, withGhosts: context.withGhosts }),
            onDone: { target: '#treeLoad.ready', actions: [
                { type: 'applyDrawToEngine', params: ({ event }) => ({ draw: event.output }) },
                { type: 'rememberDrawing', params: ({ event }) => ({ drawing: event.output }) },
                'storeCurrentDrawing',
                'selectRequestedPerson',
              ] },
            onError: { target: '#treeLoad.failed', actions: [
                { type: 'recordFailure', params: ({ event }) => ({ step: 'draw' as const, error: event.error }) },
                'cleanUpTreeState',
              ] },
          },
        },
      },
    },
    failed: {
      on: {
        'user.retry': { target: 'loading', actions: 'clearFailure' },
        'user.startPersonChanged': { target: 'loading', actions: ['clearFailure', { type: 'setStartPerson', params: ({ event }) => event }] },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'user.edited': { target: '.reloading', actions: ['clearFailure', { type: 'startReload', params: ({ event }) => event }] },
        'tree.reload': { target: '.reloading', actions: ['clearFailure', { type: 'startReload', params: ({ event }) => event }] },
        'user.startPersonChanged': {
          target: '.reloading',
          actions: [
            'clearFailure',
            { type: 'setStartPerson', params: ({ event }) => event },
            { type: 'startReload', params: { trigger: 'reload' as const } },
          ],
        },
      },
      states: {
        idle: {
          on: {
            'user.expand': { target: 'expanding', actions: { type: 'startExpand', params: ({ event }) => event } },
          },
        },
        reloading: {
          on: whileBusy,
          invoke: {
            src: 'fetchDiff',
            input: ({ context }) => ({
              treeId: context.treeId,
              startPersonId: context.startPersonId,
              withGhosts: context.withGhosts,
              mapHash: context.drawing!.map_hash,
              trigger: context.trigger,
            }),
            onDone: [
              { guard: { type: 'diffNeedsFullDraw', params: ({ event }) => ({ diff: event.output }) }, target: 'redrawing' },
              {
                target: 'settled',
                actions: [
                  { type: 'applyDiffToEngine', params: ({ event }) => ({ diff: event.output }) },
                  { type: 'mergeDiffIntoDrawing', params: ({ event }) => ({ diff: event.output }) },
                  'storeCurrentDrawing',
                  'selectRequestedPerson',
                ],
              },
            ],
            onError: { target: 'reloadFailed', actions: { type: 'recordFailure', params: ({ event }) => ({ step: 'reload' as const, error: event.error }) } },
          },
        },
        redrawing: {
          // The held drawing is stale here, so a diff from it would be wasted: edits wait for the draw.
          on: whileBusy,
          invoke: {
            src: 'fetchDraw',
            input: ({ context }) => ({ treeId: context.treeId, startPersonId: context.startPersonId, withGhosts: context.withGhosts }),
            onDone: { target: 'settled', actions: [
                { type: 'applyDrawToEngine', params: ({ event }) => ({ draw: event.output }) },
                { type: 'rememberDrawing', params: ({ event }) => ({ drawing: event.output }) },
                'storeCurrentDrawing',
                'selectRequestedPerson',
              ] },
            onError: { target: '#treeLoad.failed', actions: [
                { type: 'recordFailure', params: ({ event }) => ({ step: 'draw' as const, error: event.error }) },
                'cleanUpTreeState',
              ] },
          },
        },
        // After a diff or a redraw: queued expands first (their diff also carries queued edits), then one more diff for edits.
        settled: {
          always: [
            { guard: 'hasPendingExpand', target: 'expanding', actions: 'takePendingExpand' },
            { guard: 'hasPendingReload', target: 'reloading', actions: 'takePendingReload' },
            { target: 'idle' },
          ],
        },
        expanding: {
          on: whileBusy,
          invoke: {
            src: 'expandControl',
            input: ({ context }) => ({ treeId: context.treeId, startPersonId: context.startPersonId, dataList: context.expandRequest }),
            onDone: { target: 'reloading' },
            onError: { target: 'reloadFailed', actions: { type: 'recordFailure', params: ({ event }) => ({ step: 'expand' as const, error: event.error }) } },
          },
        },
        reloadFailed: {
          on: {
            'user.retry': [
              { guard: 'lastFailureWasExpand', target: 'expanding', actions: 'clearFailure' },
              { target: 'reloading', actions: 'clearFailure' },
            ],
            'user.expand': { target: 'expanding', actions: ['clearFailure', { type: 'startExpand', params: ({ event }) => event }] },
          },
        },
      },
    },
  },
});
