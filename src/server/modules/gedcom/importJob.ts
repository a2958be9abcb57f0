/**
 * The GEDCOM import job: read the stored upload, parse it, write persons, couples, links, kept extras
 * and the home person (a new tree in hidden batches, an existing tree in one transaction), then lay
 * it out so it opens at once. A rerun after a crash starts over when the write had not finished
 * (deleting a half-written new tree first), or goes straight to the layout when it had.
 */
import { readFile, rm } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { analyzeTreeTables } from '../../db/statistics';
import { GedcomError, importGedcom, readGedzip, type GedcomDocument } from '../../gedcom';
import type { Job } from '../../jobs/queue';
import { JobInputError } from '../../jobs/errors';
import type { JobContext } from '../../jobs/worker';
import type { FileStore } from '../../files/store';
import { withoutRowTriggers } from '../../tree/batches';
import { treeRevision } from '../../tree/changes';
import type { TreeGraph } from '../../tree/graph';
import { insertedRowCount, insertTreeGraph, writeTreeGraph } from '../../tree/load';
import { LayoutCache } from '../drawing/layoutCache';
import { drawTreeAnswer, PAGE_FORMAT } from '../drawing/service';
import { treeAccess } from '../trees/access';
import { usersHasColumn } from '../trees/service';
import { saveTreeMedia } from './exportJob';
import { extrasRowCount, saveExtras } from './extras';
import { GedzipLibrary, libraryMediaOf } from './gedzipLibrary';
import { progressWriter, rowProgress } from './progress';

export const IMPORT_JOB = 'gedcom.import';

export interface ImportPayload {
  filePath: string;
  fileName: string;
  ownerId: string;
  treeId: string | null;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((b, i) => bytes[i] === b);
}

/** The GedcomError message without the "line N: " it starts with, since the line is sent apart. */
function bareMessage(e: GedcomError): string {
  return e.line > 0 ? e.message.replace(/^line \d+: /, '') : e.message;
}

/** Bytes of a .ged or .gdz to the model; bad input becomes a JobInputError with the line. */
export function readDocument(bytes: Uint8Array): { doc: GedcomDocument; media: Record<string, Uint8Array> } {
  try {
    if (isZip(bytes)) {
      const zip = readGedzip(bytes);
      const doc = importGedcom(zip.gedcom);
      for (const name of zip.unsafe) doc.warnings.push({ line: 0, message: `media file "${name}" skipped: its path leads out of the archive` });
      return { doc, media: zip.media };
    }
    return { doc: importGedcom(bytes), media: {} };
  } catch (e) {
    if (e instanceof GedcomError) throw new JobInputError(bareMessage(e), e.line || undefined);
    throw e;
  }
}

/** The tree name for a new tree: the file name without its extension. */
export function treeNameOf(fileName: string): string {
  const base = fileName.replace(/\.(ged|gdz|zip)$/i, '').trim();
  return (base || 'Imported tree').slice(0, 200);
}

/**
 * The person to open the tree on: the one whose name is the submitter's (SUBM NAME) when exactly one
 * person has it, else the first person of the file.
 */
export function homePersonOf(doc: GedcomDocument): string | null {
  const first = doc.graph.persons[0]?.id ?? null;
  const norm = (s: string) => s.replace(/\//g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  const submitters = doc.extras.records
    .filter((r) => r.tag === 'SUBM')
    .map((r) => r.children.find((c) => c.tag === 'NAME')?.value)
    .filter((v): v is string => !!v && norm(v) !== '')
    .map(norm);
  if (submitters.length !== 1) return first;
  const matches = [...doc.names].filter(([, names]) => names.some((n) => norm(n.value) === submitters[0]));
  return matches.length === 1 ? matches[0]![0] : first;
}

/**
 * Test seam: awaited after each batch of a new tree's staged write, once that batch and its progress
 * are stored, so a test can look at the application between batches or fail a batch.
 */
export const stagedImportHooks: { afterBatch?: (importKey: string) => void | Promise<void> } = {};

/**
 * Deletes the hidden tree an earlier run of this import left half written, and those of imports whose
 * job has ended without finishing theirs (an interrupted job that was failed rather than rerun).
 */
export async function dropStagedTrees(db: Db, importKey: string, files?: FileStore): Promise<void> {
  const { rows } = await sql<{ id: string }>`DELETE FROM family_trees WHERE import_key = ${importKey}
    OR (import_key IS NOT NULL AND NOT EXISTS (SELECT 1 FROM jobs WHERE jobs.id = family_trees.import_key AND jobs.status IN ('queued', 'running')))
    RETURNING id`.execute(db);
  // The library files such a tree's import had stored before it stopped.
  if (files) for (const { id } of rows) await files.deletePrefix(`library/${id}`);
}

export async function runImport(job: Job, ctx: JobContext): Promise<{ tree_id: string }> {
  const p = job.payload as ImportPayload;
  const db = ctx.db;
  const state = await db.selectFrom('gedcom_imports').select(['saved', 'tree_id']).where('import_key', '=', job.id).executeTakeFirstOrThrow();
  let treeId = state.tree_id;
  // A new tree as written, and the revision it was shown at, for its first layout; otherwise the
  // layout reads the tree.
  let written: WrittenTree | undefined;
  if (!state.saved || !treeId) {
    // Starting over: an interrupted run may have left part of its new tree.
    if (!p.treeId) await dropStagedTrees(db, job.id, ctx.files);
    try {
      ({ treeId, written } = await parseAndSave(db, job.id, p, ctx));
    } catch (e) {
      // A file that cannot be imported will not be retried: drop the upload now.
      if (e instanceof JobInputError) await rm(p.filePath, { force: true });
      throw e;
    }
  }
  await ctx.progress('laying_out', 85);
  // The tree's rows are now counted by the planner, so the reads of its first layout are planned well.
  await analyzeTreeTables(db);
  const owner = await db.selectFrom('users').select(['id', 'email', 'is_staff']).where('id', '=', p.ownerId).executeTakeFirstOrThrow();
  const access = { ...(await treeAccess(db, treeId, { ...owner, key: '' })), photoSecret: ctx.photoSecret };
  if (access.tree.home_person_id) {
    // Drawn as the tree page asks for it (from the home person, columnar, brotli): the layout is stored
    // for the diffs that follow, and a large tree's answer too, so the owner's first open sends it.
    const cache = written ? graphAtRevision(treeId, written) : new LayoutCache(0, 0);
    await drawTreeAnswer(db, access, {}, ctx.clock(), PAGE_FORMAT, cache, (err) => ctx.logger.error({ err, treeId }, 'storing the first drawing of an imported tree failed'));
    await cache.settle();
  }
  await rm(p.filePath, { force: true });
  return { tree_id: treeId };
}

/**
 * In a batch's transaction: holds the hidden tree of this import against deletion until the batch
 * commits, and stops the import when it is gone (taken over by another node, which starts over).
 */
async function lockStagedTree(trx: Db, treeId: string, importKey: string): Promise<void> {
  const { rows } = await sql`SELECT 1 FROM family_trees WHERE id = ${treeId} AND import_key = ${importKey} FOR KEY SHARE`.execute(trx);
  if (rows.length === 0) throw new Error(`the hidden tree of import ${importKey} is gone`);
}

/** A new tree as its import wrote it, and the tree's revision once it was shown. */
interface WrittenTree {
  graph: TreeGraph;
  revision: number;
}

/**
 * A cache holding the tree as just written at the revision it was shown at, so the first layout skips
 * reading back 100,000 persons. Should anyone change the tree first, the revision has moved on and the
 * layout reads the tree after all.
 */
function graphAtRevision(treeId: string, written: WrittenTree): LayoutCache {
  // No room for layouts: the job only hands the graph over, it does not keep the drawing.
  const cache = new LayoutCache(0, Number.POSITIVE_INFINITY);
  cache.setGraph(treeId, written.revision, written.graph);
  return cache;
}

async function parseAndSave(db: Db, importKey: string, p: ImportPayload, ctx: JobContext): Promise<{ treeId: string; written?: WrittenTree }> {
  await ctx.progress('parsing', 5);
  const { doc, media } = readDocument(await readFile(p.filePath));
  // Before the extras are saved: the OBJE structures of files the library takes leave them.
  const { files, rest } = await libraryMediaOf(doc, media);
  ctx.checkpoint();
  const warnings = doc.warnings.map((w) => ({ line: w.line > 0 ? w.line : null, message: w.message }));
  await db
    .updateTable('gedcom_imports')
    .set({ counts: JSON.stringify(doc.counts), warnings: JSON.stringify(warnings), updated_at: ctx.clock() })
    .where('import_key', '=', importKey)
    .execute();
  await ctx.progress('saving', 35);
  // The names as written in the file only serve to find the home person: let them go (70 MB for
  // 100,000 persons) before the long write.
  const home = homePersonOf(doc);
  doc.names.clear();
  const library = new GedzipLibrary(ctx.files, files);
  const saved = p.treeId ? { treeId: await saveIntoTree(db, importKey, { ...p, treeId: p.treeId }, doc, home, ctx, library) } : await saveNewTree(db, importKey, p, doc, home, ctx, library);
  await saveTreeMedia(ctx.files, saved.treeId, rest);
  return saved;
}

/**
 * A new tree is written in batches, each its own short transaction, so that on PGlite, whose one
 * connection an open transaction would hold to the end, other requests and the status polls go on
 * meanwhile. The tree carries the import's key and stays hidden until one small transaction clears it
 * with the import marked saved; a failure deletes the tree, and its rows with it. Since nobody sees or
 * edits the tree before then, its batches skip the per-row triggers (see withoutRowTriggers).
 */
async function saveNewTree(
  db: Db,
  importKey: string,
  p: ImportPayload,
  doc: GedcomDocument,
  home: string | null,
  ctx: JobContext,
  library: GedzipLibrary,
): Promise<{ treeId: string; written: WrittenTree }> {
  const now = ctx.clock();
  const linkUser = await usersHasColumn(db, 'family_tree_id');
  const tree = await db
    .insertInto('family_trees')
    .values({ owner_id: p.ownerId, name: treeNameOf(p.fileName), import_key: importKey, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    // Stored first, recorded when the tree is shown: a failure on the way removes them.
    await library.put(tree.id);
    const total = insertedRowCount(doc.graph) + extrasRowCount(doc);
    let done = 0;
    let shown = 35;
    const onRows = async (rows: number) => {
      // A batch boundary: where a shutdown pauses the job, and a lost lease stops it.
      ctx.checkpoint();
      done += rows;
      const percent = Math.round(35 + (49 * Math.min(done, total)) / Math.max(total, 1));
      if (percent !== shown) {
        shown = percent;
        await ctx.progress('saving', percent);
      }
      await stagedImportHooks.afterBatch?.(importKey);
    };
    const runBatch = await withoutRowTriggers(db, (trx) => lockStagedTree(trx, tree.id, importKey));
    const { ids, graph: written } = await writeTreeGraph(db, tree.id, doc.graph, { now, onRows, runBatch, readBack: true });
    await saveExtras(db, tree.id, importKey, doc, ids, now, onRows, runBatch);
    ctx.checkpoint();
    const revision = await db.transaction().execute(async (trx) => {
      // Only the node that still holds the job may show the tree: one that lost its lease to another
      // node, which redoes the import, would otherwise leave a second tree.
      await ctx.confirmLease(trx);
      const cleared = await trx
        .updateTable('family_trees')
        .set({ import_key: null, home_person_id: home ? ids.get(home)! : null, updated_at: now })
        .where('id', '=', tree.id)
        .where('import_key', '=', importKey)
        .executeTakeFirst();
      if (Number(cleared.numUpdatedRows) !== 1) throw new Error(`the tree of import ${importKey} was deleted while it was written`);
      await library.record(trx, ids, p.ownerId, now);
      if (linkUser) await sql`UPDATE users SET family_tree_id = ${tree.id} WHERE id = ${p.ownerId} AND family_tree_id IS NULL`.execute(trx);
      await trx.updateTable('gedcom_imports').set({ tree_id: tree.id, saved: true, updated_at: now }).where('import_key', '=', importKey).execute();
      // Read in the same transaction: the revision whose data is exactly what was written.
      return treeRevision(trx, tree.id);
    });
    return { treeId: tree.id, written: { graph: written!, revision } };
  } catch (e) {
    // Should this delete fail too, the rerun or the next import deletes the hidden tree.
    await db.deleteFrom('family_trees').where('id', '=', tree.id).where('import_key', '=', importKey).execute().catch(() => undefined);
    await library.discard();
    throw e;
  }
}

/** An import into an existing tree adds to what its users see, so it goes in as one transaction. */
async function saveIntoTree(db: Db, importKey: string, p: ImportPayload & { treeId: string }, doc: GedcomDocument, home: string | null, ctx: JobContext, library: GedzipLibrary): Promise<string> {
  const treeId = p.treeId;
  const now = ctx.clock();
  const progress = progressWriter((percent) => ctx.progress('saving', percent));
  const onRows = rowProgress(insertedRowCount(doc.graph) + extrasRowCount(doc), 35, 84, (percent) => progress.report(percent));
  // Stored before the one transaction, recorded in it; removed again when it fails.
  const write = library.put(treeId).then(() => db.transaction().execute(async (trx) => {
    const ids = await insertTreeGraph(trx, treeId, doc.graph, now, onRows);
    await ctx.confirmLease(trx);
    await saveExtras(trx, treeId, importKey, doc, ids, now, onRows);
    await library.record(trx, ids, p.ownerId, now);
    if (home) {
      // The tree keeps its home person; an empty one opens on the import's.
      await trx
        .updateTable('family_trees')
        .set({ home_person_id: ids.get(home)!, updated_at: now })
        .where('id', '=', treeId)
        .where('home_person_id', 'is', null)
        .execute();
    }
    await trx.updateTable('gedcom_imports').set({ tree_id: treeId, saved: true, updated_at: now }).where('import_key', '=', importKey).execute();
  }));
  try {
    await write;
  } catch (e) {
    // No progress write may land after the job has been failed.
    await progress.flush().catch(() => undefined);
    await library.discard();
    throw e;
  }
  // A failed progress write does not undo the committed import; the job is retried from there.
  await progress.flush();
  return treeId;
}
