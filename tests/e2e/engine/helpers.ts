/** Page helpers for the engine's browser tests: load the bench page, read the engine and the mirror. */
import type { Page } from '@playwright/test';
import type { EngineSnapshot } from '../../../src-engine/index';

export async function openTree(page: Page, query = 'persons=1000&photos=0'): Promise<void> {
  await page.goto(`/benchmarks/render.html?${query}`);
  await page.waitForFunction(() => window.__tree?.engine.getSnapshot().ready === true);
  await page.waitForFunction(() => document.querySelectorAll('[role=treeitem]').length > 0);
}

export function snapshot(page: Page): Promise<EngineSnapshot> {
  return page.evaluate(() => window.__tree.engine.getSnapshot());
}

export async function canvasBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.getByTestId('tree-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}

/** Screen point (page coordinates) of a tree point under the current camera. */
export async function toPage(page: Page, tx: number, ty: number): Promise<{ x: number; y: number }> {
  const s = await snapshot(page);
  const box = await canvasBox(page);
  return { x: box.x + (tx - s.camera.x) * s.camera.zoom, y: box.y + (ty - s.camera.y) * s.camera.zoom };
}

/** Counts distinct colours in a PNG screenshot's raw bytes by sampling; a blank canvas has one or two. */
export async function distinctColours(page: Page): Promise<number> {
  const png = await page.getByTestId('tree-canvas').screenshot();
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 7) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  }, png.toString('base64'));
}
