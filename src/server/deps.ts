/** What the API needs from the outside world, chosen once at start-up (or by a test). */
import type { Database } from './db/database';
import type { FileStore } from './files/store';
import type { TaskPool } from './jobs/pool';
import type { Tasks } from './jobs/tasks';
import type { JobWorker } from './jobs/worker';
import type { LoopMonitor } from './lib/loopMonitor';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PaymentsProvider } from './payments/types';
import type { MarketingService } from './modules/newsletter/marketing';

export interface AppConfig {
  version: string;
  nodeEnv: 'development' | 'production' | 'test';
  publicUrl: string;
  dataDir: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean;
  /** Multiplies the per-address attempt limits (many members behind one address, or test journeys). */
  rateLimitIpMultiplier?: number;
  /** Limit the calls that write or queue work (http/writeLimits.ts); on unless set false (tests of other things). */
  writeLimits?: boolean;
  /** Provider user-info endpoints for social sign-in; a missing one turns that provider off. */
  social?: { googleUserInfoUrl?: string; facebookUserInfoUrl?: string };
  /** The embedded checkout's webhook secret; unset: one generated into dataDir. */
  paymentsWebhookSecret?: string;
}

export type Clock = () => Date;

export interface AppDeps {
  database: Database;
  logger: Logger;
  clock: Clock;
  config: AppConfig;
  /** Runs background jobs; routes enqueue and kick it. */
  jobs: JobWorker;
  /** Worker threads for CPU-heavy work (an inline pool in tests). */
  pool: TaskPool<Tasks>;
  /** This thread's event-loop figures, and what was in flight during a block. */
  monitor?: LoopMonitor;
  /** The built web app to serve; absent in API-only tests. */
  staticDir?: string;
  /** Stored files (files/store.ts); by default a directory under DATA_DIR/files. */
  files?: FileStore;
  /** Outgoing e-mail; by default messages go to the outbox table and the log only. */
  mailer?: Mailer;
  /** The card processor (payments/select.ts); by default the embedded test-mode checkout. */
  payments?: PaymentsProvider;
  /** The e-mail marketing service confirmed newsletter subscriptions are forwarded to; none by default. */
  marketing?: MarketingService;
}

/** The caller behind a live login key. */
export interface AuthUser {
  id: string;
  email: string;
  is_staff: boolean;
  key: string;
  /** The staff member acting as this user (impersonation), when there is one. */
  impersonated_by?: { id: string; email: string };
}

export interface AppEnv {
  Variables: { requestId: string; user: AuthUser | null };
}
