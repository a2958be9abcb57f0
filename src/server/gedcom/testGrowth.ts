/** How the time of some work grows with its size, for the tests that guard against quadratic code. */

/**
 * The best time in milliseconds of each of `runs`, each run once per round and the rounds taken in
 * turns, so that another process busy on the machine slows all of them alike.
 */
export function bestInTurns(runs: (() => unknown)[], rounds: number): number[] {
  const best = runs.map(() => Infinity);
  for (let k = 0; k < rounds; k++) {
    runs.forEach((run, i) => {
      const t = performance.now();
      run();
      best[i] = Math.min(best[i]!, performance.now() - t);
    });
  }
  return best;
}

/**
 * Time of `run` on an input sixteen times larger divided by its time on the small one: about 16 when
 * linear (more when the collector's share grows with the heap), about 256 when quadratic. Each side is
 * its best of five runs, taken in turns (bestInTurns).
 */
export function growthOf16x<T>(make: (n: number) => T, run: (input: T) => unknown, n: number): number {
  const small = make(n);
  const large = make(n * 16);
  run(large);
  run(small);
  const [bestSmall, bestLarge] = bestInTurns([() => run(small), () => run(large)], 5);
  return bestLarge! / bestSmall!;
}

/** The bound the tests check growthOf16x against: above linear on a busy machine, well under quadratic. */
export const LINEAR_16X = 100;
