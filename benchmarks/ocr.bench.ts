/**
 * OCR of the sample zupus: character error rate against each leaf's ground truth, clean and worn
 * books apart, for what the OCR job keeps (the better of page modes 3 and 5 by confidence) beside raw
 * single-mode Tesseract (mode 3 alone, mode 5 alone), and seconds per page. Targets: at most 8% on
 * clean pages, 15% on worn ones. Run: npm run bench -- ocr (OCR_BENCH_PAGES leaves of each kind, default 4)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leafTruth, sampleBooks } from '../src/server/data/zupus/book';
import { renderLeaf } from '../src/server/data/zupus/render';
import { mulberry32 } from '../src/server/lib/random';
import { characterErrorRate } from '../src/server/ocr/cer';
import { readImage, type Reading } from '../src/server/ocr/tesseract';
import type { BenchTable } from './lib/table';

const PAGES = Number(process.env.OCR_BENCH_PAGES ?? 4);

interface Row {
  cer: number[];
  seconds: number[];
}

export default async function run(): Promise<BenchTable> {
  const books = sampleBooks({ books: 3, maxPages: PAGES + 1 });
  const kinds = { clean: books.find((b) => !b.degraded)!, worn: books.find((b) => b.degraded)! };
  const dir = await mkdtemp(join(tmpdir(), 'xungen-ocr-bench-'));
  const rows = new Map<string, Row>();
  const add = (key: string, cer: number, seconds: number) => {
    const r = rows.get(key) ?? { cer: [], seconds: [] };
    r.cer.push(cer);
    r.seconds.push(seconds);
    rows.set(key, r);
  };
  try {
    for (const [kind, book] of Object.entries(kinds)) {
      // Leaf 2 onwards: lineage text (the first leaf is mostly the preface).
      for (const [i, leaf] of book.leaves.slice(1, PAGES + 1).entries()) {
        const file = join(dir, `${kind}-${i}.png`);
        await writeFile(file, await renderLeaf(leaf, book.look, mulberry32(i + 1)));
        const truth = leafTruth(leaf);
        const readings: { reading: Reading; seconds: number }[] = [];
        for (const psm of [3, 5]) {
          const started = performance.now();
          const reading = await readImage(file, 'chi_tra_vert', psm);
          const seconds = (performance.now() - started) / 1000;
          readings.push({ reading, seconds });
          add(`${kind}|mode ${psm} alone (baseline)`, characterErrorRate(reading.text, truth), seconds);
        }
        const best = readings.reduce((a, b) => (b.reading.score > a.reading.score ? b : a));
        add(`${kind}|both modes, better kept (the job)`, characterErrorRate(best.reading.text, truth), readings.reduce((n, r) => n + r.seconds, 0));
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    title: `OCR of sample zupu leaves (${PAGES} clean, ${PAGES} worn; 1480×1100, Tesseract chi_tra_vert, one thread)`,
    columns: ['pages', 'reading', 'CER mean', 'CER worst', 'seconds / page', 'target'],
    rows: [...rows.entries()].map(([key, r]) => {
      const [kind, how] = key.split('|');
      return [kind!, how!, `${(mean(r.cer) * 100).toFixed(1)}%`, `${(Math.max(...r.cer) * 100).toFixed(1)}%`, mean(r.seconds).toFixed(2), kind === 'clean' ? '≤ 8%' : '≤ 15%'];
    }),
    notes: ['CER: edit distance over the truth length, spaces and line breaks ignored; the truth includes the fold strip (title, volume).'],
  };
}
