/** Open/closed state of shell overlays that menus, pages and hooks toggle from anywhere. */
import { createStore } from './store';

export const shortcutsModalStore = createStore(false);
export const verifyPromptStore = createStore(false);
export const progressStore = createStore<{ active: boolean; run: number }>({ active: false, run: 0 });
export const paywallStore = createStore(false);

export function startProgress(): void {
  progressStore.set((p) => ({ active: true, run: p.run + 1 }));
}
export function finishProgress(): void {
  progressStore.set((p) => ({ ...p, active: false }));
}
/** Pages call this when a visitor reaches a paid feature. */
export function openPaywall(): void {
  paywallStore.set(true);
}
