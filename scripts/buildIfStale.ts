/**
 * Builds the web app when dist/ is missing or older than any source it is built from, so
 * `npm start` on a fresh clone serves a current build without a separate step.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = ['index.html', 'vite.config.ts', 'package.json', 'src', 'src-engine', 'public'];
const skip = new Set(['server', 'node_modules']);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (skip.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Where the built web app goes: dist/, or WEB_DIST_DIR (the browser tests build their own copy). */
export const webDistDir = () => process.env.WEB_DIST_DIR || 'dist';

export function buildIsStale(root = '.'): boolean {
  const built = join(root, webDistDir(), 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > builtAt);
}

/**
 * Runs `work` with NODE_ENV set to `value`, then puts NODE_ENV back as it was, unset included:
 * assigning undefined to process.env stores the string "undefined", which the server's environment
 * check then refuses (a fresh clone's first `npm start` built the app and stopped there).
 */
export async function withNodeEnv<T>(value: string, work: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = value;
  try {
    return await work();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

export async function buildIfStale(): Promise<boolean> {
  if (!buildIsStale()) return false;
  console.log('Building the web app…');
  const { build } = await import('vite');
  // Always a production build: a run with NODE_ENV=test must not leave React's development build
  // behind for the next start.
  await withNodeEnv('production', () => build({ logLevel: 'warn', mode: 'production', build: { outDir: webDistDir(), emptyOutDir: true } }));
  return true;
}
