import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  onboardingMachine,
  type CreatePersonInput,
  type OnboardingEvent,
  type OnboardingInput,
  type OnboardingStep,
  type PendingPerson,
} from './onboarding';

type Snapshot = SnapshotFrom<typeof onboardingMachine>;

const draft = (given: string, surname: string, gender: 'f' | 'm' = 'm') => ({
  first_names: [{ type: 'given' as const, value: given }],
  surnames: [{ type: 'birth' as const, value: surname }],
  gender,
});
const formFor: Record<OnboardingStep, PendingPerson[]> = {
  start: [],
  me: [{ role: 'me', draft: draft('Wei', 'Chen') }],
  mother: [{ role: 'mother', draft: draft('Mei', 'Lin', 'f') }],
  father: [{ role: 'father', draft: draft('Jun', 'Chen') }],
  grandparent: [
    { role: 'grandfather', draft: draft('Guo', 'Lin') },
    { role: 'grandmother', draft: draft('Hua', 'Wong', 'f') },
  ],
};

interface Deferred<I, O> {
  input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

function system(input: OnboardingInput) {
  const creates: Deferred<CreatePersonInput, { personId: string }>[] = [];
  const saves: Deferred<{ step: OnboardingStep }, void>[] = [];
  const finishes: Deferred<void, void>[] = [];
  const deferred = <I, O>(list: Deferred<I, O>[]) =>
    fromPromise<O, I>(({ input: i }) => new Promise<O>((resolve, reject) => list.push({ input: i, resolve, reject })));
  const actor = createActor(
    onboardingMachine.provide({ actors: { createPerson: deferred(creates), saveStep: deferred(saves), setOnboarded: deferred(finishes) } }),
    { input },
  ).start();
  return { actor, creates, saves, finishes };
}

/** Lets a settled fake promise reach the actor (a few microtasks; no timer, so hundreds of paths stay quick). */
const tick = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const stepOf = (s: Snapshot) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as OnboardingStep;

/** The events a user (or the server) can cause in a state, with the payloads a real form sends. */
function eventsFor(state: Snapshot): OnboardingEvent[] {
  const step = stepOf(state);
  const events: OnboardingEvent[] = [{ type: 'user.back' }, { type: 'user.retry' }];
  if (step in formFor) {
    events.push({ type: 'user.submit', persons: formFor[step], side: step === 'grandparent' ? 'mother' : undefined });
    // Someone who does not know a parent goes on without one.
    if (step === 'father') events.push({ type: 'user.submit', persons: [] });
  }
  const role = state.context.queue[0]?.role;
  if (role) events.push({ type: 'xstate.done.actor.createPerson', output: { personId: `id-${role}` } });
  events.push(
    { type: 'xstate.error.actor.createPerson', error: new Error('Bad name') },
    { type: 'xstate.done.actor.saveStep' },
    { type: 'xstate.error.actor.saveStep', error: new Error('Request failed') },
    { type: 'xstate.done.actor.setOnboarded' },
    { type: 'xstate.error.actor.setOnboarded', error: new Error('Request failed') },
  );
  return events;
}

function expectedCreateInput(state: Snapshot): CreatePersonInput {
  const { role, draft: d } = state.context.queue[0];
  const ids = state.context.personIds;
  const parentOf = role === 'me' ? null : role === 'mother' || role === 'father' ? (ids.me ?? null) : (ids[state.context.side] ?? null);
  return { role, draft: d, personId: ids[role] ?? null, parentOf };
}

async function runPath(
  path: { test: (p: never) => Promise<unknown> },
  input: OnboardingInput,
): Promise<void> {
  const sut = system(input);
  const settle = async <I, O>(list: Deferred<I, O>[], ok: boolean, value?: O) => {
    const pending = list[list.length - 1];
    expect(pending, 'the machine asked for this side effect').toBeDefined();
    if (ok) pending.resolve(value as O);
    else pending.reject(new Error('Request failed'));
    await tick();
  };
  const params = {
    events: {
      'user.submit': ({ event }: { event: OnboardingEvent }) => void sut.actor.send(event),
      'user.back': ({ event }: { event: OnboardingEvent }) => void sut.actor.send(event),
      'user.retry': ({ event }: { event: OnboardingEvent }) => void sut.actor.send(event),
      'xstate.done.actor.createPerson': ({ event }: { event: { output: { personId: string } } }) => settle(sut.creates, true, event.output),
      'xstate.error.actor.createPerson': () => settle(sut.creates, false),
      'xstate.done.actor.saveStep': () => settle(sut.saves, true),
      'xstate.error.actor.saveStep': () => settle(sut.saves, false),
      'xstate.done.actor.setOnboarded': () => settle(sut.finishes, true),
      'xstate.error.actor.setOnboarded': () => settle(sut.finishes, false),
    },
    states: {
      '*': (state: Snapshot) => {
        const real = sut.actor.getSnapshot();
        expect(real.value).toEqual(state.value);
        expect(real.context.personIds).toEqual(state.context.personIds);
        expect(real.context.error === null).toBe(state.context.error === null);
        // What the side effects were asked to do matches the model at every step.
        if (state.matches({ [stepOf(state)]: 'creating' })) expect(sut.creates[sut.creates.length - 1].input).toEqual(expectedCreateInput(state));
        if (typeof state.value === 'object' && Object.values(state.value)[0] === 'saving') {
          const steps = ['start', 'me', 'mother', 'father', 'grandparent'];
          expect(sut.saves[sut.saves.length - 1].input).toEqual({ step: steps[steps.indexOf(stepOf(state)) + 1] });
        }
        if (state.matches('finishing')) expect(sut.finishes.length).toBeGreaterThan(0);
      },
    },
  };
  await path.test(params as never);
}

describe('onboarding machine: paths (xstate/graph)', () => {
  const model = createTestModel(onboardingMachine, { events: eventsFor, input: { savedStep: null } });
  const paths = model.getShortestPaths();

  it('reaches every step, each sub-state and done', () => {
    const reached = new Set(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => JSON.stringify(p.state.value)));
    for (const step of ['start', 'me', 'mother', 'father', 'grandparent']) {
      expect(reached).toContain(JSON.stringify({ [step]: 'editing' }));
      expect(reached).toContain(JSON.stringify({ [step]: 'failed' }));
    }
    for (const step of ['me', 'mother', 'father', 'grandparent']) expect(reached).toContain(JSON.stringify({ [step]: 'creating' }));
    for (const step of ['start', 'me', 'mother', 'father']) expect(reached).toContain(JSON.stringify({ [step]: 'saving' }));
    expect(reached).toContain('"finishing"');
    expect(reached).toContain('"finishFailed"');
    expect(reached).toContain('"done"');
  });

  it(`runs ${paths.length} shortest paths against the real actor`, async () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) await runPath(path, { savedStep: null });
  });

  it('runs every simple path to done without failures (forward, back, skip a parent) against the real actor', async () => {
    const happy = createTestModel(onboardingMachine, {
      events: eventsFor,
      filterEvents: (_, event) => !event.type.startsWith('xstate.error.') && event.type !== 'user.retry',
      input: { savedStep: null },
    });
    const toDone = happy.getSimplePaths({ toState: (s) => s.matches('done') });
    expect(toDone.length).toBeGreaterThan(1);
    for (const path of toDone) await runPath(path, { savedStep: null });
  });
});

describe('onboarding machine: resume and details', () => {
  it.each(['start', 'me', 'mother', 'father', 'grandparent'] as const)('resumes at the saved step %s after a reload', (step) => {
    const { actor } = system({ savedStep: step });
    expect(actor.getSnapshot().value).toEqual({ [step]: 'editing' });
  });

  it('starts at the beginning when the saved step is unknown or missing', () => {
    expect(system({ savedStep: 'cousin' }).actor.getSnapshot().value).toEqual({ start: 'editing' });
    expect(system({ savedStep: null }).actor.getSnapshot().value).toEqual({ start: 'editing' });
  });

  it('after a reload at the mother step, the mother attaches to the me created before', async () => {
    const { actor, creates, saves } = system({ savedStep: 'mother', personIds: { me: 'p-me' } });
    actor.send({ type: 'user.submit', persons: formFor.mother });
    expect(creates[0].input).toEqual({ role: 'mother', draft: formFor.mother[0].draft, personId: null, parentOf: 'p-me' });
    creates[0].resolve({ personId: 'p-mum' });
    await tick();
    expect(saves[0].input).toEqual({ step: 'father' });
    saves[0].resolve();
    await tick();
    expect(actor.getSnapshot().value).toEqual({ father: 'editing' });
    expect(actor.getSnapshot().context.personIds).toEqual({ me: 'p-me', mother: 'p-mum' });
  });

  it('the grandparent step creates both grandparents on the chosen side, then sets is_onboarded', async () => {
    const { actor, creates, saves, finishes } = system({ savedStep: 'grandparent', personIds: { me: 'a', mother: 'b', father: 'c' } });
    actor.send({ type: 'user.submit', persons: formFor.grandparent, side: 'father' });
    expect(creates[0].input).toMatchObject({ role: 'grandfather', parentOf: 'c' });
    creates[0].resolve({ personId: 'gf' });
    await tick();
    expect(creates[1].input).toMatchObject({ role: 'grandmother', parentOf: 'c' });
    creates[1].resolve({ personId: 'gm' });
    await tick();
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('finishing');
    finishes[0].resolve();
    await tick();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('going back and submitting again updates the person instead of creating a second one', async () => {
    const { actor, creates, saves } = system({ savedStep: 'me' });
    actor.send({ type: 'user.submit', persons: formFor.me });
    creates[0].resolve({ personId: 'p-me' });
    await tick();
    saves[0].resolve();
    await tick();
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toEqual({ me: 'editing' });
    actor.send({ type: 'user.submit', persons: [{ role: 'me', draft: draft('Wei', 'Chan') }] });
    expect(creates[1].input).toMatchObject({ role: 'me', personId: 'p-me' });
  });

  it('a failed creation keeps the step and retry creates only what is missing', async () => {
    const { actor, creates } = system({ savedStep: 'grandparent', personIds: { me: 'a', mother: 'b' } });
    actor.send({ type: 'user.submit', persons: formFor.grandparent, side: 'mother' });
    creates[0].resolve({ personId: 'gf' });
    await tick();
    creates[1].reject(new Error('Bad date'));
    await tick();
    expect(actor.getSnapshot().value).toEqual({ grandparent: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Bad date');
    actor.send({ type: 'user.retry' });
    expect(creates[2].input).toMatchObject({ role: 'grandmother', parentOf: 'b' });
    expect(creates).toHaveLength(3);
  });

  it('back from the first step does nothing', () => {
    const { actor } = system({ savedStep: null });
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toEqual({ start: 'editing' });
  });
});
