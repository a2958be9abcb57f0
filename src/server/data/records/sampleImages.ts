/**
 * Page images for the sample collections: for a small, fixed subset of each collection's sources, one
 * PNG per image number (at most three) drawn as the clerk's form it is (a passenger list, a census
 * sheet, a register) with the entries of that page as the collection file records them, names in the
 * clerk's spelling. Drawn with sharp from SVG on a paper tone with slight specks, each page from a seed
 * of its own, and written as an image directory (`<dir>/<source id>/<n>.png`), the layout
 * `records:import --images` reads, so the sample images take the same path as a real collection's.
 */
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import sharp from 'sharp';
import { mulberry32 } from '../../lib/random';
import type { CollectionLine, RecordLine, SourceLine } from './layout';

export const PAGE_WIDTH = 1100;
export const PAGE_HEIGHT = 1400;
/** Entries drawn on one page at most (the rest of a long page is left off the sample scan). */
const ROWS_PER_PAGE = 22;

const FORM_TITLES: Record<string, string> = {
  'passenger-list': 'LIST OR MANIFEST OF ALIEN PASSENGERS',
  'case-file': 'DEPARTMENT OF COMMERCE AND LABOR - IMMIGRATION SERVICE',
  'head-tax-register': 'REGISTER OF CHINESE IMMIGRANTS - HEAD TAX',
  'census-schedule': 'POPULATION SCHEDULE',
  'civil-register': 'REGISTER OF BIRTHS AND DEATHS',
  'burial-register': 'REGISTER OF INTERMENTS',
  directory: 'DIRECTORY OF RESIDENTS',
  newspaper: 'NOTICES',
  'obituary-index': 'INDEX OF OBITUARIES',
};

export interface PageEntry {
  name: string;
  role: string;
  age: string;
  place: string;
  note: string;
}

export interface PageText {
  form: string;
  heading: string;
  subheading: string;
  entries: PageEntry[];
  footer: string;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}.` : s);

/** The page as SVG: a ruled form with a header, column heads and one row an entry. */
export function pageSvg(page: PageText, seed: number): string {
  const random = mulberry32(seed);
  const tone = [236 + Math.floor(random() * 8), 226 + Math.floor(random() * 8), 200 + Math.floor(random() * 12)];
  const ink = 'rgb(30,28,36)';
  const rule = 'rgb(120,110,95)';
  const top = 250;
  const rowH = 46;
  const cols = [60, 110, 470, 640, 700, 900, 1040];
  const parts: string[] = [];
  parts.push(`<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="rgb(${tone.join(',')})"/>`);
  parts.push(`<text x="${PAGE_WIDTH / 2}" y="80" font-family="Liberation Serif" font-size="30" font-weight="bold" text-anchor="middle" fill="${ink}">${escape(page.form)}</text>`);
  parts.push(`<text x="${PAGE_WIDTH / 2}" y="130" font-family="Liberation Serif" font-size="26" text-anchor="middle" fill="${ink}">${escape(clip(page.heading, 70))}</text>`);
  parts.push(`<text x="${PAGE_WIDTH / 2}" y="172" font-family="Liberation Serif" font-size="22" text-anchor="middle" fill="${ink}">${escape(clip(page.subheading, 80))}</text>`);
  const heads = ['No.', 'NAME IN FULL', 'RELATION', 'AGE', 'BORN / RESIDENCE', 'REMARKS'];
  heads.forEach((h, i) => parts.push(`<text x="${cols[i]! + 6}" y="${top - 14}" font-family="Liberation Sans" font-size="17" font-weight="bold" fill="${ink}">${h}</text>`));
  parts.push(`<line x1="${cols[0]}" y1="${top}" x2="${cols[6]}" y2="${top}" stroke="${rule}" stroke-width="3"/>`);
  page.entries.forEach((e, i) => {
    const y = top + rowH * (i + 1);
    parts.push(`<line x1="${cols[0]}" y1="${y}" x2="${cols[6]}" y2="${y}" stroke="${rule}" stroke-width="1.2"/>`);
    const cells = [String(i + 1), clip(e.name, 26), clip(e.role, 12), e.age, clip(e.place, 15), clip(e.note, 10)];
    // The clerk's hand drifts a little from row to row.
    const dx = (random() - 0.5) * 4;
    cells.forEach((c, j) => parts.push(`<text x="${cols[j]! + 8 + dx}" y="${y - 14}" font-family="Liberation Mono" font-size="22" fill="${ink}">${escape(c)}</text>`));
  });
  const bottom = top + rowH * Math.max(page.entries.length, 1);
  for (const x of cols) parts.push(`<line x1="${x}" y1="${top - 44}" x2="${x}" y2="${bottom}" stroke="${rule}" stroke-width="1.2"/>`);
  parts.push(`<text x="${PAGE_WIDTH - 60}" y="${PAGE_HEIGHT - 60}" font-family="Liberation Serif" font-size="20" text-anchor="end" fill="${ink}">${escape(page.footer)}</text>`);
  for (let i = 0; i < 260; i++) {
    const r = (0.5 + random() * 1.6).toFixed(1);
    const fill = random() < 0.7 ? 'rgba(60,45,30,0.45)' : 'rgba(160,130,90,0.35)';
    parts.push(`<circle cx="${(random() * PAGE_WIDTH).toFixed(0)}" cy="${(random() * PAGE_HEIGHT).toFixed(0)}" r="${r}" fill="${fill}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}">${parts.join('')}</svg>`;
}

/** The page as PNG bytes (greyscale-free colour, as a scanner's colour mode). */
export async function renderPage(page: PageText, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(pageSvg(page, seed))).png({ compressionLevel: 9 }).toBuffer();
}

/** A number from a text, to seed a page's randomness. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function entryOf(record: RecordLine): PageEntry[] {
  return record.persons.map((p) => ({
    name: [p.surname, p.first_name].filter(Boolean).join(' ') || 'Unknown',
    role: p.role,
    age: p.age === null ? '' : String(p.age),
    place: p.birth_place ?? p.residence ?? record.event.place,
    note: p.occupation ?? String(record.event.year),
  }));
}

export interface SampleImageOptions {
  /** Sources with images in each collection (the first ones in the file that have paged records). */
  sources: number;
  /** Images of each such source at most (image numbers 1..this). */
  images: number;
}

export const SAMPLE_IMAGE_OPTIONS: SampleImageOptions = { sources: 4, images: 2 };

/**
 * Draws the sample pages of one collection file into `dir` (its image directory); answers how many.
 * Reads the file once, keeping only the chosen sources' entries of their first pages.
 */
export async function writeSampleImages(collectionFile: string, dir: string, o: SampleImageOptions = SAMPLE_IMAGE_OPTIONS): Promise<number> {
  let collection: CollectionLine | null = null;
  const sources = new Map<string, SourceLine>();
  const pages = new Map<string, Map<number, PageEntry[]>>();
  const lines = createInterface({ input: createReadStream(collectionFile, 'utf8'), crlfDelay: Infinity });
  for await (const text of lines) {
    if (!text.trim()) continue;
    const line = JSON.parse(text) as CollectionLine | SourceLine | RecordLine;
    if (line.kind === 'collection') collection = line;
    else if (line.kind === 'source') sources.set(line.id, line);
    else if (line.image_number !== null && line.image_number <= o.images) {
      let source = pages.get(line.source_id);
      if (!source) {
        if (pages.size >= o.sources) continue;
        pages.set(line.source_id, (source = new Map()));
      }
      const entries = source.get(line.image_number) ?? [];
      if (entries.length < ROWS_PER_PAGE) source.set(line.image_number, [...entries, ...entryOf(line)].slice(0, ROWS_PER_PAGE));
    }
  }
  if (!collection) return 0;
  let written = 0;
  for (const [sourceId, byNumber] of pages) {
    const source = sources.get(sourceId)!;
    await mkdir(join(dir, sourceId), { recursive: true });
    for (const [n, entries] of [...byNumber].sort((a, b) => a[0] - b[0])) {
      const page: PageText = {
        form: FORM_TITLES[source.source_type] ?? source.source_type.toUpperCase(),
        heading: source.title,
        subheading: [source.place ?? collection.place, source.year ?? ''].filter(Boolean).join(', '),
        entries,
        footer: `Sample collection - page ${n}`,
      };
      await writeFile(join(dir, sourceId, `${n}.png`), await renderPage(page, seedOf(`${sourceId}/${n}`)));
      written++;
    }
  }
  return written;
}
