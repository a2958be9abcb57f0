import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { forEachStore } from '../../../../tests/harness/s3';
import type { FileStore } from '../../files/store';
import { fileUrlSecret, originalUrl, signToken, thumbnailUrl } from '../../files/urls';
import { deleteDerivatives, derivedKey } from '../../files/derived';

const DAY = 86_400_000;

forEachStore((name, makeStore) => {
  let t: TestApp;
  let store: FileStore;
  let secret: Buffer;
  const video = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
  let photo: Buffer;

  beforeAll(async () => {
    store = await makeStore();
    t = await testApp({ files: store });
    secret = fileUrlSecret(t.deps.config.dataDir);
    await store.put('library/t1/a1/original', video, 'video/mp4');
    // 300 x 200 as stored, EXIF says turn 90° clockwise: 200 x 300 upright.
    photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 15/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await store.put('library/t1/a2/original', photo, 'image/jpeg');
    await store.put('library/t1/a3/original', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'), 'image/svg+xml');
  });
  afterAll(() => t.close());

  const now = () => t.clock.now;
  const get = (url: string, headers: Record<string, string> = {}) => t.request(url, { headers });

  it(`streams an original with its type, inline, cached until the link expires (${name})`, async () => {
    const { url, expiresAt } = originalUrl(secret, 'library/t1/a1/original', 'Village 1930.mp4', 'video/mp4', now());
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe('5000');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="Village 1930.mp4"; filename*=UTF-8''Village%201930.mp4`);
    expect(res.headers.get('cache-control')).toBe(`private, max-age=${(expiresAt.getTime() - now().getTime()) / 1000}`);
  });

  it(`answers a byte range with 206, and 416 for one past the end (${name})`, async () => {
    const { url } = originalUrl(secret, 'library/t1/a1/original', 'v.mp4', 'video/mp4', now());
    const part = await get(url, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/5000');
    expect(part.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 2000))).toBe(true);
    const open = await get(url, { range: 'bytes=4990-' });
    expect(open.headers.get('content-range')).toBe('bytes 4990-4999/5000');
    expect((await open.arrayBuffer()).byteLength).toBe(10);
    const suffix = await get(url, { range: 'bytes=-100' });
    expect(suffix.headers.get('content-range')).toBe('bytes 4900-4999/5000');
    const beyond = await get(url, { range: 'bytes=5000-6000' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */5000');
    expect((await get(url, { range: 'pages=1-2' })).status).toBe(200);
  });

  it(`offers a download with the name encoded for any language (${name})`, async () => {
    const { url } = originalUrl(secret, 'library/t1/a1/original', '祖父 "老家".mp4', 'video/mp4', now());
    const res = await get(`${url}?download=1`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[ -~]+"; filename\*=UTF-8''%E7%A5%96%E7%88%B6%20%22%E8%80%81%E5%AE%B6%22\.mp4$/);
  });

  it(`serves an SVG so that its script cannot run on our origin (${name})`, async () => {
    const { url } = originalUrl(secret, 'library/t1/a3/original', 'seal.svg', 'image/svg+xml', now());
    const res = await get(url);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
  });

  it(`refuses an expired, forged or cut link with 403 (${name})`, async () => {
    const { url, expiresAt } = originalUrl(secret, 'library/t1/a1/original', 'v.mp4', 'video/mp4', now());
    const expired = await testApp({ files: store });
    try {
      expired.clock.now = expiresAt;
      const res = await expired.request(url);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'This link has expired or is not valid.' });
    } finally {
      await expired.close();
    }
    const forged = signToken(Buffer.from('another secret'), { k: 'library/t1/a1/original', t: 'o', e: now().getTime() / 1000 + 3600 });
    expect((await get(`/api/v1/files/${forged}/v.mp4`)).status).toBe(403);
    expect((await get(`${url.slice(0, -12)}x/v.mp4`)).status).toBe(403);
    expect((await get('/api/v1/files/nonsense/v.mp4')).status).toBe(403);
  });

  it(`answers 404 for a file no longer stored (${name})`, async () => {
    const { url } = originalUrl(secret, 'library/t1/gone/original', 'v.mp4', 'video/mp4', now());
    expect((await get(url)).status).toBe(404);
    expect((await get(thumbnailUrl(secret, 'library/t1/gone/original', 0, now()))).status).toBe(404);
  });

  it(`makes a thumbnail upright at the width asked, without EXIF, and keeps it in the store (${name})`, async () => {
    const url = thumbnailUrl(secret, 'library/t1/a2/original', 90, now(), 120);
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    // Upright 200 x 300, then a quarter turn: 300 x 200; at 120 wide, 80 high.
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 120, height: 80 });
    expect(meta.exif).toBeUndefined();
    const key = derivedKey('library/t1/a2/original', { angle: 90, width: 120, quality: 10 });
    expect(await store.head(key)).toEqual({ size: bytes.length, contentType: 'image/webp' });
    // Served again from the store: the same bytes, made once.
    await store.put(key, Buffer.from('kept'), 'image/webp');
    expect(Buffer.from(await (await get(url)).arrayBuffer()).toString()).toBe('kept');
    // Removed with the others of the same original, and made again on demand.
    await deleteDerivatives(store, 'library/t1/a2/original');
    expect(await store.list('derived/library/t1/a2/original')).toEqual([]);
    expect(await sharp(Buffer.from(await (await get(url)).arrayBuffer())).metadata()).toMatchObject({ width: 120, height: 80 });
    expect(await store.head(key)).not.toBeNull();
  });

  it(`takes width, max_width and quality, within their bounds (${name})`, async () => {
    const base = thumbnailUrl(secret, 'library/t1/a2/original', 0, now());
    expect(await sharp(Buffer.from(await (await get(base)).arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 300 });
    expect(await sharp(Buffer.from(await (await get(`${base}?width=1000&max_width=50`)).arrayBuffer())).metadata()).toMatchObject({ width: 50 });
    expect((await get(`${base}?width=64&quality=1`)).status).toBe(200);
    for (const q of ['width=8', 'width=5000', 'quality=0', 'quality=11', 'width=abc', 'max_width=4']) {
      const res = await get(`${base}?${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: object }).fields), q).toEqual([q.split('=')[0]]);
    }
    expect((await get(base.replace('thumbnail.webp', 'other.png'))).status).toBe(404);
  });

  it(`serves the image service for our file links only (${name})`, async () => {
    const thumb = thumbnailUrl(secret, 'library/t1/a2/original', 180, now());
    const { url: original } = originalUrl(secret, 'library/t1/a2/original', 'p.jpg', 'image/jpeg', now());
    const ask = (url: string, more = '') => get(`/api/v1/image/?url=${encodeURIComponent(url)}${more}`);
    const a = await ask(thumb, '&width=100&quality=7');
    expect(a.status).toBe(200);
    expect(await sharp(Buffer.from(await a.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 100, height: 150 });
    const b = await ask(`http://localhost:3000${original}`, '&width=64&max_width=32');
    expect(await sharp(Buffer.from(await b.arrayBuffer())).metadata()).toMatchObject({ width: 32, height: 48 });
    expect((await ask(`https://evil.example${original}`)).status).toBe(400);
    expect((await ask('https://evil.example/a.jpg')).status).toBe(400);
    expect((await ask('/api/v1/files/forged.token/p.jpg')).status).toBe(403);
    const { url: videoUrl } = originalUrl(secret, 'library/t1/a1/original', 'v.mp4', 'video/mp4', now());
    expect((await ask(videoUrl)).status).toBe(400);
    expect((await get('/api/v1/image/')).status).toBe(400);
  });

  it(`answers 400 for a thumbnail of a file that is not an image (${name})`, async () => {
    const res = await get(thumbnailUrl(secret, 'library/t1/a1/original', 0, now()));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('The file is not a readable image.');
  });

  it(`refuses the expired token a day later (${name})`, async () => {
    const url = thumbnailUrl(secret, 'library/t1/a2/original', 0, now());
    const later = await testApp({ files: store });
    try {
      later.clock.now = new Date(now().getTime() + 2 * DAY);
      expect((await later.request(url)).status).toBe(403);
    } finally {
      await later.close();
    }
  });
});
