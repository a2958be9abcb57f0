/**
 * Keeps the selected card on screen when the canvas changes size: on a phone the side panel opens
 * below the canvas and takes half of it, and the engine keeps the view's top-left corner where it was,
 * so a card tapped in the lower half would end up behind the panel that shows it.
 */
import { useEffect, useRef } from 'react';
import type { Camera, TreeEngine } from '../../../src-engine';
import type { DrawPerson } from '../../protocol/draw';

/** Whether the whole card lies inside a view of `viewW` x `viewH` CSS pixels. */
export function cardInView(camera: Camera, card: DrawPerson['position'], viewW: number, viewH: number): boolean {
  const left = (card.x - camera.x) * camera.zoom;
  const top = (card.y - camera.y) * camera.zoom;
  return left >= 0 && top >= 0 && left + card.width * camera.zoom <= viewW && top + card.height * camera.zoom <= viewH;
}

export function useKeepSelectionInView(engine: TreeEngine | null, host: HTMLElement | null, persons: ReadonlyMap<string, DrawPerson>): void {
  const personsRef = useRef(persons);
  personsRef.current = persons;
  useEffect(() => {
    if (!engine || !host) return;
    let frame = 0;
    const check = () => {
      const { selectedId, camera } = engine.getSnapshot();
      const card = selectedId ? personsRef.current.get(selectedId) : undefined;
      if (card && !cardInView(camera, card.position, host.clientWidth, host.clientHeight)) engine.focusPerson(card.object_id);
    };
    // A frame later, so the engine has taken the new size before it centres the card in it.
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [engine, host]);
}
