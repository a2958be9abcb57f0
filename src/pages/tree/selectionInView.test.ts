import { describe, expect, it } from 'vitest';
import { cardInView } from './selectionInView';

describe('cardInView', () => {
  const card = { x: 100, y: 200, width: 160, height: 80 };

  it('is true for a card wholly on screen', () => {
    expect(cardInView({ x: 0, y: 0, zoom: 1 }, card, 390, 650)).toBe(true);
  });

  it('is false once the canvas is too short for it (a panel opened below)', () => {
    expect(cardInView({ x: 0, y: 0, zoom: 1 }, card, 390, 250)).toBe(false);
  });

  it('scales with the zoom and the camera offset', () => {
    expect(cardInView({ x: 50, y: 150, zoom: 1.5 }, card, 390, 650)).toBe(true);
    expect(cardInView({ x: 50, y: 150, zoom: 2.5 }, card, 390, 650)).toBe(false);
    expect(cardInView({ x: 120, y: 0, zoom: 1 }, card, 390, 650)).toBe(false);
  });
});
