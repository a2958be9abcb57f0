/** The engine core: owns the scene, camera, renderer and the ordered list of systems. */
// Pixi's shader and uniform code without new Function: the app's Content-Security-Policy allows no eval.
import 'pixi.js/unsafe-eval';
import { Application, Container } from 'pixi.js';
import type { DiffResponse, DrawPerson, DrawResponse, TreePreferences } from '../src/protocol/draw';
import { Emitter, SnapshotStore } from './emitter';
import { lineBounds } from './scene/hitTest';
import { SceneStore, type SceneChange } from './scene/sceneStore';
import { SpatialIndex, type Rect } from './scene/spatialIndex';
import type { EngineSystem } from './systems/system';
import type { Camera, EngineOptions } from './types';
import { DEFAULT_NAME_DISPLAY, type NameDisplay } from './view/cardText';
import { centreOn, clampZoom, fitBox, lerpCamera } from './view/camera';

export const DEFAULT_FONT = '"Noto Sans CJK SC", "Noto Sans SC", "Noto Sans", sans-serif';

export class Engine {
  readonly scene = new SceneStore();
  readonly personIndex = new SpatialIndex(512);
  readonly lineIndex = new SpatialIndex(512);
  readonly events = new Emitter();
  readonly store = new SnapshotStore({
    ready: false,
    selectedId: null,
    highlightedFamilyId: null,
    camera: { x: 0, y: 0, zoom: 1 },
    visibleCount: 0,
  });
  readonly fontFamily: string;
  app: Application | null = null;
  /** Tree-space root; a render group, so moving the camera does not rebuild its children's batches. */
  readonly world = new Container({ isRenderGroup: true });
  /** Static scene: lines and cards, changed only when the scene or the culled set changes. */
  readonly staticLayer = new Container();
  /** Interactive overlay: selection, hover and family highlight, redrawn apart from the static scene. */
  readonly overlayLayer = new Container();
  camera: Camera = { x: 0, y: 0, zoom: 1 };
  viewW = 0;
  viewH = 0;
  hoverId: string | null = null;
  preferences: TreePreferences;
  nameDisplay: NameDisplay;
  destroyed = false;
  private systems: EngineSystem[] = [];
  private raf = 0;
  private dirty = false;
  private cameraTween: { from: Camera; to: Camera; t0: number; ms: number } | null = null;
  private userMovedCamera = false;
  private contextLost = false;

  constructor(readonly host: HTMLElement, readonly options: EngineOptions, private readonly makeSystems: () => EngineSystem[]) {
    this.fontFamily = options.fontFamily ?? DEFAULT_FONT;
    this.preferences = options.preferences ?? { color_code_gender: false, tree_show_birth_order: false };
    this.nameDisplay = options.nameDisplay ?? DEFAULT_NAME_DISPLAY;
    this.world.addChild(this.staticLayer, this.overlayLayer);
  }

  /** A system by name, for systems that read each other's state (the mirror reads the culled set). */
  system<T extends EngineSystem>(name: string): T | undefined {
    return this.systems.find((s) => s.name === name) as T | undefined;
  }

  get ready(): boolean {
    return this.app !== null;
  }

  async init(): Promise<void> {
    const app = new Application();
    await app.init({
      preference: 'webgl',
      antialias: false,
      autoStart: false,
      sharedTicker: false,
      background: this.options.background ?? 0xf7f5f0,
      resolution: this.options.resolution ?? (globalThis.devicePixelRatio || 1),
      autoDensity: true,
      width: Math.max(1, this.host.clientWidth),
      height: Math.max(1, this.host.clientHeight),
    });
    // StrictMode may have destroyed us while the renderer was being created.
    if (this.destroyed) {
      app.destroy(true, { children: true });
      return;
    }
    this.app = app;
    app.stage.addChild(this.world);
    this.viewW = this.host.clientWidth;
    this.viewH = this.host.clientHeight;
    this.systems = this.makeSystems();
    for (const s of this.systems) s.init(this);
    const canvas = app.canvas;
    canvas.addEventListener('webglcontextlost', this.onContextLost);
    canvas.addEventListener('webglcontextrestored', this.onContextRestored);
    if (this.scene.persons.size) this.sceneChanged(this.fullChange());
    if (!this.userMovedCamera) this.initialCamera();
    this.store.set({ ready: true });
    this.cameraChanged();
  }

  private fullChange(): SceneChange {
    return {
      addedPersons: [...this.scene.persons.keys()],
      updatedPersons: [],
      removedPersons: [],
      addedLines: [...this.scene.lines.keys()],
      removedLines: [],
      reset: true,
      preferencesChanged: true,
    };
  }

  private onContextLost = (): void => {
    this.contextLost = true;
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
  };

  /** Pixi re-uploads canvas-backed textures itself; systems rebuild their GPU-side geometry. */
  private onContextRestored = (): void => {
    this.contextLost = false;
    this.sceneChanged(this.fullChange());
    this.cameraChanged();
  };

  applyDraw(draw: DrawResponse): void {
    const change = this.scene.applyDraw(draw);
    this.personIndex.clear();
    this.lineIndex.clear();
    for (const p of draw.persons) this.personIndex.insert(p.object_id, p.position);
    for (const l of draw.lines) this.lineIndex.insert(l.line_id, lineBounds(l));
    this.preferences = { ...draw.preferences };
    const sel = this.store.get().selectedId;
    if (sel && !this.scene.persons.has(sel)) this.store.set({ selectedId: null });
    if (!this.userMovedCamera) this.initialCamera();
    this.sceneChanged(change);
  }

  applyDiff(diff: DiffResponse): void {
    const change = this.scene.applyDiff(diff);
    for (const p of change.removedPersons) this.personIndex.remove(p.object_id);
    for (const l of change.removedLines) this.lineIndex.remove(l.line_id);
    for (const id of [...change.addedPersons, ...change.updatedPersons]) this.personIndex.insert(id, this.scene.persons.get(id)!.position);
    for (const id of change.addedLines) this.lineIndex.insert(id, lineBounds(this.scene.lines.get(id)!));
    this.preferences = { ...diff.preferences };
    const s = this.store.get();
    if (s.selectedId && !this.scene.persons.has(s.selectedId)) this.store.set({ selectedId: null });
    this.sceneChanged(change);
  }

  setPreferences(prefs: TreePreferences): void {
    this.preferences = { ...prefs };
    this.scene.meta.preferences = { ...prefs };
    this.scene.nonce++;
    this.sceneChanged({ addedPersons: [], updatedPersons: [...this.scene.persons.keys()], removedPersons: [], addedLines: [], removedLines: [], reset: false, preferencesChanged: true });
  }

  /** Shows card names in other scripts or another order; every card is drawn again. */
  setNameDisplay(display: NameDisplay): void {
    this.nameDisplay = { ...display };
    this.sceneChanged({ addedPersons: [], updatedPersons: [], removedPersons: [], addedLines: [], removedLines: [], reset: false, preferencesChanged: true });
  }

  private sceneChanged(change: SceneChange): void {
    if (!this.app) return;
    for (const s of this.systems) s.onScene?.(change);
    this.overlayChanged();
    this.requestRender();
  }

  /**
   * The first view: the whole tree when it fits, else the start person's family (they, their parents,
   * partners and children: every card on one of their lines), fitted with a margin, at most at full size.
   * Boxes come from the cards' positions, which may lie left of or above the origin.
   */
  private initialCamera(): void {
    const w = this.viewW || this.host.clientWidth;
    const h = this.viewH || this.host.clientHeight;
    if (!this.scene.persons.size || !w || !h) return;
    const tree = this.treeBox();
    const start = [...this.scene.persons.values()].find((p) => p.is_start_person);
    const fits = tree.width <= w - 2 * FIRST_VIEW_MARGIN && tree.height <= h - 2 * FIRST_VIEW_MARGIN;
    this.setCameraNow(fitBox(fits || !start ? tree : this.familyBox(start.object_id), w, h, FIRST_VIEW_MARGIN));
  }

  /** The box of a person and everyone on a line with them. */
  private familyBox(id: string): Rect {
    const ids = new Set([id]);
    for (const l of this.scene.lines.values()) if (l.person_ids.includes(id)) for (const other of l.person_ids) ids.add(other);
    return this.boxOf([...ids].flatMap((i) => this.scene.persons.get(i) ?? []));
  }

  treeBox(): Rect {
    return this.boxOf(this.scene.persons.values());
  }

  private boxOf(persons: Iterable<DrawPerson>): Rect {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const p of persons) {
      const r = p.position;
      x0 = Math.min(x0, r.x);
      y0 = Math.min(y0, r.y);
      x1 = Math.max(x1, r.x + r.width);
      y1 = Math.max(y1, r.y + r.height);
    }
    if (x0 === Infinity) return { x: 0, y: 0, width: 1, height: 1 };
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  }

  /** Sets the camera at once (user input); cancels any camera animation. */
  setCamera(cam: Camera): void {
    this.userMovedCamera = true;
    this.cameraTween = null;
    this.setCameraNow(cam);
  }

  private setCameraNow(cam: Camera): void {
    this.camera = { x: cam.x, y: cam.y, zoom: clampZoom(cam.zoom) };
    this.cameraChanged();
  }

  /** Animates the camera to `to` (focus, fit, keyboard zoom). */
  animateCamera(to: Camera, ms = 250): void {
    this.userMovedCamera = true;
    if (!this.app) {
      this.setCameraNow(to);
      return;
    }
    this.cameraTween = { from: { ...this.camera }, to: { ...to, zoom: clampZoom(to.zoom) }, t0: performance.now(), ms };
    this.requestRender();
  }

  cameraChanged(): void {
    this.world.position.set(-this.camera.x * this.camera.zoom, -this.camera.y * this.camera.zoom);
    this.world.scale.set(this.camera.zoom);
    this.store.set({ camera: { ...this.camera } });
    if (!this.app) return;
    for (const s of this.systems) s.onCamera?.();
    this.events.emit('camera.change', { ...this.camera });
    this.requestRender();
  }

  overlayChanged(): void {
    if (!this.app) return;
    for (const s of this.systems) s.onOverlay?.();
    this.requestRender();
  }

  resize(w: number, h: number): void {
    if (!this.app || (w === this.viewW && h === this.viewH) || !w || !h) return;
    this.viewW = w;
    this.viewH = h;
    this.app.renderer.resize(w, h);
    // The host got its real size after the first drawing arrived: place the first view again.
    if (!this.userMovedCamera) this.initialCamera();
    this.cameraChanged();
  }

  fitToScreen(animate = true): void {
    const cam = fitBox(this.treeBox(), this.viewW || this.host.clientWidth, this.viewH || this.host.clientHeight);
    if (animate) this.animateCamera(cam);
    else this.setCamera(cam);
  }

  focusPerson(id: string, animate = true): void {
    const p = this.scene.persons.get(id);
    if (!p) return;
    const cam = centreOn(centreOf(p), Math.max(this.camera.zoom, 0.6), this.viewW, this.viewH);
    this.select(id);
    if (animate) this.animateCamera(cam);
    else this.setCamera(cam);
  }

  select(id: string | null): void {
    if (id !== null && !this.scene.persons.has(id)) return;
    this.store.set({ selectedId: id });
    this.overlayChanged();
  }

  highlightFamily(familyId: string | null): void {
    this.store.set({ highlightedFamilyId: familyId });
    this.overlayChanged();
  }

  setHover(id: string | null): void {
    if (id === this.hoverId) return;
    this.hoverId = id;
    this.overlayChanged();
  }

  requestRender(): void {
    this.dirty = true;
    if (!this.raf && this.app && !this.destroyed && !this.contextLost) this.raf = requestAnimationFrame(this.frame);
  }

  private frame = (now: number): void => {
    this.raf = 0;
    if (!this.app || this.destroyed) return;
    const t0 = performance.now();
    let again = false;
    if (this.cameraTween) {
      const tw = this.cameraTween;
      const t = Math.min(1, (now - tw.t0) / tw.ms);
      const e = 1 - Math.pow(1 - t, 3);
      this.camera = lerpCamera(tw.from, tw.to, e);
      if (t >= 1) this.cameraTween = null;
      else again = true;
      this.cameraChanged();
    }
    for (const s of this.systems) if (s.update?.(now)) again = true;
    this.dirty = false;
    this.app.render();
    this.events.emit('frame', { ms: performance.now() - t0 });
    if ((again || this.dirty) && !this.raf) this.raf = requestAnimationFrame(this.frame);
  };

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
    for (const s of [...this.systems].reverse()) s.destroy();
    this.systems = [];
    const app = this.app;
    this.app = null;
    if (app) {
      app.canvas.removeEventListener('webglcontextlost', this.onContextLost);
      app.canvas.removeEventListener('webglcontextrestored', this.onContextRestored);
      // Systems already freed the textures they own; pixi's shared ones (Texture.WHITE, glyph atlases) stay
      // for any other engine on the page, such as the second mount under StrictMode.
      app.destroy(true, { children: true });
    }
    this.events.clear();
    this.store.clear();
  }
}

/** Screen pixels kept free around the first view. */
const FIRST_VIEW_MARGIN = 40;

export function centreOf(p: DrawPerson): { x: number; y: number } {
  return { x: p.position.x + p.position.width / 2, y: p.position.y + p.position.height / 2 };
}
