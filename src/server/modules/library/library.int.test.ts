import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryTest, testImage, testStores, upload, uploaded, type LibraryTest } from './testLibrary';

describe.each(testStores)('library on the %s store', (_name, makeStore) => {
  let l: LibraryTest;
  beforeAll(async () => {
    l = await libraryTest(makeStore);
  });
  afterAll(async () => {
    await l.close();
  });
  const list = async (query = '', token = l.f.owner.key) => {
    const res = await l.t.request(`/api/v1/familytree/${l.f.treeId}/library/${query}`, { token });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('uploads an image with its tags and answers the asset with signed URLs', async () => {
    const bytes = await testImage(64, 48);
    const asset = await uploaded(l, 'Grandpa in Taishan.jpg', bytes, {
      tags_data: JSON.stringify({ persons: [l.f.ids.grandpa], location_tag: { place_id: null, name: 'Taishan' }, event_date: { year: 1930 }, description: '德 at the village gate' }),
    });
    expect(asset).toMatchObject({ filename: 'Grandpa in Taishan.jpg', kind: 'image', content_type: 'image/jpeg', size: bytes.length, width: 64, height: 48, angle: 0, source: 'library' });
    expect(asset.tags.persons.map((p: { object_id: string }) => p.object_id)).toEqual([l.f.ids.grandpa]);
    expect(asset.location_tag).toBe('Taishan');
    expect(asset.attachment).toMatch(/^\/api\/v1\/files\/[^/]+\/Grandpa%20in%20Taishan\.jpg$/);
    expect(asset.thumbnail_url).toMatch(/^\/api\/v1\/files\/[^/]+\/thumbnail\.webp/);
    const stored = await l.store.head(`library/${l.f.treeId}/${asset.object_id}/original`);
    expect(stored?.size).toBe(bytes.length);
  });

  it('refuses a .jpg that is really HTML, naming the file, and keeps nothing', async () => {
    const before = (await list()).counts.all;
    const res = await upload(l, l.f.owner.key, 'holiday.jpg', new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>'));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toContain('holiday.jpg');
    expect(body.fields.attachment).toBeDefined();
    expect((await list()).counts.all).toBe(before);
  });

  it('refuses tags of a person of another tree, naming persons', async () => {
    const other = await l.t.request('/api/v1/familytree/create/', { method: 'POST', token: l.f.owner.key, json: { name: 'Other', start_person: { first_names: [{ type: 'given', value: 'Zed' }], surnames: [], gender: 'm' } } });
    const stranger = (await other.json()).home_person as string;
    const res = await upload(l, l.f.owner.key, 'a.png', await testImage(10, 10, 'png'), { tags_data: JSON.stringify({ persons: [stranger] }) });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.persons).toBeDefined();
  });

  it('lists with counts, filters and orders', async () => {
    const audio = await uploaded(l, 'interview.mp3', new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 1, 2, 3]));
    l.t.clock.advance(1000);
    const untagged = await uploaded(l, 'aaa first by name.png', await testImage(10, 10, 'png'), { tags_data: JSON.stringify({ location_tag: { place_id: 'cn-44-0781', name: 'Taishan City' }, event_date: { year: 1990, month: 2 } }) });
    l.t.clock.advance(1000);
    const all = await list();
    expect(all.counts).toEqual({ all: 3, image: 2, video: 0, audio: 1, genealogy: 0, untagged: 2 });
    expect(all.meta.total_count).toBe(3);
    // Default order: most recently changed first.
    expect(all.objects[0].object_id).toBe(untagged.object_id);
    const ids = (r: { objects: { object_id: string }[] }) => r.objects.map((o) => o.object_id);
    expect(ids(await list('?order_by=filename'))[0]).toBe(untagged.object_id);
    expect(ids(await list('?order_by=-filename'))[0]).toBe(audio.object_id);
    expect(ids(await list('?order_by=created_at'))[2]).toBe(untagged.object_id);
    expect(ids(await list('?order_by=-event_date'))[0]).toBe(untagged.object_id);
    expect(ids(await list('?order_by=event_date')).slice(0, 1)).not.toEqual([audio.object_id]);
    expect(ids(await list('?kind=audio'))).toEqual([audio.object_id]);
    expect((await list('?persons__isnull=true')).meta.total_count).toBe(2);
    expect((await list(`?persons=${l.f.ids.grandpa}`)).objects[0].filename).toBe('Grandpa in Taishan.jpg');
    expect(ids(await list('?location__in=cn-44-0781'))).toEqual([untagged.object_id]);
    expect((await list('?location__in=taishan')).objects[0].filename).toBe('Grandpa in Taishan.jpg');
    expect(ids(await list('?location__isnull=true'))).toEqual([audio.object_id]);
    expect((await list('?location__isnull=false')).meta.total_count).toBe(2);
    expect((await list('?limit=1&offset=1')).objects).toHaveLength(1);
  });

  it('searches filenames, descriptions and tagged persons in either script', async () => {
    const names = async (q: string) => (await list(`?search=${encodeURIComponent(q)}`)).objects.map((o: { filename: string }) => o.filename);
    expect(await names('interview')).toEqual(['interview.mp3']);
    expect(await names('village gate')).toEqual(['Grandpa in Taishan.jpg']);
    // Tagged with 黄德 (Tak Wong): found by his characters, traditional or simplified, and pinyin.
    expect(await names('黃')).toEqual(['Grandpa in Taishan.jpg']);
    expect(await names('huang de')).toEqual(['Grandpa in Taishan.jpg']);
    expect(await names('tak')).toEqual(['Grandpa in Taishan.jpg']);
    expect(await names('nobody-here')).toEqual([]);
  });

  it('offers the tagged persons and places to filter by', async () => {
    const res = await l.t.request(`/api/v1/familytree/${l.f.treeId}/library/search-options/?q=tai`, { token: l.f.owner.key });
    const body = await res.json();
    expect(body.locations.map((x: { name: string }) => x.name).sort()).toEqual(['Taishan', 'Taishan City']);
    const persons = await (await l.t.request(`/api/v1/familytree/${l.f.treeId}/library/search-options/?q=wong`, { token: l.f.owner.key })).json();
    expect(persons.persons).toEqual([expect.objectContaining({ object_id: l.f.ids.grandpa, count: 1 })]);
  });

  it('patches tags, rotates, and deletes with the stored file and the counts', async () => {
    const asset = await uploaded(l, 'scan.png', await testImage(30, 20, 'png'));
    const patch = await l.t.request(`/api/v1/asset/${asset.object_id}/`, {
      method: 'PATCH',
      token: l.f.editor.key,
      json: { persons: [l.f.ids.grandma, l.f.ids.father], description: 'Wedding', location_tag: { place_id: null, name: 'Hong Kong' }, event_date: { year: 1932 } },
    });
    expect(patch.status).toBe(200);
    const patched = await patch.json();
    expect(patched.tags.persons.map((p: { object_id: string }) => p.object_id).sort()).toEqual([l.f.ids.grandma, l.f.ids.father].sort());
    expect(patched).toMatchObject({ description: 'Wedding', location_tag: 'Hong Kong', event_date: expect.objectContaining({ year: 1932 }) });
    expect((await list('?search=wedding')).objects.map((o: { object_id: string }) => o.object_id)).toEqual([asset.object_id]);

    const turned = await (await l.t.request(`/api/v1/asset/${asset.object_id}/rotate/`, { method: 'POST', token: l.f.owner.key, json: { angle: -90 } })).json();
    expect(turned.angle).toBe(270);
    expect(turned.thumbnail_url).not.toBe(patched.thumbnail_url);
    const again = await (await l.t.request(`/api/v1/asset/${asset.object_id}/rotate/`, { method: 'POST', token: l.f.owner.key, json: { angle: 180 } })).json();
    expect(again.angle).toBe(90);

    const url = await (await l.t.request(`/api/v1/asset/${asset.object_id}/get-url/`, { token: l.f.viewer.key })).json();
    expect(url.url).toMatch(/^\/api\/v1\/files\/.+\/scan\.png$/);
    expect(Date.parse(url.expires_at)).toBeGreaterThan(l.t.clock.now.getTime());

    const before = (await list()).counts;
    const del = await l.t.request(`/api/v1/asset/${asset.object_id}/`, { method: 'DELETE', token: l.f.owner.key });
    expect(del.status).toBe(200);
    expect((await list()).counts).toEqual({ ...before, all: before.all - 1, image: before.image - 1 });
    expect(await l.store.head(`library/${l.f.treeId}/${asset.object_id}/original`)).toBeNull();
    expect((await l.t.request(`/api/v1/asset/${asset.object_id}/`, { token: l.f.owner.key })).status).toBe(404);
  });

  it('names the field of bad input and answers unknown ids with 404', async () => {
    const any = (await list()).objects[0];
    const bad = await l.t.request(`/api/v1/asset/${any.object_id}/rotate/`, { method: 'POST', token: l.f.owner.key, json: { angle: 45 } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.angle).toBeDefined();
    const order = await l.t.request(`/api/v1/familytree/${l.f.treeId}/library/?order_by=size`, { token: l.f.owner.key });
    expect(order.status).toBe(400);
    expect((await order.json()).fields.order_by).toBeDefined();
    const persons = await l.t.request(`/api/v1/familytree/${l.f.treeId}/library/?persons=nope`, { token: l.f.owner.key });
    expect((await persons.json()).fields.persons).toBeDefined();
    const patch = await l.t.request(`/api/v1/asset/${any.object_id}/`, { method: 'PATCH', token: l.f.owner.key, json: { persons: ['00000000-0000-4000-8000-000000000000'] } });
    expect(patch.status).toBe(400);
    expect((await patch.json()).fields.persons).toBeDefined();
    expect((await l.t.request('/api/v1/asset/00000000-0000-4000-8000-000000000000/', { token: l.f.owner.key })).status).toBe(404);
    expect((await l.t.request('/api/v1/asset/not-an-id/', { token: l.f.owner.key })).status).toBe(404);
  });
});
