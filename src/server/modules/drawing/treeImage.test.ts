import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import type { DrawResponse } from '../../../protocol/draw';
import { FONT_FAMILY, renderTreePng } from './treeImage';

afterEach(() => {
  vi.restoreAllMocks();
});

function oneCard(name: string): DrawResponse {
  return {
    persons: [
      {
        object_id: 'p1',
        is_start_person: false,
        is_ghost: false,
        generation: 0,
        position: { x: 0, y: 0, width: 200, height: 100 },
        card: {
          full_name: name,
          names_en: '',
          names_zh: name,
          gender: 'none',
          birth_text: '',
          death_text: '',
          is_deceased: true,
          photo_url: null,
          has_hidden_subtree: false,
          hidden_count: 0,
        },
      },
    ],
    lines: [],
    tree_width: 200,
    tree_height: 100,
    tree_margin_x: 0,
    has_state: false,
    map_hash: 'h',
    blood_relatives_ids: [],
    preferences: { color_code_gender: false, tree_show_birth_order: false },
  };
}

/** The RGBA pixels of a one-card tree whose name is `name`; only the name differs between two calls. */
async function pixelsOf(name: string, fontFiles?: readonly string[]): Promise<Buffer> {
  const { png, width, height } = renderTreePng(oneCard(name), { scale: 1, color: false }, fontFiles);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(await loadImage(png), 0, 0);
  return Buffer.from(ctx.getImageData(0, 0, width, height).data);
}

// Simplified and traditional forms of common surnames, then rarer given-name characters.
const NAMES = ['黄', '黃', '陈', '陳', '刘', '劉', '邓', '鄧', '谭', '譚', '鍇', '堃', '喆', '䶮'];
/** A private-use character no font has: the canvas draws its missing-glyph box. */
const MISSING = '\u{10FFFD}';

describe('tree image font', () => {
  // What this machine's own fonts make of each name: drawn first, as the canvas keeps a face once it
  // has drawn with it. CI installs Noto CJK, so this may well be Chinese text; with no CJK font it
  // is nothing or boxes. Test files run in processes of their own, so no other file registered the
  // shipped font before.
  let without: Buffer[];
  beforeAll(async () => {
    without = [];
    for (const name of NAMES) without.push(await pixelsOf(name, []));
  });

  it('draws simplified and traditional names in the shipped font, each character its own glyph', async () => {
    const blank = await pixelsOf('');
    const box = await pixelsOf(MISSING);
    expect(box.equals(blank)).toBe(false);
    const drawn = new Map<string, string>();
    for (const [i, name] of NAMES.entries()) {
      const pixels = await pixelsOf(name);
      expect(pixels.equals(without[i]), `${name} is not drawn in the shipped font`).toBe(false);
      expect(pixels.equals(blank), `${name} drew nothing`).toBe(false);
      expect(pixels.equals(box), `${name} drew the missing-glyph box`).toBe(false);
      drawn.set(pixels.toString('base64'), name);
    }
    expect([...drawn.values()], 'two names drew the same pixels').toEqual(NAMES);
  });

  it('registers the shipped regular and bold faces on the first drawing only', async () => {
    await pixelsOf('黃');
    const register = vi.spyOn(GlobalFonts, 'registerFromPath');
    await pixelsOf('陳');
    expect(register).not.toHaveBeenCalled();
    const family = GlobalFonts.families.find((f) => f.family === FONT_FAMILY);
    expect(family?.styles.map((s) => s.weight).sort()).toEqual([400, 700]);
  });
});
