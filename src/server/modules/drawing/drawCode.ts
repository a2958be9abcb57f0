/**
 * A fingerprint of the code that turns a stored tree into a draw answer: the tree's read, the layout,
 * the cards, the protocol and its encodings. A stored answer is sent again only when made by the same
 * code (storedAnswers.ts), so a change to any of it can never send a drawing the code would no longer
 * make; nobody has to remember to bump a version. Read once per thread, a few milliseconds.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Folders read whole, and single files, relative to this one. */
const FOLDERS = ['../../layout/', '../../tree/', '../../../protocol/', './'];
const FILES = ['../library/cardPhotos.ts', '../hints/cardCounts.ts', '../../files/urls.ts'];

const isSource = (name: string) => /\.(ts|js)$/.test(name) && !/\.test\.(ts|js)$/.test(name);

let fingerprint: string | undefined;

export function drawCodeFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const hash = createHash('sha256');
  const paths = FILES.map((file) => fileURLToPath(new URL(file, import.meta.url)));
  for (const folder of FOLDERS) {
    const dir = fileURLToPath(new URL(folder, import.meta.url));
    for (const name of readdirSync(dir).filter(isSource)) paths.push(dir + name);
  }
  for (const path of paths.sort()) hash.update(path.slice(path.lastIndexOf('/src/'))).update('\0').update(readFileSync(path)).update('\0');
  fingerprint = hash.digest('base64url').slice(0, 16);
  return fingerprint;
}
