/**
 * The server process: environment -> dependencies -> listen. One process serves the API under /api/v1
 * and the built web app; its HTTP thread does no heavy work itself: PGlite runs in a database thread,
 * jobs, layouts and images in the worker pool.
 *
 * SIGTERM or SIGINT shut it down gracefully: no new connections, running requests finish (up to
 * SHUTDOWN_GRACE_SECONDS), the running job pauses at its next checkpoint and goes back to the queue,
 * then the pool and the database close. A second signal ends the process at once.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureReferenceData } from './data/reference/sets';
import { ReferenceLoadStopped, withStopSignal } from './data/reference/stop';
import { withPriority } from './db/priority';
import { boot } from './boot';
import { EnvError } from './env';
import { DirectoryStore } from './files/store';
import { fileUrlSecret } from './files/urls';
import { specOf } from './files/storeConfig';
import { registerJobHandlers } from './jobs/handlers';
import { threadPool } from './jobs/pool';
import type { Tasks } from './jobs/tasks';
import { JobWorker } from './jobs/worker';
import { LoopMonitor } from './lib/loopMonitor';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { stripeProvider } from './payments/stripe';
import { version } from './version';
import { marketingFromEnv } from './modules/newsletter/marketing';
import { startHintScheduler } from './modules/hints/jobs';
import { startStatisticsUpkeep } from './db/statisticsUpkeep';

async function main() {
  const started = performance.now();
  const { env, database, migrated, files: chosenStore } = await boot({ seed: true });
  const logger = createLogger(env.LOG_LEVEL);
  if (migrated.length) logger.info({ migrated }, 'database migrated');

  const clock = () => new Date();
  const monitor = new LoopMonitor(logger).start();
  const files = chosenStore ?? new DirectoryStore(join(resolve(env.DATA_DIR), 'files'));
  const pool = threadPool<Tasks>({ size: env.WORKER_THREADS, tasks: new URL('./jobs/tasks.ts', import.meta.url), database, logger, logLevel: env.LOG_LEVEL, files: specOf(files) });
  const photoSecret = fileUrlSecret(resolve(env.DATA_DIR)).toString('hex');
  const jobs = registerJobHandlers(new JobWorker(database.db, clock, logger, { pool, files, monitor, photoSecret, leaseMs: env.JOB_LEASE_SECONDS * 1000, sole: database.kind === 'pglite' }));
  const staticDir = resolve(env.WEB_DIST_DIR);
  const app = createApp({
    database,
    logger,
    clock,
    jobs,
    pool,
    monitor,
    files,
    config: {
      version,
      nodeEnv: env.NODE_ENV,
      publicUrl: env.PUBLIC_URL,
      dataDir: resolve(env.DATA_DIR),
      trustProxy: env.TRUST_PROXY,
      rateLimitIpMultiplier: env.RATE_LIMIT_IP_MULTIPLIER,
      social: { googleUserInfoUrl: env.GOOGLE_USERINFO_URL, facebookUserInfoUrl: env.FACEBOOK_USERINFO_URL },
      paymentsWebhookSecret: env.PAYMENTS_WEBHOOK_SECRET,
    },
    mailer: createMailer(logger, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    // Stripe when both of its variables are set; otherwise the embedded test-mode checkout (payments/select.ts).
    payments: env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }) : undefined,
    staticDir: existsSync(resolve(staticDir, 'index.html')) ? staticDir : undefined,
    marketing: marketingFromEnv(env),
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const ms = Math.round(performance.now() - started);
    logger.info({ port: info.port, database: database.kind, files: files.kind, threads: env.WORKER_THREADS, node: jobs.nodeId, ms }, 'listening');
    console.log(`Xungen is running at ${env.PUBLIC_URL} (database: ${database.kind}, ready in ${ms} ms)`);
  }) as Server;
  // Longer than the idle timeout of the proxies in front (60 s for nginx and the common cloud load
  // balancers), so the proxy, not this server, closes an idle connection: otherwise the proxy may send
  // a request just as the server closes it, and the client sees the connection reset.
  server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000;
  server.headersTimeout = server.keepAliveTimeout + 1000;

  await jobs.start();
  // Trees written to (edits, imports) are matched for RecordFinder hints a second or two later.
  const hintScheduler = startHintScheduler(database.db, clock, () => jobs.kick(), (err) => logger.warn({ err }, 'could not schedule hint matching'));
  let statistics = { stop() {} };

  let closing = false;
  const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
  const stopReference = new AbortController();
  let referenceDone: Promise<unknown> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal, graceMs }, 'shutting down');
    // A reference load in progress stops at its next batch and frees its thread for the requests in flight.
    stopReference.abort();
    const requestsDone = new Promise<void>((done) => server.close(() => done()));
    server.closeIdleConnections();
    await Promise.all([
      (hintScheduler.stop(), statistics.stop(), jobs.stop({ pause: true, graceMs })),
      Promise.race([requestsDone, new Promise((r) => setTimeout(r, graceMs).unref())]),
      Promise.race([referenceDone, new Promise((r) => setTimeout(r, graceMs).unref())]),
    ]);
    server.closeAllConnections();
    await pool.close();
    await database.close();
    monitor.stop();
    logger.info('stopped');
    process.exit(0);
  };
  // Reference data the database lacks (first start, or a newer data version) loads while the server
  // already answers: parsing runs in a thread, writes in short batches at job priority, so a
  // member's query goes before the next batch; a shutdown stops it at its next batch.
  referenceDone = withStopSignal(stopReference.signal, () => withPriority('job', () => ensureReferenceData(database.db, (line) => console.log(line), undefined, files))).catch(
    (err: unknown) => {
      if (err instanceof ReferenceLoadStopped) logger.info('reference data load stopped for shutdown; it goes on at the next start');
      else if (!closing) logger.error({ err }, 'the reference data did not load; it loads again at the next start');
    },
  );
  // PGlite runs no autovacuum: tables that changed much since their last ANALYZE are analysed by the
  // upkeep, from when the reference load (which analyses its own tables) is over.
  if (database.kind === 'pglite')
    void referenceDone.then(() => {
      if (!closing) statistics = startStatisticsUpkeep(database.db, (tables, ms) => logger.info({ tables, ms }, 'statistics updated'), (err) => logger.warn({ err }, 'could not update statistics'));
    });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof EnvError) console.error(err.message);
  else console.error('Xungen failed to start:', err);
  process.exit(1);
});
