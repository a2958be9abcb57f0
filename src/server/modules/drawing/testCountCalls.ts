/**
 * A module with some of its functions counting their calls, for a vi.mock factory that tells which
 * path a request took (a whole-tree read, a refresh of a cached tree) without changing what it does.
 * A factory is hoisted above the test file's imports, so it takes this one with `await import`.
 */
export function countCalls<M extends object>(mod: M, names: (keyof M)[], onCall: (name: keyof M) => void): M {
  const counted: M = { ...mod };
  for (const name of names) {
    const fn = mod[name] as (...args: unknown[]) => unknown;
    (counted as Record<keyof M, unknown>)[name] = (...args: unknown[]) => {
      onCall(name);
      return fn(...args);
    };
  }
  return counted;
}
