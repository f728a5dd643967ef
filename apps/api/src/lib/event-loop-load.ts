import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface EventLoopLoad {
  /** The share (0 to 1) of the last sampled window this process's event loop spent running code. */
  load(): number;
  /** A mark to measure from (loadSince). */
  mark(): EventLoopUtilization;
  /** The share of the time since `mark` the event loop spent running code. */
  loadSince(mark: EventLoopUtilization): number;
  stop(): void;
}

/**
 * How busy the event loop has been lately: performance.eventLoopUtilization over windows of
 * `windowMs`, sampled by a timer that keeps no process alive, so that a check reads the last whole
 * window, never a stretch going back to a long idle hour; or over the time since a mark.
 */
export function watchEventLoop(windowMs = 250): EventLoopLoad {
  let last = performance.eventLoopUtilization();
  let share = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, windowMs);
  timer.unref();
  return {
    load: () => share,
    mark: () => performance.eventLoopUtilization(),
    loadSince: (mark) => performance.eventLoopUtilization(performance.eventLoopUtilization(), mark).utilization,
    stop: () => clearInterval(timer),
  };
}
