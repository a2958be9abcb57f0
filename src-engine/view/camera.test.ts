import { describe, expect, it } from 'vitest';
import { fitBox, lerpCamera, panBy, screenToTree, treeToScreen, viewRect, zoomAround, MAX_ZOOM } from './camera';
import { BLOCK_ZOOM, NAME_ZOOM, lodForZoom } from './lod';

describe('camera maths', () => {
  it('round-trips tree and screen points', () => {
    const cam = { x: 100, y: -50, zoom: 0.5 };
    const t = screenToTree(cam, { x: 40, y: 60 });
    expect(t).toEqual({ x: 180, y: 70 });
    expect(treeToScreen(cam, t)).toEqual({ x: 40, y: 60 });
  });

  it('zooms around the pointer, keeping the point under it fixed', () => {
    const cam = { x: 10, y: 20, zoom: 1 };
    const at = { x: 300, y: 200 };
    const before = screenToTree(cam, at);
    const z = zoomAround(cam, 2, at);
    expect(z.zoom).toBe(2);
    const after = screenToTree(z, at);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
    expect(zoomAround(cam, 1000, at).zoom).toBe(MAX_ZOOM);
  });

  it('pans by screen deltas scaled by zoom', () => {
    expect(panBy({ x: 0, y: 0, zoom: 2 }, 100, -40)).toEqual({ x: -50, y: 20, zoom: 2 });
  });

  it('fits a box inside the viewport, centred', () => {
    const cam = fitBox({ x: 0, y: 0, width: 2000, height: 1000 }, 1000, 600, 0);
    expect(cam.zoom).toBe(0.5);
    const r = viewRect(cam, 1000, 600);
    expect(r.x + r.width / 2).toBeCloseTo(1000);
    expect(r.y + r.height / 2).toBeCloseTo(500);
  });

  it('interpolates zoom geometrically', () => {
    expect(lerpCamera({ x: 0, y: 0, zoom: 1 }, { x: 10, y: 10, zoom: 4 }, 0.5)).toEqual({ x: 5, y: 5, zoom: 2 });
  });
});

describe('levels of detail', () => {
  it('switches from full card to name to block as zoom falls', () => {
    expect(lodForZoom(1)).toBe('full');
    expect(lodForZoom(NAME_ZOOM)).toBe('full');
    expect(lodForZoom(NAME_ZOOM - 0.01)).toBe('name');
    expect(lodForZoom(BLOCK_ZOOM)).toBe('name');
    expect(lodForZoom(BLOCK_ZOOM - 0.01)).toBe('block');
  });
});
