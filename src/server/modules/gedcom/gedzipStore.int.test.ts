import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportStatusResponse } from '../../../protocol/gedcom';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { forEachStore } from '../../../../tests/harness/s3';
import { GEDCOM_FIXTURES } from '../../../../tests/harness/shared';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import type { FileStore } from '../../files/store';
import { treeMediaPrefix } from './exportJob';

forEachStore((name, makeStore) => {
  let t: TestApp;
  let owner: TestUser;
  let store: FileStore;
  beforeAll(async () => {
    store = await makeStore();
    t = await testApp({ files: store });
    owner = await createTestUser(t.database.db);
  });
  afterAll(() => t.close());

  it(`keeps the media of a GEDZIP import in the file store (photos and sound in the library), exports them and copies them with the tree (${name})`, async () => {
    const form = new FormData();
    form.set('file', new File([readFileSync(join(GEDCOM_FIXTURES, 'familysearch-gedcom70/maximal70.gdz'))], 'maximal70.gdz'));
    const started = await t.request('/api/people/import/gedcom/', { method: 'POST', body: form, token: owner.key });
    const { import_key } = (await started.json()) as { import_key: string };
    await t.deps.jobs.drain();
    const done = (await (await t.request(`/api/people/import/status/?importKey=${import_key}`, { token: owner.key })).json()) as ImportStatusResponse;
    expect(done.status).toBe('done');
    const treeId = done.tree_id!;
    const keys = await store.list(treeMediaPrefix(treeId));
    // What the library takes lives there only; the rest stays kept media.
    expect(keys.sort()).toEqual([`gedcom/media/${treeId}/media/derived.oga`, `gedcom/media/${treeId}/media/transcript.vtt`, `gedcom/media/${treeId}/path/to/file1`]);
    const assets = await t.database.db.selectFrom('library_assets').select(['filename', 'source']).where('tree_id', '=', treeId).orderBy('filename').execute();
    expect(assets).toEqual([
      { filename: 'CharlotteBrontë.jpg', source: 'gedzip' },
      { filename: 'original.mp3', source: 'gedzip' },
    ]);

    const start = await t.request(`/api/people/tree/export/${treeId}/?format=gedzip&include_images=true`, { token: owner.key });
    const { status_key } = (await start.json()) as { status_key: string };
    await t.deps.jobs.drain();
    const res = await t.request(`/api/people/tree/export/${treeId}/?status_key=${status_key}`, { token: owner.key });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['gedcom.ged', 'media/CharlotteBrontë.jpg', 'media/original.mp3', 'path/to/file1']));

    const copy = await t.request(`/api/v1/familytree/${treeId}/copy/`, { method: 'POST', json: {}, token: owner.key });
    expect(copy.status).toBe(201);
    const copied = ((await copy.json()) as { object_id: string }).object_id;
    expect((await store.list(treeMediaPrefix(copied))).sort()).toEqual(keys.map((k) => k.replace(treeId, copied)).sort());
    const copiedAssets = await t.database.db.selectFrom('library_assets').select(['filename', 'source']).where('tree_id', '=', copied).orderBy('filename').execute();
    expect(copiedAssets).toEqual(assets);
  }, 120_000);
});
