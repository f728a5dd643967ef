import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInParts, laterTurn, type LaterTurn } from './hydration';

describe('adopting a page in parts', () => {
  afterEach(() => expect(laterTurn(), 'no turn is handed out once the page is adopted').toBeNull());

  it('hands out no turn outside an adoption: a part drawn later is drawn at once', () => {
    expect(laterTurn()).toBeNull();
  });

  it('releases the parts after the adoption, in the order drawn, each in a task of its own, then those found inside them', async () => {
    const order: string[] = [];
    const turns: LaterTurn[] = [];
    const done = hydrateInParts(() => {
      turns.push(laterTurn()!, laterTurn()!);
      order.push('adopted');
    });
    expect(turns.every((turn) => !turn.ready), 'nothing is released within the adoption').toBe(true);
    await Promise.resolve();
    expect(turns[0]!.ready, 'nor in its microtasks: the first part waits for a task of its own').toBe(false);

    // The first part holds a part of its own, found when it is drawn (in the microtasks after its release).
    let inner: LaterTurn | null = null;
    void turns[0]!.promise.then(() => {
      order.push('first');
      expect(turns[1]!.ready, 'the second part waits for a later task').toBe(false);
      inner = laterTurn();
      void inner!.promise.then(() => order.push('inner'));
    });
    void turns[1]!.promise.then(() => {
      order.push('second');
      expect(inner?.ready, 'the part found inside the first comes after the second').toBe(false);
    });

    await done;
    expect(order).toEqual(['adopted', 'first', 'second', 'inner']);
    expect(inner!.ready).toBe(true);
  });

  it('ends the adoption when adopting throws, so that later renders draw their parts at once', async () => {
    await expect(
      hydrateInParts(() => {
        laterTurn();
        throw new Error('adoption failed');
      }),
    ).rejects.toThrow('adoption failed');
  });
});
