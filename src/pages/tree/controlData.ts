/**
 * Which hidden branches this page has opened or closed. The server keeps a member's control data
 * itself, but a visitor's only lives here: expand-control answers a visitor with the clicks of that one
 * request, so the page folds every answer into what it holds and sends it with each draw and diff.
 */
import type { ControlData } from '../../protocol/draw';
import type { ExpandAction } from '../../machines/treeLoad';

/** Applies expand/collapse clicks in order, as the server does (a later click on a person wins). */
export function applyExpandActions(current: ControlData, actions: readonly ExpandAction[]): ControlData {
  const expanded = new Set(current.expanded);
  const collapsed = new Set(current.collapsed);
  for (const a of actions) {
    if (a.action === 'expand') {
      expanded.add(a.person_id);
      collapsed.delete(a.person_id);
    } else {
      collapsed.add(a.person_id);
      expanded.delete(a.person_id);
    }
  }
  return { expanded: [...expanded].sort(), collapsed: [...collapsed].sort() };
}

/** What the page holds for one tree: nothing until a click, then the whole state to send along. */
export class ControlDataHolder {
  private data: ControlData | null = null;

  /** The control data to send with a draw or diff; undefined lets the server use what it stored. */
  get current(): ControlData | undefined {
    return this.data ?? undefined;
  }

  /**
   * Records an expand-control answer. A member's answer is the full stored state; a visitor's covers
   * only this request, so it is folded into what was held.
   */
  record(answer: ControlData, actions: readonly ExpandAction[], isMember: boolean): void {
    this.data = isMember ? answer : applyExpandActions(this.data ?? { expanded: [], collapsed: [] }, actions);
  }
}
