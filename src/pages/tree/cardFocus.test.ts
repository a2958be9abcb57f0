// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_FOCUS_FRAMES, CardFocus, focusTakenElsewhere, type FrameClock } from './cardFocus';

/** Frames that run only when the test says so. */
function manualFrames() {
  let queue: { handle: number; run: () => void }[] = [];
  let next = 1;
  const clock: FrameClock = {
    request: (run) => {
      queue.push({ handle: next, run });
      return next++;
    },
    cancel: (handle) => {
      queue = queue.filter((f) => f.handle !== handle);
    },
  };
  const step = () => {
    const due = queue;
    queue = [];
    due.forEach((f) => f.run());
  };
  return { clock, step, pending: () => queue.length };
}

function cardEl(id: string): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('role', 'treeitem');
  el.id = `tree-item-${id}`;
  el.tabIndex = -1;
  document.body.appendChild(el);
  return el;
}

function button(parent: HTMLElement = document.body): HTMLButtonElement {
  const b = document.createElement('button');
  parent.appendChild(b);
  return b;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('CardFocus', () => {
  it('focuses the selected card at once when its item exists', () => {
    const a = cardEl('a');
    const frames = manualFrames();
    new CardFocus(() => 'a', document, frames.clock).focus();
    expect(document.activeElement).toBe(a);
    expect(frames.pending()).toBe(0);
  });

  it('waits for a card that a diff brings a frame later', () => {
    const frames = manualFrames();
    new CardFocus(() => 'new', document, frames.clock).focus();
    expect(document.activeElement).toBe(document.body);
    frames.step();
    const el = cardEl('new');
    frames.step();
    expect(document.activeElement).toBe(el);
    expect(frames.pending()).toBe(0);
  });

  it('gives up after CARD_FOCUS_FRAMES frames', () => {
    const frames = manualFrames();
    new CardFocus(() => 'never', document, frames.clock).focus();
    for (let i = 0; i < CARD_FOCUS_FRAMES; i++) frames.step();
    expect(frames.pending()).toBe(0);
    cardEl('never');
    frames.step();
    expect(document.activeElement).toBe(document.body);
  });

  it('prefers the named card, falls back to the selected one when the named has no item', () => {
    cardEl('sel');
    const named = cardEl('named');
    const frames = manualFrames();
    const focus = new CardFocus(() => 'sel', document, frames.clock);
    focus.focus('named');
    expect(document.activeElement).toBe(named);
    focus.focus('gone');
    expect(document.activeElement).toBe(document.getElementById('tree-item-sel'));
  });

  it('leaves the focus alone once the user has moved it into a text field meanwhile', () => {
    const frames = manualFrames();
    const save = button();
    save.focus();
    new CardFocus(() => 'late', document, frames.clock).focus();
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    cardEl('late');
    frames.step();
    expect(document.activeElement).toBe(input);
    expect(frames.pending()).toBe(0);
  });

  it('takes the focus from the text field it was called from (Esc in a panel field)', () => {
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    const el = cardEl('a');
    new CardFocus(() => 'a', document, manualFrames().clock).focus();
    expect(document.activeElement).toBe(el);
  });

  it('a later call replaces a pending one', () => {
    const frames = manualFrames();
    const focus = new CardFocus(() => null, document, frames.clock);
    focus.focus('first');
    focus.focus('second');
    expect(frames.pending()).toBe(1);
    cardEl('first');
    const second = cardEl('second');
    frames.step();
    expect(document.activeElement).toBe(second);
  });
});

describe('focusTakenElsewhere', () => {
  it('counts text fields, open dialogs and menus, not the body or a plain button', () => {
    expect(focusTakenElsewhere(document.body)).toBe(false);
    expect(focusTakenElsewhere(null)).toBe(false);
    expect(focusTakenElsewhere(button())).toBe(false);
    const input = document.createElement('input');
    document.body.appendChild(input);
    expect(focusTakenElsewhere(input)).toBe(true);
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.appendChild(dialog);
    expect(focusTakenElsewhere(button(dialog))).toBe(true);
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    document.body.appendChild(menu);
    expect(focusTakenElsewhere(button(menu))).toBe(true);
  });
});
