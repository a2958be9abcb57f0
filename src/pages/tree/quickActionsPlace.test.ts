import { describe, expect, it } from 'vitest';
import { placeMenu } from './QuickActionsMenu';

describe('quick actions menu placement', () => {
  const canvas = { width: 390, height: 500 };
  const menu = { width: 220, height: 300 };

  it('opens at the pointer when it fits', () => {
    expect(placeMenu({ x: 40, y: 60 }, menu, canvas)).toEqual({ x: 40, y: 60 });
  });

  it('moves back inside the canvas near the right and bottom edges', () => {
    expect(placeMenu({ x: 350, y: 450 }, menu, canvas)).toEqual({ x: 390 - 220 - 8, y: 500 - 300 - 8 });
  });

  it('keeps the top-left corner on screen when the menu is larger than the canvas', () => {
    expect(placeMenu({ x: 100, y: 100 }, { width: 500, height: 700 }, canvas)).toEqual({ x: 8, y: 8 });
  });
});
