/** Shared card textures drawn once on 2D canvases; canvas-backed so pixi re-uploads them after context loss. */
import { Texture } from 'pixi.js';

export type CardTextureKey = 'card' | 'start' | 'ghost' | 'badge' | 'photo';

const W = 160;
const H = 64;
const RES = 2;

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w * RES;
  c.height = h * RES;
  const ctx = c.getContext('2d')!;
  ctx.scale(RES, RES);
  return [c, ctx];
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

export class CardTextures {
  private readonly textures = new Map<CardTextureKey, Texture>();

  get(key: CardTextureKey): Texture {
    let t = this.textures.get(key);
    if (!t) this.textures.set(key, (t = this.draw(key)));
    return t;
  }

  private draw(key: CardTextureKey): Texture {
    if (key === 'badge') {
      const [c, ctx] = canvas(20, 20);
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(10, 10, 9.5, 0, Math.PI * 2);
      ctx.fill();
      return Texture.from(c);
    }
    if (key === 'photo') {
      const [c, ctx] = canvas(40, 40);
      ctx.fillStyle = '#d6d3cd';
      ctx.beginPath();
      ctx.arc(20, 20, 19, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#f3f1ec';
      ctx.beginPath();
      ctx.arc(20, 15, 7, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.ellipse(20, 33, 12, 8, 0, Math.PI, 0);
      ctx.fill();
      return Texture.from(c);
    }
    const [c, ctx] = canvas(W, H);
    if (key === 'ghost') {
      roundRect(ctx, 1, 1, W - 2, H - 2, 8);
      ctx.fillStyle = 'rgba(255,255,255,0.55)';
      ctx.fill();
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = '#8a8578';
      ctx.stroke();
      return Texture.from(c);
    }
    // White fill with a grey border: the sprite tint turns it into the gender colour.
    roundRect(ctx, 1, 1, W - 2, H - 2, 8);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.lineWidth = key === 'start' ? 3 : 1;
    ctx.strokeStyle = key === 'start' ? '#9a6b1f' : '#b9b4a8';
    ctx.stroke();
    return Texture.from(c);
  }

  destroy(): void {
    for (const t of this.textures.values()) t.destroy(true);
    this.textures.clear();
  }
}
