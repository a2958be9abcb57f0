import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importGedcom } from '../../gedcom';
import { homePersonOf, readDocument, treeNameOf } from './importJob';
import { looksLikeGedcom } from './routes';
import { JobInputError } from '../../jobs/errors';

const enc = (lines: string[]) => new TextEncoder().encode(`${lines.join('\n')}\n`);
const head = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '1 SUBM @U1@'];
const people = ['0 @I1@ INDI', '1 NAME Guoliang /Lin/', '0 @I2@ INDI', '1 NAME Wenhua /Lin/'];

describe('home person of an import', () => {
  it('is the person named like the submitter when exactly one is', () => {
    const doc = importGedcom(enc([...head, '0 @U1@ SUBM', '1 NAME Wenhua /Lin/', ...people, '0 TRLR']));
    expect(homePersonOf(doc)).toBe('I2');
  });

  it('is the first person when the submitter is nobody in the file, or several', () => {
    expect(homePersonOf(importGedcom(enc([...head, '0 @U1@ SUBM', '1 NAME Ancestry.com', ...people, '0 TRLR'])))).toBe('I1');
    const twice = [...people, '0 @I3@ INDI', '1 NAME Wenhua /Lin/'];
    expect(homePersonOf(importGedcom(enc([...head, '0 @U1@ SUBM', '1 NAME Wenhua /Lin/', ...twice, '0 TRLR'])))).toBe('I1');
  });
});

describe('reading an upload', () => {
  it('turns a codec error into a job input error with the bare message and the line', () => {
    try {
      readDocument(enc(['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 @I1@ INDI', '1 NAME A /B/', '3 NOTE too deep', '0 TRLR']));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(JobInputError);
      expect((e as JobInputError).line).toBe(6);
      expect((e as JobInputError).message).not.toMatch(/^line \d+:/);
    }
  });

  it('refuses HTML with a clear message', () => {
    expect(() => readDocument(new TextEncoder().encode('<!doctype html><html><body>hi</body></html>'))).toThrow(JobInputError);
  });

  it('keeps the media of a GEDZIP and warns of each file whose path leads out of the archive', () => {
    const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const zip = zipSync({ 'gedcom.ged': enc([...head, ...people, '0 TRLR']), 'media/a.jpg': jpg, '../b.jpg': jpg });
    const { doc, media } = readDocument(zip);
    expect(doc.counts.persons).toBe(2);
    expect(Object.keys(media)).toEqual(['media/a.jpg']);
    expect(doc.warnings).toContainEqual({ line: 0, message: 'media file "../b.jpg" skipped: its path leads out of the archive' });
  });
});

describe('upload checks', () => {
  it('sees GEDCOM text in UTF-8 with a BOM and in UTF-16, and nothing else', () => {
    expect(looksLikeGedcom(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('0 HEAD\n1 GEDC')]))).toBe(true);
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'0 HEAD\r\n'].flatMap((ch) => [ch.charCodeAt(0), 0])]);
    expect(looksLikeGedcom(utf16)).toBe(true);
    expect(looksLikeGedcom(new TextEncoder().encode('  \n0 HEAD'))).toBe(true);
    expect(looksLikeGedcom(new TextEncoder().encode('<html>0 HEAD</html>'))).toBe(false);
    expect(looksLikeGedcom(new TextEncoder().encode('0 HEADLINE'))).toBe(false);
  });

  it('names a new tree after the file', () => {
    expect(treeNameOf('Wong family.GED')).toBe('Wong family');
    expect(treeNameOf('export.gdz')).toBe('export');
    expect(treeNameOf('.ged')).toBe('Imported tree');
  });
});
