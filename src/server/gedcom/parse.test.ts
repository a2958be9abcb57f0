import { describe, expect, it } from 'vitest';
import { decodeGedcom } from './decode';
import { parseGedcom } from './parse';
import { scanMemoryBytes } from './scan';
import { fixture } from './testFixtures';

const SAMPLE = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 @I1@ INDI', '1 NAME John /Smith/', '1 NOTE first', '2 CONC  part', '2 CONT second line', '1 SEX M', '0 TRLR'];

function tree(text: string) {
  const r = parseGedcom(text);
  const strip = (n: { tag: string; value?: string; xref?: string; children: unknown[] }): unknown => ({ tag: n.tag, value: n.value, xref: n.xref, children: (n.children as typeof n[]).map(strip) });
  return { ...r, shape: r.records.map(strip) };
}

describe('parseGedcom', () => {
  it('builds the record tree and joins CONC and CONT', () => {
    const r = parseGedcom(SAMPLE.join('\n'));
    expect(r.errors).toEqual([]);
    expect(r.records.map((x) => x.tag)).toEqual(['HEAD', 'INDI', 'TRLR']);
    const indi = r.records[1]!;
    expect(indi.xref).toBe('@I1@');
    expect(indi.line).toBe(4);
    expect(indi.children.map((c) => c.tag)).toEqual(['NAME', 'NOTE', 'SEX']);
    expect(indi.children[1]!.value).toBe('first part\nsecond line');
    expect(indi.children[2]!.line).toBe(9);
  });

  it('gives the same tree for LF, CR, CRLF and LF+CR line ends and for indented lines', () => {
    const lf = tree(SAMPLE.join('\n')).shape;
    for (const eol of ['\r', '\r\n', '\n\r']) expect(tree(SAMPLE.join(eol)).shape).toEqual(lf);
    expect(tree(SAMPLE.map((l) => `  \t${l}`).join('\r\n')).shape).toEqual(lf);
  });

  it('skips blank lines with a warning naming the line', () => {
    const r = parseGedcom(fixture_text('cacack-gedcom-go/malformed/blank-lines.ged'));
    expect(r.errors).toEqual([]);
    expect(r.warnings.filter((w) => w.message === 'blank line skipped').map((w) => w.line)).toEqual([15, 17, 20]);
    expect(r.records.filter((x) => x.tag === 'INDI')).toHaveLength(2);
  });

  it('unescapes @@ everywhere in 5.5.1 but only at the start in 7.0', () => {
    const five = parseGedcom('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0 @N1@ NOTE a@@b @@c\n1 CONT @@d\n0 TRLR');
    expect(five.records[1]!.value).toBe('a@b @c\n@d');
    const seven = parseGedcom('0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @N1@ SNOTE @@a@@b\n1 CONT @@d@@\n0 TRLR');
    expect(seven.version).toBe('7.0');
    expect(seven.records[1]!.value).toBe('@a@@b\n@d@@');
  });

  it('keeps values exactly, with their spaces, and reads the 7.0 escapes fixture', () => {
    const r = parseGedcom('0 HEAD\n0 @N1@ NOTE  two  spaces \n0 TRLR');
    expect(r.records[1]!.value).toBe(' two  spaces ');
    const esc = parseGedcom(fixture_text('familysearch-gedcom70/escapes.ged'));
    expect(esc.errors).toEqual([]);
    expect(esc.version).toBe('7.0');
  });

  it('rejects levels over 99 and level jumps, naming the line', () => {
    expect(parseGedcom(fixture_text('cacack-gedcom-go/malformed/level-over-99.ged')).errors.map((e) => e.line)).toEqual([17, 18]);
    expect(parseGedcom(fixture_text('cacack-gedcom-go/malformed/level-jump-skip.ged')).errors).toEqual([
      { line: 8, message: 'level 4 follows level 1: a level may go at most one deeper than the line before' },
    ]);
    expect(parseGedcom(fixture_text('cacack-gedcom-go/malformed/level-jump-subordinate.ged')).errors.map((e) => e.line)).toEqual([10]);
    expect(parseGedcom(fixture_text('cacack-gedcom-go/malformed/invalid-level.ged')).errors.map((e) => e.line)).toEqual([6]);
    const deep = ['0 HEAD', ...Array.from({ length: 99 }, (_, k) => `${k + 1} _X`), '0 TRLR'].join('\n');
    expect(parseGedcom(deep).errors).toEqual([]);
  });

  it('skips a CONC or CONT with no line to continue and reads on from the line before it', () => {
    // A deeper line after such a CONT once sent the parser looking for a parent at level -1, for ever.
    const r = parseGedcom('0 HEAD\n0 CONT x\n1 NOTE y\n0 TRLR');
    expect(r.errors).toEqual([{ line: 2, message: 'CONT has no line to continue' }]);
    expect(tree('0 HEAD\n0 CONT x\n1 NOTE y\n0 TRLR').shape).toEqual([
      { tag: 'HEAD', value: undefined, xref: undefined, children: [{ tag: 'NOTE', value: 'y', xref: undefined, children: [] }] },
      { tag: 'TRLR', value: undefined, xref: undefined, children: [] },
    ]);
    const conc = parseGedcom('0 HEAD x\n1 CONC a\n0 CONC b\n1 CONC c\n0 TRLR');
    expect(conc.errors.map((e) => e.line)).toEqual([3]);
    expect(conc.records[0]!.value).toBe('xac');
  });

  it('returns on any mix of GEDCOM fragments, with every link inside the tree', () => {
    const parts = ['0', '1', '2', '3', '99', '100', ' ', '\t', '@I1@', '@@', '@', '@#D', 'a@b', 'CONC', 'CONT', 'NAME', 'HEAD', 'GEDC', 'VERS', '7.0', '_X', 'x', '\n', '\r', '\r\n'];
    let seed = 7;
    const pick = () => parts[(seed = (seed * 1103515245 + 12345) & 0x7fffffff) % parts.length]!;
    for (let k = 0; k < 3000; k++) {
      let text = `0 HEAD\n1 GEDC\n2 VERS ${k % 2 ? '7.0' : '5.5.1'}\n`;
      for (let j = 0, m = 1 + (k % 40); j < m; j++) text += pick();
      const { tree: t, records } = parseGedcom(text);
      for (let s = 1; s < t.size; s++) {
        for (const link of [t.firstChild[s]!, t.nextSibling[s]!, t.cont[s]!]) expect(link >= 0 && link < t.size, text).toBe(true);
      }
      expect(records.length).toBe(t.roots.length);
    }
  });

  it('reports duplicate xrefs as errors and dangling pointers as warnings', () => {
    const dup = parseGedcom(fixture_text('cacack-gedcom-go/malformed/duplicate-xref.ged'));
    expect(dup.errors.map((e) => e.line)).toEqual([8, 11, 16]);
    expect(dup.errors[0]!.message).toMatch(/@I1@.*line 5/);
    const dangling = parseGedcom(fixture_text('cacack-gedcom-go/malformed/invalid-xref.ged'));
    expect(dangling.errors).toEqual([]);
    expect(dangling.warnings).toEqual([{ line: 6, message: '@F999@ points to no record' }]);
    expect(parseGedcom(fixture_text('cacack-gedcom-go/malformed/unterminated-xref.ged')).errors[0]!.line).toBe(4);
    expect(parseGedcom('0 @I1@ INDI\n0 TRLR').errors[0]!.message).toMatch(/HEAD/);
  });
});

describe('the flat tree behind parseGedcom', () => {
  it('holds levels, tags, links and values that read the same as the records made from it', () => {
    const r = parseGedcom(SAMPLE.join('\n'));
    const t = r.tree;
    const indi = t.roots[1]!;
    expect([t.tagOf(indi), t.xrefOf(indi), t.level[indi], t.line[indi]]).toEqual(['INDI', '@I1@', 0, 4]);
    const kids: string[] = [];
    for (let c = t.firstChild[indi]!; c !== 0; c = t.nextSibling[c]!) kids.push(`${t.tagOf(c)}=${t.value(c)}`);
    expect(kids).toEqual(['NAME=John /Smith/', 'NOTE=first part\nsecond line', 'SEX=M']);
    expect(r.records[1]!.children[1]!.value).toBe('first part\nsecond line');
  });

  it('has a slot for every line of a file whose lines end with CR alone', () => {
    const lines = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', ...Array.from({ length: 300 }, (_, k) => `0 @I${k}@ INDI\r1 NAME P${k}`), '0 TRLR'];
    const r = parseGedcom(lines.join('\r'));
    expect(r.errors).toEqual([]);
    expect(r.records).toHaveLength(302);
    expect(r.records[300]!.children[0]!.value).toBe('P299');
  });

  it('interns any number of distinct tags', () => {
    const lines = ['0 HEAD', '0 @N1@ NOTE x', ...Array.from({ length: 70_000 }, (_, k) => `1 _T${k}`), '0 TRLR'];
    const r = parseGedcom(lines.join('\n'));
    expect(r.records[1]!.children.at(-1)!.tag).toBe('_T69999');
    expect(r.records[1]!.children[65_536]!.tag).toBe('_T65536');
  });

  it('reads more distinct short tags than its table of packed tags holds', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const tags = Array.from({ length: 5000 }, (_, k) => `_${letters[k % 26]}${letters[Math.floor(k / 26) % 26]}${letters[Math.floor(k / 676)]}`);
    // Every tag twice, so the second reading of each is a lookup, from the table or past it.
    const lines = ['0 HEAD', '0 @N1@ NOTE x', ...tags.map((tag) => `1 ${tag}`), ...tags.map((tag) => `1 ${tag} again`), '0 TRLR'];
    const r = parseGedcom(lines.join('\n'));
    expect(r.errors).toEqual([]);
    expect(r.records[1]!.children.map((c) => c.tag)).toEqual([...tags, ...tags]);
    expect(new Set(r.tree.tags).size).toBe(r.tree.tags.length);
  });

  it('checks identifiers of a large file: duplicates far apart and dangling pointers', () => {
    const lines = ['0 HEAD', '1 GEDC', '2 VERS 7.0'];
    for (let k = 0; k < 5000; k++) lines.push(`0 @I${k}@ INDI`, `1 FAMS @F${k % 2500}@`);
    for (let k = 0; k < 2500; k++) lines.push(`0 @F${k}@ FAM`, `1 HUSB @I${k}@`);
    lines.push('0 @I17@ INDI', '1 FAMC @F9999@', '1 FAMC @VOID@', '0 TRLR');
    const r = parseGedcom(lines.join('\n'));
    expect(r.errors).toEqual([{ line: 15004, message: 'duplicate record @I17@ (first defined on line 38)' }]);
    expect(r.warnings).toEqual([{ line: 15005, message: '@F9999@ points to no record' }]);
  });
});

describe('the line loop (scan.wat) between parses', () => {
  it('leaves nothing of one parse in the next: tags, identifiers, links', () => {
    const first = tree(SAMPLE.join('\n'));
    // Other tags first (so other ids), the same identifier, and deeper, longer lines than SAMPLE has.
    const other = ['0 HEAD', '0 @I1@ _OTHER', ...Array.from({ length: 3000 }, (_, k) => `${1 + (k % 3)} _T${k % 40} @I1@ and some text`), '0 TRLR'];
    expect(parseGedcom(other.join('\n')).errors).toEqual([]);
    const again = tree(SAMPLE.join('\n'));
    expect(again.shape).toEqual(first.shape);
    expect([again.errors, again.warnings, again.tree.tags, again.tree.size]).toEqual([first.errors, first.warnings, first.tree.tags, first.tree.size]);
    for (const column of ['level', 'tag', 'line', 'xrefStart', 'xrefEnd', 'valStart', 'valEnd', 'firstChild', 'nextSibling', 'cont'] as const) {
      expect(Array.from(again.tree[column]), column).toEqual(Array.from(first.tree[column]));
    }
  });

  it('lets a memory past its keeping size go after the parse, and parses on in a small one', () => {
    const big = parseGedcom(`0 HEAD\n0 @N1@ NOTE x\n${'1 _X\n'.repeat(700_000)}0 TRLR\n`);
    expect(big.errors).toEqual([]);
    expect(big.tree.size).toBe(700_004);
    expect(scanMemoryBytes()).toBeLessThanOrEqual(2 * 65536);
    expect(tree(SAMPLE.join('\n')).shape).toEqual(tree(SAMPLE.join('\r\n')).shape);
    expect(parseGedcom(SAMPLE.join('\n')).records[1]!.children[1]!.value).toBe('first part\nsecond line');
  });
});

function fixture_text(rel: string): string {
  return decodeGedcom(fixture(rel)).text;
}
