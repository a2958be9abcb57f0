/**
 * Vitest global set-up: prepares the migrated template database once per run so each integration
 * test can start from a copy (see tests/harness/db.ts).
 */
import { rmSync } from 'node:fs';
import { prepareTemplates, type TemplateInfo } from './templates';

let info: TemplateInfo | undefined;

export async function setup({ provide }: { provide: (key: 'xungenTemplates', value: TemplateInfo) => void }) {
  info = await prepareTemplates();
  // Only plain data crosses to the test workers.
  const { dispose: _dispose, ...shared } = info;
  provide('xungenTemplates', shared);
}

export async function teardown() {
  await info?.dispose?.();
  if (info?.pgliteDump) rmSync(info.pgliteDump, { force: true });
}
