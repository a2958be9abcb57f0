/**
 * The journeys' server: the operator commands make the staff account (`user:create --staff`) and turn
 * the SEARCH_AI switch on (`switch:set`, so the search assistant's journey runs against the real
 * switch) on the new data directory (in this process, so the database opens once more, not a whole
 * second CLI start), then the server starts as `npm start` does. No route or switch of the product
 * grants staff rights.
 *
 * The sample zupus (SAMPLE_ZUPUS books of SAMPLE_ZUPU_PAGES pages, set small in playwright.config.ts)
 * are drawn and read here, before the server listens, while the web app builds: the same reference
 * set queues the same job, and the same job worker runs it and the OCR jobs it queues. A running
 * server would queue them only after the whole reference data (the gazetteer takes minutes on a busy
 * machine) and then read the pages at background priority, so the journeys would wait for many minutes.
 */
import { join, resolve } from 'node:path';
import { buildIfStale } from '../../../scripts/buildIfStale';
import { boot } from '../../../src/server/boot';
import { queueSampleZupus, sampleZupusSize } from '../../../src/server/data/zupus/load';
import { DirectoryStore } from '../../../src/server/files/store';
import { registerJobHandlers } from '../../../src/server/jobs/handlers';
import { JobWorker } from '../../../src/server/jobs/worker';
import { createLogger } from '../../../src/server/logger';
import { commands } from '../../../src/server/manage/commands';
import { STAFF } from './staff';

const { env, database, files } = await boot();
try {
  await commands['user:create']!.run({ db: database.db, args: ['--email', STAFF.email, '--password', STAFF.password, '--staff'], out: () => undefined, files });
  await commands['switch:set']!.run({ db: database.db, args: ['SEARCH_AI', 'on'], out: () => undefined, files });
  const prepareZupus = async () => {
    if (sampleZupusSize() === 0) return;
    const started = performance.now();
    await queueSampleZupus(database.db, () => undefined);
    const store = files ?? new DirectoryStore(join(resolve(env.DATA_DIR), 'files'));
    const ran = await registerJobHandlers(new JobWorker(database.db, () => new Date(), createLogger('warn'), { files: store })).drain();
    console.error(`Sample zupus drawn and read for the journeys: ${ran} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await Promise.all([buildIfStale(), prepareZupus()]);
} finally {
  await database.close();
}
await import('../../../scripts/start');
