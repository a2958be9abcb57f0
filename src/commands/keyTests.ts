/** Small predicates for key records: a plain letter must not fire when a modifier is held (ctrl+F is search, F is full edit). */
import type { KeyInput } from './types';

const noModifier = (e: KeyInput) => !e.ctrlKey && !e.metaKey && !e.altKey;

/** The letter (or digit) alone, either case, no ctrl/cmd/alt. */
export function plainKey(letter: string): (e: KeyInput) => boolean {
  const lower = letter.toLowerCase();
  return (e) => noModifier(e) && e.key.toLowerCase() === lower;
}

/** A named key (Escape, Delete) with no ctrl/cmd/alt. */
export function namedKey(name: string): (e: KeyInput) => boolean {
  return (e) => noModifier(e) && e.key === name;
}

/** Ctrl+letter on Windows and Linux, Cmd+letter on macOS; either is accepted everywhere. */
export function primaryModifierKey(letter: string): (e: KeyInput) => boolean {
  const lower = letter.toLowerCase();
  return (e) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === lower;
}
