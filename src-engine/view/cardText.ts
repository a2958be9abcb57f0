/** The words on a card and in the accessibility mirror; pure so they are tested without a renderer. */
import type { DrawPerson } from '../../src/protocol/draw';

/** Cuts a string to at most `max` code points, ending with an ellipsis when cut. */
export function clip(s: string, max: number): string {
  const cps = [...s];
  return cps.length <= max ? s : cps.slice(0, max - 1).join('') + '…';
}

/** Dates line: "1901 – 1965", "b. ~1950" or "" (texts arrive already formatted, with ~ for ranges). */
export function datesLine(birth: string, death: string, deceased: boolean): string {
  if (birth && death) return `${birth} – ${death}`;
  if (birth) return deceased ? `${birth} – ?` : `b. ${birth}`;
  if (death) return `d. ${death}`;
  return deceased ? 'Deceased' : '';
}

export const GHOST_LABEL = { father: 'Add father', mother: 'Add mother', spouse: 'Add spouse', child: 'Add child' } as const;

/** Accessible name: full name in both scripts, then dates; ghosts say what they add. */
export function accessibleName(p: DrawPerson): string {
  if (p.is_ghost) return GHOST_LABEL[p.ghost_type ?? 'child'];
  const c = p.card;
  if (c.is_private) return 'Living';
  const names = [c.names_en, c.names_zh].filter(Boolean).join(' ') || c.full_name || 'Unnamed';
  const dates = datesLine(c.birth_text, c.death_text, c.is_deceased);
  return dates ? `${names}, ${dates}` : names;
}

/** Maps generation (0 start, -1 parents) to a 1-based aria-level where the oldest drawn generation is 1. */
export function ariaLevel(generation: number, minGeneration: number): number {
  return generation - minGeneration + 1;
}
