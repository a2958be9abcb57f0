/**
 * Runs the canvas tutorial (src/machines/tutorial.ts) for a member once the tree is on screen: it
 * reads tutorials-shown, records the tutorial when it shows, and advances on camera changes the user
 * made on the canvas (drag, wheel, pinch, keys there), not on the page's own camera moves. It is a
 * hint for pointer gestures: someone already at work (a panel, menu or search open, a card focused
 * with the keyboard) is not interrupted by it, and it steps aside when they start.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Camera, TreeEngine } from '../../../src-engine';
import { isCancelled } from '../../api/client';
import { memberApi } from '../../api/member';
import { cameraMotion, tutorialMachine } from '../../machines/tutorial';
import { UserMotion } from './userMotion';

export type TutorialActor = ActorRefFrom<typeof tutorialMachine>;
export type TutorialStep = 'drag' | 'zoom' | null;

const keyboardInTree = (host: HTMLElement, el: Element | null) => !!el && host.contains(el) && el.getAttribute('role') === 'treeitem';

/**
 * Starts the tutorial when `enabled` (a member, tree drawn); null when there is none to run. `busy`
 * says the user is working in a panel, menu or dialog.
 */
export function useCanvasTutorial(engine: TreeEngine | null, host: HTMLElement | null, enabled: boolean, busy: boolean): TutorialActor | null {
  const [actor, setActor] = useState<TutorialActor | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  useEffect(() => {
    if (!engine || !host || !enabled) return;
    let live = true;
    let started: TutorialActor | null = null;
    let stopCamera = () => {};
    let keyboardUsed = keyboardInTree(host, document.activeElement);
    const onFocus = (e: FocusEvent) => {
      if (!keyboardInTree(host, e.target as Element)) return;
      keyboardUsed = true;
      started?.send({ type: 'user.skip' });
    };
    host.addEventListener('focusin', onFocus);
    const motion = new UserMotion(host);
    memberApi.tutorialsShown().then(
      ({ tutorials_shown }) => {
        // Not started (so not recorded either) for someone already at work: it can show next time.
        if (!live || keyboardUsed || busyRef.current || keyboardInTree(host, document.activeElement)) return;
        started = createActor(
          tutorialMachine.provide({
            actors: {
              recordTutorialShown: fromPromise<void, { tutorialId: string }>(async ({ input }) => {
                await memberApi.markTutorialShown(input.tutorialId);
              }),
            },
          }),
          { input: { shownTutorials: tutorials_shown } },
        );
        started.start();
        let prev: Camera = engine.getSnapshot().camera;
        stopCamera = engine.on('camera.change', (cam) => {
          const event = motion.isUserMoving() ? cameraMotion(prev, cam) : null;
          prev = cam;
          if (event) started?.send(event);
        });
        setActor(started);
      },
      // Without the list the tutorial could show a second time; better not to show it at all.
      (err: unknown) => void (isCancelled(err) || console.warn('tutorials-shown could not be read', err)),
    );
    return () => {
      live = false;
      host.removeEventListener('focusin', onFocus);
      stopCamera();
      motion.destroy();
      started?.stop();
      setActor(null);
    };
  }, [engine, host, enabled]);
  useEffect(() => {
    if (busy) actor?.send({ type: 'user.skip' });
  }, [busy, actor]);
  return actor;
}

/** Which step the overlay shows, or null once the tutorial has ended (or never started). */
export function useTutorialStep(actor: TutorialActor | null): TutorialStep {
  return (
    useSelector(actor ?? undefined, (s) => {
      if (!s) return null;
      if (s.matches({ showing: 'drag' })) return 'drag' as const;
      if (s.matches({ showing: 'zoom' })) return 'zoom' as const;
      return null;
    }) ?? null
  );
}
