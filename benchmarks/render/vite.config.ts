/** Dev server for the render bench page and the engine's browser tests; the repo is the root so imports resolve. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  publicDir: false,
  clearScreen: false,
  server: { host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 5178), strictPort: true, hmr: false },
  optimizeDeps: { entries: ['benchmarks/render.html', 'benchmarks/render/familyChart.html'] },
});
