/**
 * Relationship lines, batched into one Graphics per square chunk of tree space; a diff marks only the
 * chunks it touches, chunks are built when first visible, and chunks outside the viewport are culled whole.
 */
import { Container, Graphics } from 'pixi.js';
import type { DrawLine } from '../../src/protocol/draw';
import type { Engine } from '../engine';
import { lineBounds } from '../scene/hitTest';
import type { SceneChange } from '../scene/sceneStore';
import type { Rect } from '../scene/spatialIndex';
import { viewRect } from '../view/camera';
import { LINE_MIN_ZOOM } from '../view/lod';
import type { EngineSystem } from './system';

export const CHUNK = 2048;
export const LINE_COLOUR = 0x8d877a;

interface Chunk {
  g: Graphics;
  lines: Set<string>;
  bounds: Rect;
  dirty: boolean;
}

/** Small-integer chunk key (chunks within +-8192 per axis), cheaper to hash than a string. */
export function chunkKeyOf(l: DrawLine): number {
  const [x, y] = l.points[0];
  return ((Math.floor(x / CHUNK) + 8192) << 14) | (Math.floor(y / CHUNK) + 8192);
}

export class LineLayer implements EngineSystem {
  readonly name = 'lines';
  private engine!: Engine;
  private readonly layer = new Container();
  private readonly chunks = new Map<number, Chunk>();
  private readonly chunkOf = new Map<string, number>();
  visibleChunks = 0;
  /** How many chunk rebuilds happened; tests check a diff rebuilds only what it touches. */
  rebuilds = 0;

  init(engine: Engine): void {
    this.engine = engine;
    engine.staticLayer.addChildAt(this.layer, 0);
  }

  get chunkCount(): number {
    return this.chunks.size;
  }

  onScene(change: SceneChange): void {
    if (change.reset) {
      for (const c of this.chunks.values()) c.g.destroy();
      this.chunks.clear();
      this.chunkOf.clear();
      for (const l of this.engine.scene.lines.values()) this.add(l);
    } else {
      for (const l of change.removedLines) {
        const key = this.chunkOf.get(l.line_id);
        if (key === undefined) continue;
        this.chunkOf.delete(l.line_id);
        const c = this.chunks.get(key)!;
        c.lines.delete(l.line_id);
        c.dirty = true;
      }
      for (const id of change.addedLines) this.add(this.engine.scene.lines.get(id)!);
    }
    for (const [key, c] of this.chunks) {
      if (c.dirty && c.lines.size === 0) {
        c.g.destroy();
        this.chunks.delete(key);
      }
    }
    this.onCamera();
  }

  private add(l: DrawLine): void {
    const key = chunkKeyOf(l);
    let c = this.chunks.get(key);
    const b = lineBounds(l);
    if (!c) {
      c = { g: new Graphics(), lines: new Set(), bounds: { x: b.x - 2, y: b.y - 2, width: b.width + 4, height: b.height + 4 }, dirty: true };
      this.chunks.set(key, c);
      this.layer.addChild(c.g);
    }
    // Bounds only grow here (removals shrink them at the next rebuild), so culling never hides a line.
    const cb = c.bounds;
    const x1 = Math.max(cb.x + cb.width, b.x + b.width + 2), y1 = Math.max(cb.y + cb.height, b.y + b.height + 2);
    cb.x = Math.min(cb.x, b.x - 2);
    cb.y = Math.min(cb.y, b.y - 2);
    cb.width = x1 - cb.x;
    cb.height = y1 - cb.y;
    c.lines.add(l.line_id);
    c.dirty = true;
    this.chunkOf.set(l.line_id, key);
  }

  private rebuild(c: Chunk): void {
    const g = c.g;
    g.clear();
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const id of c.lines) {
      const l = this.engine.scene.lines.get(id)!;
      const [fx, fy] = l.points[0];
      g.moveTo(fx, fy);
      for (let i = 1; i < l.points.length; i++) g.lineTo(l.points[i][0], l.points[i][1]);
      const b = lineBounds(l);
      x0 = Math.min(x0, b.x);
      y0 = Math.min(y0, b.y);
      x1 = Math.max(x1, b.x + b.width);
      y1 = Math.max(y1, b.y + b.height);
    }
    // One stroke for the whole chunk: a single batch instead of one Graphics per line.
    g.stroke({ width: 1.5, color: LINE_COLOUR, cap: 'square', join: 'miter' });
    c.bounds = { x: x0 - 2, y: y0 - 2, width: x1 - x0 + 4, height: y1 - y0 + 4 };
    c.dirty = false;
    this.rebuilds++;
  }

  onCamera(): void {
    const e = this.engine;
    this.layer.visible = e.camera.zoom >= LINE_MIN_ZOOM;
    this.visibleChunks = 0;
    if (!this.layer.visible) return;
    const v = viewRect(e.camera, e.viewW, e.viewH, 0);
    let n = 0;
    for (const c of this.chunks.values()) {
      const b = c.bounds;
      c.g.visible = b.x <= v.x + v.width && b.x + b.width >= v.x && b.y <= v.y + v.height && b.y + b.height >= v.y;
      if (!c.g.visible) continue;
      // Chunks are tessellated when first seen, so the first frame of a huge tree costs what is on screen.
      if (c.dirty) this.rebuild(c);
      n++;
    }
    this.visibleChunks = n;
  }

  destroy(): void {
    this.layer.destroy({ children: true });
    this.chunks.clear();
    this.chunkOf.clear();
  }
}
