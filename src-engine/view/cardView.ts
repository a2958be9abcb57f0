/** One pooled card: background sprite, photo, names in both scripts, dates and badges. */
import { BitmapFontManager, BitmapText, Container, Sprite, type Texture, type TextStyle, type TextStyleOptions } from 'pixi.js';
import type { DrawPerson, TreePreferences } from '../../src/protocol/draw';
import type { CardTextures } from '../systems/cardTextures';
import { cardNames, datesLine, GHOST_LABEL, nameLines, type NameDisplay } from './cardText';
import { ELLIPSIS, graphemes, type Measure } from './fitLines';
import type { Lod } from './lod';

export const GENDER_TINT = { m: 0xd3e4fb, f: 0xfbd9e6, none: 0xeceae4 } as const;
export const BLOCK_TINT = { m: 0x5f8fcf, f: 0xcf6f98, none: 0x9a958a } as const;
const TEXT = 0x2b2a27;
const MUTED = 0x6f6a60;
/** Line pitch of the 13px name lines, the 11px dates line and the 22px names of the name-only level. */
const NAME_PITCH = 16;
const DATES_PITCH = 15;
const BIG_PITCH = 26;

export interface CardStyles {
  name: TextStyleOptions;
  zh: TextStyleOptions;
  dates: TextStyleOptions;
  big: TextStyleOptions;
  badge: TextStyleOptions;
}

export function cardStyles(fontFamily: string): CardStyles {
  return {
    name: { fontFamily, fontSize: 13, fontWeight: 'bold', fill: TEXT, lineHeight: NAME_PITCH },
    zh: { fontFamily, fontSize: 13, fill: TEXT, lineHeight: NAME_PITCH },
    dates: { fontFamily, fontSize: 11, fill: MUTED },
    big: { fontFamily, fontSize: 22, fontWeight: 'bold', fill: TEXT, lineHeight: BIG_PITCH, align: 'center' },
    badge: { fontFamily, fontSize: 10, fontWeight: 'bold', fill: 0xffffff },
  };
}

/**
 * Widths of strings made of the characters of `text`, as a bitmap text of `style` lays them out: glyph
 * advances plus kerning. The font is asked for the glyphs once; pixi's measureText would lay out every trial
 * string again, in a cache keyed by style instance that hundreds of cards thrash.
 */
function measureWith(style: TextStyle, text: string): Measure {
  const font = BitmapFontManager.getFont(text + ELLIPSIS, style);
  const scale = style.fontSize / font.baseMeasurementFontSize;
  return (s) => {
    let w = 0;
    let prev = '';
    for (const g of graphemes(s)) {
      const ch = font.chars[g];
      if (ch) w += ch.xAdvance + (ch.kerning?.[prev] || 0);
      prev = g;
    }
    return w * scale;
  };
}

class Badge extends Container {
  readonly bg: Sprite;
  readonly text: BitmapText;
  constructor(tex: Texture, style: TextStyleOptions) {
    super();
    this.bg = new Sprite(tex);
    this.bg.width = 18;
    this.bg.height = 18;
    this.text = new BitmapText({ text: '', style });
    this.addChild(this.bg, this.text);
  }
  set(text: string, tint: number): void {
    this.text.text = text;
    const w = Math.max(18, this.text.width + 8);
    this.bg.width = w;
    this.bg.tint = tint;
    this.text.position.set((w - this.text.width) / 2, (18 - this.text.height) / 2);
  }
}

export class CardView extends Container {
  personId = '';
  stamp = 0;
  photoUrl: string | null = null;
  readonly bg: Sprite;
  readonly photo: Sprite;
  /** The lead name, bold, on up to two lines. */
  readonly nameText: BitmapText;
  /** The name in the other script, when the card shows both. */
  readonly zh: BitmapText;
  readonly dates: BitmapText;
  readonly big: BitmapText;
  readonly order: Badge;
  readonly hidden: Badge;
  readonly hints: Badge;

  constructor(private readonly textures: CardTextures, styles: CardStyles) {
    super();
    this.bg = new Sprite(textures.get('card'));
    this.photo = new Sprite(textures.get('photo'));
    this.nameText = new BitmapText({ text: '', style: styles.name });
    this.zh = new BitmapText({ text: '', style: styles.zh });
    this.dates = new BitmapText({ text: '', style: styles.dates });
    this.big = new BitmapText({ text: '', style: styles.big });
    this.order = new Badge(textures.get('badge'), styles.badge);
    this.hidden = new Badge(textures.get('badge'), styles.badge);
    this.hints = new Badge(textures.get('badge'), styles.badge);
    this.addChild(this.bg, this.photo, this.nameText, this.zh, this.dates, this.big, this.order, this.hidden, this.hints);
  }

  /** Shows `p` at level of detail `lod`, names as `names` says; `photo` is the loaded texture or null for the default portrait texture. */
  bind(p: DrawPerson, lod: Exclude<Lod, 'block'>, prefs: TreePreferences, names: NameDisplay, photo: Texture | null): void {
    const { width: w, height: h } = p.position;
    const c = p.card;
    this.personId = p.object_id;
    this.bg.texture = this.textures.get(p.is_ghost ? 'ghost' : p.is_start_person ? 'start' : 'card');
    this.bg.width = w;
    this.bg.height = h;
    this.bg.tint = p.is_ghost ? 0xffffff : prefs.color_code_gender ? GENDER_TINT[c.gender] : 0xffffff;
    const full = lod === 'full' && !p.is_ghost;
    this.photoUrl = full ? c.photo_url : null;
    this.photo.visible = full;
    this.nameText.visible = full;
    this.zh.visible = full;
    this.dates.visible = full;
    this.big.visible = !full;
    if (p.is_ghost) {
      this.big.text = GHOST_LABEL[p.ghost_type ?? 'child'];
      this.big.style.fill = MUTED;
      this.big.scale.set(lod === 'full' ? 0.6 : 1);
    } else if (!full) {
      // Zoomed out: the names alone, large, in the member's scripts and order.
      const rows = Math.max(1, Math.min(2, Math.floor((h - 8) / BIG_PITCH)));
      const shown = cardNames(c, names);
      const measure = measureWith(this.big.style, shown.join(''));
      const lines = nameLines(shown, rows, w - 12, measure, measure);
      this.big.text = [...lines.lead, ...lines.second].join('\n');
      this.big.style.fill = TEXT;
      this.big.scale.set(1);
    }
    if (this.big.visible) {
      const s = Math.min(this.big.scale.x, (w - 8) / Math.max(1, this.big.width / this.big.scale.x));
      this.big.scale.set(s);
      this.big.position.set((w - this.big.width) / 2, (h - this.big.height) / 2);
    }
    if (full) this.layoutFull(p, names, photo);
    const showOrder = !p.is_ghost && prefs.tree_show_birth_order && c.birth_order !== undefined;
    this.order.visible = showOrder && lod === 'full';
    if (this.order.visible) {
      this.order.set(String(c.birth_order), 0x9a6b1f);
      this.order.position.set(-6, -6);
    }
    this.hidden.visible = !p.is_ghost && c.has_hidden_subtree && c.hidden_count > 0;
    if (this.hidden.visible) {
      this.hidden.set(`+${c.hidden_count}`, 0x4b6b8a);
      this.hidden.position.set((w - this.hidden.bg.width) / 2, h - 9);
    }
    this.hints.visible = !p.is_ghost && (c.hint_count ?? 0) > 0 && lod === 'full';
    if (this.hints.visible) {
      this.hints.set(String(c.hint_count), 0x2e8b57);
      this.hints.position.set(w - this.hints.bg.width + 6, -6);
    }
  }

  /** Photo on the left; beside it the lead name (two lines at most), the other script's name and the dates, centred as a block. */
  private layoutFull(p: DrawPerson, names: NameDisplay, photo: Texture | null): void {
    const { width: w, height: h } = p.position;
    const c = p.card;
    const pad = 8;
    const ph = Math.min(40, h - 2 * pad);
    this.photo.texture = photo ?? this.textures.get('photo');
    this.photo.width = ph;
    this.photo.height = ph;
    this.photo.position.set(pad, (h - ph) / 2);
    const tx = pad * 2 + ph;
    const dates = datesLine(c.birth_text, c.death_text, c.is_deceased);
    const datesH = dates ? DATES_PITCH : 0;
    const rows = Math.max(1, Math.min(dates ? 3 : 4, Math.floor((h - 6 - datesH) / NAME_PITCH)));
    const shown = cardNames(c, names);
    const lines = nameLines(shown, rows, w - tx - 6, measureWith(this.nameText.style, shown[0]), measureWith(this.zh.style, shown[1]));
    this.nameText.text = lines.lead.join('\n');
    this.zh.text = lines.second.join('\n');
    this.dates.text = dates;
    const total = (lines.lead.length + lines.second.length) * NAME_PITCH + datesH;
    const top = Math.max(3, Math.round((h - total) / 2));
    this.nameText.position.set(tx, top);
    this.zh.position.set(tx, top + lines.lead.length * NAME_PITCH);
    this.dates.position.set(tx, top + total - datesH);
  }

  setPhoto(photo: Texture | null): void {
    this.photo.texture = photo ?? this.textures.get('photo');
  }
}
