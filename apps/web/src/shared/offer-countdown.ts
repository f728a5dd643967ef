import { useEffect, useState } from 'react';

/**
 * Whole seconds left until a waiting-list offer's deadline (an ISO time), re-rendering once a
 * second; 0 once passed. `onExpired` runs once when it reaches 0 (e.g. to ask for the cart again).
 */
export function useSecondsLeft(deadline: string | null, onExpired?: () => void): number {
  const end = deadline ? new Date(deadline).getTime() : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  const left = end === null ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
  useEffect(() => {
    if (end === null || left > 0 || !onExpired) return;
    // A moment after the deadline: the server passes the seat on as soon as it has gone.
    const timer = setTimeout(onExpired, 1500);
    return () => clearTimeout(timer);
  }, [end, left, onExpired]);
  return left;
}
