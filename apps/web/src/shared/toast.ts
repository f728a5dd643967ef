import type { ReactNode } from 'react';

/**
 * The app's toasts (docs/product.md#toasts): short notices at the bottom centre, at most 5 at once,
 * closed by a click or after a few seconds. This module holds the list; `ui/Toasts.tsx` draws it.
 * Callers say `toast.success(text)` and move on: nothing they do waits on a toast.
 */

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** Milliseconds on screen, or false to stay until closed (a choice the visitor must make). */
  autoClose?: number | false;
  /** False when the toast holds a control of its own, so that pressing it does not close the toast. */
  closeOnClick?: boolean;
  /** A toast with the id of one on screen is not shown again (one "log in again" for a burst of 401s). */
  toastId?: string;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  content: ReactNode;
  autoClose: number | false;
  closeOnClick: boolean;
}

/** The spec's limit: a sixth toast pushes the oldest out. */
export const MAX_TOASTS = 5;
export const AUTO_CLOSE_MS = 5_000;

let shown: readonly Toast[] = [];
let made = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, content: ReactNode, options: ToastOptions = {}): void {
  const id = options.toastId ?? `toast-${++made}`;
  if (shown.some((t) => t.id === id)) return;
  const added: Toast = { id, kind, content, autoClose: options.autoClose ?? AUTO_CLOSE_MS, closeOnClick: options.closeOnClick ?? true };
  publish([...shown, added].slice(-MAX_TOASTS));
}

export function dismissToast(id: string): void {
  if (shown.some((t) => t.id === id)) publish(shown.filter((t) => t.id !== id));
}

/** For `useSyncExternalStore`: the list changes identity on every change, and only then. */
export function currentToasts(): readonly Toast[] {
  return shown;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const toast = {
  success: (content: ReactNode, options?: ToastOptions) => show('success', content, options),
  error: (content: ReactNode, options?: ToastOptions) => show('error', content, options),
  info: (content: ReactNode, options?: ToastOptions) => show('info', content, options),
  warning: (content: ReactNode, options?: ToastOptions) => show('warning', content, options),
};
