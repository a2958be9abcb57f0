/**
 * Imports one collection file (data/records/layout.ts) into the record tables, all or nothing: every
 * line is checked against the layout (an error names the line and the field), rows are written under a
 * new import id in short batches, and only when the whole file has gone in does one short transaction
 * make that import the collection's current one. The previous import's rows, invisible from then on,
 * are removed after, in batches. Persons are stored in name order (personOrder.ts). A failed import
 * removes what it wrote and leaves the collection as it was; importing the same collection id again
 * replaces it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CollectionLine, RecordLine } from '../../data/records/layout';
import type { Db } from '../../db/database';
import { refreshCemeteries } from '../cemeteries/refresh';
import { placeNameResolver } from '../places/resolve';
import { enqueue } from '../../jobs/queue';
import { HINTS_COLLECTION_JOB } from '../hints/jobs';
import { CollectionFileError, readCollectionFile, type CollectionFileItem } from './collectionFileLines';
import { recordPersonKeys } from './recordPersonKeys';
import { createHolding, dropHolding, holdPersons, placePersons, type RecordPersonRow } from './personOrder';
import type { FileStore } from '../../files/store';
import { SourceImagesError, sourceImageId, sourceImageKey, type SourceImageDirectory } from './sourceImageFiles';
import { recountImages } from './sourceImages';
import { queueSourceImagesOcr } from './sourceImageOcrJob';

export { CollectionFileError } from './collectionFileLines';
export { SourceImagesError } from './sourceImageFiles';
export { recordPersonKeys } from './recordPersonKeys';

/** Records written per transaction. */
const BATCH = 500;
/** Rows removed per statement when an old or failed import is cleared. */
const CLEAR_BATCH = 5_000;

export interface ImportResult {
  collection_id: string;
  sources: number;
  records: number;
  persons: number;
  images: number;
}

/** The page images an import attaches to its sources (checked already), and the store they go to. */
export interface ImportImages {
  directory: SourceImageDirectory;
  files: FileStore;
}

async function clearImport(db: Db, importId: string): Promise<void> {
  for (const table of ['source_images', 'record_persons', 'records', 'record_sources'] as const) {
    for (;;) {
      const { numAffectedRows } = await sql`DELETE FROM ${sql.table(table)} WHERE ctid IN (SELECT ctid FROM ${sql.table(table)} WHERE import_id = ${importId} LIMIT ${CLEAR_BATCH})`.execute(db);
      if (!numAffectedRows || Number(numAffectedRows) < CLEAR_BATCH) break;
    }
  }
}

/** Reads a collection file line by line and imports it; `out` gets progress lines. */
export function importCollectionFile(db: Db, path: string, out: (line: string) => void = () => undefined, images?: ImportImages): Promise<ImportResult> {
  return importCollectionBatches(db, readCollectionFile(path, BATCH), out, images);
}

/**
 * Stores each source's images and writes their rows under the import. A file whose key is stored
 * already (the same bytes, imported before) is not written again; the keys this import wrote are
 * returned, for removal if the import fails.
 */
async function writeImages(db: Db, importId: string, collectionId: string, sources: Set<string>, images: ImportImages, written: string[], out: (line: string) => void): Promise<number> {
  for (const sourceId of images.directory.keys()) {
    if (!sources.has(sourceId)) throw new SourceImagesError(`${sourceId}/: the collection file lists no source with this id.`);
  }
  let count = 0;
  for (const [sourceId, files] of images.directory) {
    const rows = [];
    for (const f of files) {
      const key = sourceImageKey(collectionId, f);
      if (!(await images.files.head(key))) {
        written.push(key);
        await images.files.put(key, { path: f.path }, f.contentType);
      }
      rows.push({
        import_id: importId,
        id: sourceImageId(collectionId, sourceId, f.number),
        collection_id: collectionId,
        source_id: sourceId,
        image_number: f.number,
        storage_key: key,
        content_type: f.contentType,
        byte_size: f.size,
        width: f.width,
        height: f.height,
      });
    }
    await db.insertInto('source_images').values(rows).execute();
    count += rows.length;
  }
  if (count) out(`  ${count.toLocaleString('en')} images of ${images.directory.size.toLocaleString('en')} sources stored`);
  return count;
}

/** Readings and removals of images that did not change since the previous import carry over to this one. */
async function carryOverImages(db: Db, importId: string, previous: string): Promise<void> {
  await sql`
    UPDATE source_images n SET ocr_status = o.ocr_status, ocr_text = o.ocr_text, ocr_boxes = o.ocr_boxes, ocr_confidence = o.ocr_confidence,
           search_text = o.search_text, search_lexemes = o.search_lexemes, removed_at = o.removed_at
      FROM source_images o
     WHERE n.import_id = ${importId} AND o.import_id = ${previous} AND o.id = n.id AND o.storage_key = n.storage_key`.execute(db);
}

/**
 * Imports one collection from its checked lines in file order, in batches (a record line may carry its
 * persons' name keys, built elsewhere — a worker thread — or has them built here).
 */
export async function importCollectionBatches(
  db: Db,
  batches: AsyncIterable<CollectionFileItem[]>,
  out: (line: string) => void = () => undefined,
  images?: ImportImages,
): Promise<ImportResult> {
  const importId = randomUUID();
  const writtenKeys: string[] = [];
  let imageCount = 0;
  const resolvePlace = placeNameResolver(db);
  let collection: CollectionLine | null = null;
  const sources = new Set<string>();
  const codes = new Set<string>();
  let pending: { record: RecordLine; keys?: string[][] }[] = [];
  let persons = 0;
  let number = 0;
  let wrote = false;
  // Persons wait in the import's holding table and are stored in name order once every line is in.
  const holding = await createHolding(db, importId);

  const flush = async () => {
    if (!pending.length) return;
    const batch = pending;
    pending = [];
    const personRows: RecordPersonRow[] = [];
    for (const { record, keys } of batch) {
      for (const [position, p] of record.persons.entries()) {
        personRows.push({
          import_id: importId,
          record_code: record.code,
          position,
          collection_id: collection!.id,
          role: p.role,
          surname: p.surname,
          first_name: p.first_name,
          name_zh: p.name_zh,
          gender: p.gender,
          age: p.age,
          birth_year: p.birth_year,
          birth_year_approx: p.birth_year_approx,
          birth_place: p.birth_place,
          birth_place_code: await resolvePlace(p.birth_place),
          death_year: p.death_year,
          residence: p.residence,
          occupation: p.occupation,
          identity: p.identity ?? null,
          event_type: record.event.type,
          event_year: record.event.year,
          event_place: record.event.place,
          source_id: record.source_id,
          search_text: (keys?.[position] ?? recordPersonKeys(p)).join(' '),
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('records')
        .values(
          batch.map(({ record }) => ({
            import_id: importId,
            code: record.code,
            collection_id: collection!.id,
            source_id: record.source_id,
            image_number: record.image_number,
            event_type: record.event.type,
            event_year: record.event.year,
            event_month: record.event.month,
            event_day: record.event.day,
            event_place: record.event.place,
            transcription: record.transcription,
          })),
        )
        .execute();
      await holdPersons(trx, holding, personRows);
    });
    persons += personRows.length;
    if (codes.size % 20_000 < BATCH) out(`  ${codes.size.toLocaleString('en')} records`);
  };

  try {
    for await (const items of batches) {
      for (const item of items) {
        number = item.number;
        const line = item.line;
        if (!collection) {
          if (line.kind !== 'collection') throw new CollectionFileError(number, 'the file must begin with its collection line (kind "collection").');
          collection = line;
          const { kind: _kind, ...fields } = line;
          await db
            .insertInto('record_collections')
            .values(fields)
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          out(`Importing ${line.title} (${line.id})`);
          continue;
        }
        if (line.kind === 'collection') throw new CollectionFileError(number, 'a file holds one collection: a second collection line.');
        wrote = true;
        if (line.kind === 'source') {
          if (sources.has(line.id)) throw new CollectionFileError(number, `source ${line.id} is listed twice.`);
          sources.add(line.id);
          await db.insertInto('record_sources').values({ import_id: importId, collection_id: collection.id, id: line.id, title: line.title, source_type: line.source_type, year: line.year, place: line.place, image_count: line.image_count }).execute();
          continue;
        }
        if (!sources.has(line.source_id)) throw new CollectionFileError(number, `source_id: ${line.source_id} is not listed before this record.`);
        if (codes.has(line.code)) throw new CollectionFileError(number, `code: ${line.code} is used twice.`);
        codes.add(line.code);
        pending.push({ record: line, keys: item.keys });
        if (pending.length >= BATCH) await flush();
      }
    }
    if (!collection) throw new CollectionFileError(number + 1, 'the file is empty: it must begin with its collection line.');
    await flush();
    await placePersons(db, holding, persons, out);
    await dropHolding(db, holding);
    const current = collection;
    if (images) {
      wrote = true;
      imageCount = await writeImages(db, importId, current.id, sources, images, writtenKeys, out);
    }
    const previous = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('record_collections').select('current_import').where('id', '=', current.id).forUpdate().executeTakeFirstOrThrow();
      if (row.current_import && imageCount) await carryOverImages(trx, importId, row.current_import);
      // A source's image_count is the number of its images shown, whatever the file's line said.
      await recountImages(trx, importId);
      const unread = imageCount && (await trx.selectFrom('source_images').select('id').where('import_id', '=', importId).where('ocr_status', '=', 'pending').limit(1).executeTakeFirst());
      if (unread) await queueSourceImagesOcr(trx, current.id, new Date());
      const { kind: _kind, ...fields } = current;
      await trx
        .updateTable('record_collections')
        .set({ ...fields, current_import: importId, record_count: codes.size, imported_at: new Date() })
        .where('id', '=', current.id)
        .execute();
      // Every tree is matched against the collection once it is current (RecordFinder hints).
      await enqueue(trx, { kind: HINTS_COLLECTION_JOB, payload: { collection_id: current.id }, now: new Date() });
      await refreshCemeteries(trx, current.id, importId);
      return row.current_import;
    });
    if (previous) {
      const stale = await db
        .selectFrom('source_images')
        .select('storage_key')
        .distinct()
        .where('import_id', '=', previous)
        .where('storage_key', 'not in', (eb) => eb.selectFrom('source_images').select('storage_key').where('import_id', '=', importId))
        .execute();
      await clearImport(db, previous);
      for (const { storage_key } of stale) await images?.files.delete(storage_key);
    }
    // Fresh statistics, so searches plan by the key index rather than by guesses (PGlite has no autovacuum).
    await sql`ANALYZE record_collections, record_sources, records, record_persons`.execute(db);
    out(`  ${codes.size.toLocaleString('en')} records, ${persons.toLocaleString('en')} persons, ${sources.size.toLocaleString('en')} sources: done`);
    return { collection_id: current.id, sources: sources.size, records: codes.size, persons, images: imageCount };
  } catch (err) {
    await dropHolding(db, holding);
    if (wrote) await clearImport(db, importId);
    for (const key of writtenKeys) await images?.files.delete(key);
    // A collection row made by this import alone (never imported before) goes too.
    if (collection) await db.deleteFrom('record_collections').where('id', '=', collection.id).where('current_import', 'is', null).execute();
    throw err;
  }
}
