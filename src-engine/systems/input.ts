/**
 * Pointer, wheel and keyboard input on the canvas: pan with inertia, zoom around the pointer, pinch and
 * two-finger pan, double tap, long press, and typed person/line events from hit testing.
 */
import type { Engine } from '../engine';
import { hiddenBadgeAt, hitTest, type Hit } from '../scene/hitTest';
import { neighbour, type Direction } from '../scene/neighbours';
import type { PersonEvent, ScreenPoint } from '../types';
import { panBy, screenToTree, zoomAround } from '../view/camera';
import { lodForZoom } from '../view/lod';
import type { EngineSystem } from './system';

const DRAG_SLOP = 5;
const DOUBLE_MS = 320;
const LONG_PRESS_MS = 550;
/** Velocity decay per millisecond for pan inertia. */
const FRICTION = 0.0045;
const LINE_TOLERANCE_PX = 6;

interface Down {
  id: number;
  type: string;
  start: ScreenPoint;
  last: ScreenPoint;
  t: number;
  button: number;
}

const KEY_DIR: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export class InputSystem implements EngineSystem {
  readonly name = 'input';
  private engine!: Engine;
  private canvas!: HTMLCanvasElement;
  private readonly downs = new Map<number, Down>();
  private dragging = false;
  private pinch: { dist: number; mid: ScreenPoint } | null = null;
  private velocity = { x: 0, y: 0 };
  private lastMoveT = 0;
  private inertiaT = 0;
  private lastTap: { t: number; p: ScreenPoint; target: string | null } | null = null;
  private longPress = 0;
  private longPressFired = false;

  init(engine: Engine): void {
    this.engine = engine;
    this.canvas = engine.app!.canvas;
    const c = this.canvas;
    c.addEventListener('pointerdown', this.onDown);
    c.addEventListener('pointermove', this.onMove);
    c.addEventListener('pointerup', this.onUp);
    c.addEventListener('pointercancel', this.onCancel);
    c.addEventListener('pointerleave', this.onLeave);
    c.addEventListener('wheel', this.onWheel, { passive: false });
    c.addEventListener('contextmenu', this.onContextMenu);
    c.addEventListener('keydown', this.onKey);
    engine.system<{ root: HTMLElement } & EngineSystem>('a11y')?.root.addEventListener('keydown', this.onKey);
  }

  private local(ev: { clientX: number; clientY: number }): ScreenPoint {
    const r = this.canvas.getBoundingClientRect();
    return { x: ev.clientX - r.left, y: ev.clientY - r.top };
  }

  hitAt(p: ScreenPoint): Hit {
    const e = this.engine;
    const t = screenToTree(e.camera, p);
    return hitTest(e.personIndex, e.lineIndex, e.scene.lines, t.x, t.y, LINE_TOLERANCE_PX / e.camera.zoom);
  }

  /** The person whose '+N' hidden-branch badge is under a screen point (only drawn while cards are). */
  private hiddenBadgeAt(p: ScreenPoint): string | null {
    const e = this.engine;
    if (lodForZoom(e.camera.zoom) === 'block') return null;
    const t = screenToTree(e.camera, p);
    return hiddenBadgeAt(e.personIndex, e.scene.persons, t.x, t.y);
  }

  private personEvent(id: string, screen: ScreenPoint): PersonEvent {
    return { personId: id, screen, isGhost: this.engine.scene.persons.get(id)?.is_ghost ?? false };
  }

  private onDown = (ev: PointerEvent): void => {
    const p = this.local(ev);
    this.canvas.setPointerCapture?.(ev.pointerId);
    if (ev.pointerType !== 'touch') this.canvas.focus({ preventScroll: true });
    this.downs.set(ev.pointerId, { id: ev.pointerId, type: ev.pointerType, start: p, last: p, t: performance.now(), button: ev.button });
    this.velocity = { x: 0, y: 0 };
    this.inertiaT = 0;
    this.longPressFired = false;
    clearTimeout(this.longPress);
    if (this.downs.size === 2) {
      this.startPinch();
    } else if (this.downs.size === 1 && ev.pointerType === 'touch') {
      this.longPress = window.setTimeout(() => {
        const hit = this.hitAt(p);
        if (hit?.kind === 'person' && !this.dragging) {
          this.longPressFired = true;
          this.engine.select(hit.id);
          this.engine.events.emit('person.contextmenu', this.personEvent(hit.id, p));
        }
      }, LONG_PRESS_MS);
    }
  };

  private startPinch(): void {
    const [a, b] = [...this.downs.values()];
    this.pinch = { dist: Math.hypot(a.last.x - b.last.x, a.last.y - b.last.y), mid: { x: (a.last.x + b.last.x) / 2, y: (a.last.y + b.last.y) / 2 } };
    this.dragging = true;
    clearTimeout(this.longPress);
  }

  private onMove = (ev: PointerEvent): void => {
    const p = this.local(ev);
    const d = this.downs.get(ev.pointerId);
    if (!d) {
      if (ev.pointerType === 'mouse') this.hover(p);
      return;
    }
    const prev = d.last;
    d.last = p;
    if (this.pinch && this.downs.size >= 2) {
      const [a, b] = [...this.downs.values()];
      const dist = Math.hypot(a.last.x - b.last.x, a.last.y - b.last.y);
      const mid = { x: (a.last.x + b.last.x) / 2, y: (a.last.y + b.last.y) / 2 };
      let cam = panBy(this.engine.camera, mid.x - this.pinch.mid.x, mid.y - this.pinch.mid.y);
      if (this.pinch.dist > 0) cam = zoomAround(cam, dist / this.pinch.dist, mid);
      this.pinch = { dist, mid };
      this.engine.setCamera(cam);
      return;
    }
    if (!this.dragging && Math.hypot(p.x - d.start.x, p.y - d.start.y) < DRAG_SLOP) return;
    if (!this.dragging) {
      this.dragging = true;
      clearTimeout(this.longPress);
    }
    const now = performance.now();
    const dt = Math.max(1, now - this.lastMoveT);
    const vx = (p.x - prev.x) / dt, vy = (p.y - prev.y) / dt;
    // Smoothed so one jittery event does not decide the throw.
    this.velocity = { x: this.velocity.x * 0.3 + vx * 0.7, y: this.velocity.y * 0.3 + vy * 0.7 };
    this.lastMoveT = now;
    this.engine.setCamera(panBy(this.engine.camera, p.x - prev.x, p.y - prev.y));
  }

  private onUp = (ev: PointerEvent): void => {
    const d = this.downs.get(ev.pointerId);
    if (!d) return;
    this.downs.delete(ev.pointerId);
    clearTimeout(this.longPress);
    if (this.canvas.hasPointerCapture?.(ev.pointerId)) this.canvas.releasePointerCapture(ev.pointerId);
    if (this.pinch) {
      if (this.downs.size < 2) this.pinch = null;
      if (this.downs.size === 0) this.dragging = false;
      return;
    }
    if (this.dragging) {
      this.dragging = false;
      if (performance.now() - this.lastMoveT < 60 && Math.hypot(this.velocity.x, this.velocity.y) > 0.05) {
        this.inertiaT = performance.now();
        this.engine.requestRender();
      }
      return;
    }
    if (this.longPressFired) return;
    this.click(d, ev, this.local(ev));
  };

  private click(d: Down, ev: PointerEvent, p: ScreenPoint): void {
    const e = this.engine;
    const hit = this.hitAt(p);
    const now = performance.now();
    const target = hit?.kind === 'person' ? hit.id : null;
    const isDouble = !!this.lastTap && now - this.lastTap.t < DOUBLE_MS && Math.hypot(p.x - this.lastTap.p.x, p.y - this.lastTap.p.y) < 24 && this.lastTap.target === target;
    this.lastTap = isDouble ? null : { t: now, p, target };
    if (d.button === 2) {
      if (hit?.kind === 'person') {
        e.select(hit.id);
        e.events.emit('person.contextmenu', this.personEvent(hit.id, p));
      }
      return;
    }
    const badge = ev.altKey || ev.ctrlKey || ev.metaKey ? null : this.hiddenBadgeAt(p);
    if (badge) {
      e.select(badge);
      e.events.emit('person.expand', this.personEvent(badge, p));
      return;
    }
    if (hit?.kind === 'person') {
      const pe = this.personEvent(hit.id, p);
      e.select(hit.id);
      if (ev.altKey) e.events.emit('person.profile', pe);
      else if (ev.ctrlKey || ev.metaKey) e.events.emit('person.newtab', pe);
      else if (isDouble && d.type !== 'touch') e.events.emit('person.dblclick', pe);
      else if (isDouble) e.animateCamera(zoomAround(e.camera, 2, p));
      else e.events.emit('person.click', pe);
      return;
    }
    if (isDouble) {
      e.animateCamera(zoomAround(e.camera, 2, p));
      return;
    }
    if (hit?.kind === 'line') {
      e.highlightFamily(hit.familyId);
      e.events.emit('line.click', { lineId: hit.id, familyId: hit.familyId, screen: p });
      return;
    }
    e.highlightFamily(null);
    e.events.emit('background.click', { screen: p });
  }

  private onCancel = (ev: PointerEvent): void => {
    this.downs.delete(ev.pointerId);
    clearTimeout(this.longPress);
    if (this.downs.size < 2) this.pinch = null;
    if (this.downs.size === 0) this.dragging = false;
  };

  private onLeave = (ev: PointerEvent): void => {
    if (ev.pointerType === 'mouse' && !this.downs.size) this.hover(null);
  };

  private hover(p: ScreenPoint | null): void {
    const hit = p ? this.hitAt(p) : null;
    const id = hit?.kind === 'person' ? hit.id : null;
    if (id === this.engine.hoverId) return;
    this.engine.setHover(id);
    this.canvas.style.cursor = hit ? 'pointer' : 'grab';
    this.engine.events.emit('person.hover', id && p ? this.personEvent(id, p) : null);
  }

  private onWheel = (ev: WheelEvent): void => {
    ev.preventDefault();
    const unit = ev.deltaMode === 1 ? 16 : ev.deltaMode === 2 ? this.engine.viewH : 1;
    // Trackpad pinch arrives as ctrl+wheel with small deltas; give it more gain.
    const gain = ev.ctrlKey ? 0.01 : 0.0015;
    const factor = Math.exp(-ev.deltaY * unit * gain);
    this.inertiaT = 0;
    this.engine.setCamera(zoomAround(this.engine.camera, factor, this.local(ev)));
  };

  private onContextMenu = (ev: Event): void => {
    ev.preventDefault();
  };

  private onKey = (ev: KeyboardEvent): void => {
    const e = this.engine;
    const centre = { x: e.viewW / 2, y: e.viewH / 2 };
    const dir = KEY_DIR[ev.key];
    if (dir) {
      ev.preventDefault();
      const sel = e.store.get().selectedId;
      if (!sel) {
        const start = [...e.scene.persons.values()].find((p) => p.is_start_person);
        if (start) e.focusPerson(start.object_id);
        return;
      }
      const next = neighbour(sel, dir, e.scene.persons, e.scene.linesOf(sel).concat(this.familyLines(sel)));
      if (next) e.focusPerson(next);
      return;
    }
    if (ev.key === 'Enter') {
      const sel = e.store.get().selectedId;
      if (!sel) return;
      ev.preventDefault();
      const p = e.scene.persons.get(sel)!;
      const c = e.camera;
      e.events.emit('person.open', this.personEvent(sel, { x: (p.position.x + p.position.width / 2 - c.x) * c.zoom, y: (p.position.y - c.y) * c.zoom }));
    } else if (ev.key === '+' || ev.key === '=') {
      ev.preventDefault();
      e.animateCamera(zoomAround(e.camera, 1.4, centre), 160);
    } else if (ev.key === '-' || ev.key === '_') {
      ev.preventDefault();
      e.animateCamera(zoomAround(e.camera, 1 / 1.4, centre), 160);
    } else if (ev.key === '0') {
      ev.preventDefault();
      e.fitToScreen();
    }
  };

  /** Siblings share a family's parent_child lines without sharing a line with the person. */
  private familyLines(id: string) {
    const fams = new Set(this.engine.scene.linesOf(id).filter((l) => l.kind === 'parent_child').map((l) => l.family_id));
    return [...this.engine.scene.lines.values()].filter((l) => fams.has(l.family_id) && !l.person_ids.includes(id));
  }

  update(now: number): boolean {
    if (!this.inertiaT) return false;
    const dt = Math.min(64, now - this.inertiaT);
    this.inertiaT = now;
    const decay = Math.exp(-FRICTION * dt);
    this.velocity = { x: this.velocity.x * decay, y: this.velocity.y * decay };
    if (Math.hypot(this.velocity.x, this.velocity.y) < 0.02) {
      this.inertiaT = 0;
      return false;
    }
    this.engine.setCamera(panBy(this.engine.camera, this.velocity.x * dt, this.velocity.y * dt));
    return true;
  }

  destroy(): void {
    clearTimeout(this.longPress);
    const c = this.canvas;
    c.removeEventListener('pointerdown', this.onDown);
    c.removeEventListener('pointermove', this.onMove);
    c.removeEventListener('pointerup', this.onUp);
    c.removeEventListener('pointercancel', this.onCancel);
    c.removeEventListener('pointerleave', this.onLeave);
    c.removeEventListener('wheel', this.onWheel);
    c.removeEventListener('contextmenu', this.onContextMenu);
    c.removeEventListener('keydown', this.onKey);
    this.engine.system<{ root: HTMLElement } & EngineSystem>('a11y')?.root.removeEventListener('keydown', this.onKey);
  }
}
