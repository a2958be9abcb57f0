/**
 * Cards: culled through the spatial index so only cards near the viewport own display objects, drawn at a
 * level of detail chosen by zoom, and animated when a diff moves, adds or removes them. At the block level
 * of detail the block layer draws and this layer only counts what is on screen.
 */
import { Container, Texture } from 'pixi.js';
import type { DrawPerson } from '../../src/protocol/draw';
import type { Engine } from '../engine';
import type { SceneChange } from '../scene/sceneStore';
import { viewRect } from '../view/camera';
import { CardView, cardStyles, type CardStyles } from '../view/cardView';
import { lodForZoom, type Lod } from '../view/lod';
import { CardTextures } from './cardTextures';
import { PhotoCache } from './photoCache';
import type { EngineSystem } from './system';

/** How long moves and fades last. */
export const ANIM_MS = 280;
/** Cards this many screen pixels beyond the viewport stay built, so slow pans do not churn the pool. */
const CULL_PAD = 120;

async function loadPhoto(url: string): Promise<Texture> {
  const img = new Image();
  img.crossOrigin = 'anonymous';
  img.decoding = 'async';
  img.src = url;
  await img.decode();
  return Texture.from(img);
}

interface Tween {
  fx: number;
  fy: number;
  t0: number;
}

export class CardLayer implements EngineSystem {
  readonly name = 'cards';
  readonly textures = new CardTextures();
  private engine!: Engine;
  private readonly layer = new Container();
  private readonly cardViews = new Map<string, CardView>();
  private readonly cardPool: CardView[] = [];
  private readonly tweens = new Map<string, Tween>();
  private readonly fadeIns = new Map<string, number>();
  private fadeOuts: { obj: Container; t0: number; release: () => void }[] = [];
  private lod: Lod = 'full';
  private stamp = 0;
  private styles!: CardStyles;
  photos!: PhotoCache<Texture>;
  /** Ids of persons whose cards are built (inside the padded viewport), in no particular order. */
  readonly visible = new Set<string>();
  /** Ids within the viewport proper; what the snapshot counts and the mirror lists. */
  readonly onScreen: string[] = [];

  /** Bumped when the card font finishes loading, to rasterise glyphs again from the real font. */
  fontEpoch = 0;

  init(engine: Engine): void {
    this.engine = engine;
    this.styles = cardStyles(engine.fontFamily);
    globalThis.document?.fonts?.addEventListener('loadingdone', this.onFontsLoaded);
    this.photos = new PhotoCache<Texture>(engine.options.photoCacheSize ?? 256, loadPhoto, (t) => t.destroy(true), this.onPhotoLoaded, this.onPhotoEvicted);
    engine.staticLayer.addChild(this.layer);
  }

  /**
   * A web font that arrives after the first frame: glyphs already rasterised used a fallback. A new family
   * list (the same fonts plus an inert last name) gives pixi a fresh dynamic bitmap font, and every view is
   * rebuilt with it.
   */
  private onFontsLoaded = (ev: Event): void => {
    const faces = (ev as Event & { fontfaces?: readonly FontFace[] }).fontfaces ?? [];
    const ours = this.engine.fontFamily.toLowerCase();
    if (!faces.some((f) => ours.includes(f.family.replace(/["']/g, '').toLowerCase()))) return;
    this.fontEpoch++;
    this.styles = cardStyles(`${this.engine.fontFamily}, "xungen-font-${this.fontEpoch}"`);
    this.releaseAll();
    for (const v of this.cardPool) v.destroy({ children: true });
    this.cardPool.length = 0;
    this.cull();
    this.engine.requestRender();
  };

  private onPhotoLoaded = (url: string): void => {
    for (const v of this.cardViews.values()) if (v.photoUrl === url) v.setPhoto(this.photos.get(url));
    this.engine.requestRender();
  };

  private onPhotoEvicted = (url: string): void => {
    for (const v of this.cardViews.values()) if (v.photoUrl === url) v.setPhoto(null);
  };

  onScene(change: SceneChange): void {
    const now = performance.now();
    if (change.reset) {
      this.releaseAll();
      this.tweens.clear();
      this.fadeIns.clear();
    } else {
      for (const p of change.removedPersons) this.fadeOut(p.object_id, now);
      for (const id of change.updatedPersons) {
        const view = this.cardViews.get(id);
        const p = this.engine.scene.persons.get(id)!;
        // Start the glide from where the card is drawn now, which may be mid-way through a previous glide.
        if (view && (view.x !== p.position.x || view.y !== p.position.y)) this.tweens.set(id, { fx: view.x, fy: view.y, t0: now });
        if (this.cardViews.has(id)) this.releaseCard(id);
      }
      for (const id of change.addedPersons) this.fadeIns.set(id, now);
      if (change.preferencesChanged) this.releaseAll();
    }
    this.cull();
  }

  onCamera(): void {
    this.cull();
  }

  /** Rebuilds the visible set from the spatial index: cost follows the cards near the viewport. */
  cull(): void {
    const e = this.engine;
    const lod = lodForZoom(e.camera.zoom);
    if (lod !== this.lod) {
      this.releaseAll();
      this.lod = lod;
    }
    const stamp = ++this.stamp;
    const strict = viewRect(e.camera, e.viewW, e.viewH, 0);
    this.onScreen.length = 0;
    if (lod === 'block') {
      e.personIndex.query(strict, (id) => this.onScreen.push(id));
    } else {
      e.personIndex.query(viewRect(e.camera, e.viewW, e.viewH, CULL_PAD), (id, r) => {
        if (r.x <= strict.x + strict.width && r.x + r.width >= strict.x && r.y <= strict.y + strict.height && r.y + r.height >= strict.y) this.onScreen.push(id);
        let v = this.cardViews.get(id);
        if (!v) this.cardViews.set(id, (v = this.acquireCard(e.scene.persons.get(id)!, lod)));
        v.stamp = stamp;
      });
    }
    for (const [id, v] of this.cardViews) if (v.stamp !== stamp) this.releaseCard(id);
    this.visible.clear();
    for (const id of this.cardViews.keys()) this.visible.add(id);
    e.store.set({ visibleCount: this.onScreen.length });
  }

  private place(obj: Container, p: DrawPerson): void {
    const tw = this.tweens.get(p.object_id);
    if (tw) obj.position.set(tw.fx, tw.fy);
    else obj.position.set(p.position.x, p.position.y);
    obj.alpha = this.fadeIns.has(p.object_id) ? 0 : 1;
  }

  private acquireCard(p: DrawPerson, lod: Lod): CardView {
    const v = this.cardPool.pop() ?? new CardView(this.textures, this.styles);
    const photo = lod === 'full' && p.card.photo_url && !p.is_ghost ? this.photos.get(p.card.photo_url) : null;
    v.bind(p, lod === 'block' ? 'name' : lod, this.engine.preferences, this.engine.nameDisplay, photo);
    v.visible = true;
    this.place(v, p);
    this.layer.addChild(v);
    return v;
  }

  private releaseCard(id: string): void {
    const v = this.cardViews.get(id);
    if (!v) return;
    this.cardViews.delete(id);
    this.layer.removeChild(v);
    this.cardPool.push(v);
  }

  private releaseAll(): void {
    for (const id of [...this.cardViews.keys()]) this.releaseCard(id);
  }

  /** A removed card leaves its pool slot and fades where it was; it returns to the pool afterwards. */
  private fadeOut(id: string, now: number): void {
    this.tweens.delete(id);
    this.fadeIns.delete(id);
    const v = this.cardViews.get(id);
    if (v) {
      this.cardViews.delete(id);
      this.fadeOuts.push({ obj: v, t0: now, release: () => (this.layer.removeChild(v), this.cardPool.push(v)) });
    }
  }

  /** Whether anything is mid-animation (tests and benchmarks wait on it). */
  get animating(): boolean {
    return this.tweens.size + this.fadeIns.size + this.fadeOuts.length > 0;
  }

  update(now: number): boolean {
    const ease = (t: number) => 1 - Math.pow(1 - t, 3);
    for (const [id, tw] of this.tweens) {
      const p = this.engine.scene.persons.get(id);
      const t = Math.min(1, (now - tw.t0) / ANIM_MS);
      const obj = this.cardViews.get(id);
      if (p && obj) obj.position.set(tw.fx + (p.position.x - tw.fx) * ease(t), tw.fy + (p.position.y - tw.fy) * ease(t));
      if (t >= 1 || !p) this.tweens.delete(id);
    }
    for (const [id, t0] of this.fadeIns) {
      const t = Math.min(1, (now - t0) / ANIM_MS);
      const obj = this.cardViews.get(id);
      if (obj) obj.alpha = t;
      if (t >= 1) this.fadeIns.delete(id);
    }
    this.fadeOuts = this.fadeOuts.filter((f) => {
      const t = Math.min(1, (now - f.t0) / ANIM_MS);
      f.obj.alpha = 1 - t;
      if (t >= 1) {
        f.obj.alpha = 1;
        f.release();
        return false;
      }
      return true;
    });
    return this.animating;
  }

  destroy(): void {
    globalThis.document?.fonts?.removeEventListener('loadingdone', this.onFontsLoaded);
    for (const f of this.fadeOuts) f.release();
    this.fadeOuts = [];
    this.releaseAll();
    for (const v of this.cardPool) v.destroy({ children: true });
    this.cardPool.length = 0;
    this.layer.destroy({ children: true });
    this.photos.destroy();
    this.textures.destroy();
  }
}
