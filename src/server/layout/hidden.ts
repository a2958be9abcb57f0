/**
 * How many persons sit behind each closed branch: what opening it would add to the drawing.
 * Walks only undrawn persons, so the total cost stays near the size of the hidden part.
 */
import type { GraphIndex } from './graphIndex';
import type { Structure } from './structure';

export function hiddenCounts(index: GraphIndex, s: Structure): Int32Array {
  const { parents, children, spouses } = index;
  const realCount = index.persons.length;
  const counts = new Int32Array(index.nodeCount);
  const stamp = new Int32Array(index.nodeCount);
  let token = 0;
  const stack: number[] = [];
  const hidden = (node: number) => node < realCount && s.groupOf[node] < 0;

  /** Counts undrawn persons reachable from `from` through spouses and children (or parents, going up). */
  const walk = (from: number[], up: boolean): number => {
    let count = 0;
    for (const node of from) {
      if (hidden(node) && stamp[node] !== token) {
        stamp[node] = token;
        stack.push(node);
      }
    }
    while (stack.length > 0) {
      const node = stack.pop()!;
      count++;
      const next = up ? parents[node] : [...spouses[node], ...children[node]];
      for (const other of next) {
        if (hidden(other) && stamp[other] !== token) {
          stamp[other] = token;
          stack.push(other);
        }
      }
    }
    return count;
  };

  for (let node = 0; node < realCount; node++) {
    if (s.groupOf[node] < 0) continue;
    let count = 0;
    if (s.closed[node] || s.sideClosed[node]) {
      token++;
      count += walk([...spouses[node], ...children[node]], false);
    }
    if (s.upClosed[node]) {
      token++;
      count += walk(parents[node], true);
    }
    counts[node] = count;
  }
  return counts;
}
