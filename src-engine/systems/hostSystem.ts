/** Puts the canvas into the host, follows the host's size and the device pixel ratio. */
import type { Engine } from '../engine';
import type { EngineSystem } from './system';

export class HostSystem implements EngineSystem {
  readonly name = 'host';
  private engine!: Engine;
  private observer: ResizeObserver | null = null;
  private dprQuery: MediaQueryList | null = null;
  private prevPosition = '';

  init(engine: Engine): void {
    this.engine = engine;
    const canvas = engine.app!.canvas;
    canvas.style.display = 'block';
    canvas.style.touchAction = 'none';
    canvas.style.outline = 'none';
    canvas.tabIndex = 0;
    canvas.setAttribute('aria-label', 'Family tree canvas; use the arrow keys to move between relatives');
    canvas.dataset.testid = 'tree-canvas';
    this.prevPosition = engine.host.style.position;
    if (getComputedStyle(engine.host).position === 'static') engine.host.style.position = 'relative';
    engine.host.appendChild(canvas);
    this.observer = new ResizeObserver(() => engine.resize(engine.host.clientWidth, engine.host.clientHeight));
    this.observer.observe(engine.host);
    this.watchDpr();
  }

  /** A window moved to another screen changes devicePixelRatio without a resize. */
  private watchDpr(): void {
    if (this.engine.options.resolution || typeof matchMedia !== 'function') return;
    this.dprQuery = matchMedia(`(resolution: ${devicePixelRatio}dppx)`);
    this.dprQuery.addEventListener('change', this.onDpr, { once: true });
  }

  private onDpr = (): void => {
    const app = this.engine.app;
    if (!app) return;
    app.renderer.resolution = devicePixelRatio;
    app.renderer.resize(this.engine.viewW, this.engine.viewH);
    this.engine.requestRender();
    this.watchDpr();
  };

  destroy(): void {
    this.observer?.disconnect();
    this.dprQuery?.removeEventListener('change', this.onDpr);
    this.engine.host.style.position = this.prevPosition;
  }
}
