/**
 * Draws one leaf of a sample zupu as a scan would show it: a ruled double frame, two half-pages of
 * vertical columns read right to left, and between them the fold strip (版心) with the book's title,
 * its volume and fish-tail marks, in Noto Serif CJK TC. A degraded book adds paper tone, a slight skew,
 * blur and specks. Pure drawing: the text comes from book.ts, the randomness from the seed given.
 */
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { Random } from '../records/clerk';

export const LEAF_WIDTH = 1480;
export const LEAF_HEIGHT = 1100;
/** Columns on each half-page and characters in a column. */
export const COLUMNS_PER_HALF = 8;
export const CHARS_PER_COLUMN = 20;

const MARGIN_X = 60;
const MARGIN_Y = 70;
const FOLD_WIDTH = 80;
// The collection registers under its first face's name; the context's lang picks the traditional forms.
const FONT_FAMILY = 'Noto Serif CJK JP';
const FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc';

let fontReady = false;
function ensureFont(): void {
  if (fontReady) return;
  GlobalFonts.registerFromPath(FONT_FILE);
  if (!GlobalFonts.has(FONT_FAMILY)) throw new Error(`The ${FONT_FAMILY} font is missing: install the Debian package fonts-noto-cjk.`);
  fontReady = true;
}

export interface Degradation {
  /** Paper colour as [r, g, b]. */
  paper: [number, number, number];
  /** Rotation of the whole leaf in degrees. */
  skew: number;
  /** Gaussian blur sigma (0: none). */
  blur: number;
  /** Specks of ink and dirt per million pixels. */
  specks: number;
}

export const CLEAN: Degradation = { paper: [255, 255, 255], skew: 0, blur: 0, specks: 0 };

export interface LeafText {
  /** The right half-page's columns, right to left, each at most CHARS_PER_COLUMN characters. */
  right: string[];
  /** The left half-page's columns, right to left. */
  left: string[];
  /** The fold strip: the book title and the volume/leaf label. */
  foldTitle: string;
  foldLabel: string;
}

const columnWidth = (LEAF_WIDTH - 2 * MARGIN_X - FOLD_WIDTH) / (2 * COLUMNS_PER_HALF);
const charStep = (LEAF_HEIGHT - 2 * MARGIN_Y) / CHARS_PER_COLUMN;
const fontSize = Math.round(Math.min(columnWidth, charStep) * 0.78);

function drawColumn(ctx: SKRSContext2D, text: string, centreX: number, top: number, step: number, size: number): void {
  ctx.font = `${size}px "${FONT_FAMILY}"`;
  let y = top + step / 2;
  for (const ch of text) {
    ctx.fillText(ch, centreX, y);
    y += step;
  }
}

function drawFrame(ctx: SKRSContext2D, ink: string): void {
  ctx.strokeStyle = ink;
  ctx.lineWidth = 5;
  ctx.strokeRect(MARGIN_X - 14, MARGIN_Y - 14, LEAF_WIDTH - 2 * MARGIN_X + 28, LEAF_HEIGHT - 2 * MARGIN_Y + 28);
  ctx.lineWidth = 1.5;
  ctx.strokeRect(MARGIN_X - 6, MARGIN_Y - 6, LEAF_WIDTH - 2 * MARGIN_X + 12, LEAF_HEIGHT - 2 * MARGIN_Y + 12);
  const foldLeft = LEAF_WIDTH / 2 - FOLD_WIDTH / 2;
  ctx.lineWidth = 1.5;
  for (const x of [foldLeft, foldLeft + FOLD_WIDTH]) {
    ctx.beginPath();
    ctx.moveTo(x, MARGIN_Y - 6);
    ctx.lineTo(x, LEAF_HEIGHT - MARGIN_Y + 6);
    ctx.stroke();
  }
  // Fish tails (魚尾): the black notches that mark where the leaf folds.
  ctx.fillStyle = ink;
  for (const y of [MARGIN_Y + charStep * 5.6, LEAF_HEIGHT - MARGIN_Y - charStep * 2.4]) {
    ctx.beginPath();
    ctx.moveTo(foldLeft, y);
    ctx.lineTo(foldLeft + FOLD_WIDTH, y);
    ctx.lineTo(foldLeft + FOLD_WIDTH, y + 18);
    ctx.lineTo(LEAF_WIDTH / 2, y + 8);
    ctx.lineTo(foldLeft, y + 18);
    ctx.closePath();
    ctx.fill();
  }
}

/** The leaf as PNG bytes. */
export async function renderLeaf(text: LeafText, look: Degradation, random: Random): Promise<Buffer> {
  ensureFont();
  const canvas = createCanvas(LEAF_WIDTH, LEAF_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'zh-TW';
  ctx.fillStyle = `rgb(${look.paper.join(',')})`;
  ctx.fillRect(0, 0, LEAF_WIDTH, LEAF_HEIGHT);
  const ink = 'rgb(28,24,22)';
  drawFrame(ctx, ink);
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const rightEdge = LEAF_WIDTH - MARGIN_X;
  text.right.forEach((col, i) => drawColumn(ctx, col, rightEdge - columnWidth * (i + 0.5), MARGIN_Y, charStep, fontSize));
  const leftStart = LEAF_WIDTH / 2 - FOLD_WIDTH / 2;
  text.left.forEach((col, i) => drawColumn(ctx, col, leftStart - columnWidth * (i + 0.5), MARGIN_Y, charStep, fontSize));
  const foldStep = charStep * 0.8;
  drawColumn(ctx, text.foldTitle, LEAF_WIDTH / 2, MARGIN_Y + 4, foldStep, Math.round(fontSize * 0.7));
  drawColumn(ctx, text.foldLabel, LEAF_WIDTH / 2, MARGIN_Y + charStep * 6.4, foldStep, Math.round(fontSize * 0.7));
  for (let i = 0; i < (look.specks * LEAF_WIDTH * LEAF_HEIGHT) / 1e6; i++) {
    const r = 0.6 + random() * 1.8;
    ctx.fillStyle = random() < 0.7 ? 'rgba(40,30,20,0.55)' : 'rgba(150,120,80,0.35)';
    ctx.beginPath();
    ctx.arc(random() * LEAF_WIDTH, random() * LEAF_HEIGHT, r, 0, Math.PI * 2);
    ctx.fill();
  }
  const png = await canvas.encode('png');
  if (!look.skew && !look.blur) return png;
  let image = sharp(png);
  if (look.skew) image = image.rotate(look.skew, { background: { r: look.paper[0], g: look.paper[1], b: look.paper[2] } });
  if (look.blur) image = image.blur(look.blur);
  // Rotation grows the canvas: cut it back to the leaf's size around the centre.
  const meta = await image.toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.floor((meta.info.width - LEAF_WIDTH) / 2));
  const top = Math.max(0, Math.floor((meta.info.height - LEAF_HEIGHT) / 2));
  return sharp(meta.data).extract({ left, top, width: Math.min(LEAF_WIDTH, meta.info.width), height: Math.min(LEAF_HEIGHT, meta.info.height) }).png().toBuffer();
}
