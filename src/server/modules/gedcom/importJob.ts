/**
 * The GEDCOM import job: read the stored upload, parse it, write the whole tree in one transaction
 * (persons, couples, links, kept extras, home person, and the tree itself when the import makes one),
 * then lay it out so it opens at once. A rerun after a crash starts over when nothing was written,
 * or goes straight to the layout when the transaction had committed.
 */
import { readFile, rm } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { GedcomError, importGedcom, readGedzip, type GedcomDocument } from '../../gedcom';
import type { Job } from '../../jobs/queue';
import { JobInputError, type JobContext } from '../../jobs/worker';
import { insertedRowCount, insertTreeGraph } from '../../tree/load';
import { drawTree } from '../drawing/service';
import { treeAccess } from '../trees/access';
import { usersHasColumn } from '../trees/service';
import { saveTreeMedia } from './exportJob';
import { extrasRowCount, saveExtras } from './extras';
import { progressWriter, rowProgress } from './progress';

export const IMPORT_JOB = 'gedcom.import';

export interface ImportPayload {
  filePath: string;
  fileName: string;
  ownerId: string;
  treeId: string | null;
  /** Where media files of a GEDZIP are kept, one folder per tree, for GEDZIP exports with images. */
  mediaDir: string;
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
      return { doc: importGedcom(zip.gedcom), media: zip.media };
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

export async function runImport(job: Job, ctx: JobContext): Promise<{ tree_id: string }> {
  const p = job.payload as ImportPayload;
  const db = ctx.db;
  const state = await db.selectFrom('gedcom_imports').select(['saved', 'tree_id']).where('import_key', '=', job.id).executeTakeFirstOrThrow();
  let treeId = state.tree_id;
  if (!state.saved || !treeId) {
    try {
      treeId = await parseAndSave(db, job.id, p, ctx);
    } catch (e) {
      // A file that cannot be imported will not be retried: drop the upload now.
      if (e instanceof JobInputError) await rm(p.filePath, { force: true });
      throw e;
    }
  }
  await ctx.progress('laying_out', 85);
  const owner = await db.selectFrom('users').select(['id', 'email', 'is_staff']).where('id', '=', p.ownerId).executeTakeFirstOrThrow();
  const access = await treeAccess(db, treeId, { ...owner, key: '' });
  if (access.tree.home_person_id) await drawTree(db, access, {}, ctx.clock());
  await rm(p.filePath, { force: true });
  return { tree_id: treeId };
}

async function parseAndSave(db: Db, importKey: string, p: ImportPayload, ctx: JobContext): Promise<string> {
  await ctx.progress('parsing', 5);
  const { doc, media } = readDocument(await readFile(p.filePath));
  const warnings = doc.warnings.map((w) => ({ line: w.line > 0 ? w.line : null, message: w.message }));
  await db
    .updateTable('gedcom_imports')
    .set({ counts: JSON.stringify(doc.counts), warnings: JSON.stringify(warnings), updated_at: ctx.clock() })
    .where('import_key', '=', importKey)
    .execute();
  await ctx.progress('saving', 35);
  const now = ctx.clock();
  const home = homePersonOf(doc);
  const linkUser = p.treeId ? false : await usersHasColumn(db, 'family_tree_id');
  const progress = progressWriter((percent) => ctx.progress('saving', percent));
  const onRows = rowProgress(insertedRowCount(doc.graph) + extrasRowCount(doc), 35, 84, (percent) => progress.report(percent));
  const write = db.transaction().execute(async (trx) => {
    let treeId = p.treeId;
    if (!treeId) {
      const tree = await trx
        .insertInto('family_trees')
        .values({ owner_id: p.ownerId, name: treeNameOf(p.fileName), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      treeId = tree.id;
      if (linkUser) await sql`UPDATE users SET family_tree_id = ${treeId} WHERE id = ${p.ownerId} AND family_tree_id IS NULL`.execute(trx);
    }
    const ids = await insertTreeGraph(trx, treeId, doc.graph, now, onRows);
    await saveExtras(trx, treeId, importKey, doc, ids, now, onRows);
    if (home) {
      // An import into an existing tree keeps its home person; a new or empty tree opens on the import's.
      await trx
        .updateTable('family_trees')
        .set({ home_person_id: ids.get(home)!, updated_at: now })
        .where('id', '=', treeId)
        .where((eb) => eb.or([eb('home_person_id', 'is', null), eb.lit(p.treeId === null)]))
        .execute();
    }
    await trx.updateTable('gedcom_imports').set({ tree_id: treeId, saved: true, updated_at: now }).where('import_key', '=', importKey).execute();
    return treeId;
  });
  let saved: string;
  try {
    saved = await write;
  } catch (e) {
    // No progress write may land after the job has been failed.
    await progress.flush().catch(() => undefined);
    throw e;
  }
  // A failed progress write does not undo the committed import; the job is retried from there.
  await progress.flush();
  await saveTreeMedia(p.mediaDir, saved, media);
  return saved;
}
