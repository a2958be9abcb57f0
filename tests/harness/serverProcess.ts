/**
 * The real server as a child process (node with the tsx loader, as `npm start` runs it), on a free port
 * of 127.0.0.1: for tests and benchmarks that need its threads, its signals or several nodes at once.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './postgresCluster';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server wrote to stdout and stderr so far. */
  output(): string;
  /** Sends SIGTERM (unless the process has ended) and waits for the exit; answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** The kernel's high-water mark of the process's resident memory, in MB. */
  peakRssMb(): number;
}

export async function startServer(env: Record<string, string>, entry = 'src/server/main.ts'): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    // A small sample record corpus, as in the journeys: process tests time other loads.
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SAMPLE_RECORDS: '2000', SAMPLE_ZUPUS: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`The server stopped on start (exit ${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/v1/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1200) throw new Error(`The server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    peakRssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
  };
}

/** Runs an operator command (`npm run manage -- …`) against the same environment, before the server starts. */
export function manage(env: Record<string, string>, args: string[]): string {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/manage.ts', ...args], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`manage ${args.join(' ')} failed:\n${res.stdout}${res.stderr}`);
  return res.stdout;
}

/** Logs in and answers the login key. */
export async function loginKey(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/member/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { key: string }).key;
}
