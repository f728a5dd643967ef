/**
 * Lets the browser run what waits (a tap, a paint) before going on: on a slow phone each piece of a
 * long job becomes a task of its own instead of one long task that blocks the page (Lighthouse's total
 * blocking time counts each task's time over 50 ms). `scheduler.yield` resumes ahead of other work
 * where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
