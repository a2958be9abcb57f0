import { progressStore } from './chromeState';
import { useStore } from './store';

/** A thin bar across the top while a new page loads. */
export function ProgressBar() {
  const { active, run } = useStore(progressStore);
  return <div key={run} className={`progress-bar${active ? ' progress-bar--active' : ''}`} data-testid="progress-bar" aria-hidden="true" />;
}
