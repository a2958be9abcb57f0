import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import type { DiffResponse } from '../../../protocol/draw';
import { STORED_ANSWER_PERSONS } from './storedAnswers';
import { drawPageForm, insertClan, type TestClan } from './testClan';

// The tree read of a node reading a tree in after sending its stored answer, held while `gate` is set.
const hold = vi.hoisted(() => ({ gate: undefined as Promise<void> | undefined, held: 0 }));
vi.mock('./graphSnapshot', async (importOriginal) => {
  const mod = await importOriginal<typeof import('./graphSnapshot')>();
  return {
    ...mod,
    loadGraphSnapshot: async (...args: Parameters<typeof mod.loadGraphSnapshot>) => {
      if (hold.gate) {
        hold.held++;
        await hold.gate;
      }
      return mod.loadGraphSnapshot(...args);
    },
  };
});

describe('a node that sent a stored answer and reads the tree in', () => {
  let t: TestApp;
  let clan: TestClan;
  beforeAll(async () => {
    t = await testApp();
    clan = await insertClan(t, { persons: STORED_ANSWER_PERSONS + 200, seed: 9, email: 'warm-up@example.com' });
  });
  afterAll(() => t.close());

  const call = async (app: TestApp['app'], method: string, path: string, body?: unknown) => {
    const res = await app.request(path, { method, headers: { authorization: `Token ${clan.owner.key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return JSON.parse(text);
  };
  const diffOn = (app: TestApp['app'], mapHash: string) => call(app, 'POST', `/api/v1/familytree/${clan.treeId}/diff/`, { start_person_id: clan.start, map_hash: mapHash }) as Promise<DiffResponse>;

  it('diffs a card edit once the layout is in, without waiting for the tree, and a structural edit once the tree is in', async () => {
    const drawn = await drawPageForm(t.app, clan);
    await vi.waitFor(async () => expect(await t.database.db.selectFrom('draw_answers').select('map_hash').where('tree_id', '=', clan.treeId).execute()).toHaveLength(1), { timeout: 20_000 });

    let release!: () => void;
    hold.gate = new Promise((resolve) => (release = resolve));
    try {
      const node = t.otherNode();
      expect((await drawPageForm(node, clan)).map_hash).toBe(drawn.map_hash);
      // The node reads the layout in, then the tree, which is held.
      await vi.waitFor(() => expect(hold.held).toBe(1), { timeout: 20_000 });
      const person = drawn.persons.find((p) => !p.is_ghost && !p.is_start_person)!;
      t.clock.advance(1000);
      await call(t.app, 'PATCH', `/api/v1/person/${person.object_id}/`, { first_names: [{ type: 'given', value: '暖明' }] });
      const diff = await Promise.race([diffOn(node, drawn.map_hash), new Promise<'waited for the tree'>((resolve) => setTimeout(() => resolve('waited for the tree'), 15_000))]);
      expect(diff).not.toBe('waited for the tree');
      const card = diff as DiffResponse;
      expect(card.data_update.map((p) => [p.object_id, p.card.full_name.includes('暖明')])).toEqual([[person.object_id, true]]);
      expect(hold.held).toBe(1);

      // A structural edit lays the tree out: its diff waits for the tree being read in, and reads it no
      // second time (a read of its own would be held too, counted here).
      t.clock.advance(1000);
      const child = await call(t.app, 'POST', '/api/v1/person/', { family_tree_id: clan.treeId, first_names: [{ type: 'given', value: 'Warm' }], surnames: [], gender: 'f', relative: { person_id: clan.start, relation: 'child' } });
      const structural = diffOn(node, card.map_hash);
      // Time for a diff that did not wait to reach a read of its own (it never does when it waits).
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(hold.held).toBe(1);
      release();
      expect((await structural).new_persons.map((p) => p.object_id)).toContain(child.id);
      expect(hold.held).toBe(1);
    } finally {
      release();
      hold.gate = undefined;
    }
  }, 90_000);
});
