/** Perf page: a generated tree in the engine, a persons slider (log scale) and a live frame-time readout. */
import { createEngine } from '../../src-engine/index';
import { readDrawAnswer, warmDrawDecoder } from '../../src/api/drawDecode';
import { DRAW_COLUMNS_TYPE, encodeDrawColumns } from '../../src/protocol/drawColumns';
import { generateDraw } from './generateDraw';

const params = new URLSearchParams(location.search);
const host = document.getElementById('tree')!;
const slider = document.getElementById('persons') as HTMLInputElement;
const count = document.getElementById('count')!;
const readout = document.getElementById('readout')!;
const minimap = document.getElementById('minimap') as HTMLInputElement;

const engine = createEngine(host, { minimap: params.get('minimap') !== '0' });
const initial = Number(params.get('persons') ?? 1000);
slider.value = String(Math.log10(initial));

function load(n: number): number {
  const draw = generateDraw({ persons: n, photoEvery: params.get('photos') === '0' ? 0 : 7, withGhosts: params.get('ghosts') !== '0' });
  count.textContent = n.toLocaleString('en');
  const t0 = performance.now();
  engine.applyDraw(draw);
  return t0;
}

/**
 * A draw answer as the tree page receives it: the columnar form's bytes, already undone from its
 * content coding by the browser. Made before the clock starts (the decoder's worker started, as the
 * tree page starts it with its request); `draw` then times what the page does
 * once the response has arrived: decode in the web worker, applyDraw, first frame finished.
 */
function answer(n: number): { bytes: number; draw(): Promise<number> } {
  // As the tree page does when its request goes out: the worker loads while the answer is made.
  warmDrawDecoder();
  const body = new TextEncoder().encode(JSON.stringify(encodeDrawColumns(generateDraw({ persons: n, photoEvery: 7, withGhosts: true }))));
  return {
    bytes: body.byteLength,
    async draw() {
      const response = new Response(body, { headers: { 'content-type': DRAW_COLUMNS_TYPE } });
      const t0 = performance.now();
      engine.applyDraw(await readDrawAnswer(response));
      await new Promise<void>((resolve) => {
        const off = engine.on('frame', () => {
          off();
          resolve();
        });
      });
      (engine.internals.app!.renderer as unknown as { gl: WebGL2RenderingContext }).gl.finish();
      return performance.now() - t0;
    },
  };
}

// Frame intervals from requestAnimationFrame (what a user feels) and the engine's own CPU time per frame.
const intervals: number[] = [];
const engineMs: number[] = [];
let last = performance.now();
function tick(now: number): void {
  intervals.push(now - last);
  last = now;
  if (intervals.length > 60) intervals.shift();
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);
engine.on('frame', ({ ms }) => {
  engineMs.push(ms);
  if (engineMs.length > 60) engineMs.shift();
});
const median = (a: number[]) => (a.length ? [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] : 0);
setInterval(() => {
  const s = engine.getSnapshot();
  readout.textContent = `frame ${median(intervals).toFixed(1)} ms · engine ${median(engineMs).toFixed(2)} ms · on screen ${s.visibleCount} · zoom ${s.camera.zoom.toFixed(2)}`;
}, 250);

slider.addEventListener('change', () => load(Math.round(10 ** Number(slider.value))));
document.getElementById('fit')!.addEventListener('click', () => engine.fitToScreen());
minimap.addEventListener('change', () => engine.setMinimapVisible(minimap.checked));

// The benchmark drives loading itself so it can time applyDraw to first frame.
if (params.get('manual') !== '1') load(initial);

/** Test and benchmark hooks. */
declare global {
  interface Window {
    __tree: { engine: typeof engine; generateDraw: typeof generateDraw; load: typeof load; answer: typeof answer; events: { name: string; payload: unknown }[] };
  }
}
const events: { name: string; payload: unknown }[] = [];
for (const name of ['person.click', 'person.dblclick', 'person.contextmenu', 'person.profile', 'person.newtab', 'person.open', 'line.click', 'background.click'] as const) {
  engine.on(name, (payload) => events.push({ name, payload }));
}
window.__tree = { engine, generateDraw, load, answer, events };
