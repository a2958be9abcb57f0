/** Reading the command registry: which record a key means, what a menu offers, what the shortcuts modal lists. */
import { keyCommands, treeCommands } from './treeCommands';
import type { KeyCommand, KeyInput, KeyScope, TreeCommand, TreeCommandContext } from './types';

export interface KeyLookup {
  /** The chord key pressed before this one (lower case), or null. */
  chord: string | null;
  /** 'active' admits every command; 'anywhere' only those that work while editing or locked. */
  scope: KeyScope;
}

/** The key records whose keyTest accepts this key in this situation (more than one means ambiguous). */
export function matchingCommands(event: KeyInput, lookup: KeyLookup, commands: readonly KeyCommand[] = keyCommands): KeyCommand[] {
  return commands.filter(
    (c) => (c.chord ?? null) === lookup.chord && (lookup.scope === 'active' || c.scope === 'anywhere') && c.keyTest(event),
  );
}

/** The command a key runs: only when exactly one record matches and it applies to the context. */
export function commandForKey(
  event: KeyInput,
  ctx: TreeCommandContext,
  lookup: KeyLookup,
  commands: readonly KeyCommand[] = keyCommands,
): KeyCommand | null {
  if (event.repeat) return null;
  const matches = matchingCommands(event, lookup, commands);
  if (matches.length !== 1) return null;
  return matches[0].predicate(ctx) ? matches[0] : null;
}

/**
 * The chord this key starts (R for add relative), when no plain command claims the key and at least
 * one command of the chord applies now; null otherwise.
 */
export function chordStartedBy(event: KeyInput, ctx: TreeCommandContext, commands: readonly KeyCommand[] = keyCommands): string | null {
  if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key.toLowerCase();
  const chordCommands = commands.filter((c) => c.chord === key);
  if (chordCommands.length === 0) return null;
  if (matchingCommands(event, { chord: null, scope: 'active' }, commands).length > 0) return null;
  return chordCommands.some((c) => c.predicate(ctx)) ? key : null;
}

/** The commands a person menu or the right-click quick actions offer in this context. */
export function commandsForMenu(ctx: TreeCommandContext, commands: readonly KeyCommand[] = keyCommands): KeyCommand[] {
  return commands.filter((c) => c.inMenu && c.predicate(ctx));
}

export interface ShortcutEntry {
  id: string;
  label: string;
  kbd: string;
}
export interface ShortcutSection {
  id: 'gestures' | 'keys' | 'selection';
  title: string;
  entries: ShortcutEntry[];
}

/** The shortcuts modal: gestures, keys that always work, keys that need a selected person. */
export function shortcutsList(commands: readonly TreeCommand[] = treeCommands): ShortcutSection[] {
  const entry = (c: TreeCommand): ShortcutEntry => ({ id: c.id, label: c.label, kbd: c.kbd });
  const keys = commands.filter((c): c is KeyCommand => c.kind === 'key');
  return [
    { id: 'gestures', title: 'Mouse and touch', entries: commands.filter((c) => c.kind === 'gesture').map(entry) },
    { id: 'keys', title: 'Keys', entries: keys.filter((c) => !c.needsSelection).map(entry) },
    { id: 'selection', title: 'With a person selected', entries: keys.filter((c) => c.needsSelection).map(entry) },
  ];
}
