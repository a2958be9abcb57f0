/**
 * Reference data loaded at start-up when missing. Each loader checks before it writes, so a
 * restart with existing data does nothing here. Areas add their loaders to the list.
 */
import type { Db } from './db/database';

type Loader = (db: Db) => Promise<void>;

const loaders: Loader[] = [];

export async function seedReferenceData(db: Db): Promise<void> {
  for (const load of loaders) await load(db);
}
