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

/** The caller behind a live login key. */
export interface AuthUser {
  id: string;
  email: string;
  is_staff: boolean;
  key: string;
}

export interface AppEnv {
  Variables: { requestId: string; user: AuthUser | null };
}
