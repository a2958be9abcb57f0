/** The embedded provider's webhook secret: PAYMENTS_WEBHOOK_SECRET, or one generated once into the data directory. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function webhookSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'payments-webhook-secret');
  try {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  } catch {
    // Not generated yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  // 'wx': when two processes start at once, the second keeps the first one's secret.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
