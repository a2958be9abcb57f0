import { describe, expect, it } from 'vitest';
import type { FirstNameItem, SurnameItem } from '../../protocol/person';
import { decodeGedcom } from './decode';
import { graphToGedcom551, graphToGedcom7, importGedcom, readGedzip } from './index';
import type { GedcomNode } from './node';
import { parseGedcom } from './parse';
import { allFixtureFiles, fixture } from './testFixtures';

const enc = new TextEncoder();
const head551 = '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n2 FORM LINEAGE-LINKED\n1 CHAR UTF-8\n';
const head7 = '0 HEAD\n1 GEDC\n2 VERS 7.0\n';

/** The given names, nicknames and surnames read from one INDI whose lines follow "0 @I1@ INDI". */
function namesOf(indi: string, head = head551) {
  const doc = importGedcom(enc.encode(`${head}0 @I1@ INDI\n${indi}\n0 TRLR\n`));
  const p = doc.graph.persons[0]!;
  const of = (items: (FirstNameItem | SurnameItem)[], types: string[]) => items.filter((i) => types.includes(i.type)).map((i) => i.value);
  return { given: of(p.first_names, ['given']), nick: of(p.first_names, ['nickname']), surname: of(p.surnames, ['birth']) };
}

describe('given names and surnames from a NAME and its pieces', () => {
  it('shows what the NAME value says, not the comma lists of GIVN and SPFX/SURN (5.5.1)', () => {
    expect(namesOf('1 NAME Louis XIII /CAPET/\n2 GIVN Louis, XIII\n2 SURN CAPET')).toEqual({ given: ['Louis XIII'], nick: [], surname: ['CAPET'] });
    expect(namesOf('1 NAME Orguen ou Agnès /de CORNOUAILLES/\n2 GIVN Orguen, ou, Agnès\n2 SPFX de\n2 SURN CORNOUAILLES')).toEqual({
      given: ['Orguen ou Agnès'],
      nick: [],
      surname: ['de CORNOUAILLES'],
    });
    expect(namesOf('1 NAME Marie Anne Victoire /DE BAVIÈRE/\n2 GIVN Marie, Anne, Victoire\n2 SURN DE BAVIÈRE').given).toEqual(['Marie Anne Victoire']);
  });

  it('keeps several given names whole, from one line or from GIVN repeated (7.0)', () => {
    expect(namesOf('1 NAME Johann Sebastian /Bach/\n2 GIVN Johann\n2 GIVN Sebastian\n2 SURN Bach', head7).given).toEqual(['Johann Sebastian']);
    expect(namesOf('1 NAME Johann Sebastian /Bach/').given).toEqual(['Johann Sebastian']);
    // The value may hold more than the pieces (7.0 permits it): the middle name is not lost.
    expect(namesOf('1 NAME John Paul /Smith/\n2 GIVN John\n2 SURN Smith').given).toEqual(['John Paul']);
  });

  it('takes from the pieces what the value lacks, as words, without the commas of their lists', () => {
    expect(namesOf('1 NAME /Bach/\n2 GIVN Johann\n2 GIVN Sebastian', head7)).toEqual({ given: ['Johann Sebastian'], nick: [], surname: ['Bach'] });
    expect(namesOf('1 NAME /Smith/\n2 GIVN John, Paul')).toEqual({ given: ['John Paul'], nick: [], surname: ['Smith'] });
    expect(namesOf('1 NAME John\n2 SURN Smith')).toEqual({ given: ['John'], nick: [], surname: ['Smith'] });
    expect(namesOf('1 NAME\n2 GIVN Ann\n2 SPFX van der\n2 SURN Berg')).toEqual({ given: ['Ann'], nick: [], surname: ['van der Berg'] });
    // No slashes, but the surname is in the value: it is not a given name.
    expect(namesOf('1 NAME John Smith\n2 GIVN John\n2 SURN Smith')).toEqual({ given: ['John'], nick: [], surname: ['Smith'] });
  });

  it('leaves the title, the suffix and a quoted nickname the pieces name out of the given name', () => {
    const maximal = '1 NAME Lt. Cmndr. Joseph "John" /de Allen/ jr.\n2 NPFX Lt. Cmndr.\n2 GIVN Joseph\n2 NICK John\n2 SPFX de\n2 SURN Allen\n2 NSFX jr.';
    expect(namesOf(maximal, head7)).toEqual({ given: ['Joseph'], nick: ['John'], surname: ['de Allen'] });
    expect(namesOf('1 NAME Robert /CAPET/ de CLERMONT\n2 GIVN Robert\n2 SURN CAPET\n2 NSFX de, CLERMONT').given).toEqual(['Robert']);
    // Without NSFX, what follows the surname stays part of the given name, as before.
    expect(namesOf('1 NAME John /Smith/ Jr').given).toEqual(['John Jr']);
  });

  it('prefers the value to a GIVN that it does not hold', () => {
    expect(namesOf('1 NAME Rashi /ben Isaac/\n2 GIVN Shlomo Yitzchaki')).toEqual({ given: ['Rashi'], nick: [], surname: ['ben Isaac'] });
  });

  it('reads Chinese and Japanese names with their surname first', () => {
    expect(namesOf('1 NAME /黄/国荣\n2 GIVN 国荣\n2 SURN 黄')).toEqual({ given: ['国荣'], nick: [], surname: ['黄'] });
    expect(namesOf('1 NAME 黄国荣\n2 GIVN 国荣\n2 SURN 黄')).toEqual({ given: ['国荣'], nick: [], surname: ['黄'] });
    expect(namesOf('1 NAME 欧阳修\n2 SURN 欧阳')).toEqual({ given: ['修'], nick: [], surname: ['欧阳'] });
    // The slashes round the given name, the pieces saying which is which: 田中 is the surname.
    expect(namesOf('1 NAME 田中 /太郎/\n2 GIVN 太郎\n2 SURN 田中')).toEqual({ given: ['太郎'], nick: [], surname: ['田中'] });
  });

  it('writes the NAME lines of the file back, and reads the export as the file', () => {
    const file = `${head551}0 @I1@ INDI\n1 NAME Louis XIII /CAPET/\n2 GIVN Louis, XIII\n2 SURN CAPET\n0 TRLR\n`;
    const doc = importGedcom(enc.encode(file));
    for (const text of [graphToGedcom551(doc.graph, { extras: doc.extras }), graphToGedcom7(doc.graph, { extras: doc.extras })]) {
      expect(text).toContain('1 NAME Louis XIII /CAPET/\n2 GIVN Louis, XIII\n2 SURN CAPET\n');
      expect(importGedcom(enc.encode(text)).graph.persons[0]!.first_names).toEqual([{ type: 'given', value: 'Louis XIII' }]);
    }
  });

  it('writes back every GIVN line of a NAME, not the first only (7.0 allows several)', () => {
    const doc = importGedcom(enc.encode(`${head7}0 @I1@ INDI\n1 NAME Ann /Lee/\n2 GIVN Ann\n2 GIVN Mary\n2 SURN Lee\n0 TRLR\n`));
    expect(graphToGedcom7(doc.graph, { extras: doc.extras })).toContain('1 NAME Ann /Lee/\n2 GIVN Ann\n2 GIVN Mary\n2 SURN Lee\n');
  });
});

const commas = (s: string | undefined) => (s ?? '').split(',').length - 1;

/** The INDI records of a fixture, as written, by the person id the import gives each. */
function indiRecords(rel: string): { bytes: Uint8Array; records: Map<string, GedcomNode> } {
  const raw = fixture(rel);
  const bytes = rel.endsWith('.gdz') ? readGedzip(raw).gedcom : raw;
  const records = new Map<string, GedcomNode>();
  for (const r of parseGedcom(decodeGedcom(bytes).text).records) if (r.tag === 'INDI' && r.xref && !records.has(r.xref)) records.set(r.xref, r);
  return { bytes, records };
}

describe('every fixture', () => {
  const files = allFixtureFiles().filter((f) => !f.includes('/malformed/'));

  it('found them', () => expect(files.length).toBeGreaterThan(140));

  it.each(files)('%s: no given name has a comma its NAME lines do not have', (rel) => {
    const { bytes, records } = indiRecords(rel);
    const doc = importGedcom(bytes);
    const renamed = new Map(doc.extras.xrefs.map(([xref, id]) => [id, xref]));
    for (const p of doc.graph.persons) {
      const rec = records.get(renamed.get(p.id) ?? `@${p.id}@`)!;
      const names = rec.children.filter((c) => c.tag === 'NAME');
      const most = Math.max(0, ...names.map((n) => commas(n.value)));
      // A nickname is its NICK line as written (NICK is no list): it may have that line's commas.
      const mostNick = Math.max(most, ...names.flatMap((n) => n.children.filter((c) => c.tag === 'NICK').map((c) => commas(c.value))));
      for (const f of p.first_names) expect(commas(f.value), `${p.id} ${f.type} "${f.value}"`).toBeLessThanOrEqual(f.type === 'nickname' ? mostNick : most);
    }
  });
});
