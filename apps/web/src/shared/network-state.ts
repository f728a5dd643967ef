/** The browser knows it has no network (navigator.onLine is false only when that is certain). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
