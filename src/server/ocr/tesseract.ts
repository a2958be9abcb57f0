/**
 * Runs the Tesseract command (Debian tesseract-ocr with chi_tra_vert, chi_sim, eng) in a child
 * process: the waiting costs the event loop nothing. Vertical zupu pages read best in one of two
 * page-segmentation modes depending on the scan (3, automatic, on clean pages; 5, a single vertical
 * block, on degraded ones), so `readPage` runs both and keeps the reading with the higher score.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { meanConfidence, parseHocr, readingScore, type OcrPage } from './hocr';

export const OCR_LANGS = ['chi_tra_vert', 'chi_sim', 'eng'] as const;
export type OcrLang = (typeof OCR_LANGS)[number];

export class OcrUnavailable extends Error {}

export interface Reading extends OcrPage {
  psm: number;
  confidence: number;
  score: number;
}

function run(args: string[], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // One thread per page: OCR shares the machine with the API and the other jobs.
    const child = execFile('tesseract', args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, signal, timeout: 120_000, maxBuffer: 4 << 20 }, (err, _out, stderr) => {
      if (!err) return resolve();
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return reject(new OcrUnavailable('Tesseract is not installed (Debian packages tesseract-ocr and tesseract-ocr-chi-tra-vert).'));
      reject(new Error(`tesseract failed: ${String(stderr).trim().split('\n').pop() ?? err.message}`));
    });
    // Below the server's own priority, so requests stay quick while pages are read.
    if (child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // The process may have ended already.
      }
    }
  });
}

/** In Chinese text a lone '+' is the character 十 that Tesseract took for the sign. */
function tidy(page: OcrPage, lang: OcrLang): OcrPage {
  if (lang === 'eng') return page;
  const chars = page.chars.map((c) => (c.ch === '+' ? { ...c, ch: '十' } : c));
  return { text: page.text.replace(/\+/g, '十'), chars };
}

/** One reading of an image file in one page-segmentation mode. */
export async function readImage(file: string, lang: OcrLang, psm: number, signal?: AbortSignal): Promise<Reading> {
  const dir = await mkdtemp(join(tmpdir(), 'xungen-ocr-'));
  try {
    await run([file, join(dir, 'out'), '-l', lang, '--psm', String(psm), '-c', 'hocr_char_boxes=1', 'hocr'], signal);
    const page = tidy(parseHocr(await readFile(join(dir, 'out.hocr'), 'utf8'), lang === 'eng'), lang);
    return { ...page, psm, confidence: meanConfidence(page), score: readingScore(page) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Modes tried for a language: both vertical-friendly ones for vertical text, automatic for the others. */
export function modesFor(lang: OcrLang): number[] {
  return lang === 'chi_tra_vert' ? [3, 5] : [3];
}

/** The better of the modes' readings of image bytes. */
export async function readPage(image: Uint8Array, lang: OcrLang = 'chi_tra_vert', signal?: AbortSignal): Promise<Reading> {
  const dir = await mkdtemp(join(tmpdir(), 'xungen-ocr-in-'));
  try {
    const file = join(dir, 'page.png');
    await writeFile(file, image);
    let best: Reading | null = null;
    for (const psm of modesFor(lang)) {
      const reading = await readImage(file, lang, psm, signal);
      if (!best || reading.score > best.score) best = reading;
    }
    return best!;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
