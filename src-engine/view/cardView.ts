/** One pooled card: background sprite, photo, names in both scripts, dates and badges. */
import { BitmapText, Container, Sprite, type Texture, type TextStyleOptions } from 'pixi.js';
import type { DrawPerson, TreePreferences } from '../../src/protocol/draw';
import type { CardTextures } from '../systems/cardTextures';
import { clip, datesLine, GHOST_LABEL } from './cardText';
import type { Lod } from './lod';

export const GENDER_TINT = { m: 0xd3e4fb, f: 0xfbd9e6, none: 0xeceae4 } as const;
export const BLOCK_TINT = { m: 0x5f8fcf, f: 0xcf6f98, none: 0x9a958a } as const;
const TEXT = 0x2b2a27;
const MUTED = 0x6f6a60;

export interface CardStyles {
  name: TextStyleOptions;
  zh: TextStyleOptions;
  dates: TextStyleOptions;
  big: TextStyleOptions;
  badge: TextStyleOptions;
}

export function cardStyles(fontFamily: string): CardStyles {
  return {
    name: { fontFamily, fontSize: 13, fontWeight: 'bold', fill: TEXT },
    zh: { fontFamily, fontSize: 13, fill: TEXT },
    dates: { fontFamily, fontSize: 11, fill: MUTED },
    big: { fontFamily, fontSize: 22, fontWeight: 'bold', fill: TEXT },
    badge: { fontFamily, fontSize: 10, fontWeight: 'bold', fill: 0xffffff },
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
  readonly nameText: BitmapText;
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

  /** Shows `p` at level of detail `lod`; `photo` is the loaded texture or null for the placeholder. */
  bind(p: DrawPerson, lod: Exclude<Lod, 'block'>, prefs: TreePreferences, photo: Texture | null): void {
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
      this.big.text = clip(c.names_zh || c.names_en || c.full_name, 8);
      this.big.style.fill = TEXT;
      this.big.scale.set(1);
    }
    if (this.big.visible) {
      const s = Math.min(this.big.scale.x, (w - 8) / Math.max(1, this.big.width / this.big.scale.x));
      this.big.scale.set(s);
      this.big.position.set((w - this.big.width) / 2, (h - this.big.height) / 2);
    }
    if (full) {
      const pad = 8;
      const ph = Math.min(40, h - 2 * pad);
      this.photo.texture = photo ?? this.textures.get('photo');
      this.photo.width = ph;
      this.photo.height = ph;
      this.photo.position.set(pad, (h - ph) / 2);
      const tx = pad * 2 + ph;
      const maxChars = Math.max(4, Math.floor((w - tx - 4) / 7.5));
      // Surname-first Chinese name on its own line keeps both scripts legible at card size.
      this.nameText.text = clip(c.is_private ? 'Living' : c.names_en || c.full_name, maxChars);
      this.zh.text = clip(c.names_zh, Math.floor(maxChars / 1.8));
      this.dates.text = datesLine(c.birth_text, c.death_text, c.is_deceased);
      this.nameText.position.set(tx, 8);
      this.zh.position.set(tx, 25);
      this.dates.position.set(tx, h - 20);
    }
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

  setPhoto(photo: Texture | null): void {
    this.photo.texture = photo ?? this.textures.get('photo');
  }
}
