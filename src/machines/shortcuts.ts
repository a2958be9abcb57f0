/**
 * Keyboard shortcuts of the tree canvas. Keys go through the command registry; a command runs only
 * when exactly one record matches and the machine is `active`. The other states say why keys are
 * held back: a text field has focus (Esc still closes the panel), a modal is open (Esc closes the
 * modal), or the usage tutorial is showing. R starts a chord that the next key completes (1 parent,
 * 2 spouse, 3 sibling, 4 child) within CHORD_TIMEOUT_MS.
 */
import { assign, setup } from 'xstate';
import { chordStartedBy, commandForKey, keyCommands } from '../commands';
import type { KeyCommand, KeyInput, KeyScope, TreeCommandContext, TreeCommandsHost } from '../commands';

export const CHORD_TIMEOUT_MS = 1500;

export interface ShortcutsInput {
  host: TreeCommandsHost;
  /** The registry to read; the tree registry unless a test or another canvas brings its own. */
  commands?: readonly KeyCommand[];
  /** The tutorial may already be showing when the canvas mounts. */
  tutorialShowing?: boolean;
}

export interface ShortcutsContext {
  host: TreeCommandsHost;
  commands: readonly KeyCommand[];
  modalOpen: boolean;
  tutorialShowing: boolean;
  editingText: boolean;
  chord: string | null;
}

export type ShortcutsEvent =
  | { type: 'user.keydown'; key: KeyInput; ctx: TreeCommandContext }
  | { type: 'user.textFocused' }
  | { type: 'user.textBlurred' }
  | { type: 'user.modalOpened' }
  | { type: 'user.modalClosed' }
  | { type: 'tutorial.started' }
  | { type: 'tutorial.ended' };

type KeyParams = { key: KeyInput; ctx: TreeCommandContext; scope: KeyScope };

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

function lookup(context: ShortcutsContext, params: KeyParams) {
  return commandForKey(params.key, params.ctx, { chord: context.chord, scope: params.scope }, context.commands);
}

export const shortcutsMachine = setup({
  types: {
    context: {} as ShortcutsContext,
    events: {} as ShortcutsEvent,
    input: {} as ShortcutsInput,
  },
  delays: {
    chordTimeout: CHORD_TIMEOUT_MS,
  },
  actions: {
    runCommand: ({ context }, params: KeyParams) => {
      const command = lookup(context, params);
      if (!command) return;
      // The browser must not also act on a key we used (ctrl+F would open its own find bar).
      params.key.preventDefault?.();
      command.perform(params.ctx, context.host);
    },
    consumeKey: (_, params: { key: KeyInput }) => {
      params.key.preventDefault?.();
    },
    closeModal: ({ context }) => {
      context.host.closeModal();
    },
    startChord: assign({ chord: (_, params: { chord: string }) => params.chord }),
    clearChord: assign({ chord: null }),
    setModalOpen: assign({ modalOpen: (_, params: { open: boolean }) => params.open }),
    setTutorialShowing: assign({ tutorialShowing: (_, params: { showing: boolean }) => params.showing }),
    setEditingText: assign({ editingText: (_, params: { editing: boolean }) => params.editing }),
  },
  guards: {
    keyRunsCommand: ({ context }, params: KeyParams) => lookup(context, params) !== null,
    keyStartsChord: ({ context }, params: { key: KeyInput; ctx: TreeCommandContext }) =>
      chordStartedBy(params.key, params.ctx, context.commands) !== null,
    isModifierOnly: (_, params: { key: KeyInput }) => MODIFIER_KEYS.has(params.key.key),
    isEscape: (_, params: { key: KeyInput }) => params.key.key === 'Escape',
    modalIsOpen: ({ context }) => context.modalOpen,
    tutorialIsShowing: ({ context }) => context.tutorialShowing,
    isEditingText: ({ context }) => context.editingText,
  },
}).createMachine({
  id: 'shortcuts',
  context: ({ input }) => ({
    host: input.host,
    commands: input.commands ?? keyCommands,
    modalOpen: false,
    tutorialShowing: input.tutorialShowing ?? false,
    editingText: false,
    chord: null,
  }),
  initial: 'deciding',
  // Several reasons to hold keys back can overlap (a modal over a text field); the strongest one wins.
  on: {
    'user.modalOpened': { target: '.deciding', actions: { type: 'setModalOpen', params: { open: true } } },
    'user.modalClosed': { target: '.deciding', actions: { type: 'setModalOpen', params: { open: false } } },
    'tutorial.started': { target: '.deciding', actions: { type: 'setTutorialShowing', params: { showing: true } } },
    'tutorial.ended': { target: '.deciding', actions: { type: 'setTutorialShowing', params: { showing: false } } },
    'user.textFocused': { target: '.deciding', actions: { type: 'setEditingText', params: { editing: true } } },
    'user.textBlurred': { target: '.deciding', actions: { type: 'setEditingText', params: { editing: false } } },
  },
  states: {
    deciding: {
      always: [
        { guard: 'modalIsOpen', target: 'modalOpen' },
        { guard: 'tutorialIsShowing', target: 'tutorialLocked' },
        { guard: 'isEditingText', target: 'editingText' },
        { target: 'active' },
      ],
    },
    active: {
      initial: 'idle',
      exit: 'clearChord',
      states: {
        idle: {
          // Cleared on arrival, not on leaving the chord, so the key that completes it still sees it.
          entry: 'clearChord',
          on: {
            'user.keydown': [
              {
                guard: { type: 'keyRunsCommand', params: ({ event }) => ({ key: event.key, ctx: event.ctx, scope: 'active' as const }) },
                actions: { type: 'runCommand', params: ({ event }) => ({ key: event.key, ctx: event.ctx, scope: 'active' as const }) },
              },
              {
                guard: { type: 'keyStartsChord', params: ({ event }) => event },
                target: 'chord',
                actions: [
                  { type: 'consumeKey', params: ({ event }) => event },
                  { type: 'startChord', params: ({ event }) => ({ chord: event.key.key.toLowerCase() }) },
                ],
              },
            ],
          },
        },
        chord: {
          after: { chordTimeout: { target: 'idle' } },
          on: {
            'user.keydown': [
              // Shift or Ctrl on its own does not end the chord: the next real key does.
              { guard: { type: 'isModifierOnly', params: ({ event }) => event } },
              {
                guard: { type: 'keyRunsCommand', params: ({ event }) => ({ key: event.key, ctx: event.ctx, scope: 'active' as const }) },
                target: 'idle',
                actions: { type: 'runCommand', params: ({ event }) => ({ key: event.key, ctx: event.ctx, scope: 'active' as const }) },
              },
              // Any other key only cancels the chord: a mistyped R 5 must not turn into something else.
              { target: 'idle', actions: { type: 'consumeKey', params: ({ event }) => event } },
            ],
          },
        },
      },
    },
    editingText: {
      on: {
        'user.keydown': {
          guard: { type: 'keyRunsCommand', params: ({ event }) => ({ key: event.key, ctx: event.ctx, scope: 'anywhere' as const }) },
          actions: { type: 'runCommand', params: ({ event }) => ({ key: event.key, ctx: event.ctx, scope: 'anywhere' as const }) },
        },
      },
    },
    tutorialLocked: {
      on: {
        'user.keydown': {
          guard: { type: 'keyRunsCommand', params: ({ event }) => ({ key: event.key, ctx: event.ctx, scope: 'anywhere' as const }) },
          actions: { type: 'runCommand', params: ({ event }) => ({ key: event.key, ctx: event.ctx, scope: 'anywhere' as const }) },
        },
      },
    },
    modalOpen: {
      on: {
        'user.keydown': {
          guard: { type: 'isEscape', params: ({ event }) => event },
          actions: [{ type: 'consumeKey', params: ({ event }) => event }, 'closeModal'],
        },
      },
    },
  },
});

/** Whether a focused element takes typed text, so the page can send user.textFocused / user.textBlurred. */
export function isTextEntry(el: { tagName: string; isContentEditable?: boolean; type?: string } | null): boolean {
  if (!el) return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const nonText = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image', 'hidden']);
  return !nonText.has((el.type ?? 'text').toLowerCase());
}
