/**
 * How many persons sit behind each closed branch: what opening it would add to the drawing.
 * Walks only undrawn persons, so the total cost stays near the size of the hidden part.
 */
import type { Adjacency, GraphIndex } from './graphIndex';
import type { Structure } from './structure';
import { scratchI32 } from './scratch';

export function hiddenCounts(index: GraphIndex, s: Structure): Int32Array {
  const { parents, children, spouses } = index;
  const realCount = index.persons.length;
  const counts = scratchI32(index.nodeCount);
  const stamp = scratchI32(index.nodeCount);
  const groupOf = s.groupOf;
  let token = 0;
  const stack: number[] = [];

  /** Queues the undrawn persons of node's list not yet seen in this walk. */
  const push = (adj: Adjacency, node: number) => {
    const start = adj.start[node];
    const end = start + adj.count[node];
    for (let k = start; k < end; k++) {
      const other = adj.to[k];
      if (other < realCount && groupOf[other] < 0 && stamp[other] !== token) {
        stamp[other] = token;
        stack.push(other);
      }
    }
  };

  /** Counts undrawn persons reachable from node through spouses and children (or parents, going up). */
  const walk = (node: number, up: boolean): number => {
    let count = 0;
    if (up) push(parents, node);
    else {
      push(spouses, node);
      push(children, node);
    }
    while (stack.length > 0) {
      const next = stack.pop()!;
      count++;
      if (up) push(parents, next);
      else {
        push(spouses, next);
        push(children, next);
      }
    }
    return count;
  };

  for (let node = 0; node < realCount; node++) {
    if (groupOf[node] < 0) continue;
    let count = 0;
    if (s.closed[node] || s.sideClosed[node]) {
      token++;
      count += walk(node, false);
    }
    if (s.upClosed[node]) {
      token++;
      count += walk(node, true);
    }
    counts[node] = count;
  }
  return counts;
}
