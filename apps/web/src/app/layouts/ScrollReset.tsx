import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at the top, as with react-router's <ScrollRestoration> (which needs its data
 * router). Only a change of page counts: filters written to the query string keep the position.
 * Back and Forward are left to the browser, which restores where the visitor was; a #anchor is
 * scrolled to by the page that renders it once its content has arrived.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new pathname resets; the navigation type is read for that change, not a trigger of its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
