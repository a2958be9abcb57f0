/**
 * The tree shortcuts the modal lists (platform spec 2.6). One list in one place: the tree command
 * registry replaces it when it lands, and the modal renders whichever it is given.
 */
export interface ShortcutItem {
  keys: string;
  action: string;
}

export const pointerShortcuts: ShortcutItem[] = [
  { keys: 'Drag', action: 'Pan the tree' },
  { keys: 'Mouse wheel', action: 'Zoom in and out' },
  { keys: 'Click a card', action: 'Quick view' },
  { keys: 'Double click a card', action: 'Quick edit' },
  { keys: 'Right click a card', action: 'Quick actions' },
  { keys: 'Alt + click a card', action: 'Full profile' },
  { keys: 'Ctrl + click a card', action: 'Open in a new tab' },
  { keys: 'Ctrl + F', action: 'Search the tree' },
  { keys: 'Click a relationship line', action: 'Highlight the family group' },
  { keys: 'Esc', action: 'Close the side panel' },
];

export const selectionShortcuts: ShortcutItem[] = [
  { keys: 'P', action: 'Profile' },
  { keys: 'E', action: 'Quick edit' },
  { keys: 'F', action: 'Full edit' },
  { keys: 'R then 1', action: 'Add a parent' },
  { keys: 'R then 2', action: 'Add a spouse' },
  { keys: 'R then 3', action: 'Add a sibling' },
  { keys: 'R then 4', action: 'Add a child' },
  { keys: 'T', action: 'Tree view' },
  { keys: 'L', action: 'Lineage view' },
  { keys: 'Del', action: 'Delete' },
];
