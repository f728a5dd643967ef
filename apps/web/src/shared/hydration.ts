import { useCallback, useSyncExternalStore } from 'react';
import { nextTask } from './next-task';

/**
 * The public pages arrive rendered by the server and are then hydrated: Preact adopts the server's
 * DOM as it is and does not correct attributes that differ, so the first render in the browser must
 * draw exactly what the server drew, or a difference (a starred card, the grid instead of the list)
 * would stay wrong on screen. What only this browser knows (its stored stars, its screen width) is
 * therefore read as the server read it until hydration is over, then for real.
 */
export interface ServerHints {
  /** Whether the server drew the wide layout (the schedule's grid) or the phone's. */
  wide: boolean;
}

let asServer = false;
let hints: ServerHints = { wide: false };
const listeners = new Set<() => void>();

/** The server's renderer, and the browser just before hydrating: browser-only values read as the server's. */
export function renderAsServer(serverHints: ServerHints): void {
  asServer = true;
  hints = serverHints;
}

/** Hydration is over: components that read browser-only values read them now. */
export function renderAsBrowser(): void {
  if (!asServer) return;
  asServer = false;
  for (const listener of listeners) listener();
}

export function isRenderingAsServer(): boolean {
  return asServer;
}

export function serverHints(): ServerHints {
  return hints;
}

/** For useSyncExternalStore: told once, when hydration is over. */
export function subscribeHydration(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A browser-only value for useSyncExternalStore: `read()` once hydration is over, `asOnServer`
 * while the server renders or the browser hydrates; re-read when either changes.
 */
export function useBrowserValue<T>(subscribe: (listener: () => void) => () => void, read: () => T, asOnServer: () => T): T {
  const subscribeBoth = useCallback(
    (listener: () => void) => {
      const stopHydration = subscribeHydration(listener);
      const stop = subscribe(listener);
      return () => {
        stopHydration();
        stop();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(subscribeBoth, () => (asServer ? asOnServer() : read()), asOnServer);
}

/** A part of the page waiting to be adopted (HydrateLater), released in a task of its own. */
export interface LaterTurn {
  ready: boolean;
  promise: Promise<void>;
  release: () => void;
}

/** The parts waiting for their turn, while a page is adopted in parts; null otherwise. */
let turns: LaterTurn[] | null = null;

/** A turn for a part drawn now, while the page is adopted in parts; null (draw at once) otherwise. */
export function laterTurn(): LaterTurn | null {
  if (!turns) return null;
  let resolve!: () => void;
  const turn: LaterTurn = {
    ready: false,
    promise: new Promise<void>((r) => (resolve = r)),
    release: () => {
      turn.ready = true;
      resolve();
    },
  };
  turns.push(turn);
  return turn;
}

/**
 * Adopts the server's page in parts, each in a task of its own: `adopt` (hydrateRoot) takes all but
 * the HydrateLater parts, which keep the server's DOM meanwhile; then each part in the order drawn,
 * and any part found inside one, after it. On a slow phone, one long task of adoption (Preact's
 * hydrate has no pauses) is what blocked a drawn page the longest. Resolves once every part is adopted.
 */
export async function hydrateInParts(adopt: () => void): Promise<void> {
  const waiting: LaterTurn[] = (turns = []);
  try {
    adopt();
    // A released part is drawn in the microtasks after its release (Preact's render queue), so the
    // parts it holds are queued by the time the next task starts.
    for (;;) {
      await nextTask();
      const turn = waiting.shift();
      if (!turn) return;
      turn.release();
    }
  } finally {
    turns = null;
  }
}
