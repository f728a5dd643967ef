import type { Presentation } from '@fest/contract';
import { tehranDay, tehranMinutes } from '@/shared/tehran-time';

/**
 * The schedule grid's arithmetic: sessions by Tehran day, rooms as columns, and where each block
 * sits on the time axis. Pure, so it is tested without a browser.
 */

/** The Tehran days that have sessions, in order ('YYYY-MM-DD'). */
export function scheduleDays(list: readonly Presentation[]): string[] {
  return [...new Set(list.map((p) => tehranDay(p.start)))].sort();
}

/** The sessions starting on a Tehran day, by start, then room, then id. */
export function sessionsOn(list: readonly Presentation[], day: string): Presentation[] {
  return list
    .filter((p) => tehranDay(p.start) === day)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.room.localeCompare(b.room, 'fa') || a.id - b.id);
}

/** The day's rooms, in the order their first session starts ("" for a session with no room, last). */
export function roomsOf(sessions: readonly Presentation[]): string[] {
  const rooms = [...new Set(sessions.map((p) => p.room.trim()))];
  return rooms.filter(Boolean).concat(rooms.includes('') ? [''] : []);
}

export interface Block {
  presentation: Presentation;
  room: string;
  /** Minutes from the top of the day's axis. */
  top: number;
  /** Length in minutes (at least MIN_BLOCK, so a short session stays readable and pressable). */
  height: number;
  /** Side-by-side lanes within the room, for sessions of one room that overlap. */
  lane: number;
  lanes: number;
}

export interface DayLayout {
  rooms: string[];
  /** The axis starts at this whole hour (minutes since midnight, Tehran) and spans `span` minutes. */
  from: number;
  span: number;
  /** The whole hours to label down the side (minutes since midnight). */
  hours: number[];
  blocks: Block[];
}

const MIN_BLOCK = 40;

/** Lays out one day: rooms as columns, time down the side, sessions as blocks sized by duration. */
export function layoutDay(sessions: readonly Presentation[]): DayLayout {
  const rooms = roomsOf(sessions);
  if (sessions.length === 0) return { rooms, from: 0, span: 0, hours: [], blocks: [] };
  const startOf = (p: Presentation) => tehranMinutes(p.start);
  // A session running past midnight is drawn up to the end of the day.
  const endOf = (p: Presentation) => Math.min(24 * 60, startOf(p) + Math.max(0, (Date.parse(p.end) - Date.parse(p.start)) / 60_000));
  const from = Math.floor(Math.min(...sessions.map(startOf)) / 60) * 60;
  const to = Math.ceil(Math.max(...sessions.map((p) => Math.max(endOf(p), startOf(p) + MIN_BLOCK))) / 60) * 60;
  const hours: number[] = [];
  for (let h = from; h <= to; h += 60) hours.push(h);

  const blocks: Block[] = [];
  for (const room of rooms) {
    const inRoom = sessions.filter((p) => p.room.trim() === room);
    // Greedy lanes: each session takes the first lane free at its start; a cluster of overlapping
    // sessions shares the width among its lanes.
    const laneEnds: number[] = [];
    const placed: Block[] = [];
    let cluster: Block[] = [];
    let clusterEnd = -1;
    for (const p of inRoom) {
      const top = startOf(p) - from;
      const bottom = Math.max(endOf(p), startOf(p) + MIN_BLOCK) - from;
      if (top >= clusterEnd) {
        for (const b of cluster) b.lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
        cluster = [];
        laneEnds.length = 0;
      }
      let lane = laneEnds.findIndex((end) => end <= top);
      if (lane < 0) lane = laneEnds.length;
      laneEnds[lane] = bottom;
      const block: Block = { presentation: p, room, top, height: bottom - top, lane, lanes: 1 };
      cluster.push(block);
      placed.push(block);
      clusterEnd = Math.max(clusterEnd, bottom);
    }
    for (const b of cluster) b.lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
    blocks.push(...placed);
  }
  return { rooms, from, span: to - from, hours, blocks };
}

export interface NowNext {
  now: Set<number>;
  next: Set<number>;
}

/**
 * During the festival (a day with sessions), the sessions running now and those starting next (all
 * that share the next start time); empty sets on any other day.
 */
export function nowAndNext(list: readonly Presentation[], at: Date): NowNext {
  const today = tehranDay(at);
  const todays = list.filter((p) => tehranDay(p.start) === today);
  const t = at.getTime();
  const now = new Set(todays.filter((p) => Date.parse(p.start) <= t && t < Date.parse(p.end)).map((p) => p.id));
  const upcoming = todays.filter((p) => Date.parse(p.start) > t);
  const nextStart = Math.min(...upcoming.map((p) => Date.parse(p.start)));
  const next = new Set(upcoming.filter((p) => Date.parse(p.start) === nextStart).map((p) => p.id));
  return { now, next };
}

/** The day tab to open first: today during the festival, else the first day (or the one asked for). */
export function initialDay(days: readonly string[], asked: string | null, at: Date): string | null {
  if (asked && days.includes(asked)) return asked;
  const today = tehranDay(at);
  return days.includes(today) ? today : (days[0] ?? null);
}
