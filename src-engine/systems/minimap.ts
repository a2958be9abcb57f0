/**
 * Mini-map: the whole tree on a 2D canvas redrawn only when the scene changes, with the viewport
 * rectangle on a second canvas above it; click or drag to move the main view.
 */
import type { Engine } from '../engine';
import { centreOn, viewRect } from '../view/camera';
import { BLOCK_TINT } from '../view/cardView';
import type { EngineSystem } from './system';

const W = 200;
const H = 140;

export class Minimap implements EngineSystem {
  readonly name = 'minimap';
  private engine!: Engine;
  readonly root = document.createElement('div');
  private readonly base = document.createElement('canvas');
  private readonly frame = document.createElement('canvas');
  private scale = 1;
  private ox = 0;
  private oy = 0;
  private dragging = false;
  /** How many times the tree layer was painted; tests check it stays put while panning. */
  baseDraws = 0;

  init(engine: Engine): void {
    this.engine = engine;
    const dpr = globalThis.devicePixelRatio || 1;
    Object.assign(this.root.style, {
      position: 'absolute', right: '12px', bottom: '12px', width: `${W}px`, height: `${H}px`,
      background: 'rgba(255,255,255,0.88)', border: '1px solid #c9c4b8', borderRadius: '6px',
      boxShadow: '0 1px 4px rgba(0,0,0,0.15)', cursor: 'pointer', touchAction: 'none', overflow: 'hidden',
    });
    this.root.dataset.testid = 'tree-minimap';
    this.root.setAttribute('aria-hidden', 'true');
    for (const c of [this.base, this.frame]) {
      c.width = W * dpr;
      c.height = H * dpr;
      Object.assign(c.style, { position: 'absolute', left: '0', top: '0', width: `${W}px`, height: `${H}px` });
      c.getContext('2d')!.scale(dpr, dpr);
      this.root.appendChild(c);
    }
    this.root.addEventListener('pointerdown', this.onDown);
    this.root.addEventListener('pointermove', this.onMove);
    this.root.addEventListener('pointerup', this.onUp);
    this.root.addEventListener('pointercancel', this.onUp);
    this.setVisible(engine.options.minimap !== false);
    engine.host.appendChild(this.root);
  }

  setVisible(v: boolean): void {
    this.root.style.display = v ? 'block' : 'none';
  }

  get shown(): boolean {
    return this.root.style.display !== 'none';
  }

  private pending = 0;

  /** Deferred past the first frame of a new tree, and coalesced when diffs come in bursts. */
  onScene(): void {
    if (this.pending) return;
    this.pending = window.setTimeout(() => {
      this.pending = 0;
      this.drawBase();
    }, 0);
  }

  private drawBase(): void {
    const e = this.engine;
    const box = e.treeBox();
    this.scale = Math.min((W - 8) / Math.max(1, box.width), (H - 8) / Math.max(1, box.height));
    this.ox = (W - box.width * this.scale) / 2 - box.x * this.scale;
    this.oy = (H - box.height * this.scale) / 2 - box.y * this.scale;
    const ctx = this.base.getContext('2d')!;
    // Plot into pixels directly: 100,000 fillRect calls cost a quarter of a second, this a few ms.
    const pw = this.base.width, ph = this.base.height;
    const img = ctx.createImageData(pw, ph);
    const px = new Uint32Array(img.data.buffer);
    const gender = e.preferences.color_code_gender;
    const k = this.scale * (pw / W);
    const ox = this.ox * (pw / W), oy = this.oy * (ph / H);
    for (const p of e.scene.persons.values()) {
      const rgb = p.is_ghost ? 0xdedbd2 : gender ? BLOCK_TINT[p.card.gender] : BLOCK_TINT.none;
      const abgr = 0xff000000 | ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 0xff);
      const r = p.position;
      const x0 = Math.max(0, Math.floor(ox + r.x * k)), y0 = Math.max(0, Math.floor(oy + r.y * k));
      const x1 = Math.min(pw, Math.max(x0 + 1, Math.round(ox + (r.x + r.width) * k)));
      const y1 = Math.min(ph, Math.max(y0 + 1, Math.round(oy + (r.y + r.height) * k)));
      for (let y = y0; y < y1; y++) px.fill(abgr, y * pw + x0, y * pw + x1);
    }
    ctx.putImageData(img, 0, 0);
    this.baseDraws++;
    this.onCamera();
  }

  onCamera(): void {
    const e = this.engine;
    const ctx = this.frame.getContext('2d')!;
    ctx.clearRect(0, 0, W, H);
    const v = viewRect(e.camera, e.viewW, e.viewH);
    ctx.strokeStyle = '#c0841a';
    ctx.lineWidth = 1.5;
    ctx.fillStyle = 'rgba(192,132,26,0.12)';
    const x = this.ox + v.x * this.scale, y = this.oy + v.y * this.scale;
    ctx.fillRect(x, y, v.width * this.scale, v.height * this.scale);
    ctx.strokeRect(x, y, v.width * this.scale, v.height * this.scale);
  }

  /** Tree point under a mini-map point (CSS px relative to the mini-map). */
  toTree(mx: number, my: number): { x: number; y: number } {
    return { x: (mx - this.ox) / this.scale, y: (my - this.oy) / this.scale };
  }

  private moveTo(ev: PointerEvent): void {
    const r = this.root.getBoundingClientRect();
    const t = this.toTree(ev.clientX - r.left, ev.clientY - r.top);
    const e = this.engine;
    e.setCamera(centreOn(t, e.camera.zoom, e.viewW, e.viewH));
  }

  private onDown = (ev: PointerEvent): void => {
    ev.preventDefault();
    ev.stopPropagation();
    this.dragging = true;
    this.root.setPointerCapture?.(ev.pointerId);
    this.moveTo(ev);
  };

  private onMove = (ev: PointerEvent): void => {
    if (this.dragging) this.moveTo(ev);
  };

  private onUp = (ev: PointerEvent): void => {
    this.dragging = false;
    if (this.root.hasPointerCapture?.(ev.pointerId)) this.root.releasePointerCapture(ev.pointerId);
  };

  destroy(): void {
    clearTimeout(this.pending);
    this.root.removeEventListener('pointerdown', this.onDown);
    this.root.removeEventListener('pointermove', this.onMove);
    this.root.removeEventListener('pointerup', this.onUp);
    this.root.removeEventListener('pointercancel', this.onUp);
    this.root.remove();
  }
}
