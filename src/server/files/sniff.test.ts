import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_EXTENSIONS } from '../../protocol/library';
import { HttpError } from '../http/errors';
import { checkUpload, sniff } from './sniff';

const b = (...parts: (string | number[] | Uint8Array)[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];
const zeros = (n: number) => new Array<number>(n).fill(0);

/** The first page of an Ogg stream whose one packet starts with `packet`. */
const ogg = (packet: Uint8Array | string) => {
  const body = typeof packet === 'string' ? Buffer.from(packet, 'latin1') : Buffer.from(packet);
  return b('OggS', [0, 2], zeros(8), [1, 0, 0, 0], zeros(4), zeros(4), [1, body.length + 20], body, zeros(20));
};
const ebml = (docType: string) => b([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length], docType, [0x42, 0x87, 0x81, 0x04]);
const ftyp = (brand: string) => b([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0], 'isommp41', zeros(8));
const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const bmp = b('BM', le32(70), zeros(4), le32(54), le32(40), le32(1), le32(1), [1, 0, 24, 0], zeros(24));

const images: Record<string, Uint8Array> = {};
beforeAll(async () => {
  const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#a52' } });
  images.jpeg = new Uint8Array(await base.clone().jpeg().toBuffer());
  images.png = new Uint8Array(await base.clone().png().toBuffer());
  images.gif = new Uint8Array(await base.clone().gif().toBuffer());
});

/** One real head for each accepted extension, and the kind and type it is stored as. */
const samples = (): [string, () => Uint8Array, string, string][] => [
  ['photo.jpg', () => images.jpeg!, 'image', 'image/jpeg'],
  ['photo.jpe', () => images.jpeg!, 'image', 'image/jpeg'],
  ['photo.JPEG', () => images.jpeg!, 'image', 'image/jpeg'],
  ['photo.jfif', () => images.jpeg!, 'image', 'image/jpeg'],
  ['scan.png', () => images.png!, 'image', 'image/png'],
  ['anim.gif', () => images.gif!, 'image', 'image/gif'],
  ['old.bmp', () => bmp, 'image', 'image/bmp'],
  ['seal.svg', () => b('\ufeff<?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg xmlns="http://www.w3.org/2000/svg"/>'.replace('\ufeff', '\u00ef\u00bb\u00bf')), 'image', 'image/svg+xml'],
  ['film.mp4', () => ftyp('isom'), 'video', 'video/mp4'],
  ['film.mov', () => ftyp('qt  '), 'video', 'video/quicktime'],
  ['phone.3gp', () => ftyp('3gp4'), 'video', 'video/3gpp'],
  ['film.webm', () => ebml('webm'), 'video', 'video/webm'],
  ['film.mkv', () => ebml('matroska'), 'video', 'video/x-matroska'],
  ['film.ogv', () => ogg(b([0x80], 'theora', [3, 2, 1])), 'video', 'video/ogg'],
  ['film.avi', () => b('RIFF', le32(1000), 'AVI LIST', zeros(8)), 'video', 'video/x-msvideo'],
  ['film.wmv', () => b(ASF, zeros(14)), 'video', 'video/x-ms-wmv'],
  ['film.flv', () => b('FLV', [1, 5, 0, 0, 0, 9]), 'video', 'video/x-flv'],
  ['song.mp3', () => b('ID3', [4, 0, 0, 0, 0, 0, 10]), 'audio', 'audio/mpeg'],
  ['voice.wav', () => b('RIFF', le32(1000), 'WAVEfmt ', zeros(8)), 'audio', 'audio/wav'],
  ['voice.ogg', () => ogg(b([1], 'vorbis', zeros(10))), 'audio', 'audio/ogg'],
  ['voice.flac', () => b('fLaC', [0, 0, 0, 0x22], zeros(34)), 'audio', 'audio/flac'],
  ['voice.aac', () => b([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), 'audio', 'audio/aac'],
  ['voice.wma', () => b(ASF, zeros(14)), 'audio', 'audio/x-ms-wma'],
  ['voice.m4a', () => ftyp('M4A '), 'audio', 'audio/mp4'],
  ['voice.aiff', () => b('FORM', [0, 0, 1, 0], 'AIFFCOMM'), 'audio', 'audio/aiff'],
  ['voice.ape', () => b('MAC ', [0x96, 0x0f, 0, 0]), 'audio', 'audio/x-ape'],
  ['voice.alac', () => ftyp('M4A '), 'audio', 'audio/mp4'],
  ['family.ged', () => b('0 HEAD\r\n1 GEDC\r\n2 VERS 5.5.1\r\n'), 'genealogy', 'text/vnd.familysearch.gedcom'],
  ['family.gdz', () => b('PK', [3, 4, 20, 0, 0, 0]), 'genealogy', 'application/zip'],
];

function refusal(name: string, head: Uint8Array): string {
  try {
    checkUpload(name, head);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    expect((err as HttpError).fields).toEqual({ file: [(err as HttpError).message] });
    return (err as HttpError).message;
  }
  throw new Error(`${name} was accepted`);
}

describe('what an uploaded file really is', () => {
  it('has a real sample for every accepted extension', () => {
    const covered = new Set(samples().map(([name]) => name.split('.').pop()!.toLowerCase()));
    for (const ext of Object.values(ACCEPTED_EXTENSIONS).flat()) expect(covered, ext).toContain(ext);
  });

  it.each(samples().map(([name, head, kind, type]) => ({ name, head, kind, type })))('takes $name as $kind ($type)', ({ name, head, kind, type }) => {
    expect(checkUpload(name, head())).toEqual({ kind, contentType: type });
  });

  it('reads .ogg as audio or video by the codec in its first packet', () => {
    expect(checkUpload('a.ogg', ogg('OpusHead\u0001\u0002'))).toEqual({ kind: 'audio', contentType: 'audio/ogg' });
    expect(checkUpload('a.ogg', ogg(b([0x7f], 'FLAC', [1, 0])))).toEqual({ kind: 'audio', contentType: 'audio/ogg' });
    expect(checkUpload('a.ogg', ogg(b([0x80], 'theora')))).toEqual({ kind: 'video', contentType: 'video/ogg' });
    expect(checkUpload('a.ogg', ogg('OVP80\u0001\u0001'))).toEqual({ kind: 'video', contentType: 'video/ogg' });
    expect(refusal('a.ogv', ogg(b([1], 'vorbis')))).toBe('a.ogv is not an Ogg video: its content is Ogg Vorbis audio.');
  });

  it('reads MP3 frames without a tag, and tells them from AAC', () => {
    expect(sniff(b([0xff, 0xfb, 0x90, 0x64]))?.types).toEqual({ audio: 'audio/mpeg' });
    expect(sniff(b([0xff, 0xf9, 0x50, 0x80]))?.types).toEqual({ audio: 'audio/aac' });
    expect(sniff(b([0xff, 0xe9, 0x90, 0x64]))).toBeNull();
  });

  it('reads GEDCOM text in UTF-8 with a BOM and in UTF-16 either way', () => {
    const text = '0 HEAD\n1 CHAR UNICODE\n';
    expect(checkUpload('f.ged', b([0xef, 0xbb, 0xbf], text)).kind).toBe('genealogy');
    expect(checkUpload('f.ged', b([0xff, 0xfe], Buffer.from(text, 'utf16le'))).kind).toBe('genealogy');
    expect(checkUpload('f.ged', b([0xfe, 0xff], Buffer.from(text, 'utf16le').swap16())).kind).toBe('genealogy');
    expect(checkUpload('f.ged', new Uint8Array(Buffer.from(text, 'utf16le'))).kind).toBe('genealogy');
    expect(refusal('f.ged', b('0 NOTE\n1 HEAD'))).toBe('f.ged is not a GEDCOM file: its content is not a format the library recognises.');
    expect(refusal('f.ged', b('PK', [3, 4]))).toBe('f.ged is not a GEDCOM file: its content is a ZIP archive.');
    expect(refusal('f.gdz', b('0 HEAD\n'))).toBe('f.gdz is not a GEDZIP archive: its content is a GEDCOM file.');
  });

  it('stores a file of the right kind under its real type when the extension is of another format', () => {
    expect(checkUpload('photo.jpg', images.png!)).toEqual({ kind: 'image', contentType: 'image/png' });
    expect(checkUpload('song.mp3', b('fLaC', zeros(8)))).toEqual({ kind: 'audio', contentType: 'audio/flac' });
    expect(checkUpload('clip.mp4', ebml('webm'))).toEqual({ kind: 'video', contentType: 'video/webm' });
  });

  it('refuses content of another kind, naming the file and what it really is', () => {
    expect(refusal('song.mp3', images.png!)).toBe('song.mp3 is not an MP3 audio file: its content is a PNG image.');
    expect(refusal('photo.jpg', ftyp('isom'))).toBe('photo.jpg is not a JPEG image: its content is an MPEG-4 video.');
    expect(refusal('family.ged', images.jpeg!)).toBe('family.ged is not a GEDCOM file: its content is a JPEG image.');
    expect(refusal('film.mp4', b('FORM', zeros(4), 'AIFF'))).toBe('film.mp4 is not an MP4 video: its content is AIFF audio.');
  });

  it('refuses HTML, scripts and programs whatever their name', () => {
    expect(refusal('photo.jpg', b('<!DOCTYPE html><html><script>alert(1)</script>'))).toBe('photo.jpg is not a JPEG image: its content is HTML.');
    expect(refusal('seal.svg', b('  <html><body><svg></svg></body></html>'))).toBe('seal.svg is not an SVG image: its content is HTML.');
    expect(refusal('photo.png', b('<!-- x --><script>fetch("/api")</script>'))).toBe('photo.png is not a PNG image: its content is HTML.');
    expect(refusal('voice.wav', b('#!/bin/sh\nrm -rf /\n'))).toBe('voice.wav is not a WAV audio file: its content is a script.');
    expect(refusal('film.mp4', b('MZ', [0x90, 0, 3, 0]))).toBe('film.mp4 is not an MP4 video: its content is a Windows program.');
    expect(refusal('song.mp3', b([0x7f], 'ELF', [2, 1, 1]))).toBe('song.mp3 is not an MP3 audio file: its content is a Linux program.');
    expect(refusal('song.mp3', b([0xcf, 0xfa, 0xed, 0xfe]))).toBe('song.mp3 is not an MP3 audio file: its content is a macOS program.');
    expect(refusal('photo.gif', b('<?php echo 1; ?>'))).toBe('photo.gif is not a GIF image: its content is a PHP script.');
  });

  it('refuses names the library does not take, empty files and unknown content', () => {
    expect(refusal('setup.exe', b('MZ'))).toMatch(/^setup\.exe is not a file type the library takes\. Accepted: photos \(jpg, .*GEDCOM \(ged, gdz\)\.$/);
    expect(refusal('README', b('hello'))).toMatch(/^README is not a file type the library takes/);
    expect(refusal('photo.jpg', new Uint8Array())).toBe('photo.jpg is empty.');
    expect(refusal('photo.jpg', b('just some text'))).toBe('photo.jpg is not a JPEG image: its content is not a format the library recognises.');
    expect(refusal('old.bmp', b('BM is a plain text line'))).toBe('old.bmp is not a BMP image: its content is not a format the library recognises.');
  });

  it('names the form field the caller asks for', () => {
    try {
      checkUpload('x.jpg', b('<html>'), 'attachment');
      expect.unreachable();
    } catch (err) {
      expect(Object.keys((err as HttpError).fields ?? {})).toEqual(['attachment']);
    }
  });
});
