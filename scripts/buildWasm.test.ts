import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileWat, moduleText, WASM_SOURCES } from './buildWasm';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('compiled WebAssembly modules', () => {
  it.each(WASM_SOURCES)('$module holds $wat as it is now (else: npm run build:wasm)', async (source) => {
    const binary = await compileWat(source.wat);
    expect(await readFile(root + source.module, 'utf8')).toBe(moduleText(source, binary));
  });
});
