import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DiffResponse, DrawPerson, DrawResponse } from '../protocol/draw';
import { treeLoadMachine, type ExpandControlInput, type FetchDiffInput, type FetchDrawInput, type TreeLoadInput } from './treeLoad';

const prefs = { color_code_gender: true, tree_show_birth_order: false };

function person(id: string, x = 0): DrawPerson {
  return {
    object_id: id,
    is_start_person: id === 'a',
    is_ghost: false,
    generation: 0,
    position: { x, y: 0, width: 160, height: 80 },
    card: { full_name: id, names_en: id, names_zh: '', gender: 'none', birth_text: '', death_text: '', is_deceased: false, photo_url: null, has_hidden_subtree: false, hidden_count: 0 },
  };
}

function draw(hash: string, ids: string[]): DrawResponse {
  return {
    persons: ids.map((id, i) => person(id, i * 200)),
    lines: [],
    tree_width: ids.length * 200,
    tree_height: 80,
    tree_margin_x: 0,
    has_state: true,
    map_hash: hash,
    blood_relatives_ids: ids,
    preferences: prefs,
  };
}

function diff(hash: string, change: Partial<DiffResponse> = {}): DiffResponse {
  return {
    new_persons: [],
    remove_persons: [],
    data_update: [],
    new_lines: [],
    remove_lines: [],
    tree_width: 400,
    tree_height: 80,
    tree_margin_x: 0,
    has_state: true,
    map_hash: hash,
    blood_relatives_ids: [],
    preferences: prefs,
    ...change,
  };
}

/** A request the test answers by hand, so each state between call and answer can be observed. */
interface Pending<I, O> {
  input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

function harness(input: Partial<TreeLoadInput> = {}) {
  const draws: Pending<FetchDrawInput, DrawResponse>[] = [];
  const diffs: Pending<FetchDiffInput, DiffResponse>[] = [];
  const expands: Pending<ExpandControlInput, void>[] = [];
  const log: string[] = [];
  const stored: { hash: Map<string, string>; drawing: Map<string, DrawResponse> } = { hash: new Map(), drawing: new Map() };
  const engine: { drawn: DrawResponse[]; diffs: DiffResponse[]; selected: string[] } = { drawn: [], diffs: [], selected: [] };
  const deferred = <I, O>(list: Pending<I, O>[]) =>
    fromPromise<O, I>(({ input: i }) => new Promise<O>((resolve, reject) => list.push({ input: i, resolve, reject })));
  const machine = treeLoadMachine.provide({
    actors: { fetchDraw: deferred(draws), fetchDiff: deferred(diffs), expandControl: deferred(expands) },
    actions: {
      applyDrawToEngine: (_, p) => {
        engine.drawn.push(p.draw);
        log.push(`draw ${p.draw.map_hash}`);
      },
      applyDiffToEngine: (_, p) => {
        engine.diffs.push(p.diff);
        log.push(`diff ${p.diff.map_hash}`);
      },
      selectInEngine: (_, p) => {
        engine.selected.push(p.personId);
      },
      storeMapHash: (_, p) => {
        stored.hash.set(p.treeId, p.mapHash);
      },
      storeDrawing: (_, p) => {
        stored.drawing.set(p.treeId, p.drawing);
      },
      clearTreeState: (_, p) => {
        log.push(`clearTreeState ${p.treeId}`);
      },
      clearActiveTree: (_, p) => {
        log.push(`clearActiveTree ${p.treeId}`);
      },
    },
  });
  const actor = createActor(machine, {
    input: { treeId: 't1', withGhosts: true, activeTreeId: 't1', storedMapHash: null, cachedDrawing: null, ...input },
  });
  actor.start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, draws, diffs, expands, log, stored, engine, settle };
}

describe('treeLoad: first load', () => {
  it('draws in full when no map_hash is stored, then stores the hash and the drawing', async () => {
    const h = harness();
    expect(h.actor.getSnapshot().matches({ loading: 'drawing' })).toBe(true);
    expect(h.diffs).toHaveLength(0);
    expect(h.draws[0].input).toEqual({ treeId: 't1', startPersonId: null, withGhosts: true });
    h.draws[0].resolve(draw('h1', ['a', 'b']));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.log).toEqual(['draw h1']);
    expect(h.stored.hash.get('t1')).toBe('h1');
    expect(h.stored.drawing.get('t1')?.persons.map((p) => p.object_id)).toEqual(['a', 'b']);
  });

  it('draws in full when a hash is stored but not the drawing it names', async () => {
    const h = harness({ storedMapHash: 'h0', cachedDrawing: draw('other', ['a']) });
    expect(h.actor.getSnapshot().matches({ loading: 'drawing' })).toBe(true);
    expect(h.diffs).toHaveLength(0);
  });

  it('shows the cached drawing at once and asks for a diff from its hash', async () => {
    const h = harness({ storedMapHash: 'h0', cachedDrawing: draw('h0', ['a']), withGhosts: false, startPersonId: 'a' });
    expect(h.actor.getSnapshot().matches({ loading: 'diffing' })).toBe(true);
    expect(h.log).toEqual(['draw h0']);
    expect(h.diffs[0].input).toEqual({ treeId: 't1', startPersonId: 'a', withGhosts: false, mapHash: 'h0', trigger: 'reload' });
    h.diffs[0].resolve(diff('h1', { new_persons: [person('b', 200)], blood_relatives_change: { add: ['b'], remove: [] } }));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.draws).toHaveLength(0);
    expect(h.log).toEqual(['draw h0', 'diff h1']);
    const held = h.actor.getSnapshot().context.drawing!;
    expect(held.map_hash).toBe('h1');
    expect(held.persons.map((p) => p.object_id).sort()).toEqual(['a', 'b']);
    expect(held.blood_relatives_ids.sort()).toEqual(['a', 'b']);
    expect(h.stored.hash.get('t1')).toBe('h1');
  });

  it('keeps the cached drawing when the diff is empty and the hash unchanged', async () => {
    const h = harness({ storedMapHash: 'h0', cachedDrawing: draw('h0', ['a']) });
    h.diffs[0].resolve(diff('h0'));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.draws).toHaveLength(0);
  });

  it('falls back to a full draw when has_state is false', async () => {
    const h = harness({ storedMapHash: 'h0', cachedDrawing: draw('h0', ['a']) });
    h.diffs[0].resolve(diff('h9', { has_state: false, new_persons: [person('b')] }));
    await waitFor(h.actor, (s) => s.matches({ loading: 'drawing' }));
    expect(h.engine.diffs).toHaveLength(0);
    h.draws[0].resolve(draw('h9', ['a', 'b']));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.log).toEqual(['draw h0', 'draw h9']);
  });

  it('falls back to a full draw when the diff is empty but the hash moved', async () => {
    const h = harness({ storedMapHash: 'h0', cachedDrawing: draw('h0', ['a']) });
    h.diffs[0].resolve(diff('h5'));
    await waitFor(h.actor, (s) => s.matches({ loading: 'drawing' }));
    expect(h.engine.diffs).toHaveLength(0);
  });

  it('falls back to a full draw when the diff request fails', async () => {
    const h = harness({ storedMapHash: 'h0', cachedDrawing: draw('h0', ['a']) });
    h.diffs[0].reject(new Error('network error'));
    await waitFor(h.actor, (s) => s.matches({ loading: 'drawing' }));
  });

  it('a failed full load clears the tree state and the active tree id when it is this tree', async () => {
    const h = harness();
    h.draws[0].reject(new Error('Not found'));
    await waitFor(h.actor, (s) => s.matches('failed'));
    expect(h.log).toEqual(['clearTreeState t1', 'clearActiveTree t1']);
    expect(h.actor.getSnapshot().context.error).toBe('Not found');
    expect(h.actor.getSnapshot().context.drawing).toBeNull();
  });

  it('a failed full load keeps the active tree id when another tree is active', async () => {
    const h = harness({ activeTreeId: 'mine' });
    h.draws[0].reject(new Error('Forbidden'));
    await waitFor(h.actor, (s) => s.matches('failed'));
    expect(h.log).toEqual(['clearTreeState t1']);
  });

  it('user.retry after a failure loads again in full', async () => {
    const h = harness({ storedMapHash: 'h0', cachedDrawing: draw('h0', ['a']) });
    h.diffs[0].resolve(diff('h1', { has_state: false }));
    await waitFor(h.actor, (s) => s.matches({ loading: 'drawing' }));
    h.draws[0].reject(new Error('boom'));
    await waitFor(h.actor, (s) => s.matches('failed'));
    h.actor.send({ type: 'user.retry' });
    // The cached drawing was dropped with the tree state, so no diff is tried.
    expect(h.actor.getSnapshot().matches({ loading: 'drawing' })).toBe(true);
    expect(h.actor.getSnapshot().context.error).toBeNull();
    h.draws[1].resolve(draw('h2', ['a']));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.diffs).toHaveLength(1);
  });
});

async function readyHarness(input: Partial<TreeLoadInput> = {}) {
  const h = harness(input);
  h.draws[0].resolve(draw('h1', ['a', 'b']));
  await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
  h.log.length = 0;
  return h;
}

describe('treeLoad: reloads after edits', () => {
  it('user.edited asks a diff from the held hash with its trigger and applies it', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'user.edited', trigger: 'edit' });
    expect(h.actor.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
    expect(h.diffs[0].input).toMatchObject({ mapHash: 'h1', trigger: 'edit' });
    h.diffs[0].resolve(diff('h2', { data_update: [{ ...person('b', 200), card: { ...person('b').card, full_name: 'Bo' } }] }));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.log).toEqual(['diff h2']);
    expect(h.stored.hash.get('t1')).toBe('h2');
    expect(h.actor.getSnapshot().context.drawing!.persons.find((p) => p.object_id === 'b')!.card.full_name).toBe('Bo');
  });

  it('tree.reload works the same way and selects the new person once its card arrives', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'tree.reload', trigger: 'add', selectPersonId: 'c' });
    h.diffs[0].resolve(diff('h2', { new_persons: [person('c', 400)] }));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.engine.selected).toEqual(['c']);
    expect(h.actor.getSnapshot().context.selectAfterLoad).toBeNull();
  });

  it('an edit during a reload is diffed once more afterwards, from the new hash', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'user.edited', trigger: 'edit' });
    h.actor.send({ type: 'user.edited', trigger: 'delete' });
    expect(h.diffs).toHaveLength(1);
    h.diffs[0].resolve(diff('h2', { new_persons: [person('c')] }));
    await waitFor(h.actor, () => h.diffs.length === 2);
    expect(h.diffs[1].input).toMatchObject({ mapHash: 'h2', trigger: 'delete' });
    h.diffs[1].resolve(diff('h3', { remove_persons: ['c'] }));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.log).toEqual(['diff h2', 'diff h3']);
    expect(h.actor.getSnapshot().context.pendingTrigger).toBeNull();
  });

  it('a reload whose diff cannot be applied redraws in full', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'user.edited', trigger: 'import' });
    h.diffs[0].resolve(diff('h7', { has_state: false }));
    await waitFor(h.actor, (s) => s.matches({ ready: 'redrawing' }));
    h.actor.send({ type: 'user.edited', trigger: 'edit' });
    h.draws[1].resolve(draw('h7', ['a', 'b', 'c']));
    await waitFor(h.actor, (s) => s.matches({ ready: 'reloading' }));
    expect(h.diffs[1].input).toMatchObject({ mapHash: 'h7', trigger: 'edit' });
    expect(h.log).toEqual(['draw h7']);
  });

  it('a failed redraw clears the tree state', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'user.edited', trigger: 'edit' });
    h.diffs[0].resolve(diff('h7', { has_state: false }));
    await waitFor(h.actor, (s) => s.matches({ ready: 'redrawing' }));
    h.draws[1].reject(new Error('gone'));
    await waitFor(h.actor, (s) => s.matches('failed'));
    expect(h.log).toEqual(['clearTreeState t1', 'clearActiveTree t1']);
  });

  it('a failed reload shows the error and user.retry asks again', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'user.edited', trigger: 'edit' });
    h.diffs[0].reject(new Error('Request failed'));
    await waitFor(h.actor, (s) => s.matches({ ready: 'reloadFailed' }));
    expect(h.actor.getSnapshot().context).toMatchObject({ failedStep: 'reload', error: 'Request failed' });
    // A failed diff keeps the tree: only a failed full load clears it.
    expect(h.log).toEqual([]);
    h.actor.send({ type: 'user.retry' });
    expect(h.actor.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
    expect(h.diffs[1].input).toMatchObject({ mapHash: 'h1', trigger: 'edit' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });

  it('a new edit after a failed reload tries again and drops the old error', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'user.edited', trigger: 'edit' });
    h.diffs[0].reject(new Error('Request failed'));
    await waitFor(h.actor, (s) => s.matches({ ready: 'reloadFailed' }));
    h.actor.send({ type: 'user.edited', trigger: 'add', selectPersonId: 'n' });
    expect(h.actor.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
    expect(h.actor.getSnapshot().context).toMatchObject({ error: null, failedStep: null, selectAfterLoad: 'n' });
    expect(h.diffs[1].input).toMatchObject({ mapHash: 'h1', trigger: 'add' });
  });

  it('leaving a reload cancels its request (the abort signal fires)', async () => {
    let aborted = false;
    const h = harness();
    h.draws[0].resolve(draw('h1', ['a']));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    const actor = createActor(
      treeLoadMachine.provide({
        actors: {
          fetchDraw: fromPromise(async () => draw('h1', ['a'])),
          fetchDiff: fromPromise<DiffResponse, FetchDiffInput>(
            ({ signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => ((aborted = true), reject(new Error('aborted'))))),
          ),
        },
        actions: { applyDrawToEngine: () => {}, storeMapHash: () => {}, storeDrawing: () => {} },
      }),
      { input: { treeId: 't1', withGhosts: true, activeTreeId: null, storedMapHash: null, cachedDrawing: null } },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.edited', trigger: 'edit' });
    actor.stop();
    expect(aborted).toBe(true);
  });
});

describe('treeLoad: expand-control', () => {
  it('user.expand calls expand-control, then diffs with trigger expand', async () => {
    const h = await readyHarness({ startPersonId: 'a' });
    h.actor.send({ type: 'user.expand', data: [{ person_id: 'b', action: 'expand' }] });
    expect(h.actor.getSnapshot().matches({ ready: 'expanding' })).toBe(true);
    expect(h.expands[0].input).toEqual({ treeId: 't1', startPersonId: 'a', dataList: [{ person_id: 'b', action: 'expand' }] });
    expect(h.diffs).toHaveLength(0);
    h.expands[0].resolve();
    await waitFor(h.actor, (s) => s.matches({ ready: 'reloading' }));
    expect(h.diffs[0].input).toMatchObject({ mapHash: 'h1', trigger: 'expand' });
    h.diffs[0].resolve(diff('h2', { new_persons: [person('c')] }));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.log).toEqual(['diff h2']);
  });

  it('a failed expand-control is retried as an expand', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'user.expand', data: [{ person_id: 'b', action: 'collapse' }] });
    h.expands[0].reject(new Error('Request failed'));
    await waitFor(h.actor, (s) => s.matches({ ready: 'reloadFailed' }));
    expect(h.actor.getSnapshot().context.failedStep).toBe('expand');
    h.actor.send({ type: 'user.retry' });
    expect(h.actor.getSnapshot().matches({ ready: 'expanding' })).toBe(true);
    expect(h.expands[1].input.dataList).toEqual([{ person_id: 'b', action: 'collapse' }]);
  });

  it('an edit during expand-control is diffed after the expand diff', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'user.expand', data: [{ person_id: 'b', action: 'expand' }] });
    h.actor.send({ type: 'user.edited', trigger: 'edit' });
    h.expands[0].resolve();
    await waitFor(h.actor, () => h.diffs.length === 1);
    h.diffs[0].resolve(diff('h2', { new_persons: [person('c')] }));
    await waitFor(h.actor, () => h.diffs.length === 2);
    expect(h.diffs[1].input).toMatchObject({ mapHash: 'h2', trigger: 'edit' });
  });
});

describe('treeLoad: expand clicks while busy', () => {
  it('an expand during a reload is sent after it, then diffed', async () => {
    const h = await readyHarness();
    h.actor.send({ type: 'user.edited', trigger: 'edit' });
    h.actor.send({ type: 'user.expand', data: [{ person_id: 'a', action: 'expand' }] });
    h.actor.send({ type: 'user.expand', data: [{ person_id: 'b', action: 'collapse' }] });
    expect(h.expands).toHaveLength(0);
    h.diffs[0].resolve(diff('h2', { new_persons: [person('c')] }));
    await waitFor(h.actor, (s) => s.matches({ ready: 'expanding' }));
    expect(h.expands[0].input.dataList).toEqual([
      { person_id: 'a', action: 'expand' },
      { person_id: 'b', action: 'collapse' },
    ]);
    h.expands[0].resolve();
    await waitFor(h.actor, () => h.diffs.length === 2);
    expect(h.diffs[1].input).toMatchObject({ mapHash: 'h2', trigger: 'expand' });
    h.diffs[1].resolve(diff('h3', { remove_persons: ['c'] }));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.actor.getSnapshot().context.pendingExpand).toEqual([]);
  });
});

describe('treeLoad: defaults', () => {
  it('a side effect the page forgot to provide fails with its name instead of hanging', async () => {
    const actor = createActor(treeLoadMachine.provide({ actions: { clearTreeState: () => {}, clearActiveTree: () => {} } }), {
      input: { treeId: 't1', withGhosts: true, activeTreeId: null, storedMapHash: null, cachedDrawing: null },
    }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatch(/'fetchDraw' must be provided/);
  });
});

describe('treeLoad: another start person', () => {
  it('when ready, diffs around the new start person', async () => {
    const h = await readyHarness({ startPersonId: 'a' });
    h.actor.send({ type: 'user.startPersonChanged', personId: 'b' });
    expect(h.actor.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
    expect(h.diffs[0].input).toMatchObject({ startPersonId: 'b', mapHash: 'h1', trigger: 'reload' });
  });

  it('during a reload, the next diff is around the new start person', async () => {
    const h = await readyHarness({ startPersonId: 'a' });
    h.actor.send({ type: 'user.edited', trigger: 'edit' });
    h.actor.send({ type: 'user.startPersonChanged', personId: 'b' });
    h.diffs[0].resolve(diff('h2', { new_persons: [person('c')] }));
    await waitFor(h.actor, () => h.diffs.length === 2);
    expect(h.diffs[1].input).toMatchObject({ startPersonId: 'b', mapHash: 'h2' });
  });

  it('during the first load, the load starts again around the new start person', async () => {
    const h = harness({ startPersonId: 'a' });
    h.actor.send({ type: 'user.startPersonChanged', personId: 'b' });
    expect(h.draws.map((d) => d.input.startPersonId)).toEqual(['a', 'b']);
    // The first answer arrives late and is ignored: only the second request is still wanted.
    h.draws[0].resolve(draw('old', ['a']));
    h.draws[1].resolve(draw('new', ['b']));
    await waitFor(h.actor, (s) => s.matches({ ready: 'idle' }));
    expect(h.log).toEqual(['draw new']);
  });

  it('after a failure, a new start person loads again', async () => {
    const h = harness({ startPersonId: 'a' });
    h.draws[0].reject(new Error('Not found'));
    await waitFor(h.actor, (s) => s.matches('failed'));
    h.actor.send({ type: 'user.startPersonChanged', personId: 'b' });
    expect(h.actor.getSnapshot().matches({ loading: 'drawing' })).toBe(true);
    expect(h.draws[1].input.startPersonId).toBe('b');
  });
});
