/**
 * The shared folder beside the repository (../shared: fixtures, grammar), found from this file so
 * tests work in any clone; XUNGEN_SHARED_DIR overrides it.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export const SHARED_DIR = process.env.XUNGEN_SHARED_DIR || resolve(repoRoot, '..', 'shared');
export const GEDCOM_FIXTURES = join(SHARED_DIR, 'fixtures', 'gedcom');
export const GEDCOM7_GRAMMAR = join(SHARED_DIR, 'fixtures', 'gedcom-grammar', 'g7validation.json');
