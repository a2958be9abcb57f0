import { describe, expect, it } from 'vitest';
import { generateGedcom } from '../../../benchmarks/gedcom/generate';
import { decodeGedcom } from './decode';
import { parseGedcom } from './parse';
import { referenceParse } from './testReferenceParse';
import { allFixtureFiles, fixture } from './testFixtures';

/** parseGedcom's tree and problems, in the reference's shape. */
function parsed(text: string) {
  const r = parseGedcom(text);
  const t = r.tree;
  const column = (a: ArrayLike<number>) => Array.from(a).slice(0, t.size);
  return {
    size: t.size,
    columns: {
      level: column(t.level),
      tag: column(t.tag),
      line: column(t.line),
      xrefStart: column(t.xrefStart),
      xrefEnd: column(t.xrefEnd),
      valStart: column(t.valStart),
      valEnd: column(t.valEnd),
      firstChild: column(t.firstChild),
      nextSibling: column(t.nextSibling),
      cont: column(t.cont),
    },
    tags: t.tags,
    roots: t.roots,
    v7From: t.v7From,
    errors: r.errors,
    warnings: r.warnings,
  };
}

const LINE_ENDS = ['\n', '\r', '\r\n', '\n\r'];

describe('the WebAssembly line loop against the plain reading of the line rules', () => {
  it('reads every fixture the same, in every line-end form', () => {
    let files = 0;
    for (const file of allFixtureFiles(['.ged'])) {
      let text: string;
      try {
        text = decodeGedcom(fixture(file)).text;
      } catch {
        continue; // not GEDCOM text at all (the malformed fixtures that decoding refuses)
      }
      files++;
      for (const eol of LINE_ENDS) {
        const variant = text.replace(/\r\n|\r|\n/g, eol);
        expect(parsed(variant), `${file} ${JSON.stringify(eol)}`).toEqual(referenceParse(variant));
      }
    }
    expect(files).toBeGreaterThan(100);
  });

  it('joins continuations that come back to a line after another line was continued', () => {
    const text = ['0 HEAD', '0 @N1@ NOTE a', '1 CONT b', '1 SOUR x', '2 CONT y', '1 CONC c', '2 CONT z', '1 CONC d', '0 TRLR'].join('\n');
    expect(parsed(text)).toEqual(referenceParse(text));
    const note = parseGedcom(text).records[1]!;
    // "2 CONT z" hangs under the "1 CONC c" line, so it continues what that line continues: the NOTE.
    expect(note.value).toBe('a\nbc\nzd');
    expect(note.children.map((c) => [c.tag, c.value])).toEqual([['SOUR', 'x\ny']]);
  });

  it('reads generated trees the same, 5.5.1 and 7.0', () => {
    for (const version of ['5.5.1', '7.0'] as const) {
      const text = generateGedcom({ persons: 1500, version });
      expect(parsed(text)).toEqual(referenceParse(text));
    }
  });

  it('reads random fragment documents the same: bad levels, identifiers, escapes, continuations, line ends', () => {
    const parts = ['0', '1', '2', '3', '99', '100', '1234567890123', ' ', '\t', '\uFEFF', '@I1@', '@F1@', '@I1 x@', '@@', '@@I1@', '@', '@#D', 'a@b', 'CONC', 'CONT',
      'NAME', 'HEAD', 'GEDC', 'VERS', '7.0', '5.5', '_X', '_LONGTAG', 'name', 'x', '中文', '\n', '\r', '\r\n', '\n\r',
      '\n0 @I1@ INDI\n', '\n0 @F1@ FAM\n', '\n1 FAMS @F1@\n', '\n1 HUSB @VOID@\n', '\n1 CONT x\n2 NOTE y\n'];
    let seed = 20261121;
    const pick = () => parts[(seed = (seed * 1103515245 + 12345) & 0x7fffffff) % parts.length]!;
    for (let k = 0; k < 4000; k++) {
      let text = `0 HEAD\n1 GEDC\n2 VERS ${k % 2 ? '7.0' : '5.5.1'}\n`;
      for (let j = 0, m = 1 + (k % 50); j < m; j++) text += pick();
      expect(parsed(text), JSON.stringify(text)).toEqual(referenceParse(text));
    }
  });

  it('reads random documents of well-formed and damaged lines the same', () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const one = <T>(xs: readonly T[]): T => xs[rnd(xs.length)]!;
    const gaps = [' ', ' ', ' ', '\t', '  ', ' \t', ''];
    const lineOf = (depth: number): string => {
      const level = one([String(depth), String(depth), String(depth + 1), String(Math.max(0, depth - 1)), '0', '', 'x', '120', '07']);
      const xref = one(['', '', '', '@I1@', '@F2@', '@N 3@', '@', '@@', '@I1']);
      const tag = one(['NAME', 'NOTE', 'CONC', 'CONT', 'FAMS', 'HUSB', 'INDI', 'FAM', 'GEDC', 'VERS', '_UID', '_LONGER_TAG', 'Name', 'DATE', '']);
      const value = one(['', '', 'plain', '@I1@', '@F2@', '@N 3@', '@VOID@', '@@I1@', '@I1@@', '@#DJULIAN@ 1700', ' two  spaces ', '7.0', '中文 名字', '@']);
      return `${one(['', '', '', ' ', '\t', '\uFEFF'])}${level}${one(gaps)}${xref}${xref ? one(gaps) : ''}${tag}${value ? one(gaps) + value : one(['', '', ' '])}`;
    };
    for (let k = 0; k < 3000; k++) {
      const eol = one(LINE_ENDS);
      const lines = ['0 HEAD', '1 GEDC', `2 VERS ${one(['5.5.1', '7.0', '5.5'])}`];
      for (let j = 0, m = 1 + rnd(30), depth = 0; j < m; j++) {
        const line = lineOf(depth);
        lines.push(line);
        depth = Number(line.trim().split(/[ \t]/)[0]) || 0;
      }
      const text = lines.join(eol) + one(['', eol, eol + eol]);
      expect(parsed(text), JSON.stringify(text)).toEqual(referenceParse(text));
    }
  });
});
