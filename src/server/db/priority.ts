/**
 * Who a database call is for. A call made while a member waits (a request, or heavy work a request
 * handed to a worker thread) goes before one made by a background job, where the two share one
 * connection (PGlite): a job's batch then never queues in front of a member's query.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type Priority = 'request' | 'job';

const store = new AsyncLocalStorage<Priority>();

/** Runs `fn` with every database call it makes, however deep, at the given priority. */
export function withPriority<T>(priority: Priority, fn: () => T): T {
  return store.run(priority, fn);
}

/** The priority of the caller: `request` unless running inside withPriority('job', …). */
export function currentPriority(): Priority {
  return store.getStore() ?? 'request';
}
