import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ImportStatusResponse } from '../../../protocol/gedcom';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { forEachStore } from '../../../../tests/harness/s3';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { readAll, type FileStore } from '../../files/store';
import { form, testImage } from '../library/testLibrary';
import { exportBytes, treeMediaPrefix } from './exportJob';
import { stagedImportHooks } from './importJob';

/**
 * Four persons: Guoliang and Meiling Lin (dead), their son Wenhua (dead) and a grandson Jason (born
 * 1990, living). Guoliang's portrait is pointed to by him and his wife, the wedding photo by the
 * couple, the baby photo only by the living grandson; the PDF is no file the library takes.
 */
const GEDCOM = [
  '0 HEAD', '1 GEDC', '2 VERS 7.0',
  '0 @I1@ INDI', '1 NAME Guoliang /Lin/', '1 SEX M', '1 DEAT Y', '1 OBJE @O1@', '1 OBJE @O2@',
  '0 @I2@ INDI', '1 NAME Meiling /Chen/', '1 SEX F', '1 DEAT Y', '1 OBJE @O2@',
  '0 @I3@ INDI', '1 NAME Wenhua /Lin/', '1 SEX M', '1 DEAT Y', '1 OBJE @O1@',
  '0 @I4@ INDI', '1 NAME Jason /Lin/', '1 SEX M', '1 BIRT', '2 DATE 3 MAR 1990', '1 OBJE @O3@', '1 OBJE @O4@',
  '0 @O1@ OBJE', '1 FILE media/grandfather%20portrait.jpg', '2 FORM image/jpeg', '2 TITL Guoliang in Taishan', '1 _DATE 12 MAY 1948', '1 _PLAC Taishan',
  '0 @O2@ OBJE', '1 FILE media/wedding.png', '2 FORM image/png',
  '0 @O3@ OBJE', '1 FILE media/baby.jpg', '2 FORM image/jpeg',
  '0 @O4@ OBJE', '1 FILE media/birth-record.pdf', '2 FORM application/pdf',
  '0 TRLR', '',
].join('\n');

interface Archive {
  bytes: Uint8Array;
  files: Record<string, Uint8Array>;
}

async function archive(): Promise<Archive> {
  const files: Record<string, Uint8Array> = {
    'media/grandfather portrait.jpg': new Uint8Array(await testImage(40, 30)),
    'media/wedding.png': new Uint8Array(await testImage(20, 50, 'png')),
    'media/baby.jpg': new Uint8Array(await testImage(16, 16)),
    'media/birth-record.pdf': strToU8('%PDF-1.4\n% a birth record\n'),
  };
  return { bytes: zipSync({ 'gedcom.ged': strToU8(GEDCOM), ...files }), files };
}

interface ImportedAsset {
  filename: string;
  source: string;
  width: number | null;
  height: number | null;
  description: string;
  location_name: string | null;
  event_year: number | null;
  storage_key: string;
  persons: string[];
}

vi.setConfig({ testTimeout: 120_000 });

forEachStore((storeName, makeStore) => {
  let t: TestApp;
  let owner: TestUser;
  let store: FileStore;
  let gdz: Archive;

  beforeAll(async () => {
    store = await makeStore();
    t = await testApp({ files: store });
    owner = await createTestUser(t.database.db);
    gdz = await archive();
  });
  afterAll(() => t.close());
  afterEach(() => {
    stagedImportHooks.afterBatch = undefined;
  });

  const db = () => t.database.db;

  async function importFile(bytes: Uint8Array, name: string, intoTree?: string): Promise<ImportStatusResponse> {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
    if (intoTree) form.set('tree_id', intoTree);
    const started = await t.request('/api/people/import/gedcom/', { method: 'POST', body: form, token: owner.key });
    expect(started.status).toBe(200);
    const { import_key } = (await started.json()) as { import_key: string };
    await t.deps.jobs.drain();
    return (await (await t.request(`/api/people/import/status/?importKey=${import_key}`, { token: owner.key })).json()) as ImportStatusResponse;
  }

  /** The tree's assets by filename, each with the given names of the persons tagged on it. */
  async function assetsOf(treeId: string): Promise<Record<string, ImportedAsset>> {
    const rows = await db().selectFrom('library_assets').selectAll().where('tree_id', '=', treeId).execute();
    const out: Record<string, ImportedAsset> = {};
    for (const r of rows) {
      const tags = await db()
        .selectFrom('library_asset_persons')
        .innerJoin('persons', 'persons.id', 'library_asset_persons.person_id')
        .select('persons.first_names')
        .where('asset_id', '=', r.id)
        .execute();
      const persons = tags.map((p) => (p.first_names as { value: string }[]).map((n) => n.value).join(' ')).sort();
      const eventDate = r.event_date as { year: number | null } | null;
      out[r.filename] = {
        filename: r.filename, source: r.source, width: r.width, height: r.height, description: r.description, location_name: r.location_name,
        event_year: eventDate?.year ?? null, storage_key: r.storage_key, persons,
      };
    }
    return out;
  }

  const stored = async (key: string) => {
    const obj = await store.get(key);
    return obj ? new Uint8Array(await readAll(obj)) : null;
  };

  let treeId: string;

  it(`makes each photo of a GEDZIP a library asset tagged with the persons whose OBJE points to it (${storeName})`, async () => {
    const done = await importFile(gdz.bytes, 'lin.gdz');
    expect(done.status).toBe('done');
    treeId = done.tree_id!;
    const assets = await assetsOf(treeId);
    expect(Object.keys(assets).sort()).toEqual(['baby.jpg', 'grandfather portrait.jpg', 'wedding.png']);
    expect(assets['grandfather portrait.jpg']).toMatchObject({
      source: 'gedzip', width: 40, height: 30, description: 'Guoliang in Taishan', location_name: 'Taishan', event_year: 1948, persons: ['Guoliang', 'Wenhua'],
    });
    expect(assets['wedding.png']).toMatchObject({ source: 'gedzip', width: 20, height: 50, description: '', persons: ['Guoliang', 'Meiling'] });
    expect(assets['baby.jpg']!.persons).toEqual(['Jason']);
    for (const [path, bytes] of Object.entries(gdz.files)) {
      const name = path.split('/').pop()!;
      if (assets[name]) expect(await stored(assets[name]!.storage_key)).toEqual(bytes);
    }
    // The library is the photos' one home; what it does not take stays kept media.
    expect(await store.list(treeMediaPrefix(treeId))).toEqual([`${treeMediaPrefix(treeId)}/media/birth-record.pdf`]);
    const extras = await db().selectFrom('gedcom_tree_extras').select('records').where('tree_id', '=', treeId).executeTakeFirstOrThrow();
    expect((extras.records as { xref?: string }[]).map((r) => r.xref)).toEqual(['@O4@']);
  });

  it(`exports the library into the GEDZIP, and importing that archive gives the same files and tags (${storeName})`, async () => {
    const start = await t.request(`/api/people/tree/export/${treeId}/?format=gedzip&include_images=true`, { token: owner.key });
    const { status_key } = (await start.json()) as { status_key: string };
    await t.deps.jobs.drain();
    const res = await t.request(`/api/people/tree/export/${treeId}/?status_key=${status_key}`, { token: owner.key });
    expect(res.status).toBe(200);
    const exported = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(exported);
    expect(Object.keys(files).sort()).toEqual(['gedcom.ged', 'media/baby.jpg', 'media/birth-record.pdf', 'media/grandfather portrait.jpg', 'media/wedding.png']);
    const ged = new TextDecoder().decode(files['gedcom.ged']);
    expect(ged).toContain('1 FILE media/grandfather%20portrait.jpg\n2 FORM image/jpeg\n2 TITL Guoliang in Taishan');

    const again = await importFile(exported, 'lin-again.gdz');
    expect(again.status).toBe('done');
    const before = await assetsOf(treeId);
    const after = await assetsOf(again.tree_id!);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [name, asset] of Object.entries(before)) {
      const copy = after[name]!;
      expect({ ...copy, storage_key: '' }).toEqual({ ...asset, storage_key: '' });
      expect(await stored(copy.storage_key)).toEqual(await stored(asset.storage_key));
    }
  });

  it(`leaves out of a visitor's export the photo tagged only with a living person, and the living person's link (${storeName})`, async () => {
    const bytes = (redactLiving: boolean) =>
      exportBytes({ db: db(), clock: () => t.clock.now, files: store }, { treeId, format: 'gedzip', includeImages: false, includeLibrary: true, redactLiving });
    const visitor = unzipSync(await bytes(true));
    expect(Object.keys(visitor).sort()).toEqual(['gedcom.ged', 'media/grandfather portrait.jpg', 'media/wedding.png']);
    expect(new TextDecoder().decode(visitor['gedcom.ged'])).not.toContain('baby.jpg');
    const member = unzipSync(await bytes(false));
    expect(Object.keys(member)).toContain('media/baby.jpg');
    // Without include_library, no library file goes out.
    const bare = unzipSync(await exportBytes({ db: db(), clock: () => t.clock.now, files: store }, { treeId, format: 'gedzip', includeImages: false, includeLibrary: false, redactLiving: false }));
    expect(Object.keys(bare)).toEqual(['gedcom.ged']);
  });

  it(`a GEDZIP imported into an existing tree adds its photos to that tree's library, tagged with the persons it adds (${storeName})`, async () => {
    const { id: existing } = await db().insertInto('family_trees').values({ name: 'Lin family', owner_id: owner.id }).returning('id').executeTakeFirstOrThrow();
    const done = await importFile(gdz.bytes, 'lin.gdz', existing);
    expect(done).toMatchObject({ status: 'done', tree_id: existing });
    const assets = await assetsOf(existing);
    expect(Object.fromEntries(Object.entries(assets).map(([name, a]) => [name, a.persons]))).toEqual({
      'baby.jpg': ['Jason'],
      'grandfather portrait.jpg': ['Guoliang', 'Wenhua'],
      'wedding.png': ['Guoliang', 'Meiling'],
    });
    const tagged = await db().selectFrom('library_asset_persons').innerJoin('persons', 'persons.id', 'person_id').select('persons.tree_id').where('persons.tree_id', '!=', existing).where('asset_id', 'in', (eb) => eb.selectFrom('library_assets').select('id').where('tree_id', '=', existing)).execute();
    expect(tagged).toEqual([]);
  });

  it(`a 5.5.1 tree's export names an uploaded file by a URI its import finds again (${storeName})`, async () => {
    const ged = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Ah Sing /Wong/', '1 DEAT Y', '0 TRLR', ''].join('\n');
    const done = await importFile(strToU8(ged), 'wong.ged');
    const person = await db().selectFrom('persons').select('id').where('tree_id', '=', done.tree_id!).executeTakeFirstOrThrow();
    const photo = new Uint8Array(await testImage(24, 24));
    const body = form('attachment', 'Ah Sing #1.jpg', photo, { tags_data: JSON.stringify({ persons: [person.id], description: 'At the laundry' }) });
    expect((await t.request(`/api/v1/familytree/${done.tree_id}/library/upload/`, { method: 'POST', token: owner.key, body })).status).toBe(201);
    const files = unzipSync(await exportBytes({ db: db(), clock: () => t.clock.now, files: store }, { treeId: done.tree_id!, format: 'gedzip', includeImages: false, includeLibrary: true, redactLiving: false }));
    expect(new TextDecoder().decode(files['gedcom.ged'])).toContain('1 FILE media/Ah%20Sing%20%231.jpg');
    expect(files['media/Ah Sing #1.jpg']).toEqual(photo);
    const again = await importFile(zipSync(files), 'wong.gdz');
    expect(Object.values(await assetsOf(again.tree_id!))).toMatchObject([{ filename: 'Ah Sing #1.jpg', description: 'At the laundry', persons: ['Ah Sing'] }]);
  });

  it(`a GEDZIP import that fails leaves no asset and no stored file (${storeName})`, async () => {
    const assets = async () => Number((await db().selectFrom('library_assets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const keys = async () => (await store.list('library')).length;
    const [assetsBefore, keysBefore] = [await assets(), await keys()];
    let storedMeanwhile = 0;
    stagedImportHooks.afterBatch = async () => {
      storedMeanwhile = (await keys()) - keysBefore;
      throw new Error('the database went away');
    };
    const failed = await importFile(gdz.bytes, 'failing.gdz');
    expect(failed.tree_id).toBeNull();
    // The photos had been stored when the write failed: the failure removed them.
    expect(storedMeanwhile).toBe(3);
    expect(await assets()).toBe(assetsBefore);
    expect(await keys()).toBe(keysBefore);
  });
});
