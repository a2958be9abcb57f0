import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TreeGraph } from '../tree/graph';
import { MAX_XREF } from './exportXrefs';
import { graphToGedcom551, graphToGedcom7, importGedcom, parseGedcom, validateGedcom7 } from './index';
import type { GedcomNode } from './node';

const enc = new TextEncoder();
const person = (id: string, given: string): TreeGraph['persons'][number] => ({
  id, first_names: [{ type: 'given', value: given }], surnames: [{ type: 'birth', value: 'Wong' }], gender: 'none', birth_date: null, birth_location: null,
  death_date: null, death_location: null, is_deceased: false, facts: [], notes: null, residence_location: [],
});

/** A tree made in the product: database ids (UUIDs) for persons and couples, nothing imported. */
function productTree(): TreeGraph {
  const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  return {
    persons: [person(a, 'Kwok-Wing'), person(b, 'Mei-Ling'), person(c, 'Ka-Ming'), person(d, 'Siu-Ying')],
    couples: [{ id: randomUUID(), person1_id: a, person2_id: b, marriage_place: 'Hong Kong', marriage_date: null, is_divorced: false, divorce_place: null, divorce_date: null }],
    parenthoods: [
      { parent_id: a, child_id: c, kind: 'birth' },
      { parent_id: b, child_id: c, kind: 'birth' },
      { parent_id: a, child_id: d, kind: 'adopted' },
    ],
  };
}

function walk(nodes: GedcomNode[], visit: (n: GedcomNode) => void): void {
  for (const n of nodes) {
    visit(n);
    walk(n.children, visit);
  }
}

/** Record identifiers and pointer values of a written document, and the pointers that meet no record. */
function xrefsOf(text: string): { records: string[]; pointers: string[]; dangling: string[] } {
  const parsed = parseGedcom(text).records;
  const records = parsed.flatMap((r) => (r.xref ? [r.xref] : []));
  const pointers: string[] = [];
  walk(parsed, (n) => {
    if (n.value && /^@[^#@][^@]*@$/.test(n.value)) pointers.push(n.value);
  });
  return { records, pointers, dangling: pointers.filter((p) => !records.includes(p)) };
}

/** Who is named what, married to whom and child of whom, without ids. */
function shape(g: TreeGraph) {
  const name = new Map(g.persons.map((p) => [p.id, p.first_names.map((f) => f.value).join(' ')]));
  return {
    persons: [...name.values()].sort(),
    couples: g.couples.map((c) => [name.get(c.person1_id), name.get(c.person2_id), c.marriage_place].join('|')).sort(),
    parents: g.parenthoods.map((l) => `${name.get(l.parent_id)} > ${name.get(l.child_id)} ${l.kind}`).sort(),
  };
}

describe('identifiers of an export', () => {
  it.each([
    ['5.5.1', graphToGedcom551],
    ['7.0', graphToGedcom7],
  ])('writes %s records of a tree made in the product as I1, F1..., every identifier within 22 characters', (version, write) => {
    const tree = productTree();
    const text = write(tree);
    const { records, pointers, dangling } = xrefsOf(text);
    expect(records.filter((x) => /^@[IF]\d+@$/.test(x)).sort()).toEqual(['@F1@', '@F2@', '@I1@', '@I2@', '@I3@', '@I4@']);
    for (const x of [...records, ...pointers]) expect(x.length, x).toBeLessThanOrEqual(MAX_XREF);
    expect(dangling).toEqual([]);
    if (version === '7.0') expect(validateGedcom7(parseGedcom(text).records)).toEqual([]);
    // Stable: the same tree gives the same document, and a re-import the same persons and links.
    expect(write(tree)).toBe(text);
    const back = importGedcom(enc.encode(text));
    expect(shape(back.graph)).toEqual(shape(tree));
    // The re-import's persons are I1..., and its export is the same file.
    expect(back.graph.persons.map((p) => p.id)).toEqual(['I1', 'I2', 'I3', 'I4']);
    expect(write(back.graph, { extras: back.extras })).toBe(text);
  });

  it('keeps text that only looks like a pointer, and points a pointer to no record at @VOID@ in 7.0 or a short one in 5.5.1', () => {
    const file = [
      '0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8',
      '0 @I1@ INDI', '1 NAME Ah Kin /Chan/', '1 NOTE @@see the village register of Sha Tin@@',
      '1 ASSO @A_PERSON_NOT_IN_THIS_FILE_AT_ALL@', '2 RELA Godfather',
      '0 TRLR',
    ].join('\n');
    const doc = importGedcom(enc.encode(file));
    const text551 = graphToGedcom551(doc.graph, { extras: doc.extras });
    expect(text551).toContain('1 NOTE @@see the village register of Sha Tin@@\n1 ASSO @X1@\n2 RELA Godfather\n');
    const text7 = graphToGedcom7(doc.graph, { extras: doc.extras });
    expect(text7).toMatch(/^1 \S+ @@see the village register of Sha Tin@\n1 ASSO @VOID@\n/m);
    expect(validateGedcom7(parseGedcom(text7).records)).toEqual([]);
  });

  it('keeps the identifiers of an imported file that fit, and shortens the others with every pointer to them', () => {
    const long = 'INDIVIDUAL_WITH_VERY_LONG_XREF_IDENTIFIER_1234';
    const file = [
      '0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8',
      `0 @${long}@ INDI`, '1 NAME Ah Kin /Chan/', '1 SOUR @A_SOURCE_WITH_A_LONG_IDENTIFIER@', '1 FAMS @F1@',
      '0 @I2@ INDI', '1 NAME Mei /Chan/', `1 ASSO @${long}@`, '2 RELA Friend', '1 FAMS @F1@',
      '0 @I3@ INDI', '1 NAME Wing /Chan/', '1 FAMC @F1@',
      `0 @F1@ FAM`, `1 HUSB @${long}@`, '1 WIFE @I2@', '1 CHIL @I3@',
      '0 @A_SOURCE_WITH_A_LONG_IDENTIFIER@ SOUR', '1 TITL Village register',
      '0 TRLR',
    ].join('\n');
    const doc = importGedcom(enc.encode(file));
    for (const write of [graphToGedcom551, graphToGedcom7]) {
      const text = write(doc.graph, { extras: doc.extras });
      const { records, pointers, dangling } = xrefsOf(text);
      for (const x of [...records, ...pointers]) expect(x.length, x).toBeLessThanOrEqual(MAX_XREF);
      expect(dangling).toEqual([]);
      expect(records).toEqual(expect.arrayContaining(['@I1@', '@I2@', '@I3@', '@F1@', '@S1@']));
      // The kept structures point at the renamed records: the source citation and the association.
      expect(text).toMatch(/0 @I1@ INDI\n1 NAME Ah Kin \/Chan\/\n(.*\n)*?1 SOUR @S1@\n/);
      expect(text).toMatch(/0 @I2@ INDI\n(.*\n)*?1 ASSO @I1@\n/);
      const again = importGedcom(enc.encode(text));
      expect(shape(again.graph)).toEqual(shape(doc.graph));
      expect(again.graph.persons.map((p) => p.id)).toEqual(['I1', 'I2', 'I3']);
    }
  });
});
