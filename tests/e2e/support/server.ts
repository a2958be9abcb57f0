/**
 * The journeys' server: the operator command `user:create --staff` makes the staff account on the new
 * data directory (in this process, so the database opens once more, not a whole second CLI start),
 * then the server starts as `npm start` does. No route or switch of the product grants staff rights.
 */
import { boot } from '../../../src/server/boot';
import { commands } from '../../../src/server/manage/commands';
import { STAFF } from './staff';

const { database, files } = await boot();
try {
  await commands['user:create']!.run({ db: database.db, args: ['--email', STAFF.email, '--password', STAFF.password, '--staff'], out: () => undefined, files });
} finally {
  await database.close();
}
await import('../../../scripts/start');
