import { describe, expect, it } from 'vitest';
import { encodeAnsel } from './ansel';
import { decodeGedcom } from './decode';
import { importGedcom } from './index';
import { GedcomError } from './issues';
import { fixture } from './testFixtures';

const enc = new TextEncoder();

describe('decodeGedcom', () => {
  it.each([
    ['char_utf8-1.ged', 'UTF-8'],
    ['char_utf8-2.ged', 'UTF-8'],
    ['char_utf8-3.ged', 'UTF-8'],
    ['char_utf16be-1.ged', 'UTF-16BE'],
    ['char_utf16be-2.ged', 'UTF-16BE'],
    ['char_utf16le-1.ged', 'UTF-16LE'],
    ['char_utf16le-2.ged', 'UTF-16LE'],
  ])('reads %s as %s with the same characters', (file, encoding) => {
    const d = decodeGedcom(fixture(`gedcom7code-test-files/5/${file}`));
    expect(d.encoding).toBe(encoding);
    expect(d.text.replace(/^\uFEFF/, '').startsWith('0 HEAD')).toBe(true);
    expect(d.text).toContain('¶ ☺ 𒍅');
    expect(d.text).toContain('1 NAME Luther Tychonievich');
  });

  it('reads the ASCII and Latin-1 samples', () => {
    const a = decodeGedcom(fixture('gedcom7code-test-files/5/char_ascii_1.ged'));
    expect(a.text).toContain('Luther Tychonievich');
    const cp = decodeGedcom(Uint8Array.from([...enc.encode('0 HEAD\n1 CHAR ANSI\n0 @I1@ INDI\n1 NAME Jos'), 0xe9, 0x0a, ...enc.encode('0 TRLR\n')]));
    expect(cp.encoding).toBe('CP1252');
    expect(cp.text).toContain('NAME José');
    const w = decodeGedcom(Uint8Array.from([...enc.encode('0 HEAD\n1 CHAR ANSI\n1 NOTE '), 0x80, 0x93, 0x0a]));
    expect(w.text).toContain('NOTE €“');
  });

  it('reads ANSEL with combining marks before the base letter, giving NFC', () => {
    const d = decodeGedcom(fixture('cacack-gedcom-go/encoding/ansel-lf.ged'));
    expect(d.encoding).toBe('ANSEL');
    expect(d.text).toContain('2 PLAC ÁB́ĆD́ÉF́ǴH́ÍJ́ḰĹḾŃÓṔQ́ŔŚT́ÚV́ẂX́ÝŹ');
    expect(d.text).toContain('2 PLAC áb́ćd́éf́ǵh́íj́ḱĺḿńóṕq́ŕśt́úv́ẃx́ýź');
    expect(d.text).toBe(d.text.normalize('NFC'));
  });

  it('reads a file that says CHAR ANSEL but is UTF-8 as UTF-8, with a warning, and real ANSEL as ANSEL', () => {
    const lie = decodeGedcom(enc.encode('0 HEAD\n1 CHAR ANSEL\n0 @I1@ INDI\n1 NAME 国荣 /黄/\n1 NOTE José Müller\n0 TRLR\n'));
    expect(lie.encoding).toBe('UTF-8');
    expect(lie.text).toContain('1 NAME 国荣 /黄/\n1 NOTE José Müller\n');
    expect(lie.warnings).toEqual([{ line: 0, message: 'the file says CHAR ANSEL but is UTF-8; read as UTF-8' }]);
    // The same text as ANSEL bytes (acute and umlaut before their letters) is no UTF-8: read as ANSEL.
    const ansel = decodeGedcom(encodeAnsel('0 HEAD\n1 CHAR ANSEL\n1 NOTE José Müller Łódź\n'));
    expect(ansel.encoding).toBe('ANSEL');
    expect(ansel.text).toContain('1 NOTE José Müller Łódź\n');
    expect(ansel.warnings).toEqual([]);
  });

  it('reads a file that says CHAR MACINTOSH but is UTF-8 as UTF-8, with a warning, and real Mac Roman as Mac Roman', () => {
    const lie = decodeGedcom(enc.encode('0 HEAD\n1 CHAR MACINTOSH\n0 @I1@ INDI\n1 NAME 国荣 /黄/\n1 NOTE José Müller\n0 TRLR\n'));
    expect(lie.encoding).toBe('UTF-8');
    expect(lie.text).toContain('1 NAME 国荣 /黄/\n1 NOTE José Müller\n');
    expect(lie.warnings).toEqual([{ line: 0, message: 'the file says CHAR MACINTOSH but is UTF-8; read as UTF-8' }]);
    // "José Müller" in Mac Roman: é is 0x8E and ü is 0x9F, each after a plain letter, so no UTF-8.
    const mac = decodeGedcom(Uint8Array.from([...enc.encode('0 HEAD\n1 CHAR MACINTOSH\n1 NOTE Jos'), 0x8e, ...enc.encode(' M'), 0x9f, ...enc.encode('ller\n')]));
    expect(mac.encoding).toBe('MACINTOSH');
    expect(mac.text).toContain('1 NOTE José Müller\n');
    expect(mac.warnings).toEqual([]);
  });

  it('round-trips ANSEL spacing characters and stacked marks', () => {
    const s = '0 HEAD\n1 CHAR ANSEL\n1 NOTE Łódź Ærø ß ế ©\n';
    expect(decodeGedcom(encodeAnsel(s)).text).toBe(s);
  });

  it('detects UTF-16 without a byte-order mark from the zeros of "0 HEAD"', () => {
    const s = '0 HEAD\n1 CHAR UNICODE\n1 NOTE 黄国荣\n0 TRLR\n';
    const le = new Uint8Array(s.length * 2);
    const be = new Uint8Array(s.length * 2);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      le[2 * i] = c & 0xff;
      le[2 * i + 1] = c >> 8;
      be[2 * i] = c >> 8;
      be[2 * i + 1] = c & 0xff;
    }
    expect(decodeGedcom(le).text).toBe(s);
    expect(decodeGedcom(be).text).toBe(s);
  });

  it('refuses a UTF-16 file that has lost a byte, rather than reading the rest as one line of other characters', () => {
    const s = ['0 HEAD', '1 CHAR UNICODE', ...Array.from({ length: 50 }, (_, k) => `0 @I${k}@ INDI\r\n1 NAME P${k} /Wong/`), '0 TRLR', ''].join('\r\n');
    const le = new Uint8Array(2 + s.length * 2);
    le.set([0xff, 0xfe]);
    for (let i = 0; i < s.length; i++) {
      le[2 + 2 * i] = s.charCodeAt(i) & 0xff;
      le[3 + 2 * i] = s.charCodeAt(i) >> 8;
    }
    expect(importGedcom(le).counts.persons).toBe(50);
    // One byte gone a third of the way in: before, the first 12 persons imported and nothing was said.
    const cut = new Uint8Array([...le.subarray(0, 801), ...le.subarray(802)]);
    expect(() => decodeGedcom(cut)).toThrow(GedcomError);
    expect(() => importGedcom(cut)).toThrow(/UTF-16LE file has an odd number of bytes/);
    expect(() => decodeGedcom(le.subarray(0, le.length - 1))).toThrow(/cut short or damaged/);
  });

  it('falls back to Windows-1252 when a file claims UTF-8 but is not', () => {
    const d = decodeGedcom(Uint8Array.from([...enc.encode('0 HEAD\n1 CHAR UTF-8\n1 NOTE M'), 0xfc, ...enc.encode('ller\n')]));
    expect(d.text).toContain('Müller');
    expect(d.warnings[0]!.message).toMatch(/not UTF-8/);
  });

  it('rejects HTML, binary data, zips and files without 0 HEAD', () => {
    expect(() => decodeGedcom(enc.encode('<!DOCTYPE html><html><body>Not found</body></html>'))).toThrow(/HTML/);
    expect(() => decodeGedcom(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toThrow(/binary/);
    expect(() => decodeGedcom(Uint8Array.from([0x50, 0x4b, 3, 4, 20, 0]))).toThrow(/zip/);
    expect(() => decodeGedcom(fixture('cacack-gedcom-go/malformed/missing-header.ged'))).toThrow(GedcomError);
    expect(() => decodeGedcom(fixture('cacack-gedcom-go/malformed/missing-header.ged'))).toThrow(/0 HEAD/);
    expect(() => decodeGedcom(new Uint8Array())).toThrow(/empty/);
  });
});
