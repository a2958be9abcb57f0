import { describe, expect, it } from 'vitest';
import { isChinese } from './cjk';
import { graphToGedcom551, graphToGedcom7, importGedcom } from './index';
import { growthOf16x, LINEAR_16X } from './testGrowth';
import { fixture } from './testFixtures';

const enc = new TextEncoder();
const load = (text: string) => importGedcom(enc.encode(text));
const head551 = '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n';

describe('gedcomToGraph', () => {
  it('splits English and Chinese names and reads GIVN, SURN, NICK, TYPE and ROMN', () => {
    const doc = load(`${head551}0 @I1@ INDI\n1 NAME Kwok-Wing /Wong/\n2 NICK Ah Wing\n1 NAME /黄/国荣\n2 ROMN Wong Kwok-Wing\n3 TYPE jyutping\n1 NAME Jimmy /Wong/\n2 TYPE aka\n1 NAME /Chan/\n2 TYPE married\n1 NAME 子明\n2 TYPE courtesy\n0 TRLR\n`);
    const p = doc.graph.persons[0]!;
    expect(p.first_names).toEqual([
      { type: 'given', value: 'Kwok-Wing' },
      { type: 'nickname', value: 'Ah Wing' },
      { type: 'given', value: '国荣' },
      { type: 'other_name', value: 'Jimmy' },
      { type: 'courtesy', value: '子明' },
    ]);
    expect(p.surnames).toEqual([
      { type: 'birth', value: 'Wong' },
      { type: 'birth', value: '黄' },
      { type: 'other', value: 'Wong' },
      { type: 'married', value: 'Chan' },
    ]);
    const names = doc.names.get('I1')!;
    expect(names.map((n) => n.lang)).toEqual(['en', 'zh', 'en', 'en', 'zh']);
    expect(names[1]!.variants).toEqual([{ kind: 'ROMN', type: 'jyutping', value: 'Wong Kwok-Wing' }]);
    // The romanisation is kept under the Chinese name and written back there.
    const again = load(graphToGedcom551(doc.graph, { extras: doc.extras }));
    expect(again.names.get('I1')!.find((n) => n.lang === 'zh' && n.variants.length > 0)!.variants).toEqual(names[1]!.variants);
    expect(again.graph.persons[0]!.first_names).toEqual(expect.arrayContaining(p.first_names));
    // 7.0 has no ROMN: the romanisation becomes a translation in a romanised language, and back.
    const text7 = graphToGedcom7(doc.graph, { extras: doc.extras });
    expect(text7).toMatch(/1 NAME \/黄\/国荣\n(2 .*\n)*2 TRAN Wong Kwok-Wing\n3 LANG yue-Latn-jyutping/);
    const seven = load(text7);
    expect(seven.names.get('I1')!.find((n) => n.lang === 'zh')!.variants).toEqual([{ kind: 'TRAN', type: 'yue-Latn-jyutping', value: 'Wong Kwok-Wing' }]);
    expect(graphToGedcom551(seven.graph, { extras: seven.extras })).toMatch(/2 ROMN Wong Kwok-Wing\n3 TYPE jyutping/);
    expect(seven.graph.persons[0]!.first_names).toEqual(expect.arrayContaining(p.first_names));
    expect(seven.graph.persons[0]!.surnames).toEqual(expect.arrayContaining(p.surnames));
  });

  it('applies the 1% CJK rule', () => {
    expect(isChinese('黄')).toBe(true);
    expect(isChinese(`${'a'.repeat(99)}黄`)).toBe(true);
    expect(isChinese(`${'a'.repeat(100)}黄`)).toBe(false);
    expect(isChinese('Wong')).toBe(false);
    expect(isChinese('')).toBe(false);
  });

  it('maps SEX values, odd ones to none, and keeps them for export', () => {
    const doc = importGedcom(fixture('cacack-gedcom-go/edge-cases/sex-value-variants.ged'));
    const g = Object.fromEntries(doc.graph.persons.map((p) => [p.id, p.gender]));
    expect(Object.values(g).filter((x) => x === 'm').length).toBeGreaterThanOrEqual(1);
    expect(Object.values(g).filter((x) => x === 'f').length).toBeGreaterThanOrEqual(1);
    expect(Object.values(g).filter((x) => x === 'none').length).toBeGreaterThanOrEqual(3);
    const text = graphToGedcom551(doc.graph, { extras: doc.extras });
    expect(text).toMatch(/^1 SEX U$/m);
    expect(text).toMatch(/^1 SEX X$/m);
  });

  it('reads birth, death, events with date, place and notes, and person notes', () => {
    const doc = load(`${head551}0 @I1@ INDI\n1 NAME A /B/\n1 BIRT\n2 DATE ABT 1890\n2 PLAC Taishan, Guangdong\n1 DEAT Y\n1 OCCU Merchant\n2 DATE FROM 1910 TO 1930\n2 PLAC Hong Kong\n2 NOTE rice trade\n1 NOTE first\n2 CONT line\n0 TRLR\n`);
    const p = doc.graph.persons[0]!;
    expect(p.birth_date).toMatchObject({ year: 1890, approximation_type: 0 });
    expect(p.birth_location).toBe('Taishan, Guangdong');
    expect(p.is_deceased).toBe(true);
    expect(p.death_date).toBeNull();
    expect(p.facts).toEqual([
      { fact_type: 'OCCU', value: 'Merchant', start_date: expect.objectContaining({ year: 1910, text_value: 'FROM 1910 TO 1930' }), end_date: null, place_display_text: 'Hong Kong', cemetery: null, info: [{ label: 'NOTE', value: 'rice trade' }] },
    ]);
    expect(p.notes).toBe('first\nline');
    expect(doc.counts.notes).toBe(1);
  });

  it('reads families: same-sex couples, remarriage as two families, PEDI per child, MARR and DIV', () => {
    const same = importGedcom(fixture('familysearch-gedcom70/same-sex-marriage.ged'));
    expect(same.graph.couples).toHaveLength(1);
    const [a, b] = [same.graph.couples[0]!.person1_id, same.graph.couples[0]!.person2_id].map((id) => same.graph.persons.find((p) => p.id === id)!.gender);
    expect(a).toBe(b);
    const re = importGedcom(fixture('familysearch-gedcom70/remarriage2.ged'));
    const pairs = re.graph.couples.map((c) => [c.person1_id, c.person2_id].sort().join('+'));
    expect(new Set(pairs).size).toBeLessThan(pairs.length);
    const doc = load(`${head551}0 @I1@ INDI\n1 FAMS @F1@\n0 @I2@ INDI\n1 FAMS @F1@\n0 @I3@ INDI\n1 FAMC @F1@\n2 PEDI adopted\n0 @I4@ INDI\n1 FAMC @F1@\n2 PEDI foster\n0 @I5@ INDI\n1 FAMC @F1@\n0 @F1@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n1 CHIL @I3@\n1 CHIL @I4@\n1 CHIL @I5@\n1 MARR\n2 DATE 3 MAR 1920\n2 PLAC Kaiping\n1 DIV\n2 DATE 1931\n0 TRLR\n`);
    expect(doc.graph.couples).toEqual([
      { id: 'F1', person1_id: 'I1', person2_id: 'I2', marriage_place: 'Kaiping', marriage_date: expect.objectContaining({ day: 3, month: 3, year: 1920 }), is_divorced: true, divorce_place: null, divorce_date: expect.objectContaining({ year: 1931 }) },
    ]);
    expect(doc.graph.parenthoods.map((p) => `${p.parent_id}>${p.child_id}:${p.kind}`)).toEqual([
      'I1>I3:adopted', 'I2>I3:adopted', 'I1>I4:foster', 'I2>I4:foster', 'I1>I5:birth', 'I2>I5:birth',
    ]);
    expect(doc.counts).toEqual({ persons: 5, families: 1, notes: 0, media: 0 });
    for (const text of [graphToGedcom551(doc.graph, { extras: doc.extras }), graphToGedcom7(doc.graph, { extras: doc.extras })]) {
      const back = load(text);
      expect(back.graph.parenthoods).toEqual(doc.graph.parenthoods);
      expect(back.graph.couples).toEqual(doc.graph.couples);
    }
  });

  it('writes NAME structures back as the file had them until the names are edited', () => {
    const src = `${head551}0 @I1@ INDI\n1 NAME /Family/ Personal\n2 TYPE PROFESSIONAL\n1 NAME King /Kong/\n2 TYPE Screen\n0 @I2@ INDI\n1 NAME Ann /Lee/\n2 GIVN Ann\n2 SURN Lee\n0 TRLR\n`;
    const doc = load(src);
    expect(doc.extras.persons.I2).toBeUndefined();
    const names = (text: string) =>
      text.split('\n0 ').filter((r) => /^@I[12]@ INDI/.test(r)).flatMap((r) => r.split('\n')).filter((l) => /^(1 NAME|2 (TYPE|GIVN|SURN)|3 PHRASE)/.test(l));
    expect(names(graphToGedcom551(doc.graph, { extras: doc.extras }))).toEqual(['1 NAME /Family/ Personal', '2 TYPE PROFESSIONAL', '1 NAME King /Kong/', '2 TYPE Screen', '1 NAME Ann /Lee/', '2 GIVN Ann', '2 SURN Lee']);
    expect(names(graphToGedcom7(doc.graph, { extras: doc.extras }))).toEqual(['1 NAME /Family/ Personal', '2 TYPE PROFESSIONAL', '1 NAME King /Kong/', '2 TYPE OTHER', '3 PHRASE Screen', '1 NAME Ann /Lee/', '2 GIVN Ann', '2 SURN Lee']);
    const edited = { ...doc.graph, persons: doc.graph.persons.map((p) => (p.id === 'I1' ? { ...p, first_names: [{ type: 'given' as const, value: 'Pat' }] } : p)) };
    const out = graphToGedcom7(edited, { extras: doc.extras });
    expect(out).toContain('1 NAME Pat /Family/');
    expect(out).not.toContain('Personal');
  });

  it('keeps structures the model does not hold and writes them back where they were', () => {
    const src = `${head551}0 @I1@ INDI\n1 NAME A /B/\n2 SOUR @S1@\n3 PAGE 12\n1 BIRT\n2 DATE 1900\n2 SOUR @S1@\n1 _MILT served in the navy\n2 DATE 1918\n0 @F1@ FAM\n1 HUSB @I1@\n1 _STAT never married\n0 @S1@ SOUR\n1 TITL Parish register\n0 @N1@ NOTE shared note\n0 _CUSTOM thing\n0 TRLR\n`;
    const doc = load(src);
    // The NAME has no GIVN and SURN, which the lines made from the name items would have: kept whole too.
    expect(doc.extras.persons.I1!.map((k) => `${k.anchor.replace(/^names:.*/, 'names')}:${k.node.tag}`)).toEqual(['name:en:SOUR', 'BIRT:SOUR', ':_MILT', 'names:NAME']);
    expect(doc.extras.records.map((r) => r.tag)).toEqual(['SOUR', 'NOTE', '_CUSTOM']);
    expect(doc.counts.notes).toBe(1);
    const out = graphToGedcom551(doc.graph, { extras: doc.extras });
    for (const line of ['2 SOUR @S1@', '3 PAGE 12', '1 _MILT served in the navy', '2 DATE 1918', '1 _STAT never married', '0 @S1@ SOUR', '1 TITL Parish register', '0 @N1@ NOTE shared note', '0 _CUSTOM thing']) {
      expect(out.split('\n')).toContain(line);
    }
    expect(out).toMatch(/1 BIRT\n2 DATE 1900\n2 SOUR @S1@/);
    const seven = graphToGedcom7(doc.graph, { extras: doc.extras });
    expect(seven).toContain('0 @N1@ SNOTE shared note');
    expect(seven).toContain('0 _CUSTOM thing');
  });

  it('renames lower-case xrefs to stable ids and makes kept pointers follow them', () => {
    const doc = load(`${head551}0 @i1@ INDI\n1 ASSO @i2@\n2 RELA friend\n0 @i2@ INDI\n0 TRLR\n`);
    expect(doc.graph.persons.map((p) => p.id)).toEqual(['I1', 'I2']);
    const out = graphToGedcom551(doc.graph, { extras: doc.extras });
    expect(out).toContain('0 @I1@ INDI\n1 ASSO @I2@\n2 RELA friend');
    expect(importGedcom(enc.encode(out)).warnings).toEqual([]);
  });

  it('counts media objects', () => {
    const doc = importGedcom(fixture('gedcom7code-test-files/5/obje-1.ged'));
    expect(doc.counts.media).toBeGreaterThanOrEqual(2);
  });

  it('warns, with the line, when a person is their own ancestor', () => {
    const doc = importGedcom(fixture('cacack-gedcom-go/malformed/circular-reference.ged'));
    expect(doc.warnings.filter((w) => /own ancestor/.test(w.message)).map((w) => w.line)).not.toContain(0);
    expect(doc.warnings.some((w) => /own ancestor/.test(w.message))).toBe(true);
  });

  it('leaves out the parent link that would make someone their own ancestor, naming its line', () => {
    const doc = load(`${head551}0 @I1@ INDI\n0 @I2@ INDI\n0 @I3@ INDI\n0 @F1@ FAM\n1 HUSB @I1@\n1 CHIL @I2@\n0 @F2@ FAM\n1 HUSB @I2@\n1 CHIL @I3@\n0 @F3@ FAM\n1 HUSB @I3@\n1 CHIL @I1@\n0 TRLR\n`);
    // Two of the three links stand; the one closing the circle is out, and no one is their own ancestor.
    expect(doc.graph.parenthoods).toHaveLength(2);
    const warning = doc.warnings.find((w) => /own ancestor/.test(w.message))!;
    expect(warning.message).toMatch(/left out/);
    expect(warning.line).toBeGreaterThan(0);
    const parents = new Map(doc.graph.parenthoods.map((l) => [l.child_id, l.parent_id]));
    for (const start of ['I1', 'I2', 'I3']) {
      const seen = new Set<string>();
      for (let p = parents.get(start); p; p = parents.get(p)) {
        expect(p).not.toBe(start);
        if (seen.has(p)) break;
        seen.add(p);
      }
    }
  });

  it('gives a child at most two birth parents, warning of each one left out with its line; other kinds of parent stay', () => {
    const file = `${head551}0 @I1@ INDI\n0 @I2@ INDI\n0 @I3@ INDI\n0 @I4@ INDI\n0 @I5@ INDI\n0 @I6@ INDI\n1 FAMC @F3@\n2 PEDI adopted\n0 @I9@ INDI\n` +
      `0 @F1@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n1 CHIL @I9@\n0 @F2@ FAM\n1 HUSB @I3@\n1 WIFE @I4@\n1 CHIL @I9@\n0 @F3@ FAM\n1 HUSB @I5@\n1 CHIL @I9@\n2 _FREL adopted\n1 CHIL @I6@\n0 TRLR\n`;
    const doc = load(file);
    const of9 = doc.graph.parenthoods.filter((l) => l.child_id === 'I9');
    expect(of9.filter((l) => l.kind === 'birth').map((l) => l.parent_id)).toEqual(['I1', 'I2']);
    const third = doc.warnings.filter((w) => /two birth parents/.test(w.message));
    expect(third.map((w) => w.message)).toEqual(['I9 already has two birth parents: I3 is not added as a third', 'I9 already has two birth parents: I4 is not added as a third']);
    expect(third.every((w) => file.split('\n')[w.line - 1] === '0 @F2@ FAM')).toBe(true);
    expect(doc.graph.parenthoods.find((l) => l.child_id === 'I6')).toMatchObject({ parent_id: 'I5', kind: 'adopted' });
  });

  it('links FAMC, FAMS and FAM members whatever the pointer looks like: continued lines, big families, repeated links', () => {
    // A pointer split by CONC reads as the joined value, on either side of the link.
    const conc = load(`${head551}0 @I1@ INDI\n1 FAMS @F1@\n0 @I2@ INDI\n1 FAMC @F\n2 CONC 1@\n0 @F1@ FAM\n1 HUSB @I1@\n1 CHIL @I\n2 CONC 2@\n0 TRLR\n`);
    expect(conc.graph.parenthoods).toEqual([{ parent_id: 'I1', child_id: 'I2', kind: 'birth' }]);
    expect(conc.extras.persons).toEqual({});
    // Every child of a family of 40 is found among its members, and none of their FAMC lines is kept.
    const kids = Array.from({ length: 40 }, (_, k) => k + 1);
    const big = load(`${head551}0 @I0@ INDI\n1 FAMS @F1@\n${kids.map((k) => `0 @I${k}@ INDI\n1 FAMC @F1@\n`).join('')}0 @F1@ FAM\n1 HUSB @I0@\n${kids.map((k) => `1 CHIL @I${k}@\n`).join('')}0 TRLR\n`);
    expect(big.graph.parenthoods.map((p) => p.child_id)).toEqual(kids.map((k) => `I${k}`));
    expect(big.extras.persons).toEqual({});
    // Two FAMC lines to one family: the last PEDI is the child's.
    const pedi = load(`${head551}0 @I1@ INDI\n1 FAMS @F1@\n0 @I2@ INDI\n1 FAMC @F1@\n2 PEDI adopted\n1 FAMC @F1@\n2 PEDI foster\n0 @F1@ FAM\n1 HUSB @I1@\n1 CHIL @I2@\n0 TRLR\n`);
    expect(pedi.graph.parenthoods).toEqual([{ parent_id: 'I1', child_id: 'I2', kind: 'foster' }]);
    expect(pedi.extras.families[0]!.children).toEqual([{ id: 'I2', kind: 'foster', pedi: 'foster' }]);
  });

  it('gives each person their own date objects, also when persons share a date', () => {
    const doc = load(`${head551}0 @I1@ INDI\n1 BIRT\n2 DATE EST 1900\n0 @I2@ INDI\n1 BIRT\n2 DATE EST 1900\n0 TRLR\n`);
    const [a, b] = doc.graph.persons;
    expect(a!.birth_date).toEqual({ day: null, month: null, year: 1900, approximation_years: null, approximation_type: 0, text_value: 'EST 1900', cn_date: null });
    expect(b!.birth_date).toEqual(a!.birth_date);
    expect(b!.birth_date).not.toBe(a!.birth_date);
  });
});

describe('a family with the same person as both partners', () => {
  const file = 'cacack-gedcom-go/edge-cases/family-structure-variants.ged';

  it('makes no couple of one person, warns at the FAM line and exports the family as written', () => {
    const doc = importGedcom(fixture(file));
    expect(doc.graph.couples.filter((c) => c.person1_id === c.person2_id)).toEqual([]);
    expect(doc.warnings).toContainEqual({ line: 38, message: 'family @F3@ has the same person as both partners: kept as written, not as a couple' });
    for (const out of [graphToGedcom7(doc.graph, { extras: doc.extras }), graphToGedcom551(doc.graph, { extras: doc.extras })]) {
      const fam = out.slice(out.indexOf('0 @F3@ FAM'), out.indexOf('\n0 ', out.indexOf('0 @F3@ FAM')));
      expect(fam).toContain('1 HUSB @I3@');
      expect(fam).toContain('1 WIFE @I3@');
      expect(fam).toMatch(/1 MARR\n2 DATE 1 APR 1900/);
      // And again on the way back in.
      const again = importGedcom(new TextEncoder().encode(out));
      expect(again.graph.couples.filter((c) => c.person1_id === c.person2_id)).toEqual([]);
      expect(again.warnings.some((w) => w.message.startsWith('family @F3@ has the same person as both partners'))).toBe(true);
    }
  });
});

describe('gedcomToGraph on records with thousands of links (bad data)', () => {
  /** One family of n children, each child listed twice, each CHIL with a substructure of its own. */
  const bigFamily = (n: number) =>
    `${head551}0 @P@ INDI\n${Array.from({ length: n }, (_, i) => `0 @C${i}@ INDI\n1 FAMC @F@\n`).join('')}0 @F@ FAM\n1 HUSB @P@\n${Array.from({ length: n }, (_, i) => `1 CHIL @C${i}@\n2 _ORDER ${i}\n1 CHIL @C${i}@\n`).join('')}0 TRLR\n`;
  /** One child in n families, with PEDI adopted under each FAMC and foster under a repeated one. */
  const manyFamilies = (n: number) =>
    `${head551}0 @C@ INDI\n${Array.from({ length: n }, (_, i) => `1 FAMC @F${i}@\n2 PEDI adopted\n`).join('')}1 FAMC @F3@\n2 PEDI foster\n${Array.from({ length: n }, (_, i) => `0 @P${i}@ INDI\n0 @F${i}@ FAM\n1 HUSB @P${i}@\n1 CHIL @C@\n`).join('')}0 TRLR\n`;

  it('reads a repeated CHIL once in a family of many children, its substructure kept with the child', () => {
    const doc = load(bigFamily(40));
    expect(doc.extras.families[0]!.children.map((c) => c.id)).toEqual(Array.from({ length: 40 }, (_, i) => `C${i}`));
    expect(doc.graph.parenthoods).toHaveLength(40);
    expect(doc.extras.families[0]!.kept.find((k) => k.anchor === 'chil:C33')?.node).toMatchObject({ tag: '_ORDER', value: '33' });
  });

  it('gives a child in many families the PEDI of its last FAMC to each family', () => {
    const kinds = load(manyFamilies(40)).graph.parenthoods.map((p) => p.kind);
    expect(kinds.filter((k) => k === 'foster')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'adopted')).toHaveLength(39);
    expect(load(manyFamilies(40)).graph.parenthoods.find((p) => p.parent_id === 'P3')?.kind).toBe('foster');
  });

  it('reads them in linear time (repeated-child checks, PEDI look-ups and repeated-parent checks used to scan a list each)', () => {
    for (const make of [bigFamily, manyFamilies]) expect(growthOf16x((n) => enc.encode(make(n)), importGedcom, 1_000)).toBeLessThan(LINEAR_16X);
  });
});
