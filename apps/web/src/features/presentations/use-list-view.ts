import { serverHints, useBrowserValue } from '@/shared/hydration';

/**
 * How the programme's list is laid out: 'cards' (poster, badges, room) or 'compact' (one short row
 * per session, a phone's screen holds several). The visitor's choice is kept in this browser; without
 * one, phones get the compact list and wider screens the cards. The server draws the default for the
 * screen it guessed (shared/hydration.ts); a stored choice, which only the browser knows, is applied
 * once hydration is over, so the first render in the browser matches the server's page.
 */
export type ListView = 'cards' | 'compact';

const KEY = 'fest.programme-view';
const WIDE = '(min-width: 768px)';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the choice lasts for this page only
  }
}

let chosenHere: ListView | null = null;

function stored(): ListView | null {
  const value = storage()?.getItem(KEY) ?? chosenHere;
  return value === 'cards' || value === 'compact' ? value : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const screen = window.matchMedia(WIDE);
  screen.addEventListener('change', listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    screen.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

const byDefault = (wide: boolean): ListView => (wide ? 'cards' : 'compact');
const read = () => stored() ?? byDefault(window.matchMedia(WIDE).matches);
const asOnServer = () => byDefault(serverHints().wide);

export function chooseListView(view: ListView): void {
  chosenHere = view;
  try {
    storage()?.setItem(KEY, view);
  } catch {
    /* storage full or blocked: kept for this page (chosenHere) */
  }
  for (const listener of listeners) listener();
}

/** The list's layout: the server's guess while hydrating, then the visitor's choice or the screen's default. */
export function useListView(): ListView {
  return useBrowserValue(subscribe, read, asOnServer);
}
