// @vitest-environment happy-dom
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInParts } from '@/shared/hydration';
import { HydrateLater } from './HydrateLater';

/**
 * A page adopted in parts relies on how preact/compat hydrates (the renderer the app ships with,
 * everywhere, docs/decisions/026): a part that suspends while the page is adopted keeps the server's
 * node, as drawn, keeps its state (the turn it asked for), and is adopted in place when its turn comes.
 * React keeps no state of a component that suspended before it was first shown: each retry asked for a
 * new turn, and the adoption never ended. So this fails under React.
 */
function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      {`pressed ${presses}`}
    </button>
  );
}

function Page() {
  return (
    <div>
      <h1>programme</h1>
      <HydrateLater as="section" className="later">
        <Counter />
      </HydrateLater>
    </div>
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.textContent = '';
});

describe('a part of a drawn page adopted later', () => {
  it('keeps the server\'s node while it waits, then adopts that same node, which then answers presses', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const drawn = container.querySelector('section.later');
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('pressed 0');

    const adopted = hydrateInParts(() => hydrateRoot(container, <Page />));
    // The rest of the page is adopted; the part still waits for its turn (a task of its own).
    button.click();
    await Promise.resolve();
    expect(container.querySelector('section.later'), 'the server\'s node stays while the part waits').toBe(drawn);
    expect(button.textContent, 'not adopted yet: a press does nothing').toBe('pressed 0');

    // Ends once every part has had its turn: the part keeps the one it asked for while it waited.
    const after = (ms: number) => new Promise((resolve) => setTimeout(() => resolve('still adopting'), ms));
    expect(await Promise.race([adopted.then(() => 'adopted'), after(2_000)])).toBe('adopted');
    await settle();
    expect(container.querySelector('section.later'), 'adopted in place, not drawn anew').toBe(drawn);
    expect(container.querySelector('button'), 'its children too').toBe(button);
    button.click();
    await settle();
    expect(button.textContent).toBe('pressed 1');
  });
});
