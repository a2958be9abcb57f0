/**
 * A reference load stops when the server shuts down: the signal travels with the load's async
 * context (like the database priority), and the loader checks it between batches, so a shutdown
 * ends the load at its next batch, stops the thread that builds the rows, and leaves no version
 * row (the next start loads the set again).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const store = new AsyncLocalStorage<AbortSignal>();

/** Runs `fn` with every reference load it starts, however deep, stopped when `signal` aborts. */
export function withStopSignal<T>(signal: AbortSignal, fn: () => T): T {
  return store.run(signal, fn);
}

/** Throws when the load running here was told to stop. */
export function throwIfStopped(): void {
  const signal = store.getStore();
  if (signal?.aborted) throw new ReferenceLoadStopped();
}

export class ReferenceLoadStopped extends Error {
  constructor() {
    super('The reference data load was stopped for shutdown.');
    this.name = 'ReferenceLoadStopped';
  }
}
