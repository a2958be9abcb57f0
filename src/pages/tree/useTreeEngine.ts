/** The engine's life on a page: created when the host mounts, destroyed on unmount (twice under StrictMode, which destroy() allows). */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createEngine, type EngineSnapshot, type TreeEngine } from '../../../src-engine';

/** `host` is the element itself (from a callback ref), so a host mounted after a placeholder still gets an engine. */
export function useTreeEngine(host: HTMLDivElement | null): TreeEngine | null {
  const [engine, setEngine] = useState<TreeEngine | null>(null);
  useEffect(() => {
    const el = host;
    if (!el) return;
    const created = createEngine(el, { minimap: true });
    setEngine(created);
    return () => {
      setEngine(null);
      created.destroy();
    };
  }, [host]);
  return engine;
}

const idle: EngineSnapshot = { ready: false, selectedId: null, highlightedFamilyId: null, camera: { x: 0, y: 0, zoom: 1 }, visibleCount: 0 };
const noop = () => () => undefined;

/** The engine's snapshot (selection, camera...) as React state. */
export function useEngineSnapshot(engine: TreeEngine | null): EngineSnapshot {
  return useSyncExternalStore(
    engine
      ? (fn) => {
          const sub = engine.subscribe(() => fn());
          return () => sub.unsubscribe();
        }
      : noop,
    () => engine?.getSnapshot() ?? idle,
  );
}

/** The camera's zoom alone, so a reader re-renders when it zooms and not on every pan. */
export function useEngineZoom(engine: TreeEngine | null): number {
  return useSyncExternalStore(
    engine
      ? (fn) => {
          const sub = engine.subscribe(() => fn());
          return () => sub.unsubscribe();
        }
      : noop,
    () => engine?.getSnapshot().camera.zoom ?? 1,
  );
}
