/**
 * Render benchmark: the tree engine (pixi.js, WebGL on SwiftShader) at 1k-100k persons against
 * family-chart (SVG + d3) at 1k and 5k, in one Chromium run. `npx tsx benchmarks/render.bench.ts`
 */
import { createServer as netServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer } from 'vite';
import { formatTable, type BenchTable } from './lib/table';

/** RENDER_BENCH_QUICK=1 measures only the engine at 1k and 100k, for a quick check while developing. */
const QUICK = process.env.RENDER_BENCH_QUICK === '1';
/** RENDER_BENCH_VIEWPORT=600x400 changes the page size: SwiftShader frame time grows with the pixel count. */
const [VW, VH] = (process.env.RENDER_BENCH_VIEWPORT ?? '1200x840').split('x').map(Number);
const ENGINE_SIZES = QUICK ? [1_000, 100_000] : [1_000, 5_000, 10_000, 100_000];
const PEER_SIZES = QUICK ? [] : [1_000, 5_000];
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--enable-precise-memory-info',
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = netServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const pct = (a: number[], q: number) => {
  if (!a.length) return NaN;
  const s = [...a].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const r1 = (n: number) => Math.round(n * 10) / 10;
const mean = (a: number[]) => (a.length ? a.reduce((x, y) => x + y, 0) / a.length : NaN);

/** Starts recording rAF intervals (and engine CPU time per frame when present) in the page. */
async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const rec = { intervals: [] as number[], engine: [] as number[], on: true };
    (window as unknown as { __rec: typeof rec }).__rec = rec;
    let last = performance.now();
    const tick = (now: number) => {
      if (!rec.on) return;
      rec.intervals.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const w = window as unknown as { __tree?: { engine: { on(n: 'frame', f: (e: { ms: number }) => void): () => void } } };
    w.__tree?.engine.on('frame', ({ ms }) => rec.engine.push(ms));
  });
}

async function stopRecording(page: Page): Promise<{ intervals: number[]; engine: number[] }> {
  return page.evaluate(() => {
    const rec = (window as unknown as { __rec: { intervals: number[]; engine: number[]; on: boolean } }).__rec;
    rec.on = false;
    // The first interval spans the set-up before the script started.
    return { intervals: rec.intervals.slice(1), engine: rec.engine };
  });
}

/** The same input for both renderers: a drag across the view, then wheel zoom out and back in. */
async function scriptedPanZoom(page: Page, zoom: boolean): Promise<void> {
  const cx = Math.round(VW / 2), cy = Math.round(VH / 2);
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= 40; i++) await page.mouse.move(cx - i * (VW / 100), cy - i * (VH / 170));
  for (let i = 39; i >= 0; i--) await page.mouse.move(cx - i * (VW / 100), cy - i * (VH / 170));
  await page.mouse.up();
  if (!zoom) return;
  for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 60);
  for (let i = 0; i < 20; i++) await page.mouse.wheel(0, -60);
  await page.waitForTimeout(100);
}

/**
 * A camera path played inside the page, one step per animation frame, so every frame renders: 60 frames
 * of panning, then zooming out to 0.3 (through the name level of detail) and back in 60 frames.
 */
async function cameraPath(page: Page): Promise<{ intervals: number[]; engine: number[] }> {
  return page.evaluate(
    () =>
      new Promise<{ intervals: number[]; engine: number[] }>((resolve) => {
        const { engine } = window.__tree;
        const intervals: number[] = [];
        const cpu: number[] = [];
        const off = engine.on('frame', ({ ms }) => cpu.push(ms));
        const start = engine.getSnapshot().camera;
        const w = innerWidth, h = innerHeight - 40;
        let i = 0;
        let last = 0;
        const step = (now: number) => {
          if (i > 1) intervals.push(now - last);
          last = now;
          if (i === 120) {
            off();
            resolve({ intervals, engine: cpu });
            return;
          }
          let cam;
          if (i < 60) cam = { x: start.x + i * 20, y: start.y + i * 6, zoom: start.zoom };
          else {
            const t = i < 90 ? (i - 60) / 30 : (120 - i) / 30;
            const zoom = start.zoom * Math.pow(0.3, t);
            const cx = start.x + 60 * 20 + w / 2 / start.zoom, cy = start.y + 60 * 6 + h / 2 / start.zoom;
            cam = { x: cx - w / 2 / zoom, y: cy - h / 2 / zoom, zoom };
          }
          engine.setCamera(cam);
          i++;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
}

/** On a fresh page: from a columnar draw answer's arrival to the engine's first finished frame. */
async function answerToFirstFrame(browser: Browser, port: number, n: number): Promise<{ ms: number; bytes: number }> {
  const page = await browser.newPage({ viewport: { width: VW, height: VH } });
  try {
    await page.addInitScript(KEEP_NAMES_SHIM);
    await page.goto(`http://127.0.0.1:${port}/benchmarks/render.html?manual=1&minimap=1`);
    await page.waitForFunction(() => window.__tree?.engine.getSnapshot().ready === true, null, { timeout: 60_000 });
    return await page.evaluate(async (count) => {
      const made = window.__tree.answer(count);
      return { ms: await made.draw(), bytes: made.bytes };
    }, n);
  } finally {
    await page.close();
  }
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return r1(usedSize / 1048576);
}

/** tsx compiles with keepNames, which wraps functions in `__name(...)`; evaluated page code needs it too. */
const KEEP_NAMES_SHIM = { content: 'globalThis.__name = (f) => f;' };

export default async function run(): Promise<BenchTable> {
  const port = await freePort();
  process.env.BENCH_PORT = String(port);
  const server = await createServer({ configFile: fileURLToPath(new URL('./render/vite.config.ts', import.meta.url)), logLevel: 'error' });
  await server.listen();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  const rows: (string | number)[][] = [];
  const engineFrame = new Map<number, number>();
  const engineFirst = new Map<number, number>();
  const engineAnswer = new Map<number, number>();
  const engineInput = new Map<number, number>();
  const peerFrame = new Map<number, number>();
  const peerFirst = new Map<number, number>();
  try {
    for (const n of ENGINE_SIZES) {
      const page = await browser.newPage({ viewport: { width: VW, height: VH } });
      await page.addInitScript(KEEP_NAMES_SHIM);
      await page.goto(`http://127.0.0.1:${port}/benchmarks/render.html?manual=1&minimap=1`);
      await page.waitForFunction(() => window.__tree?.engine.getSnapshot().ready === true, null, { timeout: 60_000 });
      const first = await page.evaluate(async (count) => {
        const { engine, generateDraw } = window.__tree;
        const draw = generateDraw({ persons: count, photoEvery: 7, withGhosts: true });
        const t0 = performance.now();
        engine.applyDraw(draw);
        await new Promise<void>((resolve) => {
          const off = engine.on('frame', () => {
            off();
            resolve();
          });
        });
        // Wait for the GPU to finish the frame, not just for its commands to be queued.
        const gl = (engine.internals.app!.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
        gl.finish();
        return performance.now() - t0;
      }, n);
      await page.waitForTimeout(300);
      const fromAnswer = await answerToFirstFrame(browser, port, n);
      engineAnswer.set(n, fromAnswer.ms);
      const path = await cameraPath(page);
      await startRecording(page);
      await scriptedPanZoom(page, true);
      const rec = await stopRecording(page);
      const heap = await heapMb(page);
      engineFirst.set(n, first);
      // The mean, not the median: intervals come in whole vsyncs, so a median flips between 16.7 and 33.3.
      engineFrame.set(n, mean(path.intervals));
      engineInput.set(n, pct(rec.intervals, 0.5));
      rows.push(['xungen engine (pixi WebGL)', n, r1(first), `${r1(fromAnswer.ms)} (${r1(fromAnswer.bytes / 1048576)} MB)`, r1(mean(path.intervals)), r1(pct(path.intervals, 0.95)), r1(pct(path.engine, 0.5)), r1(pct(path.engine, 0.95)), r1(pct(rec.intervals, 0.5)), r1(pct(rec.intervals, 0.95)), heap]);
      await page.close();
    }
    for (const n of PEER_SIZES) {
      const page = await browser.newPage({ viewport: { width: VW, height: VH } });
      await page.addInitScript(KEEP_NAMES_SHIM);
      await page.goto(`http://127.0.0.1:${port}/benchmarks/render/familyChart.html`);
      await page.waitForFunction(() => !!window.__peer);
      const { ms, cards } = await page.evaluate((count) => window.__peer.draw(count), n);
      if (cards < n * 0.9) throw new Error(`family-chart drew ${cards} of ${n} cards`);
      await page.waitForTimeout(300);
      await startRecording(page);
      await scriptedPanZoom(page, true);
      const rec = await stopRecording(page);
      const heap = await heapMb(page);
      peerFirst.set(n, ms);
      peerFrame.set(n, pct(rec.intervals, 0.5));
      rows.push(['family-chart 0.9 (SVG, d3)', n, r1(ms), '-', '-', '-', '-', '-', r1(pct(rec.intervals, 0.5)), r1(pct(rec.intervals, 0.95)), heap]);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const ratio = (a: number | undefined, b: number | undefined) => (a && b ? (a / b).toFixed(2) : 'n/a');
  return {
    title: `Tree rendering: first frame and pan/zoom frame time (headless Chromium, SwiftShader WebGL, ${VW}x${VH})`,
    columns: ['renderer', 'persons', 'draw→first frame ms', 'answer→first frame ms (columnar body)', 'path frame mean ms', 'path frame p95 ms', 'engine CPU p50 ms', 'engine CPU p95 ms', 'input frame p50 ms', 'input frame p95 ms', 'JS heap MB'],
    rows,
    notes: [
      'path frame = requestAnimationFrame interval while a camera path (60 frames pan, 60 frames zoom 1 -> 0.3 -> 1) is played in the page, every frame rendering; engine CPU = cull + update + pixi render call per frame',
      'input frame = requestAnimationFrame interval during the same mouse drag (80 moves) and wheel zoom (40 steps) sent to both renderers; idle frames between input events count at 16.7 ms',
      `100k / 1k path frame mean: ${ratio(engineFrame.get(100_000), engineFrame.get(1_000))}x (target <= 1.5x)`,
      `10k first frame: ${r1(engineFirst.get(10_000) ?? NaN)} ms (target < 1000 ms)`,
      `100k answer→first frame: ${r1(engineAnswer.get(100_000) ?? NaN)} ms (target < 2000 ms): the columnar answer's body (as the browser hands it over, content coding undone) decoded and checked in the web worker, applied, first frame finished; on a fresh page`,
      `family-chart / engine at 1k: first render ${ratio(peerFirst.get(1_000), engineFirst.get(1_000))}x, input frame p50 ${ratio(peerFrame.get(1_000), engineInput.get(1_000))}x`,
      `family-chart / engine at 5k: first render ${ratio(peerFirst.get(5_000), engineFirst.get(5_000))}x, input frame p50 ${ratio(peerFrame.get(5_000), engineInput.get(5_000))}x`,
      'engine payloads: grid of couple rows (benchmarks/render/generateDraw.ts); family-chart: a descendant tree of the same person count (benchmarks/render/familyData.ts), laid out by family-chart itself',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = await run();
  console.log(formatTable(table));
}
