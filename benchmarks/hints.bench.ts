/**
 * RecordFinder: precision and recall of shown hints on held-out labelled sets of two sizes beside the baseline
 * (exact surname + given name + birth year), and the time to match a 10,000-person tree against the
 * 200,000-record sample corpus and to refresh after one edit. Run: npm run bench -- hints
 * (HINTS_BENCH_RECORDS, HINTS_BENCH_PERSONS and HINTS_BENCH_LABELLED change the sizes).
 */
import { qualityTables } from './hints/quality';
import { speedTable } from './hints/speed';
import type { BenchTable } from './lib/table';

export default async function run(): Promise<BenchTable[]> {
  return [...qualityTables(), await speedTable()];
}
