import { describe, expect, it } from 'vitest';
import { AFTER_INPUT_MS, UserMotion } from './userMotion';

function setup() {
  let t = 1000;
  const host = new EventTarget();
  const win = new EventTarget();
  const motion = new UserMotion(host, () => t, win);
  return { motion, host, win, advance: (ms: number) => (t += ms) };
}

describe('UserMotion', () => {
  it('does not count camera moves the page makes on its own', () => {
    expect(setup().motion.isUserMoving()).toBe(false);
  });

  it('counts while a pointer is pressed on the canvas, and a throw just after the release', () => {
    const { motion, host, win, advance } = setup();
    host.dispatchEvent(new Event('pointerdown'));
    advance(5000);
    expect(motion.isUserMoving()).toBe(true);
    win.dispatchEvent(new Event('pointerup'));
    advance(AFTER_INPUT_MS - 100);
    expect(motion.isUserMoving()).toBe(true);
    advance(200);
    expect(motion.isUserMoving()).toBe(false);
  });

  it('counts shortly after a wheel turn, and stops listening once destroyed', () => {
    const { motion, host, advance } = setup();
    host.dispatchEvent(new Event('wheel'));
    expect(motion.isUserMoving()).toBe(true);
    advance(AFTER_INPUT_MS + 1);
    motion.destroy();
    host.dispatchEvent(new Event('wheel'));
    expect(motion.isUserMoving()).toBe(false);
  });

  it('ignores a release that was not pressed on the canvas', () => {
    const { motion, win, advance } = setup();
    win.dispatchEvent(new Event('pointerup'));
    advance(1);
    expect(motion.isUserMoving()).toBe(false);
  });
});
