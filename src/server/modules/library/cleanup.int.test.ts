import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, libraryTest, testImage, testStores, uploaded, type LibraryTest } from './testLibrary';

describe.each(testStores)('library cleanup on the %s store', (_name, makeStore) => {
  let l: LibraryTest;
  beforeAll(async () => {
    l = await libraryTest(makeStore);
  });
  afterAll(async () => {
    await l.close();
  });
  const part = (fields: Record<string, string>, bytes: Uint8Array) =>
    l.t.request(`/api/v1/familytree/${l.f.treeId}/library/upload-part/`, { method: 'POST', token: l.f.owner.key, body: form('file_part', 'blob', bytes, fields) });

  it('removes upload sessions a day old, with their parts, when the next upload starts', async () => {
    const bytes = await testImage();
    const old = await (await part({ file_name: 'old.jpg', total_size: String(bytes.length * 2), part_number: '1' }, bytes)).json();
    expect(await l.store.list(`uploads/${old.upload_id}`)).toHaveLength(1);
    l.t.clock.advance(23 * 3_600_000);
    const recent = await (await part({ file_name: 'recent.jpg', total_size: String(bytes.length * 2), part_number: '1' }, bytes)).json();
    expect(await l.store.list(`uploads/${old.upload_id}`)).toHaveLength(1);
    l.t.clock.advance(2 * 3_600_000);
    await part({ file_name: 'new.jpg', total_size: String(bytes.length * 2), part_number: '1' }, bytes);
    expect(await l.store.list(`uploads/${old.upload_id}`)).toEqual([]);
    expect((await part({ file_name: 'old.jpg', total_size: String(bytes.length * 2), part_number: '2', upload_id: old.upload_id }, bytes)).status).toBe(404);
    expect(await l.store.list(`uploads/${recent.upload_id}`)).toHaveLength(1);
  });

  it('removes a deleted tree’s library files and unfinished uploads', async () => {
    const asset = await uploaded(l, 'keep.jpg', await testImage());
    const bytes = await testImage();
    const pending = await (await part({ file_name: 'p.jpg', total_size: String(bytes.length * 2), part_number: '1' }, bytes)).json();
    expect(await l.store.list(`library/${l.f.treeId}`)).toContain(`library/${l.f.treeId}/${asset.object_id}/original`);
    const res = await l.t.request(`/api/v1/familytree/${l.f.treeId}/delete/`, { method: 'DELETE', token: l.f.owner.key });
    expect(res.status).toBe(200);
    expect(await l.store.list(`library/${l.f.treeId}`)).toEqual([]);
    expect(await l.store.list(`uploads/${pending.upload_id}`)).toEqual([]);
    expect(await l.t.database.db.selectFrom('library_assets').select('id').where('tree_id', '=', l.f.treeId).execute()).toEqual([]);
  });
});
