import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TreeGraph } from '../tree/graph';
import { encodeAnsel } from './ansel';
import { MAX_GEDZIP_UNPACKED } from './gedzip';
import { graphToGedcom551, graphToGedcom7, graphToGedzip, importGedcom, parseGedcom, readGedzip, validateGedcom7 } from './index';
import { bestInTurns, growthOf16x, LINEAR_16X } from './testGrowth';
import { fixture } from './testFixtures';

const enc = new TextEncoder();
const person = (id: string, extra: Partial<TreeGraph['persons'][number]> = {}): TreeGraph['persons'][number] => ({
  id, first_names: [], surnames: [], gender: 'none', birth_date: null, birth_location: null, death_date: null, death_location: null,
  is_deceased: false, facts: [], notes: null, residence_location: [], ...extra,
});

describe('graphToGedcom551 and graphToGedcom7', () => {
  const long = `${'汉字 and text '.repeat(40)}@ end`;
  const graph: TreeGraph = {
    persons: [
      person('9b2c-uuid-1', { first_names: [{ type: 'given', value: 'Kwok-Wing' }, { type: 'given', value: '国荣' }], surnames: [{ type: 'birth', value: 'Wong' }, { type: 'birth', value: '黄' }], gender: 'm', notes: `${long}\nsecond line\n@leading`, birth_date: { day: 1, month: 2, year: 1900, approximation_years: null, approximation_type: null, text_value: null, cn_date: null } }),
      person('9b2c-uuid-2', { gender: 'f', first_names: [{ type: 'given', value: 'Mei-Ling' }] }),
      person('9b2c-uuid-3'),
      person('9b2c-uuid-4'),
    ],
    couples: [{ id: 'c1', person1_id: '9b2c-uuid-1', person2_id: '9b2c-uuid-2', marriage_place: 'Hong Kong', marriage_date: null, is_divorced: false, divorce_place: null, divorce_date: null }],
    parenthoods: [
      { parent_id: '9b2c-uuid-1', child_id: '9b2c-uuid-3', kind: 'birth' },
      { parent_id: '9b2c-uuid-2', child_id: '9b2c-uuid-3', kind: 'birth' },
      { parent_id: '9b2c-uuid-1', child_id: '9b2c-uuid-4', kind: 'step' },
    ],
  };

  it('splits 5.5.1 lines with CONC at 255 characters, CONT for newlines, doubling every @', () => {
    const text = graphToGedcom551(graph);
    const lines = text.split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(255);
    expect(lines.some((l) => l.startsWith('2 CONC '))).toBe(true);
    expect(lines).toContain('2 CONT second line');
    expect(lines).toContain('2 CONT @@leading');
    expect(text).toContain('@@ end');
    expect(text).toMatch(/^1 CHAR UTF-8$/m);
    const back = importGedcom(enc.encode(text));
    expect(back.graph.persons.find((p) => p.notes)!.notes).toBe(graph.persons[0]!.notes);
  });

  it('writes 7.0 without CONC, doubling only a leading @, and valid against the grammar', () => {
    const text = graphToGedcom7(graph);
    expect(text).not.toContain('CONC');
    expect(text).toContain('@ end');
    expect(text).not.toContain('@@ end');
    expect(text.split('\n')).toContain('2 CONT @@leading');
    expect(validateGedcom7(parseGedcom(text).records)).toEqual([]);
    const back = importGedcom(enc.encode(text));
    expect(back.graph.persons[0]!.notes).toBe(graph.persons[0]!.notes);
  });

  it('derives families from couples and parenthoods when nothing was kept, step children included', () => {
    for (const text of [graphToGedcom551(graph), graphToGedcom7(graph)]) {
      const back = importGedcom(enc.encode(text)).graph;
      expect(back.persons).toHaveLength(4);
      expect(back.couples).toHaveLength(1);
      expect(back.couples[0]!.marriage_place).toBe('Hong Kong');
      expect(back.parenthoods.map((p) => p.kind).sort()).toEqual(['birth', 'birth', 'step']);
      expect(back.persons[0]!.first_names).toEqual(graph.persons[0]!.first_names);
      expect(back.persons[0]!.surnames).toEqual(graph.persons[0]!.surnames);
    }
    expect(graphToGedcom551(graph)).toMatch(/1 NAME Kwok-Wing \/Wong\/\n[^]*1 NAME \/黄\/国荣/);
  });

  it('writes a GEDZIP with gedcom.ged and the media files, and reads it back', () => {
    const jpg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const zip = graphToGedzip(graph, { 'media/photo.jpg': jpg });
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['gedcom.ged', 'media/photo.jpg']);
    expect(files['media/photo.jpg']).toEqual(jpg);
    const { gedcom, media } = readGedzip(zip);
    expect(importGedcom(gedcom).graph.persons).toHaveLength(4);
    expect(Object.keys(media)).toEqual(['media/photo.jpg']);
    expect(() => graphToGedzip(graph, { '../escape.jpg': jpg })).toThrow(/relative path/);
  });

  it('opens the FamilySearch GEDZIP fixtures', () => {
    const { gedcom, media } = readGedzip(fixture('familysearch-gedcom70/maximal70.gdz'));
    expect(importGedcom(gedcom).counts.persons).toBe(4);
    expect(Object.keys(media).length).toBeGreaterThan(0);
    const minimal = readGedzip(fixture('familysearch-gedcom70/minimal70.gdz'));
    expect(importGedcom(minimal.gedcom).counts).toEqual({ persons: 0, families: 0, notes: 0, media: 0 });
    expect(() => readGedzip(fixture('familysearch-gedcom70/maximal70.ged'))).toThrow(/GEDZIP/);
  });

  it('refuses an archive that says it unpacks to more than the limit, before unpacking it', () => {
    const zip = zipSync({ 'gedcom.ged': enc.encode('0 HEAD\n0 TRLR\n'), 'media/a.jpg': new Uint8Array(64) });
    expect(readGedzip(zip).media['media/a.jpg']).toHaveLength(64);
    // The central directory's "uncompressed size" of the photo (4 bytes at 24 into its entry), as a bomb declares it.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const entries: number[] = [];
    for (let i = 0; i + 4 <= zip.length; i++) if (view.getUint32(i, true) === 0x02014b50) entries.push(i);
    expect(entries).toHaveLength(2);
    view.setUint32(entries[1]! + 24, MAX_GEDZIP_UNPACKED, true);
    expect(() => readGedzip(zip)).toThrow(/unpacks to more than 512 MB/);
  });

  it('leaves entries whose path leads out of the archive packed, and names them', () => {
    const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const zip = zipSync({
      'gedcom.ged': enc.encode('0 HEAD\n0 TRLR\n'),
      'media/ok.jpg': jpg,
      'media/../../etc/cron.jpg': jpg,
      '/abs.jpg': jpg,
      'C:/win.jpg': jpg,
      'media\\..\\..\\back.jpg': jpg,
      'media/..hidden.jpg': jpg,
    });
    const { media, unsafe } = readGedzip(zip);
    expect(Object.keys(media).sort()).toEqual(['media/..hidden.jpg', 'media/ok.jpg']);
    expect(unsafe.sort()).toEqual(['/abs.jpg', 'C:/win.jpg', 'media/../../etc/cron.jpg', 'media\\..\\..\\back.jpg']);
  });
});

describe('the same tree in different encodings and line ends', () => {
  const lines = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR %CHAR%', '0 @I1@ INDI', '1 NAME José /Müller/', '1 BIRT', '2 DATE ABT 1890', '2 PLAC Zürich', '1 NOTE Ærø, Łódź', '2 CONT ß ©', '1 FAMS @F1@', '0 @I2@ INDI', '1 NAME Zoë /Brontë/', '1 FAMS @F1@', '0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I2@', '0 TRLR', ''];
  const utf16 = (s: string, le: boolean, bom: boolean) => {
    const out = new Uint8Array((s.length + (bom ? 1 : 0)) * 2);
    const src = bom ? `\uFEFF${s}` : s;
    for (let i = 0; i < src.length; i++) {
      const c = src.charCodeAt(i);
      out[2 * i + (le ? 0 : 1)] = c & 0xff;
      out[2 * i + (le ? 1 : 0)] = c >> 8;
    }
    return out;
  };
  const cp1252 = (s: string) => Uint8Array.from([...s].map((ch) => ch.charCodeAt(0)));

  it('gives identical models', () => {
    const variants: [string, Uint8Array][] = [];
    for (const eol of ['\n', '\r\n', '\r', '\n\r']) {
      const text = (charset: string) => lines.join(eol).replace('%CHAR%', charset);
      variants.push([`UTF-8 ${JSON.stringify(eol)}`, enc.encode(text('UTF-8'))]);
      variants.push([`UTF-8 BOM ${JSON.stringify(eol)}`, Uint8Array.from([0xef, 0xbb, 0xbf, ...enc.encode(text('UTF-8'))])]);
      variants.push([`UTF-16LE ${JSON.stringify(eol)}`, utf16(text('UNICODE'), true, true)]);
      variants.push([`UTF-16BE no BOM ${JSON.stringify(eol)}`, utf16(text('UNICODE'), false, false)]);
      variants.push([`ANSI ${JSON.stringify(eol)}`, cp1252(text('ANSI').replace('Łódź', 'Lodz'))]);
      variants.push([`ANSEL ${JSON.stringify(eol)}`, encodeAnsel(text('ANSEL'))]);
    }
    const models = variants.map(([name, bytes]) => {
      const doc = importGedcom(bytes);
      // Łódź has no Windows-1252 form; compare that note without it.
      const g = doc.graph;
      for (const p of g.persons) if (p.notes) p.notes = p.notes.replace('Łódź', 'Lodz');
      return [name, JSON.stringify(g)] as const;
    });
    const first = models[0]![1];
    expect(first).toContain('José');
    expect(first).toContain('Zürich');
    for (const [name, m] of models) expect(m, name).toBe(first);
  });
});

describe('export time', () => {
  const graphOf = (couples: number, withCouples: boolean): TreeGraph => ({
    persons: Array.from({ length: couples * 2 }, (_, i) => person(`P${i}`)),
    couples: withCouples
      ? Array.from({ length: couples }, (_, i) => ({
          id: `C${i}`, person1_id: `P${2 * i}`, person2_id: `P${2 * i + 1}`, marriage_place: null, marriage_date: null, is_divorced: false, divorce_place: null, divorce_date: null,
        }))
      : [],
    parenthoods: [],
  });

  it('writes 24,000 couples in a time of the order of their persons alone (each family used to search the whole couple list)', () => {
    const married = graphOf(24_000, true);
    const single = graphOf(24_000, false);
    const [bestSingle, bestMarried] = bestInTurns([() => graphToGedcom551(single), () => graphToGedcom551(married)], 3);
    // The families and FAMS links make it about four and a half times the work; the search made it twenty.
    expect(bestMarried! / bestSingle!).toBeLessThan(8);
  });
});

describe('export of a record with many kept structures', () => {
  const personWithFacts = (n: number) =>
    importGedcom(enc.encode(`0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n${Array.from({ length: n }, (_, i) => `1 OCCU job ${i}\n2 _PAY ${i}\n`).join('')}0 TRLR\n`));

  it('writes each kept structure back under its own fact', () => {
    const doc = personWithFacts(40);
    const text = graphToGedcom551(doc.graph, { extras: doc.extras });
    for (const i of [0, 17, 39]) expect(text).toContain(`1 OCCU job ${i}\n2 _PAY ${i}\n`);
    expect(text.match(/_PAY/g)).toHaveLength(40);
  });

  it('takes linear time in the kept structures of one person (each fact used to scan all of them)', () => {
    expect(growthOf16x(personWithFacts, (doc) => graphToGedcom551(doc.graph, { extras: doc.extras }), 1_000)).toBeLessThan(LINEAR_16X);
  });
});
