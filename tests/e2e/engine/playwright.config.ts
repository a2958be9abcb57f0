/** Browser tests of the tree engine against the render bench page, in Debian Chromium (WebGL on SwiftShader). */
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

// Workers re-evaluate this file; the port chosen by the main process reaches them through the environment.
process.env.ENGINE_E2E_PORT ??= String(await freePort());
const port = Number(process.env.ENGINE_E2E_PORT);
const repo = fileURLToPath(new URL('../../..', import.meta.url));

export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1200, height: 800 },
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    command: 'npx vite --config benchmarks/render/vite.config.ts',
    cwd: repo,
    env: { BENCH_PORT: String(port) },
    url: `http://127.0.0.1:${port}/benchmarks/render.html`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
});
