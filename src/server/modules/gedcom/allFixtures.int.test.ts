/**
 * Every shared GEDCOM fixture through the real import (upload, job, batched write, first layout): the
 * well-formed ones end done with every person of the file stored, the malformed ones end failed or
 * warned with the line of the problem, and none leaves a half-written tree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatusResponse } from '../../../protocol/gedcom';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { GEDCOM_FIXTURES } from '../../../../tests/harness/shared';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { allFixtureFiles } from '../../gedcom/testFixtures';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await testApp();
  owner = await createTestUser(t.database.db);
});
afterAll(() => t.close());

async function importFixture(rel: string): Promise<ImportStatusResponse> {
  const form = new FormData();
  form.set('file', new File([readFileSync(join(GEDCOM_FIXTURES, rel))], rel.split('/').pop()!));
  const res = await t.request('/api/people/import/gedcom/', { method: 'POST', body: form, token: owner.key });
  expect(res.status).toBe(200);
  const { import_key } = (await res.json()) as { import_key: string };
  // A job that fails is retried: run every attempt.
  for (let attempt = 0; attempt < 3; attempt++) {
    await t.deps.jobs.drain();
    t.clock.advance(60_000);
  }
  const status = await t.request(`/api/people/import/status/?importKey=${import_key}`, { token: owner.key });
  return (await status.json()) as ImportStatusResponse;
}

const personsIn = async (treeId: string) =>
  Number((await t.database.db.selectFrom('persons').select((eb) => eb.fn.countAll().as('n')).where('tree_id', '=', treeId).executeTakeFirstOrThrow()).n);
const hiddenTrees = async () => (await t.database.db.selectFrom('family_trees').select('id').where('import_key', 'is not', null).execute()).length;

describe('every GEDCOM fixture through the import job', () => {
  const all = allFixtureFiles();

  it('finds the fixtures', () => {
    expect(all.length).toBeGreaterThan(150);
  });

  it.each(all.filter((f) => !f.startsWith('cacack-gedcom-go/malformed/')))('imports %s with every person of the file', async (rel) => {
    const s = await importFixture(rel);
    expect(s).toMatchObject({ status: 'done', error: null });
    expect(await personsIn(s.tree_id!)).toBe(s.counts.persons);
    expect(await hiddenTrees()).toBe(0);
  });

  it.each(all.filter((f) => f.startsWith('cacack-gedcom-go/malformed/')))('fails or warns with the line for %s', async (rel) => {
    const s = await importFixture(rel);
    if (s.status === 'failed') {
      expect(s.error?.line).toBeGreaterThan(0);
      expect(s.tree_id).toBeNull();
    } else {
      expect(s.status).toBe('done');
      expect(s.warnings.some((w) => w.line !== null && w.line > 0)).toBe(true);
    }
    expect(await hiddenTrees()).toBe(0);
  });
});
