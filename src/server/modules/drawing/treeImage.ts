/**
 * A PNG of a laid-out tree, drawn on the server from the same payload the engine draws, so what a
 * visitor may not see is already gone. Names are drawn in Noto Sans SC shipped with the project (npm
 * `@expo-google-fonts/noto-sans-sc`, OFL), so a server without any system CJK font still draws Chinese
 * names instead of empty boxes; nothing is downloaded at run time.
 */
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { DrawResponse, Gender } from '../../../protocol/draw';

const requireHere = createRequire(import.meta.url);

/**
 * Regular (dates) and bold (names) Noto Sans SC, one TrueType file each (10.5 MB): the basic CJK
 * Unified Ideographs up to U+9FEF and nearly all of extension A, so simplified and traditional forms
 * alike (黄 黃, 邓 鄧, 锴 鍇). The web-font packages split a font into unicode-range slices, of which
 * the canvas would use only one per family.
 */
export const SHIPPED_FONT_FILES: readonly string[] = ['400Regular/NotoSansSC_400Regular.ttf', '700Bold/NotoSansSC_700Bold.ttf'].map((file) =>
  requireHere.resolve(`@expo-google-fonts/noto-sans-sc/${file}`),
);

/** Our own name for the shipped font, so no system font of the same name can pass for it. */
export const FONT_FAMILY = 'Xungen Noto Sans SC';

/**
 * The canvas falls back glyph by glyph along this list (never to a font it is not given): the system's
 * full Noto CJK, where installed, has rare extension-B characters the shipped font lacks, and DejaVu
 * Latin letters such as Ł.
 */
const FONT_STACK = `"${FONT_FAMILY}", "Noto Sans CJK SC", "DejaVu Sans"`;

/**
 * Registers the font files once per process: the canvas's font collection is shared by every pool
 * thread, so whichever thread draws first registers them for all. Two threads racing here register
 * the same faces twice, which is harmless.
 */
function ensureFonts(files: readonly string[]) {
  if (GlobalFonts.has(FONT_FAMILY)) return;
  for (const file of files) GlobalFonts.registerFromPath(file, FONT_FAMILY);
}

/** Canvas sides are capped: a very wide tree is scaled down to fit instead of failing. */
export const MAX_SIDE = 8000;
const PADDING = 20;

const genderFill: Record<Gender, string> = { m: '#dbe9f7', f: '#f9dde6', none: '#eeeeee' };

export interface TreeImageOptions {
  scale: number;
  /** Colour cards by gender. */
  color: boolean;
  /** Fit into this box instead of using `scale` (previews). */
  fit?: { width: number; height: number };
}

/** Draws the tree; `fontFiles` replaces the shipped font (tests draw without it). */
export function renderTreePng(
  payload: DrawResponse,
  options: TreeImageOptions,
  fontFiles: readonly string[] = SHIPPED_FONT_FILES,
): { png: Buffer; width: number; height: number; scale: number } {
  ensureFonts(fontFiles);
  const persons = payload.persons.filter((p) => !p.is_ghost);
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of persons) {
    minX = Math.min(minX, p.position.x);
    minY = Math.min(minY, p.position.y);
    maxX = Math.max(maxX, p.position.x + p.position.width);
    maxY = Math.max(maxY, p.position.y + p.position.height);
  }
  if (!persons.length) minX = minY = maxX = maxY = 0;
  const treeW = Math.max(1, maxX - minX);
  const treeH = Math.max(1, maxY - minY);
  let scale = options.fit
    ? Math.min((options.fit.width - 2 * PADDING) / treeW, (options.fit.height - 2 * PADDING) / treeH)
    : options.scale;
  scale = Math.min(scale, (MAX_SIDE - 2 * PADDING) / treeW, (MAX_SIDE - 2 * PADDING) / treeH);
  const width = options.fit?.width ?? Math.ceil(treeW * scale + 2 * PADDING);
  const height = options.fit?.height ?? Math.ceil(treeH * scale + 2 * PADDING);
  const offsetX = options.fit ? (width - treeW * scale) / 2 : PADDING;
  const offsetY = options.fit ? (height - treeH * scale) / 2 : PADDING;

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fffaf2';
  ctx.fillRect(0, 0, width, height);
  const tx = (x: number) => offsetX + (x - minX) * scale;
  const ty = (y: number) => offsetY + (y - minY) * scale;

  ctx.strokeStyle = '#8a7f76';
  ctx.lineWidth = Math.max(0.5, 2 * scale);
  ctx.beginPath();
  for (const line of payload.lines) {
    line.points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(tx(x), ty(y)) : ctx.lineTo(tx(x), ty(y))));
  }
  ctx.stroke();

  for (const p of persons) drawCard(ctx, p, tx(p.position.x), ty(p.position.y), p.position.width * scale, p.position.height * scale, options.color);
  return { png: canvas.toBuffer('image/png'), width, height, scale };
}

function drawCard(ctx: SKRSContext2D, p: DrawResponse['persons'][number], x: number, y: number, w: number, h: number, color: boolean) {
  ctx.fillStyle = color ? genderFill[p.card.gender] : '#ffffff';
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = p.is_start_person ? '#8c1c13' : '#b8aca1';
  ctx.lineWidth = p.is_start_person ? Math.max(1, w / 60) : Math.max(0.5, w / 200);
  ctx.strokeRect(x, y, w, h);
  // Text only where it can be read; a map of a large tree shows the shape.
  const size = h / 5;
  if (size < 6) return;
  ctx.fillStyle = '#1f1a17';
  ctx.font = `bold ${size.toFixed(1)}px ${FONT_STACK}`;
  ctx.textBaseline = 'top';
  const pad = w / 20;
  const lines = [p.card.names_zh, p.card.names_en || p.card.full_name].filter((s, i, all) => s && all.indexOf(s) === i);
  if (!lines.length) lines.push(p.card.full_name);
  lines.slice(0, 2).forEach((text, i) => ctx.fillText(text, x + pad, y + pad + i * size * 1.25, w - 2 * pad));
  const dates = [p.card.birth_text, p.card.death_text].filter(Boolean).join(' – ');
  if (dates) {
    ctx.font = `${(size * 0.8).toFixed(1)}px ${FONT_STACK}`;
    ctx.fillStyle = '#6b625b';
    ctx.fillText(dates, x + pad, y + h - pad - size * 0.8, w - 2 * pad);
  }
}
