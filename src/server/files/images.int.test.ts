import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachStore } from '../../../tests/harness/s3';
import { HttpError } from '../http/errors';
import { derivative, imageInfo, imageTasks, webpQuality } from './images';
import { specOf } from './storeConfig';

let dir: string;
/** 40 wide, 20 high as stored: the left half red, the right half blue; EXIF says "turn 90° clockwise to view". */
let sideways: string;
let withGps: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xungen-images-'));
  const halves = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: 20, height: 20, channels: 3, background: '#0000ff' } }, left: 20, top: 0 }])
    .png()
    .toBuffer();
  sideways = join(dir, 'sideways.jpg');
  await writeFile(sideways, await sharp(halves).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer());
  withGps = join(dir, 'gps.jpg');
  await writeFile(
    withGps,
    await sharp(halves)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Grandfather Chan' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '112/1 35/1 0/1' } })
      .toBuffer(),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The colour at (x, y) of a WebP, as [r, g, b]. */
async function pixel(webp: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 80 && b! < 80;
const isBlue = ([r, g, b]: number[]) => b! > 180 && r! < 80 && g! < 80;

describe('image derivatives', () => {
  it('measures an image as it is seen, after its EXIF orientation', async () => {
    expect(await imageInfo({ path: sideways })).toEqual({ width: 20, height: 40, format: 'jpeg' });
  });

  it('turns the image upright by EXIF, then by the extra angle, at the width asked', async () => {
    const upright = await derivative({ path: sideways }, { width: 10, quality: 10, angle: 0 });
    expect(await sharp(upright).metadata()).toMatchObject({ format: 'webp', width: 10, height: 20 });
    // Turned 90° clockwise, the stored left (red) half is on top.
    expect(isRed(await pixel(upright, 5, 2))).toBe(true);
    expect(isBlue(await pixel(upright, 5, 17))).toBe(true);
    const turned = await derivative({ path: sideways }, { width: 20, quality: 10, angle: 90 });
    expect(await sharp(turned).metadata()).toMatchObject({ width: 20, height: 10 });
    // Another quarter turn clockwise: red (on top) goes to the right.
    expect(isRed(await pixel(turned, 17, 5))).toBe(true);
    expect(isBlue(await pixel(turned, 2, 5))).toBe(true);
  });

  it('never enlarges past the original, and caps the width at max_width', async () => {
    expect(await sharp(await derivative({ path: sideways }, { width: 1024, quality: 10, angle: 0 })).metadata()).toMatchObject({ width: 20, height: 40 });
    expect(await sharp(await derivative({ path: sideways }, { width: 1024, maxWidth: 8, quality: 10, angle: 0 })).metadata()).toMatchObject({ width: 8, height: 16 });
  });

  it('leaves the EXIF (GPS position, copyright) out of the derivative', async () => {
    const original = await sharp(withGps).metadata();
    expect(original.exif?.toString('latin1')).toContain('Grandfather Chan');
    const out = await derivative({ path: withGps }, { width: 40, quality: 10, angle: 0 });
    const meta = await sharp(out).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(Buffer.from(out).toString('latin1')).not.toContain('Grandfather Chan');
  });

  it('maps quality 1–10 onto WebP quality, and a lower quality makes a smaller file', async () => {
    expect([1, 5, 10].map(webpQuality)).toEqual([20, 51, 90]);
    const noise = await sharp(Buffer.from(Array.from({ length: 200 * 200 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 200, height: 200, channels: 3 } }).png().toBuffer();
    const path = join(dir, 'noise.png');
    await writeFile(path, noise);
    const best = await derivative({ path }, { width: 200, quality: 10, angle: 0 });
    const worst = await derivative({ path }, { width: 200, quality: 1, angle: 0 });
    expect(worst.length).toBeLessThan(best.length * 0.7);
  });

  it('rasterises an SVG, and refuses one that declares more pixels than the limit', async () => {
    const svg = join(dir, 'seal.svg');
    await writeFile(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="red"/></svg>');
    expect(await sharp(await derivative({ path: svg }, { width: 40, quality: 10, angle: 0 })).metadata()).toMatchObject({ format: 'webp', width: 40, height: 20 });
    const bomb = join(dir, 'bomb.svg');
    await writeFile(bomb, '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="20000" height="20000"/></svg>');
    const err = await derivative({ path: bomb }, { width: 100, quality: 10, angle: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('The image is too large: at most 60 million pixels.');
    await expect(imageInfo({ path: bomb })).rejects.toThrow(/too large/);
  });

  it('refuses a file that is not an image', async () => {
    const path = join(dir, 'not.jpg');
    await writeFile(path, 'hello');
    await expect(derivative({ path }, { width: 10, quality: 10, angle: 0 })).rejects.toThrow('The file is not a readable image.');
  });
});

forEachStore((name, makeStore) => {
  it('makes a derivative of an image in the store, through the pool task', async () => {
    const store = await makeStore();
    await store.put('images/sideways.jpg', { path: sideways }, 'image/jpeg');
    const source = { store: specOf(store), key: 'images/sideways.jpg' };
    expect(await imageTasks['images.info']({ source })).toEqual({ width: 20, height: 40, format: 'jpeg' });
    const out = await imageTasks['images.derivative']({ source, options: { width: 16, quality: 8, angle: 180 } });
    expect(await sharp(out).metadata(), name).toMatchObject({ format: 'webp', width: 16, height: 32 });
  });
});
