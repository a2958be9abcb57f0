/**
 * The zupu viewer's pure parts: page turning by key, zoom about a point, pan limits, hit polygons as
 * SVG points, and a dragged rectangle as an image area for "read this part".
 */
import type { Area } from '../../api/zupus';

/** Where the page image sits: its pixels scaled by `scale`, its top left at (x, y) in the frame. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;

/** The page a key turns to, or null when the key turns no page (or the book ends there). */
export function pageForKey(key: string, page: number, count: number): number | null {
  const next = key === 'ArrowRight' || key === 'PageDown' ? page + 1 : key === 'ArrowLeft' || key === 'PageUp' ? page - 1 : key === 'Home' ? 1 : key === 'End' ? count : null;
  if (next === null || next < 1 || next > count || next === page) return null;
  return next;
}

/** The view that shows the whole page centred in a frame. */
export function fitView(frame: { width: number; height: number }, image: { width: number; height: number }): View {
  if (!image.width || !image.height || !frame.width || !frame.height) return { scale: 1, x: 0, y: 0 };
  const scale = clampScale(Math.min(frame.width / image.width, frame.height / image.height));
  return { scale, x: (frame.width - image.width * scale) / 2, y: (frame.height - image.height * scale) / 2 };
}

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Zooms by `factor` keeping the frame point (px, py) over the same image pixel. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

/** Keeps at least `margin` pixels of the page inside the frame, so a pan never loses the page. */
export function clampPan(view: View, frame: { width: number; height: number }, image: { width: number; height: number }, margin = 40): View {
  const w = image.width * view.scale;
  const h = image.height * view.scale;
  return { ...view, x: Math.min(frame.width - margin, Math.max(margin - w, view.x)), y: Math.min(frame.height - margin, Math.max(margin - h, view.y)) };
}

/** The image pixel under a frame point. */
export function toImage(view: View, px: number, py: number): { x: number; y: number } {
  return { x: (px - view.x) / view.scale, y: (py - view.y) / view.scale };
}

/** A polygon of matches_vertices as the points attribute of an SVG polygon. */
export function polygonPoints(vertices: { x: number; y: number }[]): string {
  return vertices.map((v) => `${Math.round(v.x)},${Math.round(v.y)}`).join(' ');
}

/**
 * Two corners of a drag, in image pixels, as the area to read: ordered, rounded outwards and cut to
 * the image; null when less than 8 pixels each way remain.
 */
export function dragArea(a: { x: number; y: number }, b: { x: number; y: number }, image: { width: number; height: number }): Area | null {
  const x1 = Math.max(0, Math.floor(Math.min(a.x, b.x)));
  const y1 = Math.max(0, Math.floor(Math.min(a.y, b.y)));
  const x2 = Math.min(image.width, Math.ceil(Math.max(a.x, b.x)));
  const y2 = Math.min(image.height, Math.ceil(Math.max(a.y, b.y)));
  if (x2 - x1 < 8 || y2 - y1 < 8) return null;
  return { x1, y1, x2, y2 };
}
