import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { forEachStore } from '../../../../tests/harness/s3';
import { createTestUser } from '../../../../tests/harness/users';
import type { FileStore } from '../../files/store';
import { insertTreeGraph, loadTreeGraph } from '../../tree/load';
import { livingIdsOfGraph } from '../../tree/redact';
import { exportBytes, saveTreeMedia } from './exportJob';

forEachStore((storeName, makeStore) => {
  let t: TestApp;
  let files: FileStore;
  let treeId: string;

  const deadFather = {
    id: 'father', first_names: [{ type: 'given' as const, value: 'Guoliang' }], surnames: [{ type: 'birth' as const, value: 'Lin' }], gender: 'm' as const,
    birth_date: null, birth_location: null, death_date: null, death_location: null, is_deceased: true, facts: [], notes: null, residence_location: [],
  };

  beforeAll(async () => {
    files = await makeStore();
    t = await testApp({ files });
    const owner = await createTestUser(t.database.db);
    const tree = await t.database.db
      .insertInto('family_trees')
      .values({ name: 'Lin family', owner_id: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    treeId = tree.id;
    await insertTreeGraph(t.database.db, treeId, { persons: [deadFather], couples: [], parenthoods: [] });
    await saveTreeMedia(files, treeId, { 'media/father.jpg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) });
  });
  afterAll(async () => {
    await t.close();
  });

  const gedzipFiles = async (redactLiving: boolean) =>
    Object.keys(
      unzipSync(
        await exportBytes({ db: t.database.db, clock: () => t.clock.now, files }, { treeId, format: 'gedzip', includeImages: true, includeLibrary: true, redactLiving }),
      ),
    ).sort();

  describe(`GEDZIP export media for readers who are not members (${storeName})`, () => {
    it('carries the media files when nobody in the tree is living', async () => {
      expect(livingIdsOfGraph(await loadTreeGraph(t.database.db, treeId), t.clock.now).size).toBe(0);
      expect(await gedzipFiles(true)).toEqual(['gedcom.ged', 'media/father.jpg']);
    });

    it('leaves them out once someone is living, while members still get them', async () => {
      await insertTreeGraph(t.database.db, treeId, {
        persons: [{ ...deadFather, id: 'son', first_names: [{ type: 'given', value: 'Wenhua' }], is_deceased: false, birth_date: { day: 1, month: 3, year: 1990, approximation_years: null, approximation_type: null, text_value: null, cn_date: null } }],
        couples: [],
        parenthoods: [],
      });
      expect(livingIdsOfGraph(await loadTreeGraph(t.database.db, treeId), t.clock.now).size).toBe(1);
      expect(await gedzipFiles(true)).toEqual(['gedcom.ged']);
      expect(await gedzipFiles(false)).toEqual(['gedcom.ged', 'media/father.jpg']);
    });
  });
});
