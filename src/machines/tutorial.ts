/**
 * The usage tutorial over the tree canvas (tree-workspace.md section 4): showing drag, then showing
 * zoom, then ended. A step ends only when the user really drags or zooms the canvas (engine events),
 * never on a timer. It is recorded in tutorials-shown as soon as it shows, so it never shows twice,
 * and while it shows it emits tutorial.started / tutorial.ended for the shortcuts machine to lock on.
 */
import { assign, emit, setup, spawnChild, type Actor } from 'xstate';
import { requiredActor } from './required';

/** The tutorial_id this tutorial is recorded under. */
export const CANVAS_TUTORIAL_ID = 'tree-canvas-basics';
/** Screen pixels the canvas must travel before the drag step counts as done. */
export const PAN_DISTANCE_PX = 100;
/** Total zoom change (either way, as a factor) before the zoom step counts as done. */
export const ZOOM_FACTOR = 1.2;

export interface TutorialInput {
  tutorialId?: string;
  /** The user's tutorials_shown: the tutorial ends at once when its id is there. */
  shownTutorials: readonly string[];
}

export interface TutorialContext {
  tutorialId: string;
  shownTutorials: readonly string[];
  pannedPx: number;
  /** Sum of |ln(factor)| of the zooms so far, so zooming in then out still adds up. */
  zoomedLog: number;
  recordFailed: boolean;
}

export type TutorialEvent =
  | { type: 'engine.panned'; distance: number }
  | { type: 'engine.zoomed'; factor: number }
  | { type: 'user.skip' }
  // The spawned record actor's failure (invoked actors get this typed for free, spawned ones do not).
  | { type: 'xstate.error.actor.recordTutorialShown'; error: unknown };

export type TutorialEmitted = { type: 'tutorial.started'; tutorialId: string } | { type: 'tutorial.ended'; tutorialId: string };

const zoomLog = (factor: number) => (factor > 0 && Number.isFinite(factor) ? Math.abs(Math.log(factor)) : 0);

export const tutorialMachine = setup({
  types: {
    context: {} as TutorialContext,
    events: {} as TutorialEvent,
    input: {} as TutorialInput,
    emitted: {} as TutorialEmitted,
    children: {} as { recordTutorialShown: 'recordTutorialShown' },
  },
  actors: {
    recordTutorialShown: requiredActor<void, { tutorialId: string }>('tutorial', 'recordTutorialShown'),
  },
  actions: {
    addPan: assign({ pannedPx: ({ context }, params: { distance: number }) => context.pannedPx + Math.max(0, params.distance) }),
    addZoom: assign({ zoomedLog: ({ context }, params: { factor: number }) => context.zoomedLog + zoomLog(params.factor) }),
    noteRecordFailure: assign({ recordFailed: true }),
  },
  guards: {
    alreadyShown: ({ context }) => context.shownTutorials.includes(context.tutorialId),
    panCompletesStep: ({ context }, params: { distance: number }) => context.pannedPx + Math.max(0, params.distance) >= PAN_DISTANCE_PX,
    // The epsilon keeps a zoom of exactly ZOOM_FACTOR from falling short by a rounding error.
    zoomCompletesStep: ({ context }, params: { factor: number }) => context.zoomedLog + zoomLog(params.factor) >= Math.log(ZOOM_FACTOR) - 1e-9,
  },
}).createMachine({
  id: 'tutorial',
  context: ({ input }) => ({
    tutorialId: input.tutorialId ?? CANVAS_TUTORIAL_ID,
    shownTutorials: input.shownTutorials,
    pannedPx: 0,
    zoomedLog: 0,
    recordFailed: false,
  }),
  initial: 'checking',
  on: {
    // Failing to record only means it may show once more later; the tutorial itself goes on.
    'xstate.error.actor.recordTutorialShown': { actions: 'noteRecordFailure' },
  },
  states: {
    checking: {
      always: [{ guard: 'alreadyShown', target: 'ended' }, { target: 'showing' }],
    },
    showing: {
      // Spawned rather than invoked: the record must outlive the steps, and it is fire-and-forget.
      entry: [
        spawnChild('recordTutorialShown', { id: 'recordTutorialShown', input: ({ context }) => ({ tutorialId: context.tutorialId }) }),
        emit(({ context }) => ({ type: 'tutorial.started' as const, tutorialId: context.tutorialId })),
      ],
      exit: emit(({ context }) => ({ type: 'tutorial.ended' as const, tutorialId: context.tutorialId })),
      initial: 'drag',
      on: {
        'user.skip': { target: 'ended' },
      },
      states: {
        drag: {
          on: {
            'engine.panned': [
              { guard: { type: 'panCompletesStep', params: ({ event }) => event }, target: 'zoom' },
              { actions: { type: 'addPan', params: ({ event }) => event } },
            ],
          },
        },
        zoom: {
          on: {
            'engine.zoomed': [
              { guard: { type: 'zoomCompletesStep', params: ({ event }) => event }, target: '#tutorial.ended' },
              { actions: { type: 'addZoom', params: ({ event }) => event } },
            ],
          },
        },
      },
    },
    // Not final: a final state would stop the actor and its children, cutting off a slow record.
    ended: {},
  },
});

/** Camera as the engine reports it: tree point at the top-left and the zoom. */
export interface CameraLike {
  x: number;
  y: number;
  zoom: number;
}

/**
 * What a camera change means for the tutorial: a zoom when the scale changed (zooming about the
 * cursor moves x and y too), otherwise a pan measured in screen pixels.
 */
export function cameraMotion(prev: CameraLike, next: CameraLike): Extract<TutorialEvent, { type: 'engine.panned' | 'engine.zoomed' }> | null {
  if (next.zoom !== prev.zoom) return { type: 'engine.zoomed', factor: next.zoom / prev.zoom };
  const distance = Math.hypot(next.x - prev.x, next.y - prev.y) * next.zoom;
  return distance > 0 ? { type: 'engine.panned', distance } : null;
}

/**
 * Locks the shortcuts while the tutorial shows. Works whether or not the tutorial actor has started:
 * it reads the current state now and follows the emitted events after (a repeated lock is harmless).
 */
export function lockShortcutsDuringTutorial(
  tutorial: Pick<Actor<typeof tutorialMachine>, 'on' | 'getSnapshot'>,
  shortcuts: { send(event: { type: 'tutorial.started' } | { type: 'tutorial.ended' }): void },
): () => void {
  if (tutorial.getSnapshot().matches('showing')) shortcuts.send({ type: 'tutorial.started' });
  const started = tutorial.on('tutorial.started', () => shortcuts.send({ type: 'tutorial.started' }));
  const ended = tutorial.on('tutorial.ended', () => shortcuts.send({ type: 'tutorial.ended' }));
  return () => {
    started.unsubscribe();
    ended.unsubscribe();
  };
}
