import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CANVAS_TUTORIAL_ID, cameraMotion, PAN_DISTANCE_PX, tutorialMachine, type TutorialEmitted, type TutorialInput } from './tutorial';

function run(input: TutorialInput, record: (id: string) => Promise<void> = async () => {}) {
  const recorded: string[] = [];
  const emitted: TutorialEmitted[] = [];
  const machine = tutorialMachine.provide({
    actors: {
      recordTutorialShown: fromPromise<void, { tutorialId: string }>(async ({ input: i }) => {
        recorded.push(i.tutorialId);
        await record(i.tutorialId);
      }),
    },
  });
  const actor = createActor(machine, { input });
  // Listeners go on before start(): the first tutorial.started is emitted while starting.
  actor.on('*', (e) => emitted.push(e as TutorialEmitted));
  actor.start();
  return { actor, recorded, emitted };
}

describe('tutorial machine: paths (xstate/graph)', () => {
  const events = [
    { type: 'engine.panned' as const, distance: PAN_DISTANCE_PX + 20 },
    { type: 'engine.panned' as const, distance: 60 },
    { type: 'engine.zoomed' as const, factor: 1.5 },
    { type: 'engine.zoomed' as const, factor: 1 / 1.12 },
    { type: 'user.skip' as const },
  ];

  // The record actor's error event is the fake's business, not the user's: tested on its own below.
  const filterEvents = (_: unknown, event: { type: string }) => !event.type.startsWith('xstate.');

  for (const shown of [[], [CANVAS_TUTORIAL_ID]]) {
    const model = createTestModel(tutorialMachine, { events, filterEvents, input: { shownTutorials: shown } });
    const paths = model.getShortestPaths();

    it(`has paths to every reachable state (${shown.length ? 'already shown' : 'first time'})`, () => {
      const all = model.getShortestPaths({ allowDuplicatePaths: true });
      const reached = new Set(all.map((p) => JSON.stringify(p.state.value)));
      if (shown.length) expect([...reached]).toEqual(['"ended"']);
      else expect(reached).toEqual(new Set(['{"showing":"drag"}', '{"showing":"zoom"}', '"ended"']));
    });

    for (const path of paths) {
      it(path.description, async () => {
        const sut = run({ shownTutorials: shown });
        await path.test({
          events: Object.fromEntries(events.map((e) => [e.type, ({ event }: { event: typeof e }) => void sut.actor.send(event)])),
          // The model's state must be the real actor's; '*' runs only when no named key matches.
          states: {
            showing: (state) => {
              expect(sut.actor.getSnapshot().value).toEqual(state.value);
              expect(sut.actor.getSnapshot().context).toMatchObject({ pannedPx: state.context.pannedPx, zoomedLog: state.context.zoomedLog });
              expect(sut.recorded).toEqual([CANVAS_TUTORIAL_ID]);
              expect(sut.emitted.map((e) => e.type)).toEqual(['tutorial.started']);
            },
            ended: (state) => {
              expect(sut.actor.getSnapshot().value).toEqual(state.value);
              // Shown once means recorded once and locked then unlocked once; never shown means neither.
              expect(sut.recorded).toEqual(shown.length ? [] : [CANVAS_TUTORIAL_ID]);
              expect(sut.emitted.map((e) => e.type)).toEqual(shown.length ? [] : ['tutorial.started', 'tutorial.ended']);
            },
          },
        });
      });
    }
  }

  it('simple paths cover drag, zoom and skip from each step', () => {
    const model = createTestModel(tutorialMachine, { events, filterEvents, input: { shownTutorials: [] } });
    const descriptions = model
      .getSimplePaths()
      .map((p) => p.steps.map((s) => s.event.type as string).filter((t) => t !== 'xstate.init').join(' > '));
    expect(descriptions).toContain('engine.panned > engine.zoomed');
    expect(descriptions).toContain('user.skip');
    expect(descriptions).toContain('engine.panned > user.skip');
  });
});

describe('tutorial machine: real engine events', () => {
  it('small drags add up; the drag step ends only past the distance threshold', () => {
    const { actor } = run({ shownTutorials: [] });
    actor.send({ type: 'engine.panned', distance: 40 });
    actor.send({ type: 'engine.panned', distance: 40 });
    expect(actor.getSnapshot().value).toEqual({ showing: 'drag' });
    // Zooming during the drag step does not count as dragging.
    actor.send({ type: 'engine.zoomed', factor: 2 });
    expect(actor.getSnapshot().value).toEqual({ showing: 'drag' });
    actor.send({ type: 'engine.panned', distance: 20 });
    expect(actor.getSnapshot().value).toEqual({ showing: 'zoom' });
  });

  it('zooming in and out adds up; a tiny zoom does not end the step', () => {
    const { actor } = run({ shownTutorials: [] });
    actor.send({ type: 'engine.panned', distance: 500 });
    actor.send({ type: 'engine.zoomed', factor: 1.1 });
    expect(actor.getSnapshot().value).toEqual({ showing: 'zoom' });
    actor.send({ type: 'engine.zoomed', factor: 1 / 1.1 });
    expect(actor.getSnapshot().value).toBe('ended');
  });

  it('a failed record does not stop the tutorial', async () => {
    const { actor } = run({ shownTutorials: [] }, async () => {
      throw new Error('network error');
    });
    await waitFor(actor, (s) => s.context.recordFailed);
    expect(actor.getSnapshot().value).toEqual({ showing: 'drag' });
    actor.send({ type: 'engine.panned', distance: 500 });
    expect(actor.getSnapshot().value).toEqual({ showing: 'zoom' });
  });

  it('records only its own tutorial id', () => {
    const { recorded, actor } = run({ shownTutorials: ['another'], tutorialId: 'canvas-v2' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'drag' });
    expect(recorded).toEqual(['canvas-v2']);
  });
});

describe('cameraMotion', () => {
  it('reads a zoom when the scale changes and a pan in screen pixels otherwise', () => {
    expect(cameraMotion({ x: 0, y: 0, zoom: 1 }, { x: 10, y: 10, zoom: 2 })).toEqual({ type: 'engine.zoomed', factor: 2 });
    expect(cameraMotion({ x: 0, y: 0, zoom: 0.5 }, { x: 30, y: 40, zoom: 0.5 })).toEqual({ type: 'engine.panned', distance: 25 });
    expect(cameraMotion({ x: 1, y: 1, zoom: 1 }, { x: 1, y: 1, zoom: 1 })).toBeNull();
  });
});
