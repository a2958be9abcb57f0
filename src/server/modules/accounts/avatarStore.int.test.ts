import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { forEachStore } from '../../../../tests/harness/s3';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import type { FileStore } from '../../files/store';

forEachStore((name, makeStore) => {
  let t: TestApp;
  let user: TestUser;
  let store: FileStore;
  beforeAll(async () => {
    store = await makeStore();
    t = await testApp({ files: store });
    user = await createTestUser(t.database.db);
  });
  afterAll(() => t.close());

  it(`keeps an avatar and its thumbnail in the app's file store and serves them from there (${name})`, async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    const res = await t.request('/api/v1/member/upload-avatar/', { method: 'POST', body: form, token: user.key });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { photo: string; photo_thumbnail: string };
    const keys = (await store.list(`avatars/${user.id}`)).sort();
    expect(keys).toHaveLength(2);
    expect(keys.map((k) => k.split('/').pop())).toEqual([body.photo.split('/').pop(), body.photo_thumbnail.split('/').pop()].sort());
    const original = await t.request(body.photo);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);
    const thumb = await t.request(body.photo_thumbnail);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    await store.deletePrefix(`avatars/${user.id}`);
    expect((await t.request(body.photo)).status).toBe(404);
  });
});
