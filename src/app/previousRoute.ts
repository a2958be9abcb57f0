/** The route the user came from (hint review and others go back to it). */
import type { Location } from './match';
import { createStore, useStore } from './store';

export const previousRouteStore = createStore<Location | null>(null);

export function usePreviousRoute(): Location | null {
  return useStore(previousRouteStore);
}
