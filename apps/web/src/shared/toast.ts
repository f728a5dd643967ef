import type { ToastContent, ToastOptions } from 'react-toastify/unstyled';

/**
 * The app's toasts. react-toastify (about 6 KB gzipped, with its CSS) is not needed to paint the
 * first screen, so it is fetched after that paint (see `ui/Toasts.tsx`) or by the first toast,
 * whichever comes first. A toast asked for before the library arrived is shown once it has: the
 * calls wait on the same promise, in order, and react-toastify itself holds toasts that come
 * before its container has mounted. Its stylesheet comes with the container (ui/ToastHost.tsx).
 */

type Toastify = typeof import('react-toastify/unstyled');
type Kind = 'success' | 'error' | 'info' | 'warning';

let library: Promise<Toastify> | undefined;
const containerWanted = new Set<() => void>();
let wanted = false;

/** Downloads react-toastify once; a failed download is tried again by the next toast. */
export function loadToastify(): Promise<Toastify> {
  library ??= import('react-toastify/unstyled').catch((err: unknown) => {
    library = undefined;
    throw err;
  });
  return library;
}

/** The container (ui/Toasts.tsx) subscribes here to learn that a toast is waiting for it. */
export function onToastWanted(mount: () => void): () => void {
  if (wanted) mount();
  containerWanted.add(mount);
  return () => containerWanted.delete(mount);
}

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  wanted = true;
  containerWanted.forEach((mount) => mount());
  loadToastify().then(
    ({ toast }) => toast[kind](content, options),
    // No network for the chunk: the toast is lost, but the action it reports on has already happened.
    () => undefined,
  );
}

/** Same calls as react-toastify's `toast.success(...)` etc.; they return nothing (the id is never used). */
export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
  info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
};
