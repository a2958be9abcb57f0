/** Paths and readers for the shared GEDCOM fixtures, used by the tests of this folder. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GEDCOM7_GRAMMAR, GEDCOM_FIXTURES } from '../../../tests/harness/shared';

export const FIXTURES = GEDCOM_FIXTURES;
export const GRAMMAR = GEDCOM7_GRAMMAR;

export function fixture(rel: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, rel)));
}

/** Every .ged file under the fixtures, as paths relative to FIXTURES, sorted. */
export function allGedFiles(): string[] {
  return allFixtureFiles(['.ged']);
}

/** Every fixture file with one of these endings (.ged, .gdz), as paths relative to FIXTURES, sorted. */
export function allFixtureFiles(endings: string[] = ['.ged', '.gdz']): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(FIXTURES, dir))) {
      const rel = dir ? `${dir}/${name}` : name;
      if (statSync(join(FIXTURES, rel)).isDirectory()) walk(rel);
      else if (endings.some((e) => name.endsWith(e))) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}
