/**
 * GEDCOM parse benchmark: our decoder + parser against the floor (TextDecoder + split on the same
 * bytes) and the npm parsers `gedcom` (tmcw) and `read-gedcom`, on generated 10,000 and 100,000-person
 * files in 5.5.1 and 7.0. Each row is timed on the same bytes in the same process, cases interleaved
 * round by round after a warm-up, and reports the median wall and CPU time of 5 rounds; memory is what
 * the parsed result holds, on the heap and in ArrayBuffers.
 *
 * A second table times the full import (parse + store + first layout) on PGlite: see gedcom/importBench.ts.
 *
 * Run: npx tsx --expose-gc benchmarks/gedcom.bench.ts   (GEDCOM_BENCH_SIZES=10000 for a quick run,
 * GEDCOM_BENCH_ONLY=parse or =import for one table)
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
  cpuMs: number;
  heapMb: number;
}

const ROUNDS = 5;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** One timed call: wall and CPU milliseconds. */
function timeOnce(fn: () => unknown): { ms: number; cpuMs: number } {
  gc();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = fn();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  if (r === undefined) throw new Error('benchmark function returned nothing');
  return { ms, cpuMs: (c.user + c.system) / 1000 };
}

/** Memory the JavaScript heap and ArrayBuffers (typed arrays, large decoded strings) hold. */
function heldNow(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

/**
 * Full collections until the memory held stops falling: dead ArrayBuffers (typed arrays, WebAssembly
 * memories, those of the import runs before) are given back by a sweep after the collection that
 * found them, so one collection can leave some, and the next take them.
 */
function settledHeld(): number {
  let held = Infinity;
  for (let k = 0; k < 8; k++) {
    gc();
    const now = heldNow();
    if (held - now < 2 ** 20) return now;
    held = now;
  }
  return held;
}

/** The memory still held by the result of one run after a full GC. */
function heldMb(fn: () => unknown): number {
  const before = settledHeld();
  const kept: unknown = fn();
  const mb = (settledHeld() - before) / 2 ** 20;
  // Reading the result after the measurement keeps it alive through the GC above.
  if (kept === undefined) throw new Error('benchmark function returned nothing');
  return mb;
}

/**
 * Times every case on the same input: one warm-up call each, then ROUNDS rounds in which each case
 * runs once, so load from other processes on the machine falls on all cases alike.
 */
function measureAll(cases: [string, () => unknown][]): [string, Measure][] {
  for (const [, fn] of cases) fn();
  const runs = cases.map(() => ({ ms: [] as number[], cpu: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    cases.forEach(([, fn], k) => {
      const t = timeOnce(fn);
      runs[k]!.ms.push(t.ms);
      runs[k]!.cpu.push(t.cpuMs);
    });
  }
  return cases.map(([name, fn], k) => [name, { ms: median(runs[k]!.ms), cpuMs: median(runs[k]!.cpu), heapMb: heldMb(fn) }]);
}

/** Runs the import benchmark, then the parse benchmark, and returns both tables. */
export default async function run(): Promise<BenchTable[]> {
  const sizes = (process.env.GEDCOM_BENCH_SIZES ?? '10000,100000').split(',').map(Number);
  const only = process.env.GEDCOM_BENCH_ONLY;
  if (only === 'parse') return [await parseBenchmark(sizes)];
  // First, so that its peak RSS is not inflated by what the parse runs left behind.
  const imports = await importBenchmark(sizes);
  if (only === 'import') return [imports];
  return [await parseBenchmark(sizes), imports];
}

async function parseBenchmark(sizes: number[]): Promise<BenchTable> {
  const rows: (string | number)[][] = [];
  for (const persons of sizes) {
    for (const version of ['5.5.1', '7.0'] as const) {
      const bytes = new TextEncoder().encode(generateGedcom({ persons, version }));
      const mb = (bytes.length / 2 ** 20).toFixed(1);
      const measured = measureAll([
        ['floor: TextDecoder + split', () => new TextDecoder().decode(bytes).split('\n')],
        ['xungen: decode + parse', () => parseGedcom(decodeGedcom(bytes).text)],
        ['xungen: + records to graph', () => gedcomToGraph(parseGedcom(decodeGedcom(bytes).text))],
        ['gedcom (tmcw) parse', () => tmcwParse(new TextDecoder().decode(bytes))],
        ['read-gedcom', () => readGedcom(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)],
      ]);
      const floor = measured[0]![1];
      for (const [name, m] of measured) {
        rows.push([persons, version, mb, name, Math.round(m.ms), Math.round(m.cpuMs), (m.ms / floor.ms).toFixed(2), (m.cpuMs / floor.cpuMs).toFixed(2), m.heapMb.toFixed(0)]);
      }
    }
  }
  return {
    title: `GEDCOM parse: generated trees, median of ${ROUNDS} interleaved runs`,
    columns: ['persons', 'version', 'MB', 'parser', 'ms', 'CPU ms', 'x floor', 'CPU x floor', 'MB held'],
    rows,
    notes: [
      'floor = TextDecoder.decode + split("\\n") over the same bytes; target for "xungen: decode + parse" (decode, lines and the record structure) is <= 1.5x floor',
      '"MB held" = heapUsed + external (ArrayBuffers, external strings) with the parse result still referenced, minus before, each read after full GCs until it stops falling',
      'each timed call follows a full GC, as a server parses after others ran; the line loop is WebAssembly (src/server/gedcom/scan.wat), whose compiled code a GC does not throw away, and it keeps its memory between parses up to 64 MB (a 10,000-person file), so the 100,000-person parses each start a new one',
      'at 10,000 persons the floor takes 11-26 ms from one run to the next (split() makes 168,000 strings, and how soon that needs a collection depends on the heap the GC left), so that ratio moves between runs; at 100,000 both sides are steady',
      `node ${process.version}, ${process.platform} ${process.arch}; the machine is shared, so compare ratios within one run`,
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((tables) => console.log(tables.map(formatTable).join('\n\n')));
}
