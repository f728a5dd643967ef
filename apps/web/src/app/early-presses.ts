/**
 * Presses made before the app runs a page the server drew. The app arrives after the first paint
 * (docs/decisions/013-app-after-the-first-paint.md), on a slow phone a second or more later; until
 * then a button (the language switch, a schedule tab, a star, the menu) is plain HTML and a press on
 * it would be lost. The boot script keeps such presses (`keepEarlyPresses`, written into it by
 * vite.config.ts) and the app presses those buttons again once it runs the page (`replayEarlyPresses`).
 * Links need none of this: before the app they are ordinary navigations, which the server answers
 * (kept so while the app adopts the page, below).
 */

declare global {
  interface Window {
    festEarlyPresses?: { take(): Element[] };
  }
}

/**
 * Runs in the boot script, as its source text: it may use nothing from outside its own body. Each
 * element is kept once (a second press of a button that gave no sign of life is the same wish), and
 * marked `data-early-press` meanwhile, for the style that says it is on its way (index.css).
 */
export function keepEarlyPresses() {
  const kept: Element[] = [];
  const keep = (event: MouseEvent) => {
    if (document.documentElement.dataset.app === 'ready') return;
    const target = event.target instanceof Element ? event.target : null;
    // A link stays an ordinary navigation until the app runs the whole page: the app adopts a page in
    // parts (shared/ui/HydrateLater.tsx), and a link it has already adopted must not change the page
    // under the parts it has not.
    if (target?.closest('a[href]')) {
      event.stopPropagation();
      return;
    }
    // Buttons, and the boxes a filter ticks (a click on a label reaches its box as a click of its own).
    const control = target?.closest('button, input[type="checkbox"], input[type="radio"]');
    if (!control || control.closest('a') || (control as HTMLButtonElement).disabled) return;
    // Not toggled, not submitted by the browser: the app does it, once.
    event.preventDefault();
    event.stopPropagation();
    if (kept.includes(control)) return;
    kept.push(control);
    control.setAttribute('data-early-press', '');
  };
  document.addEventListener('click', keep, true);
  window.festEarlyPresses = {
    take() {
      document.removeEventListener('click', keep, true);
      const taken = kept.splice(0);
      for (const element of taken) element.removeAttribute('data-early-press');
      return taken;
    },
  };
}

/**
 * Presses again, in order, the buttons pressed before the app ran, that are still on the page and
 * still enabled (one the visitor's own state has replaced, a sign-in link become their menu, is dropped).
 * Called once the app has adopted the page and read who is signed in.
 */
export function replayEarlyPresses() {
  for (const element of window.festEarlyPresses?.take() ?? []) {
    if (element.isConnected && !(element as HTMLButtonElement).disabled && element instanceof HTMLElement) element.click();
  }
}

/** Forgets the presses: the app draws the page afresh (in another language, say), so those buttons are gone. */
export function dropEarlyPresses() {
  window.festEarlyPresses?.take();
}
