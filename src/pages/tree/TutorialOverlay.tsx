/** The small canvas tutorial card: one line per step, and a way out that does not need the gesture. */
import type { TutorialPlace } from './tutorialPlace';
import type { TutorialStep } from './useCanvasTutorial';

const TEXT: Record<Exclude<TutorialStep, null>, { title: string; hint: string }> = {
  drag: { title: 'Drag to move around the tree', hint: 'Press on the canvas and move, or swipe on a touch screen.' },
  zoom: { title: 'Scroll or pinch to zoom', hint: 'Use the mouse wheel, or pinch with two fingers.' },
};

export function TutorialOverlay({ step, place, onSkip }: { step: TutorialStep; place: TutorialPlace; onSkip: () => void }) {
  if (!step) return null;
  const t = TEXT[step];
  return (
    <div className={`tree-tutorial tree-tutorial--${place}`} role="status" aria-live="polite" data-step={step}>
      <p className="tree-tutorial__title">{t.title}</p>
      <p className="tree-tutorial__hint">{t.hint}</p>
      <button type="button" className="tree-link" onClick={onSkip}>
        Skip the tutorial
      </button>
    </div>
  );
}
