import { describe, expect, it, vi } from 'vitest';
import { chordStartedBy, commandForKey, commandsForMenu, keyCommands, shortcutsList, treeCommands } from './index';
import { plainKey } from './keyTests';
import type { KeyCommand, KeyInput, TreeCommandContext, TreeCommandsHost } from './types';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
const ctx = (over: Partial<TreeCommandContext> = {}): TreeCommandContext => ({
  treeId: 't1',
  selectedPersonId: 'p1',
  selectedIsGhost: false,
  isWriteAllowed: true,
  panel: null,
  view: 'tree',
  ...over,
});
const active = { chord: null, scope: 'active' as const };

function fakeHost(): TreeCommandsHost & { calls: string[] } {
  const calls: string[] = [];
  const rec = (name: string) => (...args: unknown[]) => {
    calls.push([name, ...args].join(' '));
  };
  return {
    calls,
    openPanel: rec('openPanel'),
    closePanel: rec('closePanel'),
    navigate: rec('navigate'),
    deletePerson: rec('deletePerson'),
    startAddRelative: rec('startAddRelative'),
    openSearch: rec('openSearch'),
    closeModal: rec('closeModal'),
  };
}

function run(k: KeyInput, c = ctx(), lookup: { chord: string | null; scope: 'active' | 'anywhere' } = active): string[] {
  const host = fakeHost();
  commandForKey(k, c, lookup)?.perform(c, host);
  return host.calls;
}

describe('tree commands: keys', () => {
  it('maps every selection key of the spec to its action on the selected person', () => {
    expect(run(key('p'))).toEqual(['navigate profile p1']);
    expect(run(key('E'))).toEqual(['openPanel quickEdit p1']);
    expect(run(key('f'))).toEqual(['openPanel fullEdit p1']);
    expect(run(key('t'))).toEqual(['navigate tree p1']);
    expect(run(key('l'))).toEqual(['navigate lineage p1']);
    expect(run(key('Delete'))).toEqual(['deletePerson p1']);
    expect(run(key('Backspace'))).toEqual([]);
  });

  it('R then 1 to 4 adds parent, spouse, sibling, child; the digits alone do nothing', () => {
    const chord = { chord: 'r', scope: 'active' as const };
    expect(run(key('1'), ctx(), chord)).toEqual(['startAddRelative p1 parent']);
    expect(run(key('2'), ctx(), chord)).toEqual(['startAddRelative p1 spouse']);
    expect(run(key('3'), ctx(), chord)).toEqual(['startAddRelative p1 sibling']);
    expect(run(key('4'), ctx(), chord)).toEqual(['startAddRelative p1 child']);
    expect(run(key('5'), ctx(), chord)).toEqual([]);
    expect(run(key('1'))).toEqual([]);
  });

  it('ctrl+F and cmd+F open search; F alone is full edit, so exactly one record matches each', () => {
    expect(run(key('f', { ctrlKey: true }), ctx({ selectedPersonId: null }))).toEqual(['openSearch']);
    expect(run(key('F', { metaKey: true, shiftKey: true }))).toEqual(['openSearch']);
    expect(run(key('f', { ctrlKey: true }))).toEqual(['openSearch']);
  });

  it('Esc closes the side panel only when one is open', () => {
    expect(run(key('Escape'), ctx({ panel: 'quickEdit' }))).toEqual(['closePanel']);
    expect(run(key('Escape'), ctx({ panel: null }))).toEqual([]);
  });

  it('writing commands need write access; reading ones do not', () => {
    const viewer = ctx({ isWriteAllowed: false });
    expect(run(key('e'), viewer)).toEqual([]);
    expect(run(key('f'), viewer)).toEqual([]);
    expect(run(key('Delete'), viewer)).toEqual([]);
    expect(run(key('1'), viewer, { chord: 'r', scope: 'active' })).toEqual([]);
    expect(run(key('p'), viewer)).toEqual(['navigate profile p1']);
    expect(run(key('l'), viewer)).toEqual(['navigate lineage p1']);
  });

  it('selection keys do nothing without a selected person or on a ghost card', () => {
    expect(run(key('p'), ctx({ selectedPersonId: null }))).toEqual([]);
    expect(run(key('e'), ctx({ selectedIsGhost: true }))).toEqual([]);
  });

  it('held-down keys do not repeat commands (one Del, one delete)', () => {
    expect(run(key('Delete', { repeat: true }))).toEqual([]);
  });

  it('only Esc works outside the active state', () => {
    const anywhere = { chord: null, scope: 'anywhere' as const };
    expect(run(key('Escape'), ctx({ panel: 'quickView' }), anywhere)).toEqual(['closePanel']);
    expect(run(key('p'), ctx(), anywhere)).toEqual([]);
    expect(run(key('f', { ctrlKey: true }), ctx(), anywhere)).toEqual([]);
  });

  it('a key matched by two records runs neither', () => {
    const perform = vi.fn();
    const twin = (id: string): KeyCommand => ({
      kind: 'key', id, label: id, kbd: 'X', scope: 'active', inMenu: false, needsSelection: false,
      keyTest: plainKey('x'), predicate: () => true, perform,
    });
    expect(commandForKey(key('x'), ctx(), active, [twin('a')])?.id).toBe('a');
    expect(commandForKey(key('x'), ctx(), active, [twin('a'), twin('b')])).toBeNull();
  });

  it('R starts the add-relative chord only when adding is possible', () => {
    expect(chordStartedBy(key('r'), ctx())).toBe('r');
    expect(chordStartedBy(key('R'), ctx())).toBe('r');
    expect(chordStartedBy(key('r'), ctx({ isWriteAllowed: false }))).toBeNull();
    expect(chordStartedBy(key('r'), ctx({ selectedPersonId: null }))).toBeNull();
    expect(chordStartedBy(key('r', { ctrlKey: true }), ctx())).toBeNull();
    expect(chordStartedBy(key('p'), ctx())).toBeNull();
  });
});

describe('tree commands: menus and the shortcuts modal', () => {
  it('the quick actions menu offers what applies to the selected person', () => {
    expect(commandsForMenu(ctx()).map((c) => c.id)).toEqual([
      'profile', 'quick-edit', 'full-edit', 'add-parent', 'add-spouse', 'add-sibling', 'add-child', 'tree-view', 'lineage', 'delete',
    ]);
    expect(commandsForMenu(ctx({ isWriteAllowed: false })).map((c) => c.id)).toEqual(['profile', 'tree-view', 'lineage']);
    expect(commandsForMenu(ctx({ selectedPersonId: null }))).toEqual([]);
  });

  it('the shortcuts modal lists every gesture and key of platform spec 2.6 from the same records', () => {
    const sections = shortcutsList();
    expect(sections.map((s) => s.id)).toEqual(['gestures', 'keys', 'selection']);
    const [gesturesSection, keys, selection] = sections;
    expect(gesturesSection.entries.map((e) => e.kbd)).toEqual([
      'Drag', 'Mouse wheel', 'Click a card', 'Double click a card', 'Right click a card', 'Alt + click a card', 'Ctrl + click a card', 'Click a relationship line',
    ]);
    expect(keys.entries.map((e) => e.kbd)).toEqual(['Ctrl+F / ⌘F', 'Esc']);
    expect(selection.entries.map((e) => `${e.kbd} ${e.label}`)).toEqual([
      'P Profile', 'E Quick edit', 'F Full edit', 'R 1 Add parent', 'R 2 Add spouse', 'R 3 Add sibling', 'R 4 Add child', 'T Tree view', 'L Lineage', 'Del Delete',
    ]);
    const listed = sections.flatMap((s) => s.entries.map((e) => e.id));
    expect(listed).toHaveLength(treeCommands.length);
    expect(new Set(listed)).toEqual(new Set(treeCommands.map((c) => c.id)));
  });

  it('no two key records of the registry claim the same key', () => {
    const probes = ['p', 'e', 'f', 't', 'l', 'r', '1', '2', '3', '4', 'Delete', 'Escape'].flatMap((k) => [key(k), key(k, { ctrlKey: true }), key(k, { metaKey: true })]);
    for (const probe of probes) {
      for (const chord of [null, 'r']) {
        const claims = keyCommands.filter((c) => (c.chord ?? null) === chord && c.keyTest(probe));
        expect(claims.length, `${probe.key} ctrl=${probe.ctrlKey} meta=${probe.metaKey} chord=${chord}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
