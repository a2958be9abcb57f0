/**
 * GET person-hints/example/ (public): one record of a sample collection that names a person with
 * relatives (the most among the first few), in the shape a hint review shows, so the RecordFinder landing page explains
 * itself with a real entry of the corpus rather than made-up names. Null when no such record is loaded.
 */
import type { Db } from '../../db/database';
import { recordPersonShape, type RecordPersonShape } from './recordPerson';

type Example = Awaited<ReturnType<typeof findExample>>;
const CACHE_MS = 10 * 60 * 1000;
const cache = new WeakMap<Db, { at: number; example: Example }>();

/** The example, looked up at most every ten minutes per database (the landing page is public). */
export async function hintExample(db: Db, now: Date): Promise<Example> {
  const hit = cache.get(db);
  if (hit && hit.example && now.getTime() - hit.at < CACHE_MS) return hit.example;
  const example = await findExample(db);
  cache.set(db, { at: now.getTime(), example });
  return example;
}

async function findExample(db: Db) {
  const rows = await db
    .selectFrom('record_persons as rp')
    .innerJoin('record_collections as c', (j) => j.onRef('c.id', '=', 'rp.collection_id').onRef('c.current_import', '=', 'rp.import_id'))
    .select(['rp.record_code', 'rp.position', 'c.title', 'c.is_sample'])
    .where('c.is_sample', '=', true)
    .where('rp.role', 'in', ['principal', 'head', 'deceased'])
    .where('rp.birth_year', 'is not', null)
    // Only persons whose record names someone else (a collection of single-person entries can come first).
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('record_persons as o')
          .select('o.position')
          .whereRef('o.import_id', '=', 'rp.import_id')
          .whereRef('o.record_code', '=', 'rp.record_code')
          .whereRef('o.position', '!=', 'rp.position'),
      ),
    )
    .limit(60)
    .execute();
  let best: { collection_title: string; is_sample: boolean; record_person: RecordPersonShape } | null = null;
  for (const row of rows) {
    const shape = await recordPersonShape(db, row.record_code, row.position);
    if (!shape || shape.relatives_json.length <= (best?.record_person.relatives_json.length ?? 0)) continue;
    best = { collection_title: row.title, is_sample: row.is_sample, record_person: shape };
    if (shape.relatives_json.length >= 3) break;
  }
  return best;
}
