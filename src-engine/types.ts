/** Public types of the tree engine: options, events and the snapshot its store exposes. */
import type { TreePreferences } from '../src/protocol/draw';
import type { NameDisplay } from './view/cardText';

export type { NameDisplay } from './view/cardText';

/** Camera in tree space: the tree point at the top-left of the viewport is (x, y); zoom scales tree to screen. */
export interface Camera {
  x: number;
  y: number;
  zoom: number;
}

/** What `getSnapshot()` returns; a new object whenever something changes (selector-friendly). */
export interface EngineSnapshot {
  ready: boolean;
  selectedId: string | null;
  highlightedFamilyId: string | null;
  camera: Camera;
  visibleCount: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Pointer-originated person events carry the person id and the screen position (CSS px, relative to host). */
export interface PersonEvent {
  personId: string;
  screen: ScreenPoint;
  isGhost: boolean;
}

/** Every event the engine emits, keyed by name. */
export interface EngineEvents {
  'person.click': PersonEvent;
  'person.dblclick': PersonEvent;
  'person.contextmenu': PersonEvent;
  'person.profile': PersonEvent;
  'person.newtab': PersonEvent;
  'person.hover': PersonEvent | null;
  'person.open': PersonEvent;
  /** A click on a card's '+N' badge: open the branch hidden under that person. */
  'person.expand': PersonEvent;
  'line.click': { lineId: string; familyId: string; screen: ScreenPoint };
  'background.click': { screen: ScreenPoint };
  'camera.change': Camera;
  'frame': { ms: number };
}
export type EngineEventName = keyof EngineEvents;

export interface EngineOptions {
  /** Initial display preferences; a draw payload's own preferences replace them. */
  preferences?: TreePreferences;
  /** Which scripts card names are shown in and which leads (default both, English first). */
  nameDisplay?: NameDisplay;
  /** Show the mini-map (default true). */
  minimap?: boolean;
  /** Background colour of the canvas. */
  background?: number;
  /** Device pixel ratio override (tests); defaults to window.devicePixelRatio. */
  resolution?: number;
  /** Photos kept as textures at most (LRU). */
  photoCacheSize?: number;
  /** Font family used for card text; CJK glyphs are rasterised on demand from it. */
  fontFamily?: string;
}
