/**
 * The journeys' server: the operator commands make the staff account (`user:create --staff`) and turn
 * the SEARCH_AI switch on (`switch:set`, so the search assistant's journey runs against the real
 * switch) on the new data directory (in this process, so the database opens once more, not a whole
 * second CLI start), then the server starts as `npm start` does. No route or switch of the product
 * grants staff rights.
 */
import { boot } from '../../../src/server/boot';
import { commands } from '../../../src/server/manage/commands';
import { STAFF } from './staff';

const { database, files } = await boot();
try {
  await commands['user:create']!.run({ db: database.db, args: ['--email', STAFF.email, '--password', STAFF.password, '--staff'], out: () => undefined, files });
  await commands['switch:set']!.run({ db: database.db, args: ['SEARCH_AI', 'on'], out: () => undefined, files });
} finally {
  await database.close();
}
await import('../../../scripts/start');
