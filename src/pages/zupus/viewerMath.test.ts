import { describe, expect, it } from 'vitest';
import { clampPan, dragArea, fitView, MAX_SCALE, pageForKey, polygonPoints, toImage, zoomAt } from './viewerMath';

describe('zupu viewer', () => {
  it('turns pages with the arrow and page keys, and stops at the covers', () => {
    expect(pageForKey('ArrowRight', 3, 10)).toBe(4);
    expect(pageForKey('PageDown', 3, 10)).toBe(4);
    expect(pageForKey('ArrowLeft', 3, 10)).toBe(2);
    expect(pageForKey('PageUp', 3, 10)).toBe(2);
    expect(pageForKey('End', 3, 10)).toBe(10);
    expect(pageForKey('ArrowRight', 10, 10)).toBeNull();
    expect(pageForKey('ArrowLeft', 1, 10)).toBeNull();
    expect(pageForKey('a', 3, 10)).toBeNull();
  });

  it('fits the page in the frame, centred', () => {
    const v = fitView({ width: 800, height: 600 }, { width: 1600, height: 1000 });
    expect(v.scale).toBe(0.5);
    expect(v).toEqual({ scale: 0.5, x: 0, y: 50 });
  });

  it('zooms about the pointer: the pixel under it stays under it', () => {
    const v = { scale: 0.5, x: 10, y: 20 };
    const before = toImage(v, 300, 200);
    const z = zoomAt(v, 2, 300, 200);
    expect(z.scale).toBe(1);
    expect(toImage(z, 300, 200)).toEqual(before);
    expect(zoomAt({ scale: 3, x: 0, y: 0 }, 10, 0, 0).scale).toBe(MAX_SCALE);
  });

  it('never pans the page out of the frame', () => {
    const v = clampPan({ scale: 1, x: -5000, y: 5000 }, { width: 800, height: 600 }, { width: 1000, height: 1000 });
    expect(v.x).toBe(40 - 1000);
    expect(v.y).toBe(600 - 40);
  });

  it('draws hit polygons as SVG points', () => {
    expect(polygonPoints([{ x: 1.4, y: 2 }, { x: 10, y: 2 }, { x: 10, y: 20.6 }, { x: 1, y: 21 }])).toBe('1,2 10,2 10,21 1,21');
  });

  it('turns a drag in any direction into an area cut to the image', () => {
    expect(dragArea({ x: 120.6, y: 90 }, { x: -20, y: 10.2 }, { width: 100, height: 80 })).toEqual({ x1: 0, y1: 10, x2: 100, y2: 80 });
    expect(dragArea({ x: 10, y: 10 }, { x: 14, y: 60 }, { width: 100, height: 80 })).toBeNull();
  });
});
