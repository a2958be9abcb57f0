/** `npm run bench:serve`: serves the render bench page (persons slider, live frame time) and prints its URL. */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const server = await createServer({ configFile: fileURLToPath(new URL('./render/vite.config.ts', import.meta.url)) });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log(`render bench: ${url}benchmarks/render.html?persons=10000`);
console.log(`family-chart peer: ${url}benchmarks/render/familyChart.html?persons=1000`);
