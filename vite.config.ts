import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/dev': `http://127.0.0.1:${apiPort}`, '/checkout': `http://127.0.0.1:${apiPort}`, '/fws-assets': `http://127.0.0.1:${apiPort}`, '/fws-og': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'src-engine/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'benchmarks/**/*.test.ts', 'tests/process/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/harness/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core to itself (one worker on two cores); the integration tests spend
    // much of their time waiting on PostgreSQL, spawned servers and worker threads, so two files at
    // once take about two thirds of the time on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
