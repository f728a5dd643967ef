import { describe, expect, it } from 'vitest';
import { BREATH_MS, BUSY_SHARE, MAX_WAIT_MS, mailPacing } from '../../src/modules/messages/mail-pacing';
import { startDrainLoop } from '../../src/modules/messages/drain-loop';
import { watchEventLoop } from '../../src/lib/event-loop-load';

const WINDOW = 250;

/** A pacing on a clock and loads the test sets: the last window's, and the one since the last round. */
function paced(load: number) {
  const state = { t: 1_000_000, load, sinceRound: load };
  const eventLoop = { load: () => state.load, mark: () => ({ idle: 0, active: 0, utilization: 0 }), loadSince: () => state.sinceRound };
  const pacing = mailPacing(eventLoop, WINDOW, () => state.t);
  return { state, pacing };
}

describe('mail pacing: mail gives way to requests', () => {
  it('sends at once when the event loop is quiet', () => {
    const { pacing } = paced(0.1);
    expect(pacing.pause()).toBe(0);
  });

  it('waits while the event loop is busy, looking again every window, up to MAX_WAIT_MS', () => {
    const { state, pacing } = paced(0.9);
    expect(pacing.pause()).toBe(WINDOW);
    state.t += MAX_WAIT_MS - 1;
    expect(pacing.pause()).toBe(WINDOW);
  });

  it('goes as soon as the busy spell passes, and starts a new wait on the next one', () => {
    const { state, pacing } = paced(0.9);
    expect(pacing.pause()).toBe(WINDOW);
    state.t += 2_000;
    state.load = 0.2;
    expect(pacing.pause()).toBe(0);
    state.load = 0.9;
    state.t += 1_000;
    expect(pacing.pause()).toBe(WINDOW);
    state.t += MAX_WAIT_MS - 1;
    expect(pacing.pause()).toBe(WINDOW);
  });

  it('in a busy spell longer than MAX_WAIT_MS, sends anyway, taking at most BUSY_SHARE of the time', () => {
    const { state, pacing } = paced(0.9);
    pacing.pause();
    state.t += MAX_WAIT_MS;
    expect(pacing.pause()).toBe(0);
    // A round took 400 ms: the next may start once the time since it is 400 * (1 / share - 1).
    pacing.ran(state.t, state.t + 400);
    state.t += 400;
    const gap = 400 * (1 / BUSY_SHARE - 1);
    expect(pacing.pause()).toBe(BREATH_MS);
    state.t += BREATH_MS;
    expect(pacing.pause()).toBe(gap - BREATH_MS);
    state.t += gap - BREATH_MS;
    expect(pacing.pause()).toBe(0);
  });

  it('after a round, judges the load over a breath since it, not over a window that held the round itself', () => {
    const { state, pacing } = paced(0.95);
    pacing.ran(state.t - 3_000, state.t);
    expect(pacing.pause()).toBe(BREATH_MS);
    state.t += BREATH_MS;
    // The last window still shows the round's own work; the breath since it is quiet: the next round goes.
    state.sinceRound = 0.05;
    expect(pacing.pause()).toBe(0);
    // Requests kept the loop busy during the breath: mail waits.
    pacing.ran(state.t, state.t + 100);
    state.t += 100 + BREATH_MS;
    state.sinceRound = 0.9;
    expect(pacing.pause()).toBe(WINDOW);
  });
});

describe('the drain loop', () => {
  it('puts a step off while pause() asks it to, and runs it once pause() answers 0', async () => {
    let waits = 3;
    let steps = 0;
    const stop = startDrainLoop({
      step: async () => {
        steps += 1;
        return false;
      },
      intervalMs: 3_600_000,
      channel: 'none',
      log: { info: () => {}, warn: () => {}, error: () => {} } as never,
      who: 'test',
      pause: () => (waits-- > 0 ? 20 : 0),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(steps).toBe(0);
      await expect.poll(() => steps, { timeout: 2_000, interval: 10 }).toBe(1);
    } finally {
      await stop();
    }
  });
});

describe('the event loop load', () => {
  it('reads near 1 over a window the loop spent working, and near 0 over an idle one', async () => {
    const watch = watchEventLoop(50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(watch.load()).toBeLessThan(0.5);
      const until = Date.now() + 130;
      await new Promise<void>((resolve) => {
        const spin = () => {
          const slice = Date.now() + 20;
          while (Date.now() < slice);
          if (Date.now() < until) setImmediate(spin);
          else resolve();
        };
        spin();
      });
      expect(watch.load()).toBeGreaterThan(0.5);
    } finally {
      watch.stop();
    }
  });
});
