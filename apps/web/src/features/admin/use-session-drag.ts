import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { AdminPresentation } from '@/shared/api/admin-presentations';
import { isPlaced, placeOf, startAt, type DayBounds } from './schedule-grid';

/**
 * Dragging a session onto the schedule grid with Pointer Events, so that a mouse, a finger and a pen
 * all work the same way without a library. A press becomes a drag only once the pointer travels a few
 * pixels, so a tap or a click still selects the session (the dialog, the keyboard's way). The pointer
 * is captured by the block pressed, so the drag goes on wherever it goes; its target is found by the
 * columns' and the tray's boxes rather than by the element under the pointer (the ghost that follows it
 * is there); a placed session dropped on the tray goes back among the unplaced drafts.
 * Blocks carry `touch-action: none`, or a finger's drag would scroll the page instead.
 */

/** How far (px) a press travels before it is a drag rather than a tap. */
const DRAG_THRESHOLD = 5;
/** Within this many pixels of the window's or the grid's edge, a drag scrolls it. */
const EDGE = 48;
const EDGE_STEP = 14;

/** Where a drop lands: a room at a start (minutes past Tehran midnight), or the tray of unplaced drafts. */
export type DropTarget = { kind: 'slot'; room: string; start: number } | { kind: 'tray' };

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
  /** The tray of unplaced drafts: a placed session dropped on it loses its room. */
  tray: () => HTMLElement | null;
  onDrop: (session: AdminPresentation, target: DropTarget) => void;
}

const inside = (box: DOMRect, x: number, y: number) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;

export function useSessionDrag({ bounds, rowHeight, columns, scroller, tray, onDrop }: Options) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const press = useRef<Press | null>(null);
  // A drag ends with a click on the block pressed; that click must not open its dialog.
  const dragged = useRef(false);
  const latest = useRef({ bounds, rowHeight, columns, scroller, tray, onDrop });
  // The handlers run between renders: they read the newest day, rows and drop through this.
  useEffect(() => {
    latest.current = { bounds, rowHeight, columns, scroller, tray, onDrop };
  });

  /**
   * The target under the pointer (x, y), the block's top being at `top`: the tray (for a placed session; an
   * unplaced one is there already), else the column under the pointer inside the grid's frame (a column
   * scrolled out of the frame is not a target, nor is the page around the grid).
   */
  const targetAt = useCallback((x: number, y: number, top: number, session: AdminPresentation): DropTarget | null => {
    const { bounds: day, rowHeight: row, columns: cols, scroller: frame, tray: trayOf } = latest.current;
    const trayBox = trayOf()?.getBoundingClientRect();
    if (trayBox && inside(trayBox, x, y)) return isPlaced(session) ? { kind: 'tray' } : null;
    const frameBox = frame()?.getBoundingClientRect();
    if (frameBox && !inside(frameBox, x, y)) return null;
    const place = placeOf(session);
    for (const [room, column] of cols()) {
      const box = column.getBoundingClientRect();
      if (x >= box.left && x <= box.right) return { kind: 'slot', room, start: startAt(top - box.top, place.end - place.start, day, row) };
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
      target: targetAt(event.clientX, event.clientY, top, current.session),
    });
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (current.dragging) {
      // The click that follows this release (if any: not after a finger's drag, nor when the block moved to
      // another list and was drawn anew) comes in this same task; after it, the next click is a choice again.
      dragged.current = true;
      window.setTimeout(() => {
        dragged.current = false;
      }, 0);
      const target = targetAt(event.clientX, event.clientY, event.clientY - current.grabY, current.session);
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
