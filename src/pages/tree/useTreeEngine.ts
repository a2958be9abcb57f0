/** The engine's life on a page: created when the host mounts, destroyed on unmount (twice under StrictMode, which destroy() allows). */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
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

/** One value read from the engine's snapshot as React state; re-renders only when that value changes. */
export function useEngineValue<T>(engine: TreeEngine | null, read: (s: EngineSnapshot) => T): T {
  const subscribe = useCallback(
    (fn: () => void) => {
      if (!engine) return noop();
      const sub = engine.subscribe(() => fn());
      return () => sub.unsubscribe();
    },
    [engine],
  );
  return useSyncExternalStore(subscribe, () => read(engine?.getSnapshot() ?? idle));
}

/** Whether the renderer is up and which card is selected: what the page reacts to, not every camera frame. */
export function useEngineSelection(engine: TreeEngine | null): { ready: boolean; selectedId: string | null } {
  const ready = useEngineValue(engine, (s) => s.ready);
  const selectedId = useEngineValue(engine, (s) => s.selectedId);
  return { ready, selectedId };
}

/** The camera's zoom alone, so a reader re-renders when it zooms and not on every pan. */
export function useEngineZoom(engine: TreeEngine | null): number {
  return useEngineValue(engine, (s) => s.camera.zoom);
}
