import { describe, expect, it } from 'vitest';
import { graphToGedcom551, importGedcom, parseGedcom } from './index';
import { makeNode } from './node';
import { writeGedcom } from './writeLines';

const enc = new TextEncoder();

describe('writeGedcom 5.5.1 with a tag too long to leave room for the value beside it', () => {
  it('starts the value on CONC lines, which the parser joins back (the writer used to loop until memory ran out)', () => {
    for (const length of [240, 250, 252, 253, 300]) {
      const tag = `_${'X'.repeat(length)}`;
      const value = ` 𠀀${'a b '.repeat(100)}@end`;
      const text = writeGedcom([makeNode(0, 'HEAD', undefined, [makeNode(1, 'GEDC', undefined, [makeNode(2, 'VERS', '5.5.1')])]), makeNode(0, 'NOTE', undefined, [makeNode(1, tag, value)], '@N1@')], '5.5.1');
      const lines = text.split('\n');
      const at = lines.indexOf(`1 ${tag}`) >= 0 ? lines.indexOf(`1 ${tag}`) : lines.findIndex((l) => l.startsWith(`1 ${tag} `));
      expect(at, `${length}`).toBeGreaterThan(0);
      expect(lines.slice(at + 1).every((l) => l.length <= 255), `${length}`).toBe(true);
      const parsed = parseGedcom(text);
      expect(parsed.errors).toEqual([]);
      expect(parsed.records[1]!.children[0]!.value, `${length}`).toBe(value);
    }
  });

  it('round-trips a structure kept with a 300-character tag through a 5.5.1 export', () => {
    const tag = `_${'X'.repeat(300)}`;
    const doc = importGedcom(enc.encode(`0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n1 ${tag} some value\n0 TRLR\n`));
    const text = graphToGedcom551(doc.graph, { extras: doc.extras });
    expect(text).toContain(`1 ${tag}\n2 CONC some value\n`);
    const kept = (d: typeof doc) => d.extras.persons.I1!.map((k) => [k.anchor, k.node.tag, k.node.value]);
    expect(kept(importGedcom(enc.encode(text)))).toEqual(kept(doc));
    expect(kept(doc)).toEqual([['', tag, 'some value']]);
  });
});
