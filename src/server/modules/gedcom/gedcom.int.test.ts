import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatusResponse } from '../../../protocol/gedcom';
import { EXPORT_LIFETIME_MS } from './service';
import { testApp, type TestApp } from '../../../../tests/harness/app';
import { createTestUser, type TestUser } from '../../../../tests/harness/users';
import { parseGedcom, validateGedcom7 } from '../../gedcom';
import { claimNext, recoverInterrupted } from '../../jobs/queue';
import type { TreeGraph } from '../../tree/graph';
import { loadTreeGraph } from '../../tree/load';
import { withExtras } from './extras';
import { IMPORT_JOB, runImport } from './importJob';
import { GEDCOM_FIXTURES } from '../../../../tests/harness/shared';
import { generateGedcom } from '../../../../benchmarks/gedcom/generate';
import { brotliDecompressSync } from 'node:zlib';
import { decodeDrawColumns, DRAW_COLUMNS_TYPE } from '../../../protocol/drawColumns';
import { STORED_ANSWER_PERSONS } from '../drawing/storedAnswers';

const FIXTURES = GEDCOM_FIXTURES;
const fixture = (path: string) => new Uint8Array(readFileSync(join(FIXTURES, path)));

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await testApp();
  owner = await createTestUser(t.database.db);
  stranger = await createTestUser(t.database.db);
});
afterAll(() => t.close());

async function upload(bytes: Uint8Array, name: string, token: string, treeId?: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  if (treeId) form.set('tree_id', treeId);
  return t.request('/api/people/import/gedcom/', { method: 'POST', body: form, token });
}

async function status(key: string, token: string): Promise<ImportStatusResponse> {
  const res = await t.request(`/api/people/import/status/?importKey=${key}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as ImportStatusResponse;
}

async function importFile(bytes: Uint8Array, name: string, token = owner.key, treeId?: string): Promise<ImportStatusResponse> {
  const res = await upload(bytes, name, token, treeId);
  expect(res.status).toBe(200);
  const { import_key } = (await res.json()) as { import_key: string };
  expect((await status(import_key, token)).status).toBe('queued');
  await t.deps.jobs.drain();
  return status(import_key, token);
}

async function exportFile(treeId: string, format: string, token?: string): Promise<Response> {
  const start = await t.request(`/api/people/tree/export/${treeId}/?format=${format}`, { token });
  expect(start.status).toBe(200);
  const { status_key } = (await start.json()) as { status_key: string };
  const pending = await t.request(`/api/people/tree/export/${treeId}/?status_key=${status_key}`, { token });
  expect(await pending.json()).toMatchObject({ status: 'queued' });
  await t.deps.jobs.drain();
  const res = await t.request(`/api/people/tree/export/${treeId}/?status_key=${status_key}`, { token });
  expect(res.status).toBe(200);
  return res;
}

const personCount = async (treeId: string) =>
  Number((await t.database.db.selectFrom('persons').select((eb) => eb.fn.countAll().as('n')).where('tree_id', '=', treeId).executeTakeFirstOrThrow()).n);

/** A tree as comparable text: persons by their fields, couples and parent links by the persons they join. */
function shape(graph: TreeGraph) {
  const sig = new Map(
    graph.persons.map((p) => [
      p.id,
      JSON.stringify([
        // Name items as a set: a writer may put a person's NAME structures in another order.
        p.first_names.map((n) => `${n.type}:${n.value}`).sort(),
        p.surnames.map((n) => `${n.type}:${n.value}`).sort(),
        p.gender,
        p.birth_date,
        p.birth_location,
        p.death_date,
        p.death_location,
      ]),
    ]),
  );
  return {
    persons: [...sig.values()].sort(),
    couples: graph.couples.map((c) => JSON.stringify([[sig.get(c.person1_id), sig.get(c.person2_id)].sort(), c.marriage_date, c.marriage_place, c.is_divorced])).sort(),
    parents: graph.parenthoods.map((l) => `${sig.get(l.parent_id)} > ${sig.get(l.child_id)} ${l.kind}`).sort(),
  };
}

describe('GEDCOM import over HTTP', () => {
  it('imports the Brontë family into a new tree named after the file, with its home person and first layout', async () => {
    const s = await importFile(fixture('historical/bronte.ged'), 'bronte.ged');
    expect(s).toMatchObject({ status: 'done', progress: 100, error: null, counts: { persons: 14, families: 4 } });
    const tree = await t.database.db.selectFrom('family_trees').selectAll().where('id', '=', s.tree_id!).executeTakeFirstOrThrow();
    expect(tree).toMatchObject({ owner_id: owner.id, name: 'bronte' });
    expect(tree.home_person_id).not.toBeNull();
    expect(await personCount(tree.id)).toBe(14);
    const layouts = await t.database.db.selectFrom('layout_states').select('map_hash').where('tree_id', '=', tree.id).execute();
    expect(layouts.length).toBe(1);
    // Laid out from the tree as written, it is the drawing the owner then gets from the database.
    const drawn = await t.request(`/api/v1/familytree/${tree.id}/draw/`, { method: 'POST', token: owner.key, json: {} });
    expect(((await drawn.json()) as { map_hash: string }).map_hash).toBe(layouts[0]!.map_hash);
    const upload = await t.database.db.selectFrom('gedcom_imports').select('file_path').where('tree_id', '=', tree.id).executeTakeFirstOrThrow();
    expect(existsSync(upload.file_path)).toBe(false);
  });

  it('stores the first drawing of a large import as the tree page asks for it, so the first open sends it', async () => {
    const s = await importFile(new TextEncoder().encode(generateGedcom({ persons: 9000, version: '5.5.1', seed: 3 })), 'large.ged');
    expect(s.status).toBe('done');
    const stored = await t.database.db.selectFrom('draw_answers').select(['map_hash', 'coding', 'content_type']).where('tree_id', '=', s.tree_id!).execute();
    expect(stored).toEqual([{ map_hash: expect.any(String), coding: 'br', content_type: DRAW_COLUMNS_TYPE }]);
    // Another node (nothing cached) sends those bytes: the drawing the import laid out and stored.
    const res = await t.otherNode().request(`/api/v1/familytree/${s.tree_id}/draw/`, {
      method: 'POST',
      headers: { authorization: `Token ${owner.key}`, 'content-type': 'application/json', accept: DRAW_COLUMNS_TYPE, 'accept-encoding': 'br' },
      body: JSON.stringify({}),
    });
    const drawing = decodeDrawColumns(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8')));
    expect(drawing.map_hash).toBe(stored[0].map_hash);
    expect(drawing.persons.length).toBeGreaterThanOrEqual(STORED_ANSWER_PERSONS);
  }, 120_000);

  it('imports GEDCOM 7.0, GEDZIP and UTF-16 files with the counts of the file', async () => {
    const maximal = await importFile(fixture('familysearch-gedcom70/maximal70.ged'), 'maximal70.ged');
    expect(maximal).toMatchObject({ status: 'done', counts: { persons: 4, families: 2 } });
    expect(await personCount(maximal.tree_id!)).toBe(4);
    const zip = await importFile(fixture('familysearch-gedcom70/minimal70.gdz'), 'minimal70.gdz');
    expect(zip.status).toBe('done');
    expect(zip.tree_id).not.toBeNull();
    const utf16 = await importFile(fixture('gedcom7code-test-files/5/char_utf16le-1.ged'), 'char_utf16le-1.ged');
    expect(utf16).toMatchObject({ status: 'done', counts: { persons: 0, families: 0 } });
  });

  it('fails a malformed file with its line number and leaves no tree and no persons behind', async () => {
    const user = await createTestUser(t.database.db);
    const s = await importFile(fixture('cacack-gedcom-go/malformed/invalid-level.ged'), 'invalid-level.ged', user.key);
    expect(s.status).toBe('failed');
    expect(s.tree_id).toBeNull();
    expect(s.error?.line).toBe(6);
    expect(s.error?.message).toMatch(/level/i);
    const trees = await t.database.db.selectFrom('family_trees').select('id').where('owner_id', '=', user.id).execute();
    expect(trees).toEqual([]);
    const upload = await t.database.db.selectFrom('gedcom_imports').select('file_path').where('owner_id', '=', user.id).executeTakeFirstOrThrow();
    expect(existsSync(upload.file_path)).toBe(false);
  });

  it('rolls the whole write back, new tree included, when the database refuses its last part', async () => {
    const user = await createTestUser(t.database.db);
    const before = Number((await t.database.db.selectFrom('persons').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    // The family extras are written after every person, couple and link of the tree. A check
    // constraint, since the import's batches switch row triggers off.
    await sql`ALTER TABLE gedcom_family_extras ADD CONSTRAINT refuse CHECK (false) NOT VALID`.execute(t.database.db);
    try {
      const res = await upload(fixture('historical/bronte.ged'), 'bronte.ged', user.key);
      const { import_key } = (await res.json()) as { import_key: string };
      // Unexpected failures are retried; run every attempt.
      for (let i = 0; i < 3; i++) {
        await t.deps.jobs.drain();
        t.clock.advance(60_000);
      }
      const s = await status(import_key, user.key);
      expect(s).toMatchObject({ status: 'failed', tree_id: null });
    } finally {
      await sql`ALTER TABLE gedcom_family_extras DROP CONSTRAINT refuse`.execute(t.database.db);
    }
    expect(await t.database.db.selectFrom('family_trees').select('id').where('owner_id', '=', user.id).execute()).toEqual([]);
    const after = Number((await t.database.db.selectFrom('persons').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
  });

  it('answers 400 naming the file field for a file that is not GEDCOM, and 413 past 100 MB', async () => {
    const png = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'photo.png', owner.key);
    expect(png.status).toBe(400);
    expect(((await png.json()) as { fields: Record<string, string[]> }).fields.file).toBeDefined();
    const html = await upload(new TextEncoder().encode('<!doctype html><html></html>'), 'page.html', owner.key);
    expect(html.status).toBe(400);
    const form = new FormData();
    form.set('tree_id', '');
    const none = await t.request('/api/people/import/gedcom/', { method: 'POST', body: form, token: owner.key });
    expect(none.status).toBe(400);
    const big = new Uint8Array(100 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('0 HEAD\n'));
    const tooBig = await upload(big, 'big.ged', owner.key);
    expect(tooBig.status).toBe(413);
  });

  it('accepts a GEDCOM body under another name, and only the importer may read its status', async () => {
    const res = await upload(fixture('historical/bronte.ged'), 'export.txt', owner.key);
    expect(res.status).toBe(200);
    const { import_key } = (await res.json()) as { import_key: string };
    expect((await t.request(`/api/people/import/status/?importKey=${import_key}`, { token: stranger.key })).status).toBe(404);
    expect((await t.request(`/api/people/import/status/?importKey=${import_key}`)).status).toBe(401);
    expect((await t.request(`/api/people/import/gedcom/`, { method: 'POST', body: new FormData() })).status).toBe(401);
    await t.deps.jobs.drain();
    expect((await status(import_key, owner.key)).status).toBe('done');
  });

  it('imports into an existing tree only with write access', async () => {
    const s = await importFile(fixture('historical/bronte.ged'), 'bronte.ged');
    expect((await upload(fixture('familysearch-gedcom70/maximal70.ged'), 'm.ged', stranger.key, s.tree_id!)).status).toBe(404);
    await t.database.db.insertInto('tree_members').values({ tree_id: s.tree_id!, email: stranger.email, user_id: stranger.id, is_editor: false, created_at: new Date() }).execute();
    expect((await upload(fixture('familysearch-gedcom70/maximal70.ged'), 'm.ged', stranger.key, s.tree_id!)).status).toBe(403);
    const into = await importFile(fixture('familysearch-gedcom70/maximal70.ged'), 'm.ged', owner.key, s.tree_id!);
    expect(into).toMatchObject({ status: 'done', tree_id: s.tree_id });
    expect(await personCount(s.tree_id!)).toBe(18);
  });

  it('resumes an import whose worker died, without writing the tree twice', async () => {
    const res = await upload(fixture('historical/bronte.ged'), 'bronte.ged', owner.key);
    const { import_key } = (await res.json()) as { import_key: string };
    // A worker claimed the job, then the process died.
    const claimed = await claimNext(t.database.db, [IMPORT_JOB], t.clock.now);
    expect(claimed?.id).toBe(import_key);
    expect(await t.deps.jobs.drain()).toBe(0);
    expect((await status(import_key, owner.key)).status).toBe('parsing');
    expect(await recoverInterrupted(t.database.db, t.clock.now)).toBe(1);
    await t.deps.jobs.drain();
    const done = await status(import_key, owner.key);
    expect(done.status).toBe('done');
    expect(await personCount(done.tree_id!)).toBe(14);
    // Died after the transaction committed: the rerun only lays the tree out again.
    await t.database.db.updateTable('jobs').set({ status: 'running', locked_at: t.clock.now }).where('id', '=', import_key).execute();
    await recoverInterrupted(t.database.db, t.clock.now);
    await t.deps.jobs.drain();
    expect((await status(import_key, owner.key)).status).toBe('done');
    expect(await personCount(done.tree_id!)).toBe(14);
  });

  it('moves the progress bar while the rows are stored, batch by batch, up to the layout', async () => {
    // 2,500 persons in couples with a child each: several batches of persons, links and extras.
    const lines = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8'];
    for (let i = 0; i < 2500; i++) lines.push(`0 @I${i}@ INDI`, `1 NAME Person${i} /Chan/`, `1 SEX ${i % 2 ? 'F' : 'M'}`);
    for (let i = 0; i + 2 < 2500; i += 3) lines.push(`0 @F${i}@ FAM`, `1 HUSB @I${i}@`, `1 WIFE @I${i + 1}@`, `1 CHIL @I${i + 2}@`);
    lines.push('0 TRLR', '');
    const seen: [string, number][] = [];
    t.deps.jobs.register(IMPORT_JOB, (job, ctx) =>
      runImport(job, {
        ...ctx,
        progress: (stage, percent) => {
          seen.push([stage, percent]);
          return ctx.progress(stage, percent);
        },
      }),
    );
    try {
      const s = await importFile(new TextEncoder().encode(lines.join('\n')), 'progress.ged');
      expect(s).toMatchObject({ status: 'done', counts: { persons: 2500 } });
    } finally {
      t.deps.jobs.register(IMPORT_JOB, runImport);
    }
    const saving = seen.filter(([stage]) => stage === 'saving').map(([, percent]) => percent);
    expect(saving[0]).toBe(35);
    expect(saving.some((v) => v > 35 && v < 84)).toBe(true);
    expect(saving.at(-1)).toBe(84);
    expect([...saving].sort((a, b) => a - b)).toEqual(saving);
    expect(seen.at(-1)).toEqual(['laying_out', 85]);
  });

  it('lays out an edit made between the tree being shown and its first layout', async () => {
    let edited = '';
    t.deps.jobs.register(IMPORT_JOB, (job, ctx) =>
      runImport(job, {
        ...ctx,
        progress: async (stage, percent) => {
          if (stage === 'laying_out') {
            // The tree is visible now: its owner renames someone before the layout runs.
            const { tree_id } = await t.database.db.selectFrom('gedcom_imports').select('tree_id').where('import_key', '=', job.id).executeTakeFirstOrThrow();
            const tree = await t.database.db.selectFrom('family_trees').select('home_person_id').where('id', '=', tree_id!).executeTakeFirstOrThrow();
            const res = await t.request(`/api/v1/person/${tree.home_person_id}/`, { method: 'PATCH', token: owner.key, json: { first_names: [{ type: 'given', value: 'Renamedbeforelayout' }] } });
            expect(res.status).toBe(200);
            edited = tree.home_person_id!;
          }
          return ctx.progress(stage, percent);
        },
      }),
    );
    let s: ImportStatusResponse;
    try {
      s = await importFile(fixture('historical/bronte.ged'), 'bronte-edited.ged');
    } finally {
      t.deps.jobs.register(IMPORT_JOB, runImport);
    }
    expect(s.status).toBe('done');
    expect(edited).not.toBe('');
    // The stored first layout is the drawing of the tree as it is now, edit included.
    const stored = await t.database.db.selectFrom('layout_states').select('map_hash').where('tree_id', '=', s.tree_id!).execute();
    const drawn = (await (await t.request(`/api/v1/familytree/${s.tree_id}/draw/`, { method: 'POST', token: owner.key, json: {} })).json()) as { map_hash: string; persons: { object_id: string; card: { full_name: string } }[] };
    expect(drawn.persons.find((p) => p.object_id === edited)?.card.full_name).toMatch(/Renamedbeforelayout/);
    expect(stored.map((r) => r.map_hash)).toContain(drawn.map_hash);
    expect(stored).toHaveLength(1);
  });
});

describe('GEDCOM export over HTTP', () => {
  for (const [format, type] of [['gedcom7', 'text/vnd.familysearch.gedcom'], ['gedcom551', 'text/vnd.familysearch.gedcom']] as const) {
    it(`round-trips import, export ${format}, import with the same persons, names, dates, places and families`, async () => {
      for (const file of ['historical/bronte.ged', 'familysearch-gedcom70/maximal70.ged']) {
        const first = await importFile(fixture(file), 'first.ged');
        const res = await exportFile(first.tree_id!, format, owner.key);
        expect(res.headers.get('content-type')).toContain(type);
        expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="first(\.551)?\.ged"/);
        const text = await res.text();
        expect(text).toContain(format === 'gedcom7' ? '2 VERS 7.0' : '2 VERS 5.5.1');
        if (format === 'gedcom7') expect(validateGedcom7(parseGedcom(text).records)).toEqual([]);
        const second = await importFile(new TextEncoder().encode(text), 'second.ged');
        expect(second.status).toBe('done');
        expect(second.counts).toEqual(first.counts);
        const a = shape(await loadTreeGraph(t.database.db, first.tree_id!));
        const b = shape(await loadTreeGraph(t.database.db, second.tree_id!));
        expect(b).toEqual(a);
      }
    });
  }

  it('keeps the structures the tree cannot hold through an export', async () => {
    const first = await importFile(fixture('familysearch-gedcom70/maximal70.ged'), 'maximal70.ged');
    const text = await (await exportFile(first.tree_id!, 'gedcom7', owner.key)).text();
    const source = new TextDecoder().decode(fixture('familysearch-gedcom70/maximal70.ged'));
    for (const kept of ['0 @S1@ SOUR', '0 @R1@ REPO', '0 @O1@ OBJE']) {
      if (source.includes(kept)) expect(text).toContain(kept);
    }
    const without = await t.request(`/api/people/tree/export/${first.tree_id}/?format=gedcom7&include_library=false`, { token: owner.key });
    const { status_key } = (await without.json()) as { status_key: string };
    await t.deps.jobs.drain();
    const lean = await (await t.request(`/api/people/tree/export/${first.tree_id}/?status_key=${status_key}`, { token: owner.key })).text();
    expect(lean).not.toMatch(/^0 @\w+@ (SOUR|REPO)/m);
    expect(lean.length).toBeLessThan(text.length);
  });

  it('exports the tree as it is now: a person deleted after the import is gone, one added is there', async () => {
    const first = await importFile(fixture('historical/bronte.ged'), 'bronte.ged');
    const db = t.database.db;
    const victim = await db
      .selectFrom('persons')
      .select('id')
      .where('tree_id', '=', first.tree_id!)
      .where(sql<boolean>`first_names::text LIKE '%Elizabeth%' AND surnames::text LIKE '%Branwell%'`)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('parenthoods').where((eb) => eb.or([eb('parent_id', '=', victim.id), eb('child_id', '=', victim.id)])).execute();
    await db.deleteFrom('couples').where((eb) => eb.or([eb('person1_id', '=', victim.id), eb('person2_id', '=', victim.id)])).execute();
    await db.deleteFrom('persons').where('id', '=', victim.id).execute();
    const { insertTreeGraph } = await import('../../tree/load');
    await insertTreeGraph(db, first.tree_id!, {
      persons: [{ id: 'new', first_names: [{ type: 'given', value: 'Meiling' }], surnames: [{ type: 'birth', value: 'Lin' }], gender: 'f', birth_date: null, birth_location: null, death_date: null, death_location: null, is_deceased: true, facts: [], notes: null, residence_location: [] }],
      couples: [],
      parenthoods: [],
    });
    const text = await (await exportFile(first.tree_id!, 'gedcom7', owner.key)).text();
    expect(text).toContain('Thomas /Branwell/');
    expect(text).not.toContain('Elizabeth /Branwell/');
    expect(text).toContain('Meiling');
    const again = await importFile(new TextEncoder().encode(text), 'again.ged');
    expect(again).toMatchObject({ status: 'done', counts: { persons: 14 } });
  });

  it('writes short identifiers for persons and couples added in the product, and the same file again after a re-import', async () => {
    const first = await importFile(fixture('historical/bronte.ged'), 'bronte.ged');
    const { insertTreeGraph } = await import('../../tree/load');
    const added = (id: string, given: string) => ({
      id, first_names: [{ type: 'given' as const, value: given }], surnames: [{ type: 'birth' as const, value: 'Lin' }], gender: 'none' as const,
      birth_date: null, birth_location: null, death_date: null, death_location: null, is_deceased: true, facts: [], notes: null, residence_location: [],
    });
    await insertTreeGraph(t.database.db, first.tree_id!, {
      persons: [added('a', 'Kwokwing'), added('b', 'Meiling'), added('c', 'Kaming')],
      couples: [{ id: 'ab', person1_id: 'a', person2_id: 'b', marriage_place: 'Hong Kong', marriage_date: null, is_divorced: false, divorce_place: null, divorce_date: null }],
      parenthoods: [{ parent_id: 'a', child_id: 'c', kind: 'birth' }, { parent_id: 'b', child_id: 'c', kind: 'birth' }],
    });
    /** Each INDI record's identifier by its NAME line, each FAM's by its partners' and children's names. */
    const identifiers = (text: string) => {
      const records = parseGedcom(text).records;
      const name = new Map(records.filter((r) => r.tag === 'INDI').map((r) => [r.xref!, r.children.find((c) => c.tag === 'NAME')?.value ?? '']));
      const fams = records.filter((r) => r.tag === 'FAM').map((r) => [r.children.map((c) => `${c.tag} ${name.get(c.value ?? '') ?? ''}`).filter((c) => /^(HUSB|WIFE|CHIL) ./.test(c)).sort().join(', '), r.xref!]);
      return { persons: Object.fromEntries([...name].map(([x, n]) => [n, x])), families: Object.fromEntries(fams), all: records.flatMap((r) => (r.xref ? [r.xref] : [])) };
    };
    for (const format of ['gedcom551', 'gedcom7'] as const) {
      const text = await (await exportFile(first.tree_id!, format, owner.key)).text();
      const ids = identifiers(text);
      for (const x of ids.all) expect(x, x).toMatch(format === 'gedcom7' ? /^@[A-Z0-9_]{1,20}@$/ : /^@[A-Za-z0-9_][^@ ]{0,19}@$/);
      // The file's own identifiers stay; the added persons get short ones of their own.
      expect(ids.persons['Patrick /Brontë/']).toBe('@I0001@');
      expect(ids.persons['Meiling /Lin/']).toMatch(/^@I\d+@$/);
      expect(ids.families['CHIL Kaming /Lin/, HUSB Kwokwing /Lin/, WIFE Meiling /Lin/']).toMatch(/^@F\d+@$/);
      const again = await importFile(new TextEncoder().encode(text), `again.${format}.ged`);
      expect(again.status).toBe('done');
      // Its export is the same file: the same identifiers, records in the same order.
      const back = await (await exportFile(again.tree_id!, format, owner.key)).text();
      expect(identifiers(back)).toEqual(ids);
      expect(back).toBe(text);
    }
  });

  it("leaves a deleted person's kept structures out of the export and keeps the others'", async () => {
    const lines = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Ah Kin /Chan/', '1 _MILT Kept for Ah Kin', '0 @I2@ INDI', '1 NAME Mei /Chan/', '1 _MILT Kept for Mei', '0 TRLR'];
    const first = await importFile(new TextEncoder().encode(lines.join('\n')), 'kept.ged');
    const db = t.database.db;
    const chunks = await db.selectFrom('gedcom_person_chunks').select('persons').where('tree_id', '=', first.tree_id!).execute();
    const entries = chunks.flatMap((c) => c.persons);
    expect(entries.map(([, gedcomId, kept]) => [gedcomId, JSON.stringify(kept).includes('_MILT')])).toEqual([['I1', true], ['I2', true]]);
    const mei = entries.find(([, gedcomId]) => gedcomId === 'I2')![0];
    await db.updateTable('family_trees').set({ home_person_id: null }).where('id', '=', first.tree_id!).execute();
    await db.deleteFrom('persons').where('id', '=', mei).execute();
    // The export source holds the structures of the persons still in the tree only.
    const source = await withExtras(db, first.tree_id!, await loadTreeGraph(db, first.tree_id!));
    expect(Object.keys(source.extras!.persons)).toEqual(['I1']);
    const text = await (await exportFile(first.tree_id!, 'gedcom551', owner.key)).text();
    expect(text).toContain('_MILT Kept for Ah Kin');
    expect(text).not.toContain('Kept for Mei');
    expect(text).not.toContain('Mei /Chan/');
  });

  it('exports GEDZIP as a zip download', async () => {
    const first = await importFile(fixture('historical/bronte.ged'), 'bronte.ged');
    const res = await exportFile(first.tree_id!, 'gedzip', owner.key);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('bronte.gdz');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const again = await importFile(bytes, 'again.gdz');
    expect(again.counts.persons).toBe(14);
  });

  it('carries the media files of a GEDZIP import into a GEDZIP export with images, and its library files unless include_library is off', async () => {
    const first = await importFile(fixture('familysearch-gedcom70/maximal70.gdz'), 'maximal70.gdz');
    expect(first.status).toBe('done');
    const start = await t.request(`/api/people/tree/export/${first.tree_id}/?format=gedzip&include_images=true`, { token: owner.key });
    const { status_key } = (await start.json()) as { status_key: string };
    await t.deps.jobs.drain();
    const res = await t.request(`/api/people/tree/export/${first.tree_id}/?status_key=${status_key}`, { token: owner.key });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['gedcom.ged', 'media/CharlotteBrontë.jpg', 'path/to/file1']));
    // By default the library goes (the photo and the sound became library files), the other kept media do not.
    const plain = unzipSync(new Uint8Array(await (await exportFile(first.tree_id!, 'gedzip', owner.key)).arrayBuffer()));
    expect(Object.keys(plain).sort()).toEqual(['gedcom.ged', 'media/CharlotteBrontë.jpg', 'media/original.mp3']);
    const bare = unzipSync(new Uint8Array(await (await exportFile(first.tree_id!, 'gedzip&include_library=false', owner.key)).arrayBuffer()));
    expect(Object.keys(bare)).toEqual(['gedcom.ged']);
  });

  it('lets readers export, hides living persons from non-members, and hides private trees', async () => {
    const living = [
      '0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8',
      '0 @I1@ INDI', '1 NAME Wenhua /Lin/', '1 BIRT', '2 DATE 1 MAR 1990', '2 PLAC Taipei',
      '0 @I2@ INDI', '1 NAME Guoliang /Lin/', '1 BIRT', '2 DATE 1850', '1 DEAT', '2 DATE 1920',
      '0 @F1@ FAM', '1 HUSB @I2@', '1 CHIL @I1@', '0 TRLR', '',
    ].join('\n');
    const s = await importFile(new TextEncoder().encode(living), 'lin.ged');
    expect((await t.request(`/api/people/tree/export/${s.tree_id}/?format=gedcom7`, { token: stranger.key })).status).toBe(404);
    expect((await t.request(`/api/people/tree/export/${s.tree_id}/?format=gedcom7`)).status).toBe(404);
    const member = await (await exportFile(s.tree_id!, 'gedcom7', owner.key)).text();
    expect(member).toContain('Wenhua');
    await t.database.db.updateTable('family_trees').set({ is_public: true }).where('id', '=', s.tree_id!).execute();
    const outsider = await (await exportFile(s.tree_id!, 'gedcom7', stranger.key)).text();
    expect(outsider).toContain('Guoliang');
    expect(outsider).not.toContain('Wenhua');
    expect(outsider).not.toContain('1990');
    expect(outsider).not.toContain('Taipei');
    const anonymous = await (await exportFile(s.tree_id!, 'gedcom551')).text();
    expect(anonymous).not.toContain('Wenhua');
    // Someone else's status key is not theirs to read.
    const start = await t.request(`/api/people/tree/export/${s.tree_id}/?format=gedcom7`, { token: owner.key });
    const { status_key } = (await start.json()) as { status_key: string };
    expect((await t.request(`/api/people/tree/export/${s.tree_id}/?status_key=${status_key}`, { token: stranger.key })).status).toBe(404);
  });

  it('decides access again at each download: a removed member cannot fetch the export they made, and exports expire', async () => {
    const living = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Meiling /Chan/', '1 BIRT', '2 DATE 1995', '1 NOTE Lives in Sydney', '0 TRLR', ''].join('\n');
    const s = await importFile(new TextEncoder().encode(living), 'chan.ged');
    const viewer = await createTestUser(t.database.db);
    await t.request(`/api/v1/familytree/${s.tree_id}/add-members/`, { method: 'POST', token: owner.key, json: { emails: [viewer.email], is_editor: false } });
    await t.database.db.updateTable('family_trees').set({ is_public: true }).where('id', '=', s.tree_id!).execute();
    const start = await t.request(`/api/people/tree/export/${s.tree_id}/?format=gedcom7`, { token: viewer.key });
    const { status_key } = (await start.json()) as { status_key: string };
    await t.deps.jobs.drain();
    const download = () => t.request(`/api/people/tree/export/${s.tree_id}/?status_key=${status_key}`, { token: viewer.key });
    expect(await (await download()).text()).toContain('Meiling');
    // Removed from the tree, which stays public: the export made as a member is no longer theirs.
    expect((await t.request(`/api/v1/familytree/${s.tree_id}/delete-member/`, { method: 'POST', token: owner.key, json: { email: viewer.email } })).status).toBe(200);
    const after = await download();
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain('Meiling');

    // The owner's own export, a day later, is gone and its file deleted.
    const own = await t.request(`/api/people/tree/export/${s.tree_id}/?format=gedcom551`, { token: owner.key });
    const ownKey = ((await own.json()) as { status_key: string }).status_key;
    await t.deps.jobs.drain();
    const fetchOwn = () => t.request(`/api/people/tree/export/${s.tree_id}/?status_key=${ownKey}`, { token: owner.key });
    expect((await fetchOwn()).status).toBe(200);
    const file = (await t.database.db.selectFrom('gedcom_exports').select('file_path').where('job_id', '=', ownKey).executeTakeFirstOrThrow()).file_path!;
    t.clock.advance(EXPORT_LIFETIME_MS + 60_000);
    const expired = await fetchOwn();
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toBe('This export has expired. Please export the tree again.');
    expect(existsSync(file)).toBe(false);
  });
});

describe('GEDCOM operator commands', () => {
  it('imports a file for an owner and exports the tree to a file', async () => {
    const { commands } = await import('../../manage/commands');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'gedcom-cli-'));
    const lines: string[] = [];
    const ctx = (args: string[]) => ({ db: t.database.db, args, out: (l: string) => lines.push(l) });
    const { gedcomExport, gedcomImport } = await import('./manage');
    await gedcomImport(ctx([join(FIXTURES, 'historical/bronte.ged'), '--owner', owner.email.toUpperCase()]), dir);
    const done = lines.at(-1)!;
    expect(done).toMatch(/^imported 14 persons, 4 families/);
    const treeId = /into tree (\S+)$/.exec(done)![1]!;
    expect(await personCount(treeId)).toBe(14);
    const target = join(dir, 'out.ged');
    await gedcomExport(ctx([treeId, target, '--format', 'gedcom551']), dir);
    expect(readFileSync(target, 'utf8')).toContain('2 VERS 5.5.1');
    await expect(gedcomImport(ctx([join(FIXTURES, 'cacack-gedcom-go/malformed/invalid-level.ged'), '--owner', owner.email]), dir)).rejects.toThrow(/line 6/);
    await expect(commands['gedcom:export']!.run(ctx([treeId, target, '--format', 'pdf']))).rejects.toThrow(/usage/);
  });
});
