import { describe, expect, it } from 'vitest';
import { convertTo7 } from './convert';
import { graphToGedcom551, graphToGedcom7, importGedcom, parseGedcom, validateGedcom7, type GedcomDocument } from './index';
import { makeNode } from './node';

const enc = new TextEncoder();
const file551 = (body: string) => enc.encode(`0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n${body}0 TRLR\n`);

describe('convertTo7', () => {
  it('converts ages as before: words to a PHRASE, units reordered', () => {
    expect(convertTo7(makeNode(2, 'AGE', 'CHILD'))).toMatchObject({ value: '< 8y', children: [{ tag: 'PHRASE', value: 'CHILD' }] });
    expect(convertTo7(makeNode(2, 'AGE', '> 11m30d99y')).value).toBe('> 99y 11m 30d');
  });

  it('keeps an AGE continued with CONT as written instead of throwing on its line feed', () => {
    expect(convertTo7(makeNode(2, 'AGE', '5\nor 6')).value).toBe('5\nor 6');
  });

  it('exports and re-imports a death AGE continued with CONT (the 7.0 export used to throw a TypeError)', () => {
    const doc = importGedcom(file551('0 @I1@ INDI\n1 DEAT\n2 AGE 5\n3 CONT or 6\n'));
    const text7 = graphToGedcom7(doc.graph, { extras: doc.extras });
    // 7.0 has no multi-line age: the text stays, as an extension under the death.
    expect(text7).toContain('1 DEAT\n2 _AGE 5\n3 CONT or 6\n');
    expect(importGedcom(enc.encode(text7)).graph.persons.map((p) => p.id)).toEqual(['I1']);
    expect(graphToGedcom551(doc.graph, { extras: doc.extras })).toContain('2 AGE 5\n3 CONT or 6\n');
  });

  it('keeps a note whose text starts and ends with "@" a NOTE with its text (it became an extension tag, _SNOTE)', () => {
    const doc = importGedcom(file551('0 @I1@ INDI\n1 NOTE @@see the village register of Sha Tin@@\n'));
    const text7 = graphToGedcom7(doc.graph, { extras: doc.extras });
    expect(text7).toContain('0 @I1@ INDI\n1 NOTE @@see the village register of Sha Tin@\n');
    expect(validateGedcom7(parseGedcom(text7).records)).toEqual([]);
    const kept = importGedcom(enc.encode(text7)).extras.persons['I1']!.map((k) => [k.node.tag, k.node.value]);
    expect(kept).toContainEqual(['NOTE', '@see the village register of Sha Tin@']);
  });
});

describe('personal names in the 7.0 export', () => {
  const names = (text: string) => importGedcom(enc.encode(text)).graph.persons.map((p) => [p.first_names, p.surnames]);

  it('closes a lone slash and drops slashes past the pair, so every name reads back the same', () => {
    const file = file551('0 @I1@ INDI\n1 NAME John /Smith\n0 @I2@ INDI\n1 NAME John /Smith/ Jr /x/\n0 @I3@ INDI\n1 NAME /a/b/c/\n2 GIVN Bee\n0 @I4@ INDI\n1 NAME 王/\n0 @I5@ INDI\n1 NAME /Lee/ 小龙\n');
    const doc = importGedcom(file);
    const text7 = graphToGedcom7(doc.graph, { extras: doc.extras });
    expect(text7).toContain('0 @I1@ INDI\n1 NAME John /Smith/\n');
    expect(text7).toContain('0 @I2@ INDI\n1 NAME John /Smith/ Jr x\n0 ');
    expect(text7).toContain('0 @I3@ INDI\n1 NAME /a/b c\n2 GIVN Bee\n');
    expect(text7).toContain('1 NAME /Lee/ 小龙\n');
    expect(text7).not.toContain('_NAME');
    expect(names(text7)).toEqual(names(new TextDecoder().decode(file)));
    expect(names(text7)[0]).toEqual([[{ type: 'given', value: 'John' }], [{ type: 'birth', value: 'Smith' }]]);
  });
});

describe('events without TYPE in the 7.0 export', () => {
  it('gives EVEN, FACT and IDNO the TYPE 7.0 requires, so they stay facts of the person after a re-import', () => {
    const doc = importGedcom(file551('0 @I1@ INDI\n1 EVEN Went to sea\n2 DATE 1900\n1 FACT tall\n1 IDNO 123\n0 TRLR\n'));
    const text7 = graphToGedcom7(doc.graph, { extras: doc.extras });
    expect(text7).toContain('1 EVEN Went to sea\n2 TYPE Event\n2 DATE 1900\n');
    expect(text7).not.toMatch(/_EVEN|_FACT|_IDNO/);
    expect(validateGedcom7(parseGedcom(text7).records)).toEqual([]);
    const facts = (d: GedcomDocument) => d.graph.persons[0]!.facts.map((f) => [f.fact_type, f.value, f.start_date?.year ?? null]);
    expect(facts(importGedcom(enc.encode(text7)))).toEqual(facts(doc));
    expect(facts(doc)).toEqual([['EVEN', 'Went to sea', 1900], ['FACT', 'tall', null], ['IDNO', '123', null]]);
  });
});
