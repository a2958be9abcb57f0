/**
 * Tells camera moves the user makes on the canvas from the page's own (fit, focus on a search
 * result): a move counts while a pointer is pressed on the host, or shortly after a wheel turn, a key
 * or a release there (the throw's inertia keeps gliding after the release).
 */
export const AFTER_INPUT_MS = 900;

export class UserMotion {
  private pressed = 0;
  private lastInput = -Infinity;

  constructor(
    private readonly host: EventTarget,
    private readonly now: () => number = () => performance.now(),
    private readonly win: EventTarget = window,
  ) {
    host.addEventListener('pointerdown', this.down, true);
    this.win.addEventListener('pointerup', this.up, true);
    this.win.addEventListener('pointercancel', this.up, true);
    host.addEventListener('wheel', this.touch, { capture: true, passive: true });
    host.addEventListener('keydown', this.touch, true);
  }

  isUserMoving(): boolean {
    return this.pressed > 0 || this.now() - this.lastInput < AFTER_INPUT_MS;
  }

  destroy(): void {
    this.host.removeEventListener('pointerdown', this.down, true);
    this.win.removeEventListener('pointerup', this.up, true);
    this.win.removeEventListener('pointercancel', this.up, true);
    this.host.removeEventListener('wheel', this.touch, { capture: true });
    this.host.removeEventListener('keydown', this.touch, true);
  }

  private down = (): void => {
    this.pressed++;
    this.lastInput = this.now();
  };

  private up = (): void => {
    if (this.pressed === 0) return;
    this.pressed--;
    this.lastInput = this.now();
  };

  private touch = (): void => {
    this.lastInput = this.now();
  };
}
