import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 768px)';

function subscribe(listener: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** Whether the screen is wide enough for the schedule grid (rooms side by side); phones get the list. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => true);
}
