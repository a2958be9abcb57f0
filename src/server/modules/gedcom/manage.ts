/**
 * Operator commands: `gedcom:import FILE --owner EMAIL` runs the same import job as the upload (in this
 * process, at once) and `gedcom:export TREE_ID FILE --format ...` writes what the owner would download.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exportFormats, type ExportFormat } from '../../../protocol/gedcom';
import { parseEnv } from '../../env';
import { DirectoryStore, type FileStore } from '../../files/store';
import { createLogger } from '../../logger';
import { JobWorker } from '../../jobs/worker';
// commands.ts imports this file too; UsageError is only used inside functions, after both have loaded.
import { UsageError, type CommandContext } from '../../manage/commands';
import { exportBytes } from './exportJob';
import { IMPORT_JOB, runImport } from './importJob';
import { importStatus, startImport, storeUpload } from './service';

const IMPORT_USAGE = 'usage: gedcom:import FILE --owner EMAIL [--tree TREE_ID]';
const EXPORT_USAGE = `usage: gedcom:export TREE_ID FILE --format ${exportFormats.join('|')} [--no-images]`;

/** The store S3_* chose, else the data directory's. */
const storeOf = (files: FileStore | undefined, dataDir: string) => files ?? new DirectoryStore(join(dataDir, 'files'));

export async function gedcomImport({ db, args, out, files }: CommandContext, dataDir = resolve(parseEnv().DATA_DIR)): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { owner: { type: 'string' }, tree: { type: 'string' } } });
  const [file] = positionals;
  if (!file || !values.owner) throw new UsageError(IMPORT_USAGE);
  const owner = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', values.owner!.trim().toLowerCase())).executeTakeFirst();
  if (!owner) throw new UsageError(`no user with e-mail ${values.owner}`);
  const bytes = new Uint8Array(await readFile(file));
  const key = await startImport(db, dataDir, owner, { filePath: await storeUpload(dataDir, bytes), fileName: basename(file), treeId: values.tree ?? null }, new Date());
  // Only imports in this worker: a running server shares the queue, SKIP LOCKED keeps them apart.
  const worker = new JobWorker(db, () => new Date(), createLogger('silent'), { files: storeOf(files, dataDir) }).register(IMPORT_JOB, runImport);
  let s = await importStatus(db, owner, key);
  while (s.status !== 'done' && s.status !== 'failed' && (await worker.drain()) > 0) s = await importStatus(db, owner, key);
  s = await importStatus(db, owner, key);
  for (const w of s.warnings) out(`warning${w.line ? ` line ${w.line}` : ''}: ${w.message}`);
  if (s.status === 'failed') throw new UsageError(`import failed${s.error?.line ? ` at line ${s.error.line}` : ''}: ${s.error?.message ?? 'unknown error'}`);
  if (s.status !== 'done') throw new UsageError(`import ${key} is ${s.status}; a running server will finish it`);
  const c = s.counts;
  out(`imported ${c.persons} persons, ${c.families} families, ${c.notes} notes, ${c.media} media into tree ${s.tree_id}`);
}

export async function gedcomExport({ db, args, out, files }: CommandContext, dataDir = resolve(parseEnv().DATA_DIR)): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: 'string', default: 'gedcom7' }, 'no-images': { type: 'boolean', default: false } } });
  const [treeId, file] = positionals;
  const format = values.format as ExportFormat;
  if (!treeId || !file || !exportFormats.includes(format)) throw new UsageError(EXPORT_USAGE);
  const tree = await db.selectFrom('family_trees').select('id').where('id', '=', treeId).where('import_key', 'is', null).executeTakeFirst().catch(() => undefined);
  if (!tree) throw new UsageError(`no family tree ${treeId}`);
  const bytes = await exportBytes(
    { db, clock: () => new Date(), files: storeOf(files, dataDir) },
    { treeId, format, includeImages: !values['no-images'], includeLibrary: true, redactLiving: false },
  );
  await writeFile(file, bytes);
  out(`wrote ${bytes.length} bytes of ${format} to ${file}`);
}
