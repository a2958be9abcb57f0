/** Selection, hover and family highlight, drawn apart from the static scene so they never rebuild cards. */
import { Graphics } from 'pixi.js';
import type { Engine } from '../engine';
import type { EngineSystem } from './system';

const SELECT = 0xc0841a;
const HOVER = 0x6b6557;
const FAMILY = 0xd0402b;

export class OverlayLayer implements EngineSystem {
  readonly name = 'overlay';
  private engine!: Engine;
  private readonly g = new Graphics();
  private drawnZoom = 0;

  init(engine: Engine): void {
    this.engine = engine;
    engine.overlayLayer.addChild(this.g);
  }

  onScene(): void {
    this.redraw();
  }

  onOverlay(): void {
    this.redraw();
  }

  /** Stroke widths are in screen pixels, so a large zoom change redraws; panning never does. */
  onCamera(): void {
    const z = this.engine.camera.zoom;
    if (Math.abs(Math.log(z / this.drawnZoom)) > 0.15) this.redraw();
  }

  private redraw(): void {
    const e = this.engine;
    const g = this.g;
    const z = e.camera.zoom;
    this.drawnZoom = z;
    g.clear();
    const snap = e.store.get();
    if (snap.highlightedFamilyId) {
      const members = new Set<string>();
      let any = false;
      for (const l of e.scene.lines.values()) {
        if (l.family_id !== snap.highlightedFamilyId) continue;
        any = true;
        g.moveTo(l.points[0][0], l.points[0][1]);
        for (let i = 1; i < l.points.length; i++) g.lineTo(l.points[i][0], l.points[i][1]);
        for (const id of l.person_ids) members.add(id);
      }
      if (any) g.stroke({ width: 4 / z, color: FAMILY, alpha: 0.85 });
      for (const id of members) {
        const p = e.scene.persons.get(id);
        if (p) g.roundRect(p.position.x - 3 / z, p.position.y - 3 / z, p.position.width + 6 / z, p.position.height + 6 / z, 9);
      }
      if (members.size) g.stroke({ width: 2 / z, color: FAMILY, alpha: 0.7 });
    }
    const hover = e.hoverId ? e.scene.persons.get(e.hoverId) : undefined;
    if (hover && hover.object_id !== snap.selectedId) {
      const r = hover.position;
      g.roundRect(r.x - 1 / z, r.y - 1 / z, r.width + 2 / z, r.height + 2 / z, 8).stroke({ width: 2 / z, color: HOVER, alpha: 0.6 });
    }
    const sel = snap.selectedId ? e.scene.persons.get(snap.selectedId) : undefined;
    if (sel) {
      const r = sel.position;
      g.roundRect(r.x - 4 / z, r.y - 4 / z, r.width + 8 / z, r.height + 8 / z, 10).stroke({ width: 3 / z, color: SELECT });
    }
  }

  destroy(): void {
    this.g.destroy();
  }
}
