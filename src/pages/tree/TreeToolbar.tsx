/** Canvas toolbar: fit, zoom, mini-map, search, the shortcuts list and a menu of more (download image); every control also works by touch. */
import type { TreeEngine } from '../../../src-engine';
import { MenuButton } from './MenuButton';
import { useEngineZoom } from './useTreeEngine';

const ZOOM_STEP = 1.4;

/** Zooms around the middle of the host so the card in the centre stays there. */
function zoomBy(engine: TreeEngine, host: HTMLElement | null, factor: number): void {
  const cam = engine.getSnapshot().camera;
  const w = host?.clientWidth ?? 0;
  const h = host?.clientHeight ?? 0;
  const zoom = Math.min(4, Math.max(0.02, cam.zoom * factor));
  const cx = cam.x + w / 2 / cam.zoom;
  const cy = cam.y + h / 2 / cam.zoom;
  engine.setCamera({ x: cx - w / 2 / zoom, y: cy - h / 2 / zoom, zoom }, true);
}

interface Props {
  engine: TreeEngine | null;
  host: HTMLElement | null;
  minimap: boolean;
  onToggleMinimap: () => void;
  onSearch: () => void;
  onShortcuts: () => void;
  onDownloadImage: () => void;
}

export function TreeToolbar({ engine, host, minimap, onToggleMinimap, onSearch, onShortcuts, onDownloadImage }: Props) {
  const zoom = useEngineZoom(engine);
  return (
    <div className="tree-toolbar" role="toolbar" aria-label="Tree tools">
      <button type="button" className="tree-button" disabled={!engine} onClick={() => engine?.fitToScreen()}>
        Fit
      </button>
      <button type="button" className="tree-button" aria-label="Zoom in" disabled={!engine} onClick={() => engine && zoomBy(engine, host, ZOOM_STEP)}>
        +
      </button>
      <button type="button" className="tree-button" aria-label="Zoom out" disabled={!engine} onClick={() => engine && zoomBy(engine, host, 1 / ZOOM_STEP)}>
        −
      </button>
      {/* Pinch and wheel zoom have no steps to count; the level says how far in or out the view is. */}
      <output className="tree-toolbar__zoom" aria-label="Zoom level" aria-live="off">
        {Math.round(zoom * 100)}%
      </output>
      <button type="button" className="tree-button" aria-pressed={minimap} onClick={onToggleMinimap}>
        Mini-map
      </button>
      <button type="button" className="tree-button" onClick={onSearch}>
        Search <kbd>Ctrl+F</kbd>
      </button>
      <button type="button" className="tree-button tree-toolbar__shortcuts" aria-label="Keyboard shortcuts" onClick={onShortcuts}>
        ?
      </button>
      <MenuButton label="More tree actions" menuLabel="More tree actions" align="end" items={[
          { id: 'download-image', label: 'Download image', onSelect: onDownloadImage },
          { id: 'shortcuts', label: 'Keyboard shortcuts', onSelect: onShortcuts },
        ]}>
        ⋯
      </MenuButton>
    </div>
  );
}
