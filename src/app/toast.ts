/**
 * Toasts any page can raise: top-center, 3000 ms by default (spec 9), 5 s for the impersonation
 * error. `showToast` works outside React; the Toasts component renders the store.
 */
import { createStore, useStore } from './store';

export const TOAST_MS = 3000;
export const IMPERSONATION_ERROR_TOAST_MS = 5000;

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function showToast(message: string, options: { kind?: ToastKind; durationMs?: number } = {}): number {
  const toast: Toast = { id: nextId++, message, kind: options.kind ?? 'info' };
  toastStore.set((list) => [...list, toast]);
  setTimeout(() => dismissToast(toast.id), options.durationMs ?? TOAST_MS);
  return toast.id;
}

export function dismissToast(id: number): void {
  toastStore.set((list) => list.filter((t) => t.id !== id));
}

/** 'Log in as staff to impersonate {email}' for 5 seconds (spec 8). */
export function showImpersonationError(email: string): number {
  return showToast(`Log in as staff to impersonate ${email}`, { kind: 'error', durationMs: IMPERSONATION_ERROR_TOAST_MS });
}

export function useToasts(): Toast[] {
  return useStore(toastStore);
}
