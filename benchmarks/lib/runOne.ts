/** Runs one benchmark file in its own process (so memory figures are its own) and writes its table. */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchTable } from './table';

const [file, out] = process.argv.slice(2);
const mod = (await import(pathToFileURL(resolve(file)).href)) as { default: () => Promise<BenchTable | BenchTable[]> };
const result = await mod.default();
writeFileSync(out, JSON.stringify(Array.isArray(result) ? result : [result]));
process.exit(0);
