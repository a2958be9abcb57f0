import { describe, expect, it } from 'vitest';
import { decodeGedcom } from './decode';
import { parseGedcom } from './parse';
import { allGedFiles, fixture } from './testFixtures';
import { validateGedcom7 } from './validate7';

const check = (lines: string[]) => validateGedcom7(parseGedcom(lines.join('\n')).records).map((p) => p.message);
const HEAD = ['0 HEAD', '1 GEDC', '2 VERS 7.0'];

describe('validateGedcom7', () => {
  const reference = allGedFiles().filter((f) => f.startsWith('familysearch-gedcom70/') || f.startsWith('gedcom7code-test-files/7/'));

  it.each(reference)('accepts the reference 7.0 file %s', (f) => {
    expect(validateGedcom7(parseGedcom(decodeGedcom(fixture(f)).text).records)).toEqual([]);
  });

  it('accepts a minimal document and extension structures anywhere', () => {
    expect(check([...HEAD, '0 @I1@ INDI', '1 _CUSTOM anything', '2 WHATEVER x', '0 TRLR'])).toEqual([]);
  });

  it('finds structures out of place, missing, repeated, with bad payloads or dangling pointers', () => {
    expect(check([...HEAD, '0 @I1@ INDI', '1 VERS x', '0 TRLR'])).toEqual(['INDI.VERS is not allowed here']);
    expect(check(['0 HEAD', '0 TRLR'])).toEqual(['HEAD.GEDC.VERS must be 7.0, not missing', 'HEAD.GEDC is required']);
    expect(check([...HEAD, '0 @I1@ INDI', '1 SEX M', '1 SEX F', '0 TRLR'])).toEqual(['INDI.SEX appears 2 times, at most 1 allowed']);
    expect(check([...HEAD, '0 @I1@ INDI', '1 SEX male', '0 TRLR'])).toEqual(['INDI.SEX "male" is not one of the allowed values']);
    expect(check([...HEAD, '0 @I1@ INDI', '1 BIRT', '2 DATE 1 JAN 1900/01', '0 TRLR'])).toEqual(['INDI.BIRT.DATE "1 JAN 1900/01" is not a 7.0 date of this kind']);
    expect(check([...HEAD, '0 @I1@ INDI', '1 BIRT', '2 DATE @#DJULIAN@ 1900', '0 TRLR'])).toHaveLength(1);
    expect(check([...HEAD, '0 @I1@ INDI', '1 FAMC @F9@', '0 TRLR'])).toEqual(['INDI.FAMC points to @F9@, which is not defined']);
    expect(check([...HEAD, '0 @I1@ INDI', '1 BIRT', '2 AGE 72', '0 TRLR'])).toEqual(['INDI.BIRT.AGE "72" is not an age']);
    expect(check([...HEAD, '0 @I1@ INDI', '1 DEAT yes', '0 TRLR'])).toEqual(['INDI.DEAT must be Y or empty, not "yes"']);
    expect(check([...HEAD, '0 @I1@ INDI'])).toEqual(['the file must end with TRLR', 'TRLR is required']);
  });
});
