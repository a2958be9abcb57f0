/** Typed event emitter and an XState-actor-shaped snapshot store. */
import type { EngineEventName, EngineEvents, EngineSnapshot } from './types';

type Handler<K extends EngineEventName> = (payload: EngineEvents[K]) => void;

export class Emitter {
  private readonly handlers = new Map<EngineEventName, Set<Handler<EngineEventName>>>();

  on<K extends EngineEventName>(name: K, fn: Handler<K>): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(fn as Handler<EngineEventName>);
    return () => set.delete(fn as Handler<EngineEventName>);
  }

  emit<K extends EngineEventName>(name: K, payload: EngineEvents[K]): void {
    const set = this.handlers.get(name);
    if (set) for (const fn of set) fn(payload);
  }

  clear(): void {
    this.handlers.clear();
  }
}

/** `subscribe(observer)` returns `{unsubscribe}` like an XState actor, so `useSelector(engine, sel)` works. */
export class SnapshotStore {
  private snap: EngineSnapshot;
  private readonly observers = new Set<(s: EngineSnapshot) => void>();

  constructor(initial: EngineSnapshot) {
    this.snap = initial;
  }

  get(): EngineSnapshot {
    return this.snap;
  }

  /** Replaces the snapshot when any field differs; observers see only real changes. */
  set(patch: Partial<EngineSnapshot>): void {
    const next = { ...this.snap, ...patch };
    const c0 = this.snap.camera, c1 = next.camera;
    const same =
      next.ready === this.snap.ready &&
      next.selectedId === this.snap.selectedId &&
      next.highlightedFamilyId === this.snap.highlightedFamilyId &&
      next.visibleCount === this.snap.visibleCount &&
      c0.x === c1.x && c0.y === c1.y && c0.zoom === c1.zoom;
    if (same) return;
    this.snap = next;
    for (const o of this.observers) o(next);
  }

  subscribe(observer: ((s: EngineSnapshot) => void) | { next?: (s: EngineSnapshot) => void }): { unsubscribe(): void } {
    const fn = typeof observer === 'function' ? observer : (s: EngineSnapshot) => observer.next?.(s);
    this.observers.add(fn);
    return { unsubscribe: () => this.observers.delete(fn) };
  }

  clear(): void {
    this.observers.clear();
  }
}
