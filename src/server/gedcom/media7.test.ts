import { describe, expect, it } from 'vitest';
import { graphToGedcom7, importGedcom, parseGedcom, validateGedcom7 } from './index';
import { fileTo7, fileUri, mediaType } from './media7';
import { makeNode } from './node';

describe('5.5.1 multimedia to 7.0', () => {
  it('turns file names of every operating system into URI references and leaves URLs alone', () => {
    expect(fileUri('/unix/absolute')).toBe('file:///unix/absolute');
    expect(fileUri('c:\\windows\\absolute')).toBe('file:///c:/windows/absolute');
    expect(fileUri('\\\\server\\share\\a.jpg')).toBe('file://server/share/a.jpg');
    expect(fileUri('photos\\Grandma Lee.jpg')).toBe('photos/Grandma%20Lee.jpg');
    expect(fileUri('a?b#c[d]@e%f')).toBe('a%3Fb%23c%5Bd%5D%40e%25f');
    expect(fileUri('https:/not.a.url')).toBe('https%3a/not.a.url');
    expect(fileUri('https://example.com/a?b=c#d')).toBe('https://example.com/a?b=c#d');
  });

  it('turns FORM words into media types', () => {
    expect(mediaType('jpg')).toBe('image/jpeg');
    expect(mediaType('BMP')).toBe('image/bmp');
    expect(mediaType('mp3')).toBe('application/x-mp3');
    expect(mediaType('image/png')).toBe('image/png');
  });

  it('moves the source media to FORM.MEDI from the enumeration, other words into a PHRASE', () => {
    const file = makeNode(1, 'FILE', 'a.jpg', [makeNode(2, 'FORM', 'jpg', [makeNode(3, 'TYPE', 'photo')])]);
    expect(fileTo7(file).children[0]).toMatchObject({ tag: 'FORM', value: 'image/jpeg', children: [{ tag: 'MEDI', value: 'PHOTO' }] });
    const odd = makeNode(1, 'FILE', 'b.mov', [makeNode(2, 'FORM', 'mov', [makeNode(3, 'MEDI', 'home movie')])]);
    expect(fileTo7(odd).children[0]!.children[0]).toMatchObject({ tag: 'MEDI', value: 'OTHER', children: [{ tag: 'PHRASE', value: 'home movie' }] });
  });

  it('makes FORM words that name object members ("__proto__", "constructor") unknown types, not the members', () => {
    expect(mediaType('__proto__')).toBe('application/x---proto--');
    expect(mediaType('constructor')).toBe('application/x-constructor');
  });

  it('exports a 5.5.1 OBJE whose FORM is "__proto__" to 7.0 (the conversion used to throw a TypeError)', () => {
    const doc = importGedcom(new TextEncoder().encode('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @M1@ OBJE\n1 FILE a.jpg\n2 FORM __proto__\n0 @I1@ INDI\n1 OBJE @M1@\n0 TRLR\n'));
    const text7 = graphToGedcom7(doc.graph, { extras: doc.extras });
    expect(text7).toContain('1 FILE a.jpg\n2 FORM application/x---proto--\n');
    expect(validateGedcom7(parseGedcom(text7).records)).toEqual([]);
  });
});
