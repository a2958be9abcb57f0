/** Feature switches, fetched once per page load; `loaded` is set even when the call fails (spec 4). */
import { fetchSwitches } from '../api/content';
import { createStore, useStore } from './store';

export interface SwitchState {
  loaded: boolean;
  switches: Record<string, boolean>;
}

export const switchStore = createStore<SwitchState>({ loaded: false, switches: {} });
let started: Promise<void> | null = null;

export function loadSwitches(fetcher: typeof fetchSwitches = fetchSwitches): Promise<void> {
  started ??= fetcher()
    .then((res) => switchStore.set({ loaded: true, switches: res.switches }))
    .catch(() => switchStore.set((s) => ({ ...s, loaded: true })));
  return started;
}

/** For tests: forget the fetched switches. */
export function resetSwitches(): void {
  started = null;
  switchStore.set({ loaded: false, switches: {} });
}

export function useSwitch(name: string): boolean {
  return useStore(switchStore).switches[name] === true;
}
