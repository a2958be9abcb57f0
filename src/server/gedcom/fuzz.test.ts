/**
 * Seeded fuzzing of the whole codec: the shared fixtures, mutated line by line and byte by byte, go
 * through import, export to 5.5.1 and 7.0 and import again. Whatever a user uploads, the import must
 * give a document or a GedcomError, and what it gives must survive its own export.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../lib/random';
import { graphToGedcom551, graphToGedcom7, importGedcom } from './index';
import { GedcomError } from './issues';
import { allGedFiles, fixture } from './testFixtures';

const INPUTS = 4000;
const SEED = 20261121;

// Tags and values that meet the mapping's special cases: links, names, dates, continuations, ages,
// and a tag too long for a 5.5.1 line.
const TAGS = [
  'NAME', 'FAMC', 'FAMS', 'HUSB', 'WIFE', 'CHIL', 'DATE', 'BIRT', 'DEAT', 'CONC', 'CONT', 'PEDI', 'SEX', 'GIVN', 'SURN',
  'NICK', 'TYPE', 'ROMN', 'FONE', 'TRAN', 'LANG', 'MARR', 'DIV', 'NOTE', 'SNOTE', 'SOUR', 'OBJE', 'FILE', 'FORM', 'CHAR',
  'VERS', 'PLAC', 'INDI', 'FAM', 'TRLR', 'ADOP', 'RESI', 'OCCU', 'EVEN', 'PHRASE', 'AGE', 'ASSO', 'RELA', 'ROLE', 'SCHMA',
  'TAG', '_UID', `_${'LONG'.repeat(70)}`,
];
const VALUES = [
  '', '/', '//', 'a/b/c/', '王 /李/', '/Lee/ 小龙', 'BET 1900', 'BET 1900 AND', 'FROM TO', 'ABT 99999999999999999999',
  '31 FEB 2000', '@#DJULIAN@', '@#DHEBREW@ 1 TSH 5000', '1699/700', 'INT 1900 (x', '()', '@', '@@', '@VOID@', 'M', 'X',
  'adopted', 'OTHER', 'CHILD', '< 5y', 'zh', '__proto__', 'x'.repeat(300),
];

/** Seeded, so the same inputs come on every run and a failure names an input that can be replayed. */
function generator(seed: number) {
  const next = mulberry32(seed);
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(a: readonly T[]): T => a[Math.floor(next() * a.length)]! };
}
type Gen = ReturnType<typeof generator>;

const LINE = /^(\d+) (@[^@ ]+@ )?(\S+)(?: (.*))?$/;

function mutateLines(g: Gen, text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const xrefs = [...new Set(text.match(/@[A-Za-z0-9_]+@/g) ?? [])];
  const value = () => (xrefs.length > 0 && g.next() < 0.4 ? g.pick(xrefs) : g.pick(VALUES));
  for (let k = 1 + g.int(5); k > 0 && lines.length > 1; k--) {
    const i = g.int(lines.length);
    const m = LINE.exec(lines[i]!);
    const level = m ? Number(m[1]) : 1;
    const op = g.int(11);
    if (op === 0) lines.splice(i, 1);
    else if (op === 1) lines.splice(g.int(lines.length), 0, ...lines.slice(i, i + 1 + g.int(8)));
    else if (op === 2) {
      const j = g.int(lines.length);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
    } else if (op === 3 && m) lines[i] = `${Math.max(0, level + g.pick([-1, 1, 2]))} ${m[2] ?? ''}${m[3]}${m[4] === undefined ? '' : ` ${m[4]}`}`;
    else if (op === 4 && m) lines[i] = `${level} ${m[2] ?? ''}${m[3]} ${value()}`;
    else if (op === 5 && m) lines[i] = `${level} ${m[2] ?? ''}${g.pick(TAGS)}${m[4] === undefined ? '' : ` ${m[4]}`}`;
    else if (op === 6 && m && xrefs.length > 0) lines[i] = `${level} ${g.pick(xrefs)} ${m[3]}${m[4] === undefined ? '' : ` ${m[4]}`}`;
    else if (op === 7) lines[i] = lines[i]!.slice(0, g.int(lines[i]!.length + 1));
    else if (op === 8) lines.length = Math.max(1, i);
    else if (op === 9) lines.splice(i + 1, 0, `${level + g.int(2)} ${g.pick(TAGS)} ${value()}`);
    // Any value may be continued, and continued text (line feeds) reaches every reader of values.
    else lines.splice(i + 1, 0, `${level + 1} ${g.pick(['CONT', 'CONC'])} ${value()}`);
  }
  return lines.join(g.pick(['\n', '\r\n', '\r']));
}

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(text.length * 2 + 2);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return out;
}

function mutateBytes(g: Gen, bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  for (let k = 1 + g.int(6); k > 0; k--) out[g.int(out.length)] = g.next() < 0.5 ? g.int(256) : g.pick([0x0a, 0x0d, 0x40, 0x80, 0xc3, 0xe1, 0xff]);
  return g.next() < 0.3 ? out.subarray(0, g.int(out.length + 1)) : out;
}

function mutate(g: Gen, source: Uint8Array): Uint8Array {
  const r = g.next();
  if (r < 0.12) return mutateBytes(g, source);
  const text = mutateLines(g, new TextDecoder().decode(source));
  if (r < 0.2) return mutateBytes(g, utf16(text, g.next() < 0.5));
  return new TextEncoder().encode(text);
}

/** 'refused' or 'imported' when the input behaves; otherwise what went wrong. */
function roundTrip(bytes: Uint8Array): string {
  let doc;
  try {
    doc = importGedcom(bytes);
  } catch (e) {
    return e instanceof GedcomError ? 'refused' : `import threw ${(e as Error).stack ?? String(e)}`;
  }
  for (const [version, write] of [['5.5.1', graphToGedcom551], ['7.0', graphToGedcom7]] as const) {
    try {
      const back = importGedcom(new TextEncoder().encode(write(doc.graph, { extras: doc.extras })));
      if (back.graph.persons.length !== doc.graph.persons.length) return `${version} round trip: ${doc.graph.persons.length} persons became ${back.graph.persons.length}`;
    } catch (e) {
      return `${version} export or re-import threw ${(e as Error).stack ?? String(e)}`;
    }
  }
  return 'imported';
}

describe('import, export and re-import of mutated fixtures', () => {
  it(`gives a document or a GedcomError for ${INPUTS} seeded inputs, and exports keep every person`, () => {
    // Small files only: the mutations matter, not the size, and the test must stay quick.
    const sources = allGedFiles().map((f) => fixture(f)).filter((b) => b.length < 20_000);
    expect(sources.length).toBeGreaterThan(50);
    const g = generator(SEED);
    let imported = 0;
    for (let n = 0; n < INPUTS; n++) {
      const input = mutate(g, g.pick(sources));
      const outcome = roundTrip(input);
      if (outcome === 'imported') imported++;
      else if (outcome !== 'refused') expect.fail(`input ${n} of seed ${SEED}: ${outcome}\n--- input (latin1) ---\n${new TextDecoder('latin1').decode(input).slice(0, 4000)}`);
    }
    // The mutations must leave most files importable, or the mapping and the export go untested.
    expect(imported).toBeGreaterThan(INPUTS / 3);
  }, 60_000);
});
