/**
 * Property test of the drawing under a seeded sequence of random single-person edits of every kind (add a
 * parent, spouse, sibling or child; delete a person; link an existing person; change or remove a couple or
 * parenthood; expand or collapse a branch) on a generated clan. After every edit:
 * - the diff the server answers (diffLayouts of the stored drawing and the new one) applied to the previous
 *   drawing gives the fresh drawing of the same tree and control data, map_hash included;
 * - the drawing stored as its first version plus one composed delta (as layout_states keeps it) is the same;
 * - each person is drawn once and checkLayout finds no broken rule.
 * Each sequence runs twice: drawn afresh after every edit, and with memory (each drawing follows the one
 * before, as a diff does), where the drawing made from its own memory must also be itself.
 * A failure names the seed and step; XUNGEN_EDIT_SEQUENCE_SEEDS, _EDITS and _PERSONS run a longer sequence,
 * e.g. `XUNGEN_EDIT_SEQUENCE_SEEDS=1-20 XUNGEN_EDIT_SEQUENCE_EDITS=200 npx vitest run <this file>`.
 */
import { describe, expect, it } from 'vitest';
import { generateTree } from '../../tree/generateTree';
import { EVERY_EDIT_KIND, randomEditor, type AppliedEdit, type EditKind, type EditState } from '../../../../benchmarks/lib/randomEdits';
import type { DiffResponse, DrawResponse } from '../../../protocol/draw';
import { mulberry32 } from '../../lib/random';
import { applyDiff, checkLayout, diffLayouts, layoutTree } from '../../layout';
import { composeDiffs } from './composeDiff';
import { canonical } from './testCanonical';

/** "1,2" or "1-20" or "3,7-9". */
function seedsOf(text: string): number[] {
  return text.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map(Number);
    if (!Number.isInteger(from) || (to !== undefined && !Number.isInteger(to))) throw new Error(`XUNGEN_EDIT_SEQUENCE_SEEDS: not a seed list: ${text}`);
    return Array.from({ length: (to ?? from) - from + 1 }, (_, k) => from + k);
  });
}

const SEEDS = seedsOf(process.env.XUNGEN_EDIT_SEQUENCE_SEEDS ?? '1,2');
const EDITS = Number(process.env.XUNGEN_EDIT_SEQUENCE_EDITS ?? 42);
const PERSONS = Number(process.env.XUNGEN_EDIT_SEQUENCE_PERSONS ?? 300);
const preferences = { color_code_gender: true, tree_show_birth_order: true };

describe('the drawing under a random sequence of single-person edits', () => {
  for (const seed of SEEDS) for (const memory of [false, true]) {
    it(`answers exact diffs and valid drawings over ${EDITS} edits of every kind on a ${PERSONS}-person clan (seed ${seed}${memory ? ', with memory' : ''})`, () => {
      const graph = generateTree({ persons: PERSONS, seed });
      const start = graph.persons[0].id;
      const draw = (state: EditState, previous?: DrawResponse) => layoutTree(state.graph, { startPersonId: start, controlData: state.control, preferences, withGhosts: true, previous: memory ? previous : undefined });
      const editor = randomEditor(mulberry32(seed * 101));
      let state: EditState = { graph, control: { expanded: [], collapsed: [] } };
      const first = draw(state);
      expect(checkLayout(first), `seed ${seed}, first drawing`).toEqual([]);
      let before = first;
      let delta: DiffResponse | undefined;
      const made = new Map<EditKind, number>();
      for (let step = 0; step < EDITS; step++) {
        // The kinds in turn, so a short run has each of them; the person at random.
        const edit: AppliedEdit | null = editor.next(state, before, EVERY_EDIT_KIND[step % EVERY_EDIT_KIND.length]);
        if (!edit) continue;
        made.set(edit.kind, (made.get(edit.kind) ?? 0) + 1);
        const where = `seed ${seed}, step ${step}: ${edit.kind} at ${edit.personId}${edit.otherId ? ` and ${edit.otherId}` : ''} (${PERSONS} persons)`;
        const after = draw(edit.state, before);
        expect(checkLayout(after), where).toEqual([]);
        if (memory) expect(draw(edit.state, after).map_hash, `${where}: drawn from itself, another drawing`).toBe(after.map_hash);
        const ids = after.persons.map((p) => p.object_id);
        expect(new Set(ids).size, `${where}: a person drawn twice`).toBe(ids.length);
        const diff = diffLayouts(before, after);
        expect(diff.map_hash, where).toBe(after.map_hash);
        const applied = applyDiff(before, diff);
        expect(applied.map_hash, `${where}: the diff applied hashes differently`).toBe(after.map_hash);
        expect(canonical(applied), where).toEqual(canonical(after));
        // The stored form: the first drawing and every diff since composed into one.
        delta = delta ? composeDiffs(delta, diff) : diff;
        expect(delta, where).toBeDefined();
        const stored = applyDiff(first, delta!);
        expect(stored.map_hash, `${where}: the composed delta hashes differently`).toBe(after.map_hash);
        expect(canonical(stored), `${where}: the composed delta`).toEqual(canonical(after));
        state = edit.state;
        before = after;
      }
      // Every kind was made at least once (a kind with nothing to act on is skipped, which a short run must not hide).
      if (EDITS >= 2 * EVERY_EDIT_KIND.length) expect([...made.keys()].sort(), `seed ${seed}`).toEqual([...EVERY_EDIT_KIND].sort());
    }, 30_000 + EDITS * PERSONS * 2);
  }
});

