/**
 * Priming a new pool thread's drawing code. A thread's first layout of a large tree runs in V8's
 * interpreter until each function has been called often enough to be compiled: the first layout of a
 * 100,000-person tree took 1.7–2.0 s in a new process against 1.0 s after a few layouts of 3,000 persons,
 * and a new pool thread's first draw after an edit 3.0–3.1 s against 2.5–2.8 s primed (probes, session 35).
 * So a thread, once started, lays out a small sample clan (generateTree, not anyone's data) a
 * few times, as a first draw and the edits after it run: a layout afresh, one following the drawing's
 * places, a diff, the columnar answer compressed, and the round trip of a graph snapshot. Each step waits
 * until the thread runs no task, and takes a few tens of milliseconds (at most 57 ms measured, cold), so
 * a request is never kept waiting behind more than one step.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import type { DrawResponse } from '../../../protocol/draw';
import { diffLayouts, followPlaces, layoutTree } from '../../layout';
import type { OrderKey } from '../../tree/load';
import { generateTree } from '../../tree/generateTree';
import { encodeDrawAnswer } from './drawAnswer';
import { snapshotRows } from './graphSnapshot';
import { brotliJson } from './packJson';
import { readSnapshotText, snapshotText, type SnapshotText } from './snapshotForm';

/** The sample clan's size: large enough that every step runs each hot function thousands of times, small enough for steps of tens of milliseconds. */
const PRIME_PERSONS = 1_500;
/** How often the steps run. */
const PRIME_ROUNDS = 4;
/** How long a step waits before looking again whether the thread is idle. */
const IDLE_POLL_MS = 25;

const preferences = { tree_show_birth_order: true, color_code_gender: true };

/** The steps of one round, each a function the thread runs when idle. */
function roundSteps(round: number): (() => unknown)[] {
  const graph = generateTree({ persons: PRIME_PERSONS, seed: round + 1 });
  const start = graph.persons[0].id;
  let first: DrawResponse | undefined;
  let next: DrawResponse | undefined;
  return [
    () => (first = layoutTree(graph, { startPersonId: start, preferences, withGhosts: true })),
    () => (next = layoutTree({ ...graph, persons: graph.persons.map((p) => ({ ...p })) }, { startPersonId: start, preferences, withGhosts: true, previous: followPlaces(first!) })),
    () => diffLayouts(first!, next!),
    () => encodeDrawAnswer(next!, { form: 'columns', coding: 'br' }),
    async () => {
      const personKeys = new Map<string, OrderKey>(graph.persons.map((p, i) => [p.id, [p.id, '1', null, i]]));
      const rows = snapshotRows({ graph, mark: '0', personKeys, coupleTimes: new Map(graph.couples.map((c, i) => [c.id, i])) });
      const bytes = await brotliJson(await snapshotText(rows));
      readSnapshotText(JSON.parse(brotliDecompressSync(bytes).toString('utf8')) as SnapshotText);
    },
  ];
}

/**
 * Runs the priming steps, each once `idle()` says the thread runs no task; resolves with the number of
 * steps run once all have. A step that fails ends the priming (it only ever costs speed) and rejects with its error.
 */
export async function primeDrawingCode(idle: () => boolean, rounds = PRIME_ROUNDS): Promise<number> {
  let ran = 0;
  for (let round = 0; round < rounds; round++) {
    for (const step of roundSteps(round)) {
      while (!idle()) await sleep(IDLE_POLL_MS);
      await step();
      ran++;
      // The turn ends between steps, so a task that arrived meanwhile starts first.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return ran;
}
