import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; silent in tests unless LOG_LEVEL asks otherwise. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'xungen' } });
}
