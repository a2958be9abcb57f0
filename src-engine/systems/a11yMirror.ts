/**
 * Accessibility mirror: an invisible role=tree list over the canvas, one treeitem per card on screen,
 * kept in step with culling and selection. Focusing an item selects its card. The selected item lies
 * exactly over its card, so a screen magnifier follows the focus and a focus that moves into the list
 * is already in view: the browser has nothing to scroll. The others sit at the canvas's corner. Each item
 * also carries the names its card shows (data-lead-name, data-second-name), which follow the name display.
 */
import type { Engine } from '../engine';
import type { CardLayer } from './cardLayer';
import type { EngineSystem } from './system';
import { accessibleName, ariaLevel, cardNames } from '../view/cardText';
import { viewRect } from '../view/camera';

/** Zoomed far out, tens of thousands of cards are on screen; the list keeps the ones nearest the centre. */
export const MIRROR_MAX = 400;

const CORNER = { left: '0', top: '0', width: '1px', height: '1px' };

export class A11yMirror implements EngineSystem {
  readonly name = 'a11y';
  private engine!: Engine;
  readonly root = document.createElement('div');
  private readonly items = new Map<string, HTMLElement>();
  private minGeneration = 0;
  private lastSelected: string | null = null;
  private placedId: string | null = null;

  init(engine: Engine): void {
    this.engine = engine;
    this.root.setAttribute('role', 'tree');
    this.root.setAttribute('aria-label', 'Family tree');
    this.root.dataset.testid = 'tree-mirror';
    // Invisible but read by screen readers and reachable by focus; pointers pass through to the canvas.
    Object.assign(this.root.style, {
      position: 'absolute', left: '0', top: '0', width: '100%', height: '100%', margin: '0', padding: '0', overflow: 'clip',
      opacity: '0', pointerEvents: 'none', whiteSpace: 'nowrap', border: '0',
    });
    this.root.addEventListener('focusin', this.onFocus);
    engine.host.appendChild(this.root);
  }

  onScene(): void {
    let min = Infinity;
    for (const p of this.engine.scene.persons.values()) if (p.generation < min) min = p.generation;
    this.minGeneration = Number.isFinite(min) ? min : 0;
    // Names and levels may have changed, so the items are made anew; the person whose item had
    // keyboard focus gets it back on the new item when the diff kept them.
    const active = document.activeElement;
    const focusedId = active instanceof HTMLElement && this.root.contains(active) ? active.dataset.personId : undefined;
    for (const el of this.items.values()) el.remove();
    this.items.clear();
    this.placedId = null;
    this.sync();
    this.placeSelected();
    if (focusedId) this.items.get(focusedId)?.focus({ preventScroll: true });
  }

  onCamera(): void {
    this.sync();
    this.placeSelected();
  }

  /** A new selection: its item is marked, made the tab stop and laid over its card. */
  onOverlay(): void {
    const sel = this.engine.store.get().selectedId;
    if (sel === this.lastSelected) return;
    this.lastSelected = sel;
    this.sync();
    this.placeSelected();
    // A walk through the list (arrows) takes the keyboard along: left on the old item, the next
    // reorder of the list would focus it again, and that focus would select the old card back.
    const el = sel ? this.items.get(sel) : undefined;
    if (el && this.root.contains(document.activeElement) && document.activeElement !== el) el.focus({ preventScroll: true });
  }

  /** Puts the selected item over its card (CSS pixels of the canvas); the one placed before goes back to the corner. */
  private placeSelected(): void {
    const sel = this.engine.store.get().selectedId;
    if (this.placedId && this.placedId !== sel) {
      const before = this.items.get(this.placedId);
      if (before) Object.assign(before.style, CORNER);
      this.placedId = null;
    }
    const el = sel ? this.items.get(sel) : undefined;
    const p = sel ? this.engine.scene.persons.get(sel) : undefined;
    if (!el || !p) return;
    const cam = this.engine.camera;
    Object.assign(el.style, {
      left: `${(p.position.x - cam.x) * cam.zoom}px`,
      top: `${(p.position.y - cam.y) * cam.zoom}px`,
      width: `${p.position.width * cam.zoom}px`,
      height: `${p.position.height * cam.zoom}px`,
    });
    this.placedId = sel;
  }

  private sync(): void {
    const e = this.engine;
    const cards = e.system<CardLayer>('cards');
    if (!cards) return;
    let ids = cards.onScreen;
    if (ids.length > MIRROR_MAX) {
      // Query only a centred window sized to hold about MIRROR_MAX cards, so a far zoom costs the same.
      const v = viewRect(e.camera, e.viewW, e.viewH);
      const f = Math.min(1, Math.sqrt(MIRROR_MAX / ids.length) * 1.3);
      const cx = v.x + v.width / 2, cy = v.y + v.height / 2;
      const near: { id: string; d: number }[] = [];
      e.personIndex.query({ x: cx - (v.width * f) / 2, y: cy - (v.height * f) / 2, width: v.width * f, height: v.height * f }, (id, r) => {
        near.push({ id, d: Math.abs(r.x + r.width / 2 - cx) + Math.abs(r.y + r.height / 2 - cy) });
      });
      near.sort((a, b) => a.d - b.d);
      ids = near.slice(0, MIRROR_MAX).map((n) => n.id);
    }
    const sel = e.store.get().selectedId;
    const want = new Set(ids);
    if (sel && e.scene.persons.has(sel)) want.add(sel);
    let changed = false;
    for (const [id, el] of this.items) {
      if (!want.has(id)) {
        el.remove();
        this.items.delete(id);
        changed = true;
      }
    }
    for (const id of want) {
      if (this.items.has(id)) continue;
      changed = true;
      const p = e.scene.persons.get(id)!;
      const el = document.createElement('div');
      el.setAttribute('role', 'treeitem');
      el.id = `tree-item-${id}`;
      el.dataset.personId = id;
      el.setAttribute('aria-label', accessibleName(p));
      el.setAttribute('aria-level', String(ariaLevel(p.generation, this.minGeneration)));
      if (!p.is_ghost) {
        // The label keeps the full name; these say what the card itself shows, in the member's scripts and order.
        const [lead, second] = cardNames(p.card, e.nameDisplay);
        el.dataset.leadName = lead;
        el.dataset.secondName = second;
      }
      el.textContent = accessibleName(p);
      Object.assign(el.style, { position: 'absolute', overflow: 'hidden', ...CORNER });
      this.items.set(id, el);
    }
    let focused: HTMLElement | null = null;
    if (changed) {
      // Reading order follows the tree: generation rows top to bottom, then left to right.
      focused = document.activeElement instanceof HTMLElement && this.root.contains(document.activeElement) ? document.activeElement : null;
      const ordered = [...this.items.keys()].map((id) => e.scene.persons.get(id)!);
      ordered.sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x);
      for (const p of ordered) this.root.appendChild(this.items.get(p.object_id)!);
    }
    for (const [id, el] of this.items) {
      const selected = id === sel;
      if (el.getAttribute('aria-selected') !== String(selected)) el.setAttribute('aria-selected', String(selected));
      el.tabIndex = selected || (!sel && e.scene.persons.get(id)!.is_start_person) ? 0 : -1;
    }
    // Moving a node blurs it, so the keyboard goes back into the list (a camera move must not drop it),
    // onto the selected card: an arrow may just have moved the selection off the focused one, and
    // focusing that one again would select it back. A new item is focusable once it has its tabIndex.
    const back = focused && ((sel ? this.items.get(sel) : undefined) ?? focused);
    if (back?.isConnected && document.activeElement !== back) back.focus({ preventScroll: true });
  }

  private onFocus = (ev: FocusEvent): void => {
    const id = (ev.target as HTMLElement).dataset?.personId;
    if (!id || id === this.engine.store.get().selectedId) return;
    const onScreen = this.engine.system<CardLayer>('cards')?.onScreen.includes(id);
    if (onScreen) this.engine.select(id);
    else this.engine.focusPerson(id);
  };

  destroy(): void {
    this.root.removeEventListener('focusin', this.onFocus);
    this.root.remove();
    this.items.clear();
  }
}
