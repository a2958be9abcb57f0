/**
 * The real side effects of the onboarding machine: the first person makes the member's tree (or
 * joins the one they have), each later one is added as a parent of an earlier one, the step is saved
 * so a reload resumes there, and the end marks the member onboarded. Calls are injected so the
 * wiring is tested without a server.
 */
import { fromPromise } from 'xstate';
import type { NewRelative } from '../../api/persons';
import type { CreatePersonInput, OnboardingRole, OnboardingStep, PersonDraft } from '../../machines/onboarding';
import type { PersonOut, TreeDetails } from '../../protocol/trees';
import type { PersonFields } from '../../protocol/person';

export interface OnboardingCalls {
  treeId: () => string | null;
  setTreeId: (id: string) => void;
  treeDetails: (treeId: string) => Promise<TreeDetails>;
  /** The server names the tree after the first surname. */
  createTree: (startPerson: Partial<PersonFields>) => Promise<TreeDetails>;
  setHomePerson: (treeId: string, personId: string) => Promise<unknown>;
  createPerson: (treeId: string, fields: Partial<PersonFields>, relative?: NewRelative) => Promise<PersonOut>;
  patchPerson: (personId: string, fields: Partial<PersonFields>) => Promise<PersonOut>;
  parentsOf: (personId: string) => Promise<PersonOut[]>;
  createCouple: (person1Id: string, person2Id: string) => Promise<unknown>;
  saveStep: (step: OnboardingStep) => Promise<unknown>;
  finish: () => Promise<unknown>;
}

const asFields = (draft: PersonDraft) => draft as Partial<PersonFields>;

export async function createOnboardingPerson(calls: OnboardingCalls, input: CreatePersonInput): Promise<{ personId: string }> {
  const fields = asFields(input.draft);
  if (input.personId) {
    await calls.patchPerson(input.personId, fields);
    return { personId: input.personId };
  }
  const treeId = calls.treeId();
  if (input.role === 'me') {
    if (!treeId) {
      const tree = await calls.createTree(fields);
      calls.setTreeId(tree.object_id);
      if (!tree.start_person) throw new Error('The new tree came back without its first person.');
      return { personId: tree.start_person.object_id };
    }
    const person = await calls.createPerson(treeId, fields);
    await calls.setHomePerson(treeId, person.object_id);
    return { personId: person.object_id };
  }
  if (!treeId) throw new Error('Start with yourself: the tree does not exist yet.');
  if (!input.parentOf) throw new Error(`Add the person this ${input.role} belongs to first.`);
  const person = await calls.createPerson(treeId, fields, { personId: input.parentOf, relation: 'parent' });
  // The second parent of a child joins the first as a couple, so the tree draws them as one family.
  const others = (await calls.parentsOf(input.parentOf)).filter((p) => p.object_id !== person.object_id);
  if (others.length === 1) await calls.createCouple(others[0].object_id, person.object_id);
  return { personId: person.object_id };
}

/** The machine's actors, bound to real calls. */
export function onboardingActors(calls: OnboardingCalls) {
  return {
    createPerson: fromPromise<{ personId: string }, CreatePersonInput>(({ input }) => createOnboardingPerson(calls, input)),
    saveStep: fromPromise<void, { step: OnboardingStep }>(async ({ input }) => {
      await calls.saveStep(input.step);
    }),
    setOnboarded: fromPromise<void, void>(async () => {
      await calls.finish();
    }),
  };
}

/**
 * After a reload: the home person of the member's tree is 'me', and its parents by gender are
 * mother and father, so later steps attach to them and going back updates instead of duplicating.
 */
export async function resumePersons(calls: OnboardingCalls): Promise<Partial<Record<OnboardingRole, string>>> {
  const treeId = calls.treeId();
  if (!treeId) return {};
  const tree = await calls.treeDetails(treeId);
  const me = tree.home_person ?? tree.start_person?.object_id ?? null;
  if (!me || !tree.is_owner) return {};
  const ids: Partial<Record<OnboardingRole, string>> = { me };
  for (const parent of await calls.parentsOf(me)) {
    if (parent.gender === 'f' && !ids.mother) ids.mother = parent.object_id;
    else if (parent.gender === 'm' && !ids.father) ids.father = parent.object_id;
  }
  return ids;
}
