/**
 * The server process: environment -> dependencies -> listen. One process serves the API under
 * /api/v1 and the built web app. SIGINT/SIGTERM close the server, then the database.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { boot } from './boot';
import { EnvError } from './env';
import { registerJobHandlers } from './jobs/handlers';
import { JobWorker } from './jobs/worker';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { version } from './version';

async function main() {
  const started = performance.now();
  const { env, database, migrated } = await boot({ seed: true });
  const logger = createLogger(env.LOG_LEVEL);
  if (migrated.length) logger.info({ migrated }, 'database migrated');

  const clock = () => new Date();
  const jobs = registerJobHandlers(new JobWorker(database.db, clock, logger));
  const staticDir = resolve(env.WEB_DIST_DIR);
  const app = createApp({
    database,
    logger,
    clock,
    jobs,
    config: {
      version,
      nodeEnv: env.NODE_ENV,
      publicUrl: env.PUBLIC_URL,
      dataDir: resolve(env.DATA_DIR),
      trustProxy: env.TRUST_PROXY,
      rateLimitIpMultiplier: env.RATE_LIMIT_IP_MULTIPLIER,
      social: { googleUserInfoUrl: env.GOOGLE_USERINFO_URL, facebookUserInfoUrl: env.FACEBOOK_USERINFO_URL },
    },
    mailer: createMailer(logger, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    staticDir: existsSync(resolve(staticDir, 'index.html')) ? staticDir : undefined,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const ms = Math.round(performance.now() - started);
    logger.info({ port: info.port, database: database.kind, ms }, 'listening');
    console.log(`Xungen is running at ${env.PUBLIC_URL} (database: ${database.kind}, ready in ${ms} ms)`);
  });

  await jobs.start();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    server.close(async () => {
      await jobs.stop();
      await database.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open; give them a moment, then go.
    setTimeout(async () => {
      await database.close().catch(() => undefined);
      process.exit(0);
    }, 3000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof EnvError) console.error(err.message);
  else console.error('Xungen failed to start:', err);
  process.exit(1);
});
