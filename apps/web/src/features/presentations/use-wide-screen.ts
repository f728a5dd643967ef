import { serverHints, useBrowserValue } from '@/shared/hydration';

const QUERY = '(min-width: 768px)';

function subscribe(listener: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

const readScreen = () => window.matchMedia(QUERY).matches;
// The server guesses from the request (apps/api/src/plugins/server-pages.ts); hydration keeps its guess.
const asOnServer = () => serverHints().wide;

/** Whether the screen is wide enough for the schedule grid (rooms side by side); phones get the list. */
export function useWideScreen(): boolean {
  return useBrowserValue(subscribe, readScreen, asOnServer);
}
