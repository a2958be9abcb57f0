/** What the API needs from the outside world, chosen once at start-up (or by a test). */
import type { Database } from './db/database';
import type { Logger } from './logger';

export interface AppConfig {
  version: string;
  nodeEnv: 'development' | 'production' | 'test';
  publicUrl: string;
  dataDir: string;
}

export type Clock = () => Date;

export interface AppDeps {
  database: Database;
  logger: Logger;
  clock: Clock;
  config: AppConfig;
  /** The built web app to serve; absent in API-only tests. */
  staticDir?: string;
}

export interface AppEnv {
  Variables: { requestId: string };
}
