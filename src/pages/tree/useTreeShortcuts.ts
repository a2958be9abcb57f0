/**
 * Feeds the page's keys, text focus and modals to the shortcuts machine, which runs registry
 * commands on the host the page gives it. The host and the command context are read through refs so
 * the actor lives as long as the page.
 */
import { useEffect, useRef } from 'react';
import { createActor } from 'xstate';
import type { TreeCommandContext, TreeCommandsHost } from '../../commands';
import { isTextEntry, shortcutsMachine } from '../../machines/shortcuts';
import { lockShortcutsDuringTutorial } from '../../machines/tutorial';
import type { TutorialActor } from './useCanvasTutorial';

export function useTreeShortcuts(host: TreeCommandsHost, ctx: TreeCommandContext, modalOpen: boolean, tutorial: TutorialActor | null = null): void {
  const hostRef = useRef(host);
  hostRef.current = host;
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const actorRef = useRef<ReturnType<typeof createActor<typeof shortcutsMachine>> | null>(null);

  useEffect(() => {
    const proxy: TreeCommandsHost = {
      openPanel: (...a) => hostRef.current.openPanel(...a),
      closePanel: () => hostRef.current.closePanel(),
      navigate: (...a) => hostRef.current.navigate(...a),
      deletePerson: (id) => hostRef.current.deletePerson(id),
      startAddRelative: (...a) => hostRef.current.startAddRelative(...a),
      openSearch: () => hostRef.current.openSearch(),
      closeModal: () => hostRef.current.closeModal(),
    };
    const actor = createActor(shortcutsMachine, { input: { host: proxy } });
    actor.start();
    actorRef.current = actor;
    if (isTextEntry(document.activeElement as HTMLElement | null)) actor.send({ type: 'user.textFocused' });
    const onKey = (e: KeyboardEvent) => actor.send({ type: 'user.keydown', key: e, ctx: ctxRef.current });
    const onFocus = (e: FocusEvent) => actor.send({ type: isTextEntry(e.target as HTMLElement | null) ? 'user.textFocused' : 'user.textBlurred' });
    const onBlur = (e: FocusEvent) => {
      // Focus leaving for nothing (the body) ends text editing too.
      if (!e.relatedTarget) actor.send({ type: 'user.textBlurred' });
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onBlur);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onBlur);
      actor.stop();
      actorRef.current = null;
    };
  }, []);

  useEffect(() => {
    actorRef.current?.send({ type: modalOpen ? 'user.modalOpened' : 'user.modalClosed' });
  }, [modalOpen]);

  // While the tutorial shows, keys wait: the first steps are about the pointer.
  useEffect(() => {
    const shortcuts = actorRef.current;
    if (!tutorial || !shortcuts) return;
    const unlock = lockShortcutsDuringTutorial(tutorial, shortcuts);
    return () => {
      unlock();
      shortcuts.send({ type: 'tutorial.ended' });
    };
  }, [tutorial]);
}
