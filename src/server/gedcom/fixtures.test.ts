import { describe, expect, it } from 'vitest';
import { decodeGedcom } from './decode';
import { graphToGedcom551, graphToGedcom7, importGedcom } from './index';
import { GedcomError } from './issues';
import type { GedcomDocument } from './model';
import { parseGedcom } from './parse';
import { structureOf } from './structure';
import { allGedFiles, fixture } from './testFixtures';
import { validateGedcom7 } from './validate7';
import type { TreeGraph } from '../tree/graph';

const files = allGedFiles();
const good = files.filter((f) => !f.includes('/malformed/'));
const malformed = files.filter((f) => f.includes('/malformed/'));

/** What a user must get back after a round trip: persons, names, dates, places and families. */
function essentials(g: TreeGraph) {
  const byName = <T extends { type: string; value: string }>(l: T[]) => l.map((x) => `${x.type}:${x.value}`).sort();
  return {
    persons: [...g.persons].sort((a, b) => a.id.localeCompare(b.id)).map((p) => ({
      id: p.id,
      first: byName(p.first_names),
      last: byName(p.surnames),
      gender: p.gender,
      birth: [p.birth_date, p.birth_location],
      death: [p.is_deceased, p.death_date, p.death_location],
      facts: p.facts.map((f) => [f.fact_type, f.value, f.start_date, f.place_display_text]),
      notes: p.notes,
    })),
    couples: [...g.couples].sort((a, b) => a.id.localeCompare(b.id)),
    parenthoods: g.parenthoods.map((p) => `${p.parent_id}>${p.child_id}:${p.kind}`).sort(),
  };
}

function reimport(text: string): GedcomDocument {
  return importGedcom(new TextEncoder().encode(text));
}

describe('every fixture', () => {
  it('found the fixtures', () => {
    expect(good.length).toBeGreaterThan(140);
    expect(malformed.length).toBe(11);
  });

  it.each(good)('%s imports with INDI and FAM counts equal to its records', (f) => {
    const doc = importGedcom(fixture(f));
    const text = decodeGedcom(fixture(f)).text;
    const count = (tag: string) => new Set([...text.matchAll(new RegExp(`^[ \\t]*0[ \\t]+(@[^@\\r\\n]+@)[ \\t]+${tag}[ \\t]*$`, 'gm'))].map((m) => m[1])).size;
    expect(doc.counts.persons).toBe(count('INDI'));
    expect(doc.counts.families).toBe(count('FAM'));
    expect(doc.graph.persons).toHaveLength(doc.counts.persons);
  });

  it.each(malformed)('%s fails or warns with a line number', (f) => {
    let issues: { line: number; message: string }[];
    try {
      issues = importGedcom(fixture(f)).warnings;
    } catch (e) {
      expect(e).toBeInstanceOf(GedcomError);
      issues = [{ line: (e as GedcomError).line, message: (e as Error).message }];
    }
    const circular = f.endsWith('circular-reference.ged');
    if (circular) return expect(importGedcom(fixture(f)).warnings.some((w) => w.line > 0 && /own ancestor/.test(w.message))).toBe(true);
    expect(issues.some((i) => i.line > 0)).toBe(true);
  });

  it.each(good)('%s exports 7.0 that passes the 7.0 grammar and reads back the same', (f) => {
    const doc = importGedcom(fixture(f));
    const text = graphToGedcom7(doc.graph, { extras: doc.extras });
    const parsed = parseGedcom(text);
    expect(parsed.errors).toEqual([]);
    expect(validateGedcom7(parsed.records)).toEqual([]);
    expect(essentials(reimport(text).graph)).toEqual(essentials(doc.graph));
  });

  it.each(good)('%s exports 5.5.1 that reads back the same, lines within 255 characters', (f) => {
    const doc = importGedcom(fixture(f));
    const text = graphToGedcom551(doc.graph, { extras: doc.extras });
    expect(text.split('\n').every((l) => l.length <= 255)).toBe(true);
    expect(essentials(reimport(text).graph)).toEqual(essentials(doc.graph));
  });
});

describe('5.5.1 to 7.0 conversion against gedcom7code/test-files', () => {
  // Pairs whose 7/X.ged our export matches record for record. HEAD is left out of the comparison: it
  // names the exporting program (HEAD.SOUR) and 5.5.1-only fields (CHAR, FORM, SUBM) that 7.0 drops.
  // Pairs not listed need conversions this codec does not do: inline SOUR and OBJE to records
  // (sour-1, obje-1), file paths to URIs (filename-1), TYPE on NAME kept as TYPE (enum-ext), a DEAT
  // added for a stillborn AGE (age-valid), the dropped SUBN record (kept here as _SUBN, obsolete-1),
  // and the reference's own edits of NOTE text in date-all (its DATE values are checked one by one in
  // dates.test.ts) and date-dual-invalid.
  const pairs = ['age-invalid', 'atsign', 'char_ascii_1', 'char_ascii_2', 'char_utf16be-1', 'char_utf16be-2', 'char_utf16le-1', 'char_utf16le-2', 'char_utf8-1', 'char_utf8-2', 'char_utf8-3', 'lang-all', 'notes-1', 'pedi-1', 'rela_1', 'tiny-1', 'xref-case'];
  it.each(pairs)('5/%s.ged exported as 7.0 has the structure of 7/%s.ged', (name) => {
    const doc = importGedcom(fixture(`gedcom7code-test-files/5/${name}.ged`));
    const mine = structureOf(parseGedcom(graphToGedcom7(doc.graph, { extras: doc.extras })).records);
    const ref = structureOf(parseGedcom(decodeGedcom(fixture(`gedcom7code-test-files/7/${name}.ged`)).text).records);
    expect(mine).toEqual(ref);
  });
});
