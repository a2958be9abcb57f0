/** The words on a card and in the accessibility mirror; pure so they are tested without a renderer. */
import type { Card, DrawPerson } from '../../src/protocol/draw';
import { UNKNOWN_NAME, type NameDisplay } from '../../src/protocol/names';
import { fitLines, type Measure } from './fitLines';

/** Dates line: "1901 – 1965", "b. ~1950" or "" (texts arrive already formatted, with ~ for ranges). */
export function datesLine(birth: string, death: string, deceased: boolean): string {
  if (birth && death) return `${birth} – ${death}`;
  if (birth) return deceased ? `${birth} – ?` : `b. ${birth}`;
  if (death) return `d. ${death}`;
  return deceased ? 'Deceased' : '';
}

export const GHOST_LABEL = { father: 'Add father', mother: 'Add mother', spouse: 'Add spouse', child: 'Add child' } as const;

export { DEFAULT_NAME_DISPLAY, UNKNOWN_NAME, type NameDisplay } from '../../src/protocol/names';

/**
 * The names a card shows, in the order shown: the lead name, then the other script's name ('' when the card
 * shows one script, or the person has a name in one script only). A person with no name is Unknown / 未知.
 */
export function cardNames(c: Card, display: NameDisplay): [lead: string, second: string] {
  if (c.is_private) return ['Living', ''];
  let en = c.names_en.trim();
  let zh = c.names_zh.trim();
  if (!en && !zh) {
    const full = c.full_name.trim();
    if (full) return [full, ''];
    en = UNKNOWN_NAME.en;
    zh = UNKNOWN_NAME.zh;
  }
  if (display.script === 'en') return [en || zh, ''];
  if (display.script === 'zh') return [zh || en, ''];
  const [a, b] = display.first === 'zh' ? [zh, en] : [en, zh];
  return a ? [a, b] : [b, ''];
}

/**
 * A card's names over at most `rows` lines of `width` pixels: the lead name takes up to two lines but leaves
 * one to the other script's name, which takes what is left (up to two). Each ends with an ellipsis if it
 * still does not fit.
 */
export function nameLines(names: [string, string], rows: number, width: number, measureLead: Measure, measureSecond: Measure): { lead: string[]; second: string[] } {
  const lead = fitLines(names[0], measureLead, width, Math.max(1, Math.min(2, names[1] ? rows - 1 : rows)));
  const second = names[1] ? fitLines(names[1], measureSecond, width, Math.min(2, rows - lead.length)) : [];
  return { lead, second };
}

/** Accessible name: full name in both scripts, then dates; ghosts say what they add. */
export function accessibleName(p: DrawPerson): string {
  if (p.is_ghost) return GHOST_LABEL[p.ghost_type ?? 'child'];
  const c = p.card;
  if (c.is_private) return 'Living';
  const names = [c.names_en, c.names_zh].filter(Boolean).join(' ') || c.full_name || UNKNOWN_NAME.en;
  const dates = datesLine(c.birth_text, c.death_text, c.is_deceased);
  return dates ? `${names}, ${dates}` : names;
}

/** Maps generation (0 start, -1 parents) to a 1-based aria-level where the oldest drawn generation is 1. */
export function ariaLevel(generation: number, minGeneration: number): number {
  return generation - minGeneration + 1;
}
