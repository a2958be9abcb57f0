/** How the time of some work grows with its size, for the tests that guard against quadratic code. */

/**
 * Time of `run` on an input sixteen times larger divided by its time on the small one: about 16 when
 * linear (more when the collector's share grows with the heap), about 256 when quadratic. Each side is
 * its best of five runs, taken in turns, so that another process busy on the machine slows both alike.
 */
export function growthOf16x<T>(make: (n: number) => T, run: (input: T) => unknown, n: number): number {
  const small = make(n);
  const large = make(n * 16);
  run(large);
  run(small);
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  for (let k = 0; k < 5; k++) {
    let t = performance.now();
    run(small);
    bestSmall = Math.min(bestSmall, performance.now() - t);
    t = performance.now();
    run(large);
    bestLarge = Math.min(bestLarge, performance.now() - t);
  }
  return bestLarge / bestSmall;
}

/** The bound the tests check growthOf16x against: above linear on a busy machine, well under quadratic. */
export const LINEAR_16X = 100;
