/** Every tree command and gesture, in the order the shortcuts modal lists them (tree-workspace.md section 2). */
import { namedKey, plainKey, primaryModifierKey } from './keyTests';
import type { GestureEntry, KeyCommand, RelativeKind, TreeCommand, TreeCommandContext } from './types';

/** A real person is selected (not a ghost card). */
const hasPerson = (ctx: TreeCommandContext) => ctx.selectedPersonId !== null && !ctx.selectedIsGhost;
const canEditPerson = (ctx: TreeCommandContext) => hasPerson(ctx) && ctx.isWriteAllowed;

function selectionCommand(
  fields: Pick<KeyCommand, 'id' | 'label' | 'kbd' | 'keyTest'> & Partial<Pick<KeyCommand, 'chord' | 'predicate'>>,
  perform: (personId: string, ...rest: Parameters<KeyCommand['perform']>) => void,
): KeyCommand {
  return {
    kind: 'key',
    scope: 'active',
    inMenu: true,
    needsSelection: true,
    predicate: hasPerson,
    ...fields,
    perform: (ctx, host) => perform(ctx.selectedPersonId!, ctx, host),
  };
}

const addRelative = (relation: RelativeKind, digit: string, label: string): KeyCommand =>
  selectionCommand(
    { id: `add-${relation}`, label, kbd: `R ${digit}`, chord: 'r', keyTest: plainKey(digit), predicate: canEditPerson },
    (id, _ctx, host) => host.startAddRelative(id, relation),
  );

export const gestures: GestureEntry[] = [
  { kind: 'gesture', id: 'gesture-pan', label: 'Move around the tree', kbd: 'Drag' },
  { kind: 'gesture', id: 'gesture-zoom', label: 'Zoom in and out', kbd: 'Mouse wheel' },
  { kind: 'gesture', id: 'gesture-quick-view', label: 'Quick view of a person', kbd: 'Click a card' },
  { kind: 'gesture', id: 'gesture-quick-edit', label: 'Quick edit', kbd: 'Double click a card' },
  { kind: 'gesture', id: 'gesture-quick-actions', label: 'Quick actions', kbd: 'Right click a card' },
  { kind: 'gesture', id: 'gesture-profile', label: 'Full profile', kbd: 'Alt + click a card' },
  { kind: 'gesture', id: 'gesture-new-tab', label: 'Open the profile in a new tab', kbd: 'Ctrl + click a card' },
  { kind: 'gesture', id: 'gesture-family', label: 'Highlight the family group', kbd: 'Click a relationship line' },
];

export const keyCommands: KeyCommand[] = [
  {
    kind: 'key',
    id: 'search',
    label: 'Search the tree',
    kbd: 'Ctrl+F / ⌘F',
    scope: 'active',
    inMenu: false,
    needsSelection: false,
    keyTest: primaryModifierKey('f'),
    predicate: () => true,
    perform: (_ctx, host) => host.openSearch(),
  },
  {
    kind: 'key',
    id: 'close-panel',
    label: 'Close the side panel',
    kbd: 'Esc',
    scope: 'anywhere',
    inMenu: false,
    needsSelection: false,
    keyTest: namedKey('Escape'),
    predicate: (ctx) => ctx.panel !== null,
    perform: (_ctx, host) => host.closePanel(),
  },
  selectionCommand({ id: 'profile', label: 'Profile', kbd: 'P', keyTest: plainKey('p') }, (id, _ctx, host) => host.navigate('profile', id)),
  selectionCommand({ id: 'quick-edit', label: 'Quick edit', kbd: 'E', keyTest: plainKey('e'), predicate: canEditPerson }, (id, _ctx, host) =>
    host.openPanel('quickEdit', id),
  ),
  selectionCommand({ id: 'full-edit', label: 'Full edit', kbd: 'F', keyTest: plainKey('f'), predicate: canEditPerson }, (id, _ctx, host) =>
    host.openPanel('fullEdit', id),
  ),
  addRelative('parent', '1', 'Add parent'),
  addRelative('spouse', '2', 'Add spouse'),
  addRelative('sibling', '3', 'Add sibling'),
  addRelative('child', '4', 'Add child'),
  selectionCommand({ id: 'tree-view', label: 'Tree view', kbd: 'T', keyTest: plainKey('t') }, (id, _ctx, host) => host.navigate('tree', id)),
  selectionCommand({ id: 'lineage', label: 'Lineage', kbd: 'L', keyTest: plainKey('l') }, (id, _ctx, host) => host.navigate('lineage', id)),
  // Del only: Backspace is too easy to hit when focus has just left a text field.
  selectionCommand({ id: 'delete', label: 'Delete', kbd: 'Del', keyTest: namedKey('Delete'), predicate: canEditPerson }, (id, _ctx, host) =>
    host.deletePerson(id),
  ),
];

/** The one registry: gestures (display only) and key commands. */
export const treeCommands: TreeCommand[] = [...gestures, ...keyCommands];
