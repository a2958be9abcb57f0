/**
 * GEDCOM parse benchmark: our decoder + parser against the floor (TextDecoder + split on the same
 * bytes) and the npm parsers `gedcom` (tmcw) and `read-gedcom`, on generated 10,000 and 100,000-person
 * files in 5.5.1 and 7.0. Time is the median of 3 runs; memory is the heap the parsed result holds.
 *
 * A second table times the full import (parse + store + first layout) on PGlite: see gedcom/importBench.ts.
 *
 * Run: npx tsx benchmarks/gedcom.bench.ts   (GEDCOM_BENCH_SIZES=10000 for a quick run)
 */
import { parse as tmcwParse } from 'gedcom';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { readGedcom } from 'read-gedcom';
import { decodeGedcom, gedcomToGraph, parseGedcom } from '../src/server/gedcom/index';
import { formatTable, type BenchTable } from './lib/table';
import { generateGedcom } from './gedcom/generate';
import { importBenchmark } from './gedcom/importBench';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

interface Measure {
  ms: number;
  heapMb: number;
}

/** Median time of `runs`, and the heap still held by the result of one more run after a full GC. */
function measure(fn: () => unknown, runs = 3): Measure {
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    gc();
    const t0 = performance.now();
    const r = fn();
    times.push(performance.now() - t0);
    if (r === undefined) throw new Error('benchmark function returned nothing');
  }
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: unknown = fn();
  gc();
  const heapMb = (process.memoryUsage().heapUsed - before) / 2 ** 20;
  // Reading the result after the measurement keeps it alive through the GC above.
  if (kept === undefined) throw new Error('benchmark function returned nothing');
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, heapMb };
}

/** Runs the import benchmark, then the parse benchmark, and returns both tables. */
export default async function run(): Promise<BenchTable[]> {
  const sizes = (process.env.GEDCOM_BENCH_SIZES ?? '10000,100000').split(',').map(Number);
  // First, so that its peak RSS is not inflated by what the parse runs left behind.
  const imports = await importBenchmark(sizes, gc);
  return [await parseBenchmark(sizes), imports];
}

async function parseBenchmark(sizes: number[]): Promise<BenchTable> {
  const rows: (string | number)[][] = [];
  for (const persons of sizes) {
    for (const version of ['5.5.1', '7.0'] as const) {
      const bytes = new TextEncoder().encode(generateGedcom({ persons, version }));
      const mb = (bytes.length / 2 ** 20).toFixed(1);
      const floor = measure(() => new TextDecoder().decode(bytes).split('\n'));
      const cases: [string, Measure][] = [
        ['floor: TextDecoder + split', floor],
        ['xungen: decode + parse', measure(() => parseGedcom(decodeGedcom(bytes).text))],
        ['xungen: + records to graph', measure(() => gedcomToGraph(parseGedcom(decodeGedcom(bytes).text)))],
        ['gedcom (tmcw) parse', measure(() => tmcwParse(new TextDecoder().decode(bytes)))],
        ['read-gedcom', measure(() => readGedcom(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer))],
      ];
      for (const [name, m] of cases) {
        rows.push([persons, version, mb, name, Math.round(m.ms), (m.ms / floor.ms).toFixed(2), m.heapMb.toFixed(0)]);
      }
    }
  }
  return {
    title: 'GEDCOM parse: generated trees, median of 3 runs',
    columns: ['persons', 'version', 'MB', 'parser', 'ms', 'x floor', 'heap MB held'],
    rows,
    notes: [
      'floor = TextDecoder.decode + split("\\n") over the same bytes; target for "xungen: decode + parse" is <= 1.5x floor',
      '"heap MB held" = heapUsed after a full GC with the parse result still referenced, minus before',
      `node ${process.version}, ${process.platform} ${process.arch}; the machine is shared, so compare ratios within one run`,
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((tables) => console.log(tables.map(formatTable).join('\n\n')));
}
