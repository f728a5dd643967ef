import { createElement, Suspense, useState, type HTMLAttributes, type ReactNode } from 'react';
import { laterTurn } from '@/shared/hydration';

type Tag = 'div' | 'header' | 'main' | 'section' | 'li' | 'article' | 'footer';
type HydrateLaterProps = HTMLAttributes<HTMLElement> & { as?: Tag; children?: ReactNode };

/**
 * One element of a page the server drew (a card, a section below the fold, the footer) that the
 * browser adopts in a task of its own, after the rest (hydrateInParts in shared/hydration.ts);
 * meanwhile it stays as the server drew it. Anywhere else (a page drawn in the browser, a later
 * render) it is just the element. It draws the element itself, so exactly one DOM node waits: Preact
 * keeps one node for a part that suspends while hydrating.
 */
export function HydrateLater(props: HydrateLaterProps) {
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}

function Part({ as = 'div', ...attributes }: HydrateLaterProps) {
  const [turn] = useState(laterTurn);
  // Thrown while adopting: Preact then keeps the server's node and adopts it when the turn comes.
  if (turn && !turn.ready) throw turn.promise;
  return createElement(as, attributes);
}
