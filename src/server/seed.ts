/**
 * Reference data loaded at start-up when missing. Each loader checks before it writes, so a
 * restart with existing data does nothing here. Areas add their loaders to the list.
 */
import type { Db } from './db/database';
import { DEMO_EMAIL, seedDemo } from './demo/seedDemo';

type Loader = (db: Db) => Promise<void>;

/** The public demo tree, made on a new database only: once its system user exists, nothing is redone. */
async function loadDemoTree(db: Db): Promise<void> {
  const user = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', DEMO_EMAIL)).executeTakeFirst();
  if (!user) await seedDemo(db);
}

const loaders: Loader[] = [loadDemoTree];

export async function seedReferenceData(db: Db): Promise<void> {
  for (const load of loaders) await load(db);
}
