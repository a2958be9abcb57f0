/**
 * A PNG of a laid-out tree, drawn on the server from the same payload the engine draws, so what a
 * visitor may not see is already gone. Chinese names use the Noto CJK font installed from Debian
 * (fonts-noto-cjk); nothing is downloaded at run time.
 */
import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { DrawResponse, Gender } from '../../../protocol/draw';

const FONT_FILES = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'];
const FAMILY = 'Noto Sans CJK SC';
let fontsReady = false;

function ensureFonts() {
  if (fontsReady) return;
  fontsReady = true;
  for (const file of FONT_FILES) if (existsSync(file)) GlobalFonts.registerFromPath(file);
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

export function renderTreePng(payload: DrawResponse, options: TreeImageOptions): { png: Buffer; width: number; height: number; scale: number } {
  ensureFonts();
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
  ctx.font = `bold ${size.toFixed(1)}px "${FAMILY}"`;
  ctx.textBaseline = 'top';
  const pad = w / 20;
  const lines = [p.card.names_zh, p.card.names_en || p.card.full_name].filter((s, i, all) => s && all.indexOf(s) === i);
  if (!lines.length) lines.push(p.card.full_name);
  lines.slice(0, 2).forEach((text, i) => ctx.fillText(text, x + pad, y + pad + i * size * 1.25, w - 2 * pad));
  const dates = [p.card.birth_text, p.card.death_text].filter(Boolean).join(' – ');
  if (dates) {
    ctx.font = `${(size * 0.8).toFixed(1)}px "${FAMILY}"`;
    ctx.fillStyle = '#6b625b';
    ctx.fillText(dates, x + pad, y + h - pad - size * 0.8, w - 2 * pad);
  }
}
