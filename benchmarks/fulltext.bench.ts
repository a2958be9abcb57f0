/**
 * Full-text search inside zupus: every sample leaf's text (12 books) plus a 20,000-page variant made
 * from their columns, through the real app (GET clan-pedigree/search-content/, boxes and snippets
 * included) on PGlite, for names of 2 and 3 characters in simplified (the pages are traditional), a
 * surname alone, and names no page holds; beside it, in the same run, the same pages found by a plain
 * ILIKE scan of the text. Target: p95 under 100 ms. Run: npm run bench -- fulltext
 */
import { sql } from 'kysely';
import { toSimplified } from '../src/server/chinese/script';
import { leafTruth, sampleBooks } from '../src/server/data/zupus/book';
import { COLUMNS_PER_HALF } from '../src/server/data/zupus/render';
import { mulberry32 } from '../src/server/lib/random';
import { foldText, pageLexemes } from '../src/server/modules/zupus/fulltext';
import { benchApp } from './lib/benchApp';
import type { BenchTable } from './lib/table';

const VARIANT_PAGES = Number(process.env.FULLTEXT_BENCH_PAGES ?? 20_000);
const QUERIES_EACH = 30;
const TARGET_MS = 100;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

interface PageText {
  zupu_id: string;
  page: number;
  text: string;
}

/** A page row with boxes on a grid of columns, as the OCR would give them. */
function pageRow(p: PageText) {
  const folded = foldText(p.text);
  const boxes: number[][] = [];
  p.text.split('\n').forEach((col, c) => [...col].forEach((_, r) => boxes.push([1400 - c * 80, 70 + r * 48, 1460 - c * 80, 110 + r * 48])));
  return { zupu_id: p.zupu_id, page: p.page, image_key: `zupus/${p.zupu_id}/${p.page}.png`, ocr_text: p.text, ocr_boxes: boxes, search_text: folded.join(''), lexemes: pageLexemes(folded) };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export default async function run(): Promise<BenchTable> {
  const { app, database, now } = await benchApp({ writeLimits: false });
  const db = database.db;
  try {
    const books = sampleBooks({ books: 12 });
    const pages: PageText[] = [];
    const columns: string[] = [];
    for (const b of books) {
      b.leaves.forEach((leaf, i) => pages.push({ zupu_id: b.id, page: i + 1, text: leafTruth(leaf) }));
      for (const leaf of b.leaves) columns.push(...leaf.right, ...leaf.left);
    }
    const samplePages = pages.length;
    const random = mulberry32(5);
    for (let i = 0; i < VARIANT_PAGES; i++) {
      const cols = Array.from({ length: COLUMNS_PER_HALF * 2 }, () => columns[Math.floor(random() * columns.length)]!);
      pages.push({ zupu_id: `zp-variant-${Math.floor(i / 50)}`, page: (i % 50) + 1, text: cols.join('\n') });
    }
    const zupuIds = [...new Set(pages.map((p) => p.zupu_id))];
    await db
      .insertInto('zupus')
      .values(zupuIds.map((id) => ({ id, title: id, surname: '黄', surname_traditional: '黃', is_sample: true, page_count: 60, ancestral_places: '[]', created_at: now })))
      .execute();
    const loadStarted = performance.now();
    for (let i = 0; i < pages.length; i += 500) {
      const batch = JSON.stringify(pages.slice(i, i + 500).map(pageRow));
      await sql`
        INSERT INTO zupu_pages (zupu_id, page, image_key, width, height, ocr_status, ocr_text, ocr_boxes, search_text, search_lexemes)
        SELECT r.zupu_id, r.page, r.image_key, 1480, 1100, 'done', r.ocr_text, r.ocr_boxes, r.search_text, array_to_tsvector(ARRAY(SELECT jsonb_array_elements_text(r.lexemes)))
          FROM jsonb_to_recordset(${batch}::jsonb) AS r(zupu_id text, page int, image_key text, ocr_text text, ocr_boxes jsonb, search_text text, lexemes jsonb)`.execute(db);
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    await sql`ANALYZE zupu_pages`.execute(db);

    // Names written in the books (given names and full names), asked in simplified.
    const names = [...new Set(pages.slice(0, samplePages).flatMap((p) => [...p.text.matchAll(/諱(\p{Script=Han}{2})/gu)].map((m) => m[1]!)))];
    const full = [...new Set(pages.slice(0, samplePages).flatMap((p) => [...p.text.matchAll(/世(\p{Script=Han}{3})公/gu)].map((m) => m[1]!)))];
    const pick = (list: string[]) => Array.from({ length: QUERIES_EACH }, (_, i) => toSimplified(list[(i * 7919) % list.length]!));
    const sets: [string, string[]][] = [
      ['2-character given name', pick(names)],
      ['3-character full name', pick(full)],
      ['surname alone (1 character)', ['黄', '李', '王', '张', '周', '刘']],
      ['name in no book', Array.from({ length: QUERIES_EACH }, (_, i) => `司马${'懿昭师炎攸伷'[i % 6]}${i}`)],
    ];
    const rows: (string | number)[][] = [];
    for (const [label, queries] of sets) {
      const api: number[] = [];
      const scan: number[] = [];
      let hits = 0;
      for (const q of queries) {
        api.push(
          await timed(async () => {
            const res = await app.request(`/api/v1/clan-pedigree/search-content/?q=${encodeURIComponent(q)}`);
            hits += ((await res.json()) as { meta: { total_count: number } }).meta.total_count;
          }),
        );
        const folded = foldText(q).join('');
        scan.push(
          await timed(() =>
            Promise.all([
              sql`SELECT zupu_id, page, ocr_text, ocr_boxes FROM zupu_pages WHERE search_text ILIKE ${`%${folded}%`} ORDER BY zupu_id, page LIMIT 10`.execute(db),
              sql`SELECT count(*) FROM zupu_pages WHERE search_text ILIKE ${`%${folded}%`}`.execute(db),
            ]),
          ),
        );
      }
      api.sort((a, b) => a - b);
      scan.sort((a, b) => a - b);
      rows.push([label, queries.length, Math.round(hits / queries.length), quantile(api, 0.5).toFixed(1), quantile(api, 0.95).toFixed(1), quantile(scan, 0.5).toFixed(1), quantile(scan, 0.95).toFixed(1)]);
    }
    return {
      title: `Zupu full-text search: ${samplePages} sample pages + ${VARIANT_PAGES.toLocaleString('en')} generated pages (PGlite, through the app)`,
      columns: ['query', 'queries', 'mean hits', 'lexeme index p50 ms', 'lexeme index p95 ms', 'ILIKE scan p50 ms', 'ILIKE scan p95 ms'],
      rows,
      notes: [`target: lexeme index p95 under ${TARGET_MS} ms`, `pages written in ${loadSeconds.toFixed(1)} s (500 a statement)`, 'the ILIKE baseline is SQL only (page and count), without the app, snippets or boxes'],
    };
  } finally {
    await database.close();
  }
}
