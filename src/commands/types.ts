/**
 * Tree commands as data (CONVENTIONS.md "Commands are data"): one record per command feeds the key
 * handling, the menus, the right-click quick actions and the shortcuts modal.
 */

export type RelativeKind = 'parent' | 'spouse' | 'sibling' | 'child';
export type PanelKind = 'quickView' | 'quickEdit' | 'fullEdit' | 'quickActions' | 'addRelative';
export type TreeView = 'tree' | 'lineage' | 'profile';

/** What a command may look at to decide whether it applies. */
export interface TreeCommandContext {
  treeId: string;
  selectedPersonId: string | null;
  /** A ghost card ("add father") is selected: it has no person behind it yet. */
  selectedIsGhost: boolean;
  isWriteAllowed: boolean;
  /** The side panel that is open, if any. */
  panel: PanelKind | null;
  view: TreeView;
}

/** What commands act on; the tree page implements it with the router, the panel state and the API. */
export interface TreeCommandsHost {
  openPanel(panel: Exclude<PanelKind, 'addRelative'>, personId: string): void;
  closePanel(): void;
  /** Opens a view of the tree for a person (profile page, tree centred on them, lineage list). */
  navigate(view: TreeView, personId: string): void;
  /** Asks for confirmation, then deletes. */
  deletePerson(personId: string): void;
  startAddRelative(personId: string, relation: RelativeKind): void;
  openSearch(): void;
  closeModal(): void;
}

/** The part of a KeyboardEvent a command looks at; a real KeyboardEvent satisfies it. */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  repeat?: boolean;
  preventDefault?: () => void;
}

/**
 * Where a key command works: 'active' only while the shortcuts machine is active; 'anywhere' also
 * while text is being edited or the tutorial is showing (Esc).
 */
export type KeyScope = 'active' | 'anywhere';

export interface KeyCommand {
  kind: 'key';
  id: string;
  label: string;
  /** How the key is shown to people, e.g. "R 1" or "Ctrl+F". */
  kbd: string;
  /** Set when the key only counts after this chord key (R then 1). */
  chord?: string;
  scope: KeyScope;
  /** Shown among the right-click quick actions and the person menus. */
  inMenu: boolean;
  /** Listed under "with a person selected" in the shortcuts modal. */
  needsSelection: boolean;
  keyTest(event: KeyInput): boolean;
  predicate(ctx: TreeCommandContext): boolean;
  perform(ctx: TreeCommandContext, host: TreeCommandsHost): void;
}

/** A mouse or touch gesture the engine handles itself; listed in the shortcuts modal only. */
export interface GestureEntry {
  kind: 'gesture';
  id: string;
  label: string;
  kbd: string;
}

export type TreeCommand = KeyCommand | GestureEntry;
