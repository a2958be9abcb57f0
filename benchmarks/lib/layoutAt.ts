/**
 * The layout as an earlier commit had it, for benchmarks that compare against a baseline measured in the
 * same run: that commit's src/ is taken from git into a temporary folder (node_modules linked beside it)
 * and its layout module imported from there. Nothing of the working tree is touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type LayoutModule = typeof import('../../src/server/layout');

/** Imports src/server/layout of `commit` (a hash or ref the repository knows). */
export async function layoutAt(commit: string): Promise<LayoutModule> {
  const hash = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `xungen-layout-${hash.slice(0, 12)}`);
  const entry = join(dir, 'src/server/layout/index.ts');
  if (!existsSync(entry)) {
    // Unpacked beside, then renamed: an interrupted run leaves no half folder that looks complete.
    const part = `${dir}.${process.pid}`;
    rmSync(part, { recursive: true, force: true });
    mkdirSync(part, { recursive: true });
    const archive = execFileSync('git', ['archive', hash, 'src'], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', part], { input: archive });
    symlinkSync(resolve('node_modules'), join(part, 'node_modules'));
    rmSync(dir, { recursive: true, force: true });
    renameSync(part, dir);
  }
  // ES modules, as the project's own (package.json "type"): without it tsx loads the copy as CommonJS, whose
  // imports are property getters, and the same layout ran about a quarter slower than today's.
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "type": "module" }\n');
  return (await import(pathToFileURL(entry).href)) as LayoutModule;
}
