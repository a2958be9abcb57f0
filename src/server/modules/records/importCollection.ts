/**
 * Imports one collection file (data/records/layout.ts) into the record tables, all or nothing: every
 * line is checked against the layout (an error names the line and the field), rows are written under a
 * new import id in short batches, and only when the whole file has gone in does one short transaction
 * make that import the collection's current one. The previous import's rows, invisible from then on,
 * are removed after, in batches. A failed import removes what it wrote and leaves the collection as it
 * was; importing the same collection id again replaces it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CollectionLine, RecordLine } from '../../data/records/layout';
import type { Db } from '../../db/database';
import type { RecordPersonsTable } from '../../db/schema';
import { refreshCemeteries } from '../cemeteries/refresh';
import { placeNameResolver } from '../places/resolve';
import { enqueue } from '../../jobs/queue';
import { HINTS_COLLECTION_JOB } from '../hints/jobs';
import { CollectionFileError, readCollectionFile, type CollectionFileItem } from './collectionFileLines';
import { recordPersonKeys } from './recordPersonKeys';

export { CollectionFileError } from './collectionFileLines';
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
}

async function clearImport(db: Db, importId: string): Promise<void> {
  for (const table of ['record_persons', 'records', 'record_sources'] as const) {
    for (;;) {
      const { numAffectedRows } = await sql`DELETE FROM ${sql.table(table)} WHERE ctid IN (SELECT ctid FROM ${sql.table(table)} WHERE import_id = ${importId} LIMIT ${CLEAR_BATCH})`.execute(db);
      if (!numAffectedRows || Number(numAffectedRows) < CLEAR_BATCH) break;
    }
  }
}

/** Reads a collection file line by line and imports it; `out` gets progress lines. */
export function importCollectionFile(db: Db, path: string, out: (line: string) => void = () => undefined): Promise<ImportResult> {
  return importCollectionBatches(db, readCollectionFile(path, BATCH), out);
}

/**
 * Imports one collection from its checked lines in file order, in batches (a record line may carry its
 * persons' name keys, built elsewhere — a worker thread — or has them built here).
 */
export async function importCollectionBatches(db: Db, batches: AsyncIterable<CollectionFileItem[]>, out: (line: string) => void = () => undefined): Promise<ImportResult> {
  const importId = randomUUID();
  const resolvePlace = placeNameResolver(db);
  let collection: CollectionLine | null = null;
  const sources = new Set<string>();
  const codes = new Set<string>();
  let pending: { record: RecordLine; keys?: string[][] }[] = [];
  let persons = 0;
  let number = 0;
  let wrote = false;

  const flush = async () => {
    if (!pending.length) return;
    const batch = pending;
    pending = [];
    const personRows: Omit<RecordPersonsTable, 'search_keys'>[] = [];
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
      await trx.insertInto('record_persons').values(personRows).execute();
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
    const current = collection;
    const previous = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('record_collections').select('current_import').where('id', '=', current.id).forUpdate().executeTakeFirstOrThrow();
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
    if (previous) await clearImport(db, previous);
    // Fresh statistics, so searches plan by the key index rather than by guesses (PGlite has no autovacuum).
    await sql`ANALYZE record_collections, record_sources, records, record_persons`.execute(db);
    out(`  ${codes.size.toLocaleString('en')} records, ${persons.toLocaleString('en')} persons, ${sources.size.toLocaleString('en')} sources: done`);
    return { collection_id: current.id, sources: sources.size, records: codes.size, persons };
  } catch (err) {
    if (wrote) await clearImport(db, importId);
    // A collection row made by this import alone (never imported before) goes too.
    if (collection) await db.deleteFrom('record_collections').where('id', '=', collection.id).where('current_import', 'is', null).execute();
    throw err;
  }
}
