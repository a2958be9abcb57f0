/**
 * The tree engine's one public door: `createEngine(host, options)` draws a family tree from the draw
 * protocol with pixi.js (WebGL) and reports what the user does as typed events. No React, no app code.
 */
import type { DiffResponse, DrawResponse, TreePreferences } from '../src/protocol/draw';
import { Engine } from './engine';
import { A11yMirror } from './systems/a11yMirror';
import { BlockLayer } from './systems/blockLayer';
import { CardLayer } from './systems/cardLayer';
import { HostSystem } from './systems/hostSystem';
import { InputSystem } from './systems/input';
import { LineLayer } from './systems/lineLayer';
import { Minimap } from './systems/minimap';
import { OverlayLayer } from './systems/overlayLayer';
import type { EngineSystem } from './systems/system';
import type { Camera, EngineEventName, EngineEvents, EngineOptions, EngineSnapshot, NameDisplay } from './types';

export type { Camera, EngineEventName, EngineEvents, EngineOptions, EngineSnapshot, NameDisplay, PersonEvent, ScreenPoint } from './types';

/** Everything the chrome may call on the engine. */
export interface TreeEngine {
  /** Replaces the whole drawing. */
  applyDraw(draw: DrawResponse): void;
  /** Applies only what a diff names; moved cards glide, new ones fade in, removed ones fade out. */
  applyDiff(diff: DiffResponse): void;
  /** Selects a card (or clears the selection) without moving the camera. */
  select(personId: string | null): void;
  /** Selects a card and moves the camera to it. */
  focusPerson(personId: string, animate?: boolean): void;
  /** Shows the whole tree. */
  fitToScreen(animate?: boolean): void;
  setPreferences(prefs: TreePreferences): void;
  /** Which scripts card names are shown in, and which leads when both are. */
  setNameDisplay(display: NameDisplay): void;
  /** Highlights the lines and cards of one family, or clears it with null. */
  highlightFamily(familyId: string | null): void;
  /** Sets the camera directly (tree point at the top-left, zoom). */
  setCamera(camera: Camera, animate?: boolean): void;
  setMinimapVisible(visible: boolean): void;
  /** Subscribes to one event; returns an unsubscribe function. */
  on<K extends EngineEventName>(name: K, fn: (payload: EngineEvents[K]) => void): () => void;
  /** XState-actor-shaped store so `useSelector(engine, s => s.selectedId)` works. */
  subscribe(observer: ((s: EngineSnapshot) => void) | { next?: (s: EngineSnapshot) => void }): { unsubscribe(): void };
  getSnapshot(): EngineSnapshot;
  /** Resolves when the renderer is up (never, if destroyed first). */
  readonly ready: Promise<void>;
  /** Frees the renderer, every texture and every DOM node and listener; safe before `ready`. */
  destroy(): void;
}

/** The systems in the order they initialise; they are destroyed in reverse. */
function defaultSystems(): EngineSystem[] {
  return [new HostSystem(), new LineLayer(), new BlockLayer(), new CardLayer(), new OverlayLayer(), new Minimap(), new A11yMirror(), new InputSystem()];
}

/**
 * Creates an engine drawing into `host` (which it fills); calls made before init completes are kept.
 * `internals` is for the engine's own browser tests and benchmarks, not for the chrome.
 */
export function createEngine(host: HTMLElement, options: EngineOptions = {}): TreeEngine & { readonly internals: Engine } {
  const engine = new Engine(host, options, defaultSystems);
  const ready = engine.init();
  ready.catch((err: unknown) => {
    if (!engine.destroyed) console.error('tree engine failed to start', err);
  });
  return {
    internals: engine,
    ready: ready.then(() => (engine.destroyed ? new Promise<void>(() => {}) : undefined)),
    applyDraw: (d) => engine.applyDraw(d),
    applyDiff: (d) => engine.applyDiff(d),
    select: (id) => engine.select(id),
    focusPerson: (id, animate = true) => engine.focusPerson(id, animate),
    fitToScreen: (animate = true) => engine.fitToScreen(animate),
    setPreferences: (p) => engine.setPreferences(p),
    setNameDisplay: (d) => engine.setNameDisplay(d),
    highlightFamily: (f) => engine.highlightFamily(f),
    setCamera: (c, animate = false) => (animate ? engine.animateCamera(c) : engine.setCamera(c)),
    setMinimapVisible: (v) => engine.system<Minimap>('minimap')?.setVisible(v),
    on: (name, fn) => engine.events.on(name, fn),
    subscribe: (o) => engine.store.subscribe(o),
    getSnapshot: () => engine.store.get(),
    destroy: () => engine.destroy(),
  };
}
