import { describe, expect, it } from 'vitest';
import { tutorialPlace } from './tutorialPlace';

const card = (x: number, y: number) => ({ x, y, width: 200, height: 80 });
const cam = { x: 0, y: 0, zoom: 1 };

describe('tutorial card place', () => {
  it('stays at the top when the selected card is elsewhere', () => {
    expect(tutorialPlace(cam, card(540, 400), 1280, 700)).toBe('top');
    expect(tutorialPlace(cam, card(20, 40), 1280, 700)).toBe('top');
    expect(tutorialPlace(cam, undefined, 1280, 700)).toBe('top');
  });
  it('moves to the bottom when the selected card is under it at the top', () => {
    expect(tutorialPlace(cam, card(540, 60), 1280, 700)).toBe('bottom');
    // Zoom and pan count: the same card drawn at half size farther down is clear of it.
    expect(tutorialPlace({ x: -100, y: -400, zoom: 0.5 }, card(540, 60), 1280, 700)).toBe('top');
  });
  it('keeps the top when the card would be covered at the bottom too (a very short canvas)', () => {
    expect(tutorialPlace(cam, { x: 540, y: 20, width: 200, height: 300 }, 1280, 320)).toBe('top');
  });
});
