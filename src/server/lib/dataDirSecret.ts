/**
 * A signing secret: the environment's value when set, else a random one kept in DATA_DIR/<name>
 * (made on first use), so signed links outlive a restart and every node on one data directory agrees.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const secrets = new Map<string, Buffer>();

export function dataDirSecret(dataDir: string, name: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) return Buffer.from(fromEnv);
  const path = join(dataDir, name);
  const cached = secrets.get(path);
  if (cached) return cached;
  let secret: Buffer;
  try {
    secret = Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
  } catch {
    mkdirSync(dataDir, { recursive: true });
    secret = randomBytes(32);
    try {
      writeFileSync(path, secret.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use theirs.
      secret = Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
    }
  }
  secrets.set(path, secret);
  return secret;
}
