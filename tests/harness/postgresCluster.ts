/**
 * A throwaway PostgreSQL cluster for tests and benchmarks, started from the Debian binaries when no
 * TEST_DATABASE_URL is given. initdb refuses root, so as root it runs as the postgres user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Cluster {
  url: string;
  stop(): void;
}

export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(bin: string, args: string[], asPostgres: boolean) {
  const [cmd, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'xungen-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  if (asPostgres) spawnSync('chown', ['postgres', dir]);
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'], asPostgres);
  const port = await freePort();
  run(
    join(bin, 'pg_ctl'),
    ['-D', dataDir, '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`, '-w', 'start'],
    asPostgres,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], asPostgres);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
