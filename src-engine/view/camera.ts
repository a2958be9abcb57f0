/** Camera maths: tree <-> screen transforms, zoom around a point, fit to a box. Pure. */
import type { Camera, ScreenPoint } from '../types';
import type { Rect } from '../scene/spatialIndex';

export const MIN_ZOOM = 0.02;
export const MAX_ZOOM = 4;

export function clampZoom(z: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));
}

export function screenToTree(cam: Camera, p: ScreenPoint): ScreenPoint {
  return { x: cam.x + p.x / cam.zoom, y: cam.y + p.y / cam.zoom };
}

export function treeToScreen(cam: Camera, p: ScreenPoint): ScreenPoint {
  return { x: (p.x - cam.x) * cam.zoom, y: (p.y - cam.y) * cam.zoom };
}

/** Zooms by `factor` keeping the tree point under the screen point `at` fixed. */
export function zoomAround(cam: Camera, factor: number, at: ScreenPoint): Camera {
  const zoom = clampZoom(cam.zoom * factor);
  const anchor = screenToTree(cam, at);
  return { zoom, x: anchor.x - at.x / zoom, y: anchor.y - at.y / zoom };
}

/** Moves the camera by a screen-space delta (dragging right moves the tree right). */
export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { zoom: cam.zoom, x: cam.x - dx / cam.zoom, y: cam.y - dy / cam.zoom };
}

/** Camera that shows `box` whole, centred, inside a viewport of the given size with a margin in px. */
export function fitBox(box: Rect, viewW: number, viewH: number, margin = 24, maxZoom = 1): Camera {
  const w = Math.max(1, box.width);
  const h = Math.max(1, box.height);
  const zoom = clampZoom(Math.min((viewW - 2 * margin) / w, (viewH - 2 * margin) / h, maxZoom));
  return { zoom, x: box.x + w / 2 - viewW / 2 / zoom, y: box.y + h / 2 - viewH / 2 / zoom };
}

/** Camera with the tree point `p` at the viewport centre. */
export function centreOn(p: ScreenPoint, zoom: number, viewW: number, viewH: number): Camera {
  return { zoom, x: p.x - viewW / 2 / zoom, y: p.y - viewH / 2 / zoom };
}

/** The tree-space rectangle the viewport shows, grown by `pad` screen pixels on each side. */
export function viewRect(cam: Camera, viewW: number, viewH: number, pad = 0): Rect {
  const p = pad / cam.zoom;
  return { x: cam.x - p, y: cam.y - p, width: viewW / cam.zoom + 2 * p, height: viewH / cam.zoom + 2 * p };
}

export function lerpCamera(a: Camera, b: Camera, t: number): Camera {
  // Interpolating zoom geometrically feels even at every scale.
  const zoom = a.zoom * Math.pow(b.zoom / a.zoom, t);
  return { zoom, x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}
