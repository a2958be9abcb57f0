/** The tree command registry: records, lookups and types. */
export * from './types';
export { gestures, keyCommands, treeCommands } from './treeCommands';
export { chordStartedBy, commandForKey, commandsForMenu, matchingCommands, shortcutsList } from './registry';
export type { KeyLookup, ShortcutEntry, ShortcutSection } from './registry';
