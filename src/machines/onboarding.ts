/**
 * Onboarding (tree-workspace.md section 4): start, me, mother, father, grandparent. Submitting a
 * step creates its persons one after another (createPerson), then saves the next step (saveStep) so
 * a reload resumes there; the last step sets is_onboarded. Back goes to the previous step; a person
 * already created there is updated on a second submission, not created twice.
 *
 * Side effects are spawned children rather than invoked ones so the paths can be generated with
 * xstate/graph (it refuses machines with `invoke`); each is stopped when its state is left, so a
 * stale answer never lands in a later step.
 */
import type { input as ZodInput } from 'zod';
import { assign, setup, spawnChild, stopChild } from 'xstate';
import type { personFieldsSchema } from '../protocol/person';
import { onboardingSteps } from '../protocol/trees';
import { requiredActor } from './required';

export type OnboardingStep = (typeof onboardingSteps)[number];
export type PersonDraft = ZodInput<typeof personFieldsSchema>;
export type OnboardingRole = 'me' | 'mother' | 'father' | 'grandfather' | 'grandmother';
export type ParentSide = 'mother' | 'father';

/** One person a step asks to create (or, after going back, to update). */
export interface PendingPerson {
  role: OnboardingRole;
  draft: PersonDraft;
}

export interface CreatePersonInput {
  role: OnboardingRole;
  draft: PersonDraft;
  /** Set when this role was created before (the user went back): update it instead. */
  personId: string | null;
  /** The new person is a parent of this one (me for mother and father, a parent for grandparents). */
  parentOf: string | null;
}

export interface OnboardingInput {
  /** The user's saved onboarding_step; anything unknown starts at the beginning. */
  savedStep: string | null;
  /** Persons created in an earlier visit, so later steps can attach to them. */
  personIds?: Partial<Record<OnboardingRole, string>>;
}

export interface OnboardingContext {
  resumeAt: OnboardingStep;
  personIds: Partial<Record<OnboardingRole, string>>;
  queue: PendingPerson[];
  /** Whose parents the grandparent step adds. */
  side: ParentSide;
  /** The step whose submission is being saved. */
  submitting: OnboardingStep | null;
  error: string | null;
}

export type OnboardingEvent =
  | { type: 'user.submit'; persons: PendingPerson[]; side?: ParentSide }
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'xstate.done.actor.createPerson'; output: { personId: string } }
  | { type: 'xstate.error.actor.createPerson'; error: unknown }
  | { type: 'xstate.done.actor.saveStep' }
  | { type: 'xstate.error.actor.saveStep'; error: unknown }
  | { type: 'xstate.done.actor.setOnboarded' }
  | { type: 'xstate.error.actor.setOnboarded'; error: unknown };

const NAME = 'onboarding';

function nextStep(step: OnboardingStep): OnboardingStep | null {
  const i = onboardingSteps.indexOf(step);
  return i + 1 < onboardingSteps.length ? onboardingSteps[i + 1] : null;
}

function parentOf(role: OnboardingRole, context: OnboardingContext): string | null {
  if (role === 'me') return null;
  if (role === 'mother' || role === 'father') return context.personIds.me ?? null;
  return context.personIds[context.side] ?? null;
}

const isStep = (value: string | null): value is OnboardingStep => value !== null && (onboardingSteps as readonly string[]).includes(value);

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const base = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    children: {} as { createPerson: 'createPerson'; saveStep: 'saveStep'; setOnboarded: 'setOnboarded' },
  },
  actors: {
    createPerson: requiredActor<{ personId: string }, CreatePersonInput>(NAME, 'createPerson'),
    saveStep: requiredActor<void, { step: OnboardingStep }>(NAME, 'saveStep'),
    setOnboarded: requiredActor<void, void>(NAME, 'setOnboarded'),
  },
  actions: {
    takeSubmission: assign({
      queue: (_, params: { step: OnboardingStep; persons: PendingPerson[]; side?: ParentSide }) => params.persons,
      side: ({ context }, params: { step: OnboardingStep; persons: PendingPerson[]; side?: ParentSide }) => params.side ?? context.side,
      submitting: (_, params: { step: OnboardingStep; persons: PendingPerson[]; side?: ParentSide }) => params.step,
      error: null,
    }),
    recordCreated: assign({
      personIds: ({ context }, params: { personId: string }) => ({ ...context.personIds, [context.queue[0].role]: params.personId }),
      queue: ({ context }) => context.queue.slice(1),
    }),
    recordError: assign({ error: (_, params: { error: unknown }) => errorText(params.error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    hasPersonsToCreate: (_, params: { persons: PendingPerson[] }) => params.persons.length > 0,
    moreToCreate: ({ context }) => context.queue.length > 1,
    hasQueue: ({ context }) => context.queue.length > 0,
    resumesAt: ({ context }, params: { step: OnboardingStep }) => context.resumeAt === params.step,
  },
});

/** The states of one step: a form, then creating its persons, then saving where to resume. */
function stepStates(step: OnboardingStep) {
  const previous = onboardingSteps[onboardingSteps.indexOf(step) - 1];
  const next = nextStep(step);
  // The last step has nothing to resume at: once its persons exist, the user is onboarded.
  const afterCreate = next ? 'saving' : `#${NAME}.finishing`;
  return base.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: {
          'user.submit': [
            {
              guard: { type: 'hasPersonsToCreate', params: ({ event }) => event },
              target: 'creating',
              actions: { type: 'takeSubmission', params: ({ event }) => ({ ...event, step }) },
            },
            // Nothing to create (the welcome step, or a parent the user does not know): save and go on.
            { target: afterCreate, actions: { type: 'takeSubmission', params: ({ event }) => ({ ...event, step }) } },
          ],
          ...(previous ? { 'user.back': { target: `#${NAME}.${previous}` } } : {}),
        },
      },
      creating: {
        entry: spawnChild('createPerson', {
          id: 'createPerson',
          input: ({ context }) => {
            const { role, draft } = context.queue[0];
            return { role, draft, personId: context.personIds[role] ?? null, parentOf: parentOf(role, context) };
          },
        }),
        exit: stopChild('createPerson'),
        on: {
          'xstate.done.actor.createPerson': [
            {
              guard: 'moreToCreate',
              target: 'creating',
              reenter: true,
              actions: { type: 'recordCreated', params: ({ event }) => event.output },
            },
            { target: afterCreate, actions: { type: 'recordCreated', params: ({ event }) => event.output } },
          ],
          'xstate.error.actor.createPerson': { target: 'failed', actions: { type: 'recordError', params: ({ event }) => event } },
        },
      },
      ...(next
        ? {
            saving: {
              entry: spawnChild('saveStep', { id: 'saveStep', input: { step: next } }),
              exit: stopChild('saveStep'),
              on: {
                'xstate.done.actor.saveStep': { target: `#${NAME}.${next}` },
                'xstate.error.actor.saveStep': { target: 'failed', actions: { type: 'recordError', params: ({ event }) => event } },
              },
            },
          }
        : {}),
      // The form stays filled in; retry resumes with what was not yet created.
      failed: {
        on: {
          'user.retry': [
            { guard: 'hasQueue', target: 'creating', actions: 'clearError' },
            { target: afterCreate, actions: 'clearError' },
          ],
          'user.submit': [
            {
              guard: { type: 'hasPersonsToCreate', params: ({ event }) => event },
              target: 'creating',
              actions: { type: 'takeSubmission', params: ({ event }) => ({ ...event, step }) },
            },
            { target: afterCreate, actions: { type: 'takeSubmission', params: ({ event }) => ({ ...event, step }) } },
          ],
          ...(previous ? { 'user.back': { target: `#${NAME}.${previous}`, actions: 'clearError' } } : {}),
        },
      },
    },
  });
}

export const onboardingMachine = base.createMachine({
  id: NAME,
  context: ({ input }) => ({
    resumeAt: isStep(input.savedStep) ? input.savedStep : 'start',
    personIds: { ...input.personIds },
    queue: [],
    side: 'father',
    submitting: null,
    error: null,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      always: onboardingSteps.map((step) => ({ guard: { type: 'resumesAt' as const, params: { step } }, target: step })),
    },
    start: stepStates('start'),
    me: stepStates('me'),
    mother: stepStates('mother'),
    father: stepStates('father'),
    grandparent: stepStates('grandparent'),
    finishing: {
      entry: spawnChild('setOnboarded', { id: 'setOnboarded' }),
      exit: stopChild('setOnboarded'),
      on: {
        'xstate.done.actor.setOnboarded': { target: 'done' },
        'xstate.error.actor.setOnboarded': { target: 'finishFailed', actions: { type: 'recordError', params: ({ event }) => event } },
      },
    },
    finishFailed: {
      on: { 'user.retry': { target: 'finishing', actions: 'clearError' } },
    },
    done: { type: 'final' },
  },
});
