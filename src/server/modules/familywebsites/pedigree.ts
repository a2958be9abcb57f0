/**
 * The pedigree image of a site: the start person and up to three generations of ancestors, drawn as
 * an SVG from the site's redacted persons (a living person is a box reading 'Living'). The same SVG
 * becomes the PNG of the site's Open Graph image.
 */
import sharp from 'sharp';
import { esc } from './html';
import type { SiteGraph } from './siteGraph';

const BOX_W = 200;
const BOX_H = 46;
const GAP_X = 40;
const GENERATIONS = 4;

/** Father first, then mother (by gender; otherwise in link order). */
function parentsOf(g: SiteGraph, id: string): (string | null)[] {
  const list = g.parents.get(id) ?? [];
  const father = list.find((p) => g.byId.get(p)?.gender === 'm') ?? null;
  const mother = list.find((p) => p !== father && g.byId.get(p)?.gender === 'f') ?? null;
  const rest = list.filter((p) => p !== father && p !== mother);
  return [father ?? rest.shift() ?? null, mother ?? rest.shift() ?? null];
}

function clip(text: string, max: number): string {
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
}

export function pedigreeSvg(g: SiteGraph, start: string, theme: string): string {
  const rows = 2 ** (GENERATIONS - 1);
  const height = rows * (BOX_H + 12) + 12;
  const width = GENERATIONS * (BOX_W + GAP_X);
  const parts: string[] = [];
  const draw = (id: string | null, gen: number, slot: number, parent?: { x: number; y: number }) => {
    if (!id || gen >= GENERATIONS) return;
    const span = height / 2 ** gen;
    const x = 8 + gen * (BOX_W + GAP_X);
    const y = span * slot + span / 2 - BOX_H / 2;
    const p = g.shown.get(id);
    if (!p) return;
    if (parent) parts.push(`<path d="M${parent.x} ${parent.y}H${x - GAP_X / 2}V${y + BOX_H / 2}H${x}" fill="none" stroke="#999"/>`);
    const fill = p.living ? '#f2f2f2' : p.gender === 'f' ? '#fbeef0' : p.gender === 'm' ? '#eef3fb' : '#f6f6f6';
    parts.push(`<rect x="${x}" y="${y}" width="${BOX_W}" height="${BOX_H}" rx="5" fill="${fill}" stroke="${esc(theme)}"/>`);
    parts.push(`<text x="${x + 8}" y="${y + 19}" font-size="13" font-weight="600">${esc(clip(p.living ? p.name : p.en || p.zh, 26))}</text>`);
    const second = p.living ? '' : [p.zh && p.en ? p.zh : '', p.lifespan].filter(Boolean).join('  ');
    if (second) parts.push(`<text x="${x + 8}" y="${y + 37}" font-size="12" fill="#555">${esc(clip(second, 30))}</text>`);
    const [father, mother] = parentsOf(g, id);
    const here = { x: x + BOX_W, y: y + BOX_H / 2 };
    draw(father, gen + 1, slot * 2, here);
    draw(mother, gen + 1, slot * 2 + 1, here);
  };
  draw(start, 0, 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Pedigree chart" font-family="Noto Sans CJK SC, Noto Sans SC, sans-serif">${parts.join('')}</svg>`;
}

/** The pedigree as a 1200×630 PNG (the Open Graph size) on a white ground. */
export async function pedigreePng(svg: string, title: string, theme: string): Promise<Buffer> {
  const chart = await sharp(Buffer.from(svg)).resize(1120, 520, { fit: 'inside', background: '#ffffff' }).png().toBuffer();
  const banner = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="90"><rect width="1200" height="90" fill="${esc(theme)}"/><text x="40" y="58" font-size="36" fill="#fff" font-family="Noto Sans CJK SC, sans-serif">${esc(clip(title, 48))}</text></svg>`,
  );
  return sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ffffff' } })
    .composite([{ input: banner, top: 0, left: 0 }, { input: chart, top: 100, left: 40 }])
    .png()
    .toBuffer();
}
