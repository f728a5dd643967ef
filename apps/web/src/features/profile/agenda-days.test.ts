import { describe, expect, it } from 'vitest';
import type { CartItem, Presentation } from '@fest/contract';
import { agendaByDay } from './agenda-days';

const session = (id: number, start: string, end: string) => ({ id, service_type: 'TALK', fa_title: `s${id}`, start, end }) as Presentation;
const entry = (presentation: number) => ({ presentation, added_at: '2027-01-01T00:00:00Z' });

describe('agendaByDay', () => {
  const a = session(1, '2027-02-15T05:30:00Z', '2027-02-15T06:30:00Z');
  const b = session(2, '2027-02-15T06:00:00Z', '2027-02-15T07:00:00Z');
  const c = session(3, '2027-02-15T07:00:00Z', '2027-02-15T08:00:00Z');
  const d = session(4, '2027-02-16T05:30:00Z', '2027-02-16T06:30:00Z');

  it('groups by Tehran day, each day by start', () => {
    const days = agendaByDay([entry(4), entry(3), entry(1)], [a, b, c, d]);
    expect(days.map((x) => [x.day, x.sessions.map((s) => s.presentation.id)])).toEqual([
      ['2027-02-15', [1, 3]],
      ['2027-02-16', [4]],
    ]);
  });

  it('flags sessions that overlap another in the agenda (half-open)', () => {
    const [day] = agendaByDay([entry(1), entry(2), entry(3)], [a, b, c]);
    expect(day!.sessions.map((s) => s.overlaps.map((o) => o.id))).toEqual([[2], [1], []]);
  });

  it('marks bought sessions and leaves out presentations no longer in the programme', () => {
    const bought = { id: 9, presentation: a, payment_state: 'COMPLETED', service_type: 'TALK' } as CartItem;
    const [day] = agendaByDay([entry(1), entry(99)], [a], [bought]);
    expect(day!.sessions).toHaveLength(1);
    expect(day!.sessions[0]!.bought).toBe(true);
  });
});
