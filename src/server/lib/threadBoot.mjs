// Starts a worker thread on a TypeScript module (workerData.entry). The server runs its sources through
// tsx, with no build step, and a new thread does not inherit the loader hooks of the thread that made it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
