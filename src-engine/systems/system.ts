/** Engine systems: small parts with init/destroy kept in an ordered list (pixi System.ts). */
import type { SceneChange } from '../scene/sceneStore';
import type { Engine } from '../engine';

export interface EngineSystem {
  readonly name: string;
  /** Called once the renderer exists, in list order. */
  init(engine: Engine): void;
  /** Called in reverse list order; must free every texture and listener the system made. */
  destroy(): void;
  /** The scene store changed (a draw, a diff, or a context restore with `reset`). */
  onScene?(change: SceneChange): void;
  /** The camera or the viewport size changed. */
  onCamera?(): void;
  /** Selection, hover or highlight changed. */
  onOverlay?(): void;
  /** Per frame while something animates; returns true to ask for another frame. */
  update?(now: number): boolean;
}
