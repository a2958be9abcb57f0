/**
 * The viewer's page image: zoom (wheel, buttons) and pan (drag) with hits drawn over it as polygons
 * (matches_vertices), or, in reading mode, a dragged rectangle handed to `onArea`.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Area } from '../../api/zupus';
import { clampPan, dragArea, fitView, polygonPoints, toImage, zoomAt, type View } from './viewerMath';

interface Props {
  url: string;
  width: number;
  height: number;
  label: string;
  hits: { x: number; y: number }[][];
  reading: boolean;
  onArea: (area: Area) => void;
}

export function PageImage({ url, width, height, label, hits, reading, onArea }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ px: number; py: number; view: View; start: { x: number; y: number } } | null>(null);
  const [selection, setSelection] = useState<Area | null>(null);
  const image = { width, height };

  const frameSize = () => ({ width: frame.current?.clientWidth ?? 0, height: frame.current?.clientHeight ?? 0 });
  const fit = () => setView(fitView(frameSize(), image));
  // A new page (or a new frame size) starts fitted.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(fit, [url, width, height]);
  useEffect(() => setSelection(null), [url, reading]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      setView((v) => clampPan(zoomAt(v, e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - r.left, e.clientY - r.top), frameSize(), image));
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height]);

  const point = (e: ReactPointerEvent) => {
    const r = frame.current!.getBoundingClientRect();
    return { px: e.clientX - r.left, py: e.clientY - r.top };
  };
  const down = (e: ReactPointerEvent) => {
    const { px, py } = point(e);
    frame.current?.setPointerCapture(e.pointerId);
    drag.current = { px, py, view, start: toImage(view, px, py) };
    if (reading) setSelection(null);
  };
  const move = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const { px, py } = point(e);
    if (reading) setSelection(dragArea(d.start, toImage(view, px, py), image));
    else setView(clampPan({ ...d.view, x: d.view.x + px - d.px, y: d.view.y + py - d.py }, frameSize(), image));
  };
  const up = (e: ReactPointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d || !reading) return;
    const { px, py } = point(e);
    const area = dragArea(d.start, toImage(view, px, py), image);
    setSelection(area);
    if (area) onArea(area);
  };
  const zoomBy = (factor: number) => {
    const f = frameSize();
    setView((v) => clampPan(zoomAt(v, factor, f.width / 2, f.height / 2), f, image));
  };

  return (
    <div className="zupu-viewer__stage">
      <div className="zupu-viewer__zoom" role="group" aria-label="Zoom">
        <button type="button" onClick={() => zoomBy(1.25)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoomBy(0.8)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={fit}>
          Fit
        </button>
        <span aria-live="polite">{Math.round(view.scale * 100)}%</span>
      </div>
      <div
        ref={frame}
        className={`zupu-viewer__frame${reading ? ' zupu-viewer__frame--reading' : ''}`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => (drag.current = null)}
      >
        <div className="zupu-viewer__sheet" style={{ width, height, transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}>
          <img src={url} alt={label} width={width} height={height} draggable={false} />
          <svg className="zupu-viewer__hits" viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden={hits.length === 0}>
            {hits.map((poly, i) => (
              <polygon key={i} data-testid="zupu-hit-box" points={polygonPoints(poly)} />
            ))}
            {selection && <rect className="zupu-viewer__selection" x={selection.x1} y={selection.y1} width={selection.x2 - selection.x1} height={selection.y2 - selection.y1} />}
          </svg>
        </div>
      </div>
    </div>
  );
}
