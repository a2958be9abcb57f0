/**
 * The farthest level of detail: every card a coloured block, drawn as static particles in one
 * ParticleContainer per chunk of tree space, so a whole 100,000-person tree is a few hundred draw calls
 * and no per-card display objects. Chunks are built when first seen and culled whole.
 */
import { Container, Particle, ParticleContainer, Rectangle, Texture } from 'pixi.js';
import type { DrawPerson } from '../../src/protocol/draw';
import type { Engine } from '../engine';
import type { SceneChange } from '../scene/sceneStore';
import type { Rect } from '../scene/spatialIndex';
import { viewRect } from '../view/camera';
import { BLOCK_TINT } from '../view/cardView';
import { lodForZoom } from '../view/lod';
import type { EngineSystem } from './system';

const CHUNK = 4096;

interface Chunk {
  pc: ParticleContainer | null;
  ids: Set<string>;
  bounds: Rect;
  dirty: boolean;
}

function keyOf(p: DrawPerson): number {
  return ((Math.floor(p.position.x / CHUNK) + 8192) << 14) | (Math.floor(p.position.y / CHUNK) + 8192);
}

export class BlockLayer implements EngineSystem {
  readonly name = 'blocks';
  private engine!: Engine;
  private readonly layer = new Container();
  private readonly chunks = new Map<number, Chunk>();
  private readonly chunkOf = new Map<string, number>();
  visibleChunks = 0;
  builds = 0;

  init(engine: Engine): void {
    this.engine = engine;
    // Above the lines, below the cards layer (which is empty at this level of detail).
    engine.staticLayer.addChild(this.layer);
  }

  onScene(change: SceneChange): void {
    const persons = this.engine.scene.persons;
    if (change.reset || change.preferencesChanged) {
      for (const c of this.chunks.values()) c.pc?.destroy();
      this.chunks.clear();
      this.chunkOf.clear();
      for (const p of persons.values()) this.add(p);
    } else {
      for (const p of change.removedPersons) this.remove(p.object_id);
      for (const id of change.updatedPersons) this.remove(id);
      for (const id of [...change.updatedPersons, ...change.addedPersons]) this.add(persons.get(id)!);
    }
    this.onCamera();
  }

  private add(p: DrawPerson): void {
    const key = keyOf(p);
    let c = this.chunks.get(key);
    const r = p.position;
    if (!c) {
      c = { pc: null, ids: new Set(), bounds: { x: r.x, y: r.y, width: r.width, height: r.height }, dirty: true };
      this.chunks.set(key, c);
    }
    const b = c.bounds;
    const x1 = Math.max(b.x + b.width, r.x + r.width), y1 = Math.max(b.y + b.height, r.y + r.height);
    b.x = Math.min(b.x, r.x);
    b.y = Math.min(b.y, r.y);
    b.width = x1 - b.x;
    b.height = y1 - b.y;
    c.ids.add(p.object_id);
    c.dirty = true;
    this.chunkOf.set(p.object_id, key);
  }

  private remove(id: string): void {
    const key = this.chunkOf.get(id);
    if (key === undefined) return;
    this.chunkOf.delete(id);
    const c = this.chunks.get(key)!;
    c.ids.delete(id);
    c.dirty = true;
    if (c.ids.size === 0) {
      c.pc?.destroy();
      this.chunks.delete(key);
    }
  }

  private build(c: Chunk): void {
    const e = this.engine;
    const gender = e.preferences.color_code_gender;
    c.pc?.destroy();
    const pc = new ParticleContainer({ texture: Texture.WHITE, dynamicProperties: { position: false, vertex: false, rotation: false, color: false, uvs: false } });
    const tw = Texture.WHITE.width, th = Texture.WHITE.height;
    const list = pc.particleChildren;
    for (const id of c.ids) {
      const p = e.scene.persons.get(id)!;
      const r = p.position;
      // Built from the texture and assigned field by field: the options form costs several times more.
      const q = new Particle(Texture.WHITE);
      q.x = r.x;
      q.y = r.y;
      q.scaleX = r.width / tw;
      q.scaleY = r.height / th;
      q.tint = p.is_ghost ? 0xdedbd2 : gender ? BLOCK_TINT[p.card.gender] : BLOCK_TINT.none;
      list.push(q);
    }
    pc.update();
    pc.boundsArea = new Rectangle(c.bounds.x, c.bounds.y, c.bounds.width, c.bounds.height);
    this.layer.addChild(pc);
    c.pc = pc;
    c.dirty = false;
    this.builds++;
  }

  onCamera(): void {
    const e = this.engine;
    const active = lodForZoom(e.camera.zoom) === 'block';
    this.layer.visible = active;
    this.visibleChunks = 0;
    if (!active) return;
    const v = viewRect(e.camera, e.viewW, e.viewH, 0);
    for (const c of this.chunks.values()) {
      const b = c.bounds;
      const vis = b.x <= v.x + v.width && b.x + b.width >= v.x && b.y <= v.y + v.height && b.y + b.height >= v.y;
      if (vis && c.dirty) this.build(c);
      if (c.pc) c.pc.visible = vis;
      if (vis) this.visibleChunks++;
    }
  }

  destroy(): void {
    this.layer.destroy({ children: true });
    this.chunks.clear();
    this.chunkOf.clear();
  }
}
