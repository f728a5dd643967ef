import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { AdminPresentation } from '@/shared/api/admin-presentations';
import { placeOf, startAt, type DayBounds } from './schedule-grid';

/**
 * Dragging a session onto the schedule grid with Pointer Events, so that a mouse, a finger and a pen
 * all work the same way without a library. A press becomes a drag only once the pointer travels a few
 * pixels, so a tap or a click still selects the session (the dialog, the keyboard's way). The pointer
 * is captured by the block pressed, so the drag goes on wherever it goes; its target is found by the
 * columns' boxes rather than by the element under the pointer (the ghost that follows it is there).
 * Blocks carry `touch-action: none`, or a finger's drag would scroll the page instead.
 */

/** How far (px) a press travels before it is a drag rather than a tap. */
const DRAG_THRESHOLD = 5;
/** Within this many pixels of the window's or the grid's edge, a drag scrolls it. */
const EDGE = 48;
const EDGE_STEP = 14;

export interface DropTarget {
  room: string;
  start: number;
}

export interface DragState {
  session: AdminPresentation;
  /** The ghost's box (viewport px): it follows the pointer, grabbed where it was pressed. */
  left: number;
  top: number;
  width: number;
  height: number;
  target: DropTarget | null;
}

interface Press {
  session: AdminPresentation;
  pointerId: number;
  x: number;
  y: number;
  grabX: number;
  grabY: number;
  width: number;
  height: number;
  dragging: boolean;
}

interface Options {
  bounds: DayBounds;
  rowHeight: number;
  /** The grid's columns by room (their bodies, where the rows are). */
  columns: () => Map<string, HTMLElement>;
  /** The element that scrolls the grid sideways (a phone's screen). */
  scroller: () => HTMLElement | null;
  onDrop: (session: AdminPresentation, target: DropTarget) => void;
}

export function useSessionDrag({ bounds, rowHeight, columns, scroller, onDrop }: Options) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const press = useRef<Press | null>(null);
  // A drag ends with a click on the block pressed; that click must not open its dialog.
  const dragged = useRef(false);
  const latest = useRef({ bounds, rowHeight, columns, scroller, onDrop });
  // The handlers run between renders: they read the newest day, rows and drop through this.
  useEffect(() => {
    latest.current = { bounds, rowHeight, columns, scroller, onDrop };
  });

  const targetAt = useCallback((x: number, top: number, session: AdminPresentation): DropTarget | null => {
    const { bounds: day, rowHeight: row, columns: cols } = latest.current;
    const place = placeOf(session);
    for (const [room, column] of cols()) {
      const box = column.getBoundingClientRect();
      if (x >= box.left && x <= box.right) return { room, start: startAt(top - box.top, place.end - place.start, day, row) };
    }
    return null;
  }, []);

  const scrollNearEdges = (x: number, y: number) => {
    if (y < EDGE) window.scrollBy(0, -EDGE_STEP);
    else if (y > window.innerHeight - EDGE) window.scrollBy(0, EDGE_STEP);
    const sideways = latest.current.scroller();
    if (!sideways) return;
    const box = sideways.getBoundingClientRect();
    if (x < box.left + EDGE) sideways.scrollBy(-EDGE_STEP, 0);
    else if (x > box.right - EDGE) sideways.scrollBy(EDGE_STEP, 0);
  };

  const end = useCallback(() => {
    press.current = null;
    setDrag(null);
  }, []);

  // Escape gives up a drag; the session stays where it was.
  useEffect(() => {
    if (!drag) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') end();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drag, end]);

  const onPointerDown = (session: AdminPresentation) => (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    dragged.current = false;
    press.current = {
      session,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      grabX: event.clientX - box.left,
      grabY: event.clientY - box.top,
      width: box.width,
      height: box.height,
      dragging: false,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (!current.dragging) {
      if (Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD) return;
      current.dragging = true;
    }
    event.preventDefault();
    scrollNearEdges(event.clientX, event.clientY);
    const left = event.clientX - current.grabX;
    const top = event.clientY - current.grabY;
    setDrag({
      session: current.session,
      left,
      top,
      width: current.width,
      height: current.height,
      target: targetAt(event.clientX, top, current.session),
    });
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (current.dragging) {
      dragged.current = true;
      const target = targetAt(event.clientX, event.clientY - current.grabY, current.session);
      if (target) latest.current.onDrop(current.session, target);
    }
    end();
  };

  /** For the block's onClick: false right after a drag (its click is the drop's, not a choice). */
  const isClick = () => {
    const was = dragged.current;
    dragged.current = false;
    return !was;
  };

  const handlers = (session: AdminPresentation) => ({
    onPointerDown: onPointerDown(session),
    onPointerMove,
    onPointerUp,
    onPointerCancel: end,
  });

  return { drag, handlers, isClick };
}
