/**
 * Vitest global set-up: prepares the migrated template database once per run so each integration
 * test can start from a copy (see tests/harness/db.ts).
 */
import { prepareTemplates, type TemplateInfo } from './templates';

let info: TemplateInfo | undefined;

export async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  info = await prepareTemplates();
  provide('xungenTemplates', info);
}

export async function teardown() {
  await info?.dispose?.();
}
