/**
 * Where the canvas tutorial card sits: at the top of the canvas, or at the bottom when the selected
 * card would be under it there. The card is about 360 px wide, centred, and up to 140 px tall with
 * its top 16 px from the edge (taller when its lines wrap on a phone).
 */
import type { Camera } from '../../../src-engine';
import type { DrawPerson } from '../../protocol/draw';

export type TutorialPlace = 'top' | 'bottom';

const EDGE = 16;
const HEIGHT = 140;
const WIDTH = 360;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function bubbleAt(place: TutorialPlace, viewW: number, viewH: number): Box {
  const width = Math.min(viewW * 0.9, WIDTH);
  const left = (viewW - width) / 2;
  const top = place === 'top' ? EDGE : viewH - EDGE - HEIGHT;
  return { left, right: left + width, top, bottom: top + HEIGHT };
}

export function tutorialPlace(camera: Camera, card: DrawPerson['position'] | undefined, viewW: number, viewH: number): TutorialPlace {
  if (!card) return 'top';
  const left = (card.x - camera.x) * camera.zoom;
  const top = (card.y - camera.y) * camera.zoom;
  const box = { left, top, right: left + card.width * camera.zoom, bottom: top + card.height * camera.zoom };
  if (!overlaps(box, bubbleAt('top', viewW, viewH))) return 'top';
  return overlaps(box, bubbleAt('bottom', viewW, viewH)) ? 'top' : 'bottom';
}
