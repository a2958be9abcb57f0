import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding';
import type { PersonOut, TreeDetails } from '../../protocol/trees';
import type { PersonFields } from '../../protocol/person';
import { createOnboardingPerson, onboardingActors, resumePersons, type OnboardingCalls } from './onboardingFlow';

interface FakePerson {
  id: string;
  fields: Partial<PersonFields>;
  parentOf?: string;
}

function fakeServer(initialTree: string | null = null) {
  let treeId = initialTree;
  let seq = 0;
  const persons: FakePerson[] = [];
  const log: string[] = [];
  let home: string | null = null;
  const out = (p: FakePerson) => ({ object_id: p.id, gender: p.fields.gender ?? 'none' }) as PersonOut;
  const details = () => ({ object_id: treeId, home_person: home, is_owner: true, start_person: home ? out(persons.find((p) => p.id === home)!) : null }) as TreeDetails;
  const calls: OnboardingCalls = {
    treeId: () => treeId,
    setTreeId: (id) => void (treeId = id),
    treeDetails: async () => details(),
    createTree: async (fields) => {
      log.push('tree');
      const p = { id: `p${++seq}`, fields };
      persons.push(p);
      home = p.id;
      treeId = 'tree1';
      return details();
    },
    setHomePerson: async (_t, id) => void (home = id),
    createPerson: async (_t, fields, relative) => {
      const p = { id: `p${++seq}`, fields, parentOf: relative?.personId };
      log.push(`person ${p.id} ${relative ? `${relative.relation} of ${relative.personId}` : 'alone'}`);
      persons.push(p);
      return out(p);
    },
    patchPerson: async (id, fields) => {
      log.push(`patch ${id}`);
      persons.find((p) => p.id === id)!.fields = fields;
      return out(persons.find((p) => p.id === id)!);
    },
    parentsOf: async (id) => persons.filter((p) => p.parentOf === id).map(out),
    createCouple: async (a, b) => void log.push(`couple ${a} ${b}`),
    saveStep: async (step) => void log.push(`step ${step}`),
    finish: async () => void log.push('onboarded'),
  };
  return { calls, persons, log, tree: () => treeId };
}

const draft = (given: string, gender: 'f' | 'm' | 'none' = 'none') => ({ first_names: [{ type: 'given' as const, value: given }], surnames: [{ type: 'birth' as const, value: 'Li' }], gender });

const editing = (step: string) => (s: { value: unknown }) => (s.value as Record<string, string>)[step] === 'editing';

describe('onboarding side effects', () => {
  it('creates the tree with me, then parents and grandparents attached, saving each step, and finishes', async () => {
    const server = fakeServer();
    const actor = createActor(onboardingMachine.provide({ actors: onboardingActors(server.calls) }), { input: { savedStep: null } }).start();
    actor.send({ type: 'user.submit', persons: [] });
    await waitFor(actor, editing('me'));
    actor.send({ type: 'user.submit', persons: [{ role: 'me', draft: draft('Mei', 'f') }] });
    await waitFor(actor, editing('mother'));
    actor.send({ type: 'user.submit', persons: [{ role: 'mother', draft: draft('Lan', 'f') }] });
    await waitFor(actor, editing('father'));
    actor.send({ type: 'user.submit', persons: [{ role: 'father', draft: draft('Wei', 'm') }] });
    await waitFor(actor, editing('grandparent'));
    actor.send({ type: 'user.submit', side: 'father', persons: [{ role: 'grandfather', draft: draft('Gang', 'm') }, { role: 'grandmother', draft: draft('Hua', 'f') }] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(server.log).toEqual([
      'step me',
      'tree',
      'step mother',
      'person p2 parent of p1',
      'step father',
      'person p3 parent of p1',
      'couple p2 p3',
      'step grandparent',
      'person p4 parent of p3',
      'person p5 parent of p3',
      'couple p4 p5',
      'onboarded',
    ]);
    expect(server.persons).toHaveLength(5);
  });

  it('resumes with me and the parents found by gender, and updates instead of creating again', async () => {
    const server = fakeServer();
    await createOnboardingPerson(server.calls, { role: 'me', draft: draft('Mei'), personId: null, parentOf: null });
    await createOnboardingPerson(server.calls, { role: 'mother', draft: draft('Lan', 'f'), personId: null, parentOf: 'p1' });
    expect(await resumePersons(server.calls)).toEqual({ me: 'p1', mother: 'p2' });
    await createOnboardingPerson(server.calls, { role: 'mother', draft: draft('Lan2', 'f'), personId: 'p2', parentOf: 'p1' });
    expect(server.persons).toHaveLength(2);
    expect(server.log.at(-1)).toBe('patch p2');
  });

  it('adds me to an existing tree as its home person, and knows nothing to resume without a tree', async () => {
    const server = fakeServer('existing');
    expect(await createOnboardingPerson(server.calls, { role: 'me', draft: draft('Mei'), personId: null, parentOf: null })).toEqual({ personId: 'p1' });
    expect(await resumePersons(server.calls)).toEqual({ me: 'p1' });
    expect(await resumePersons(fakeServer().calls)).toEqual({});
  });
});
