import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TreeCommandsHost } from '../commands';
import { shortcutsMachine } from './shortcuts';
import { lockShortcutsDuringTutorial, tutorialMachine } from './tutorial';

const host = (calls: string[]): TreeCommandsHost => ({
  openPanel: (...a) => void calls.push(`openPanel ${a.join(' ')}`),
  closePanel: () => void calls.push('closePanel'),
  navigate: (...a) => void calls.push(`navigate ${a.join(' ')}`),
  deletePerson: (id) => void calls.push(`deletePerson ${id}`),
  startAddRelative: (...a) => void calls.push(`startAddRelative ${a.join(' ')}`),
  openSearch: () => void calls.push('openSearch'),
  closeModal: () => void calls.push('closeModal'),
});
const pressP = {
  type: 'user.keydown' as const,
  key: { key: 'p', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false },
  ctx: { treeId: 't', selectedPersonId: 'a', selectedIsGhost: false, isWriteAllowed: true, panel: null, view: 'tree' as const },
};
const tutorial = (shown: string[]) =>
  createActor(tutorialMachine.provide({ actors: { recordTutorialShown: fromPromise(async () => {}) } }), { input: { shownTutorials: shown } });

describe('tutorial locks the shortcuts', () => {
  it.each([
    ['before', true],
    ['after', false],
  ])('wired %s the tutorial starts: keys wait until the user has dragged and zoomed', (_when, wireFirst) => {
    const calls: string[] = [];
    const shortcuts = createActor(shortcutsMachine, { input: { host: host(calls) } }).start();
    const t = tutorial([]);
    if (wireFirst) lockShortcutsDuringTutorial(t, shortcuts);
    t.start();
    if (!wireFirst) lockShortcutsDuringTutorial(t, shortcuts);
    expect(shortcuts.getSnapshot().value).toBe('tutorialLocked');
    shortcuts.send(pressP);
    expect(calls).toEqual([]);
    t.send({ type: 'engine.panned', distance: 300 });
    expect(shortcuts.getSnapshot().value).toBe('tutorialLocked');
    t.send({ type: 'engine.zoomed', factor: 2 });
    expect(shortcuts.getSnapshot().matches('active')).toBe(true);
    shortcuts.send(pressP);
    expect(calls).toEqual(['navigate profile a']);
  });

  it('a tutorial already shown never locks', () => {
    const calls: string[] = [];
    const shortcuts = createActor(shortcutsMachine, { input: { host: host(calls) } }).start();
    const t = tutorial(['tree-canvas-basics']);
    lockShortcutsDuringTutorial(t, shortcuts);
    t.start();
    expect(shortcuts.getSnapshot().matches('active')).toBe(true);
  });
});
