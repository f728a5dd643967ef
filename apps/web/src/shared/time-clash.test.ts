import { describe, expect, it } from 'vitest';
import type { CartItem, Presentation } from '@fest/contract';
import { overlaps, timeOverlap, workshopClash } from './time-clash';

const session = (id: number, from: string, to: string, type: Presentation['service_type'] = 'WORKSHOP') =>
  ({ id, service_type: type, fa_title: `w${id}`, start: `2027-02-16T${from}:00Z`, end: `2027-02-16T${to}:00Z` }) as Presentation;
const item = (p: Presentation, state: CartItem['payment_state'] = 'PENDING') =>
  ({ id: p.id + 100, presentation: p, payment_state: state, service_type: p.service_type }) as CartItem;

describe('time clash (the API rule, said before trying)', () => {
  it('treats times as half-open', () => {
    expect(overlaps(session(1, '08:00', '10:00'), session(2, '10:00', '12:00'))).toBe(false);
    expect(overlaps(session(1, '08:00', '10:01'), session(2, '10:00', '12:00'))).toBe(true);
  });
  it('finds a workshop in the cart or bought that overlaps, the earliest first', () => {
    const later = session(1, '10:00', '12:00');
    const earlier = session(2, '07:00', '09:00');
    expect(workshopClash(session(3, '08:00', '11:00'), [item(later), item(earlier, 'COMPLETED')])?.presentation.id).toBe(2);
  });
  it('never for talks or packages, nor against itself', () => {
    const w = session(1, '08:00', '10:00');
    expect(workshopClash(session(2, '08:00', '10:00', 'TALK'), [item(w)])).toBeNull();
    expect(workshopClash(session(2, '08:00', '10:00'), [item(session(3, '08:00', '10:00', 'TALK'))])).toBeNull();
    expect(workshopClash(w, [item(w)])).toBeNull();
  });
});

describe('time overlap (allowed, but said)', () => {
  it('finds what a talk overlaps, workshops and talks alike, the earliest first', () => {
    const w = session(1, '08:00', '10:00');
    const t = session(2, '07:30', '08:30', 'TALK');
    expect(timeOverlap(session(3, '08:00', '09:00', 'TALK'), [item(w), item(t, 'COMPLETED')])?.presentation.id).toBe(2);
    expect(timeOverlap(w, [item(t)])?.presentation.id).toBe(2);
  });
  it('says nothing for back-to-back sessions, against itself, or where the API refuses (two workshops)', () => {
    const w = session(1, '08:00', '10:00');
    expect(timeOverlap(session(2, '10:00', '11:00', 'TALK'), [item(w)])).toBeNull();
    expect(timeOverlap(w, [item(w)])).toBeNull();
    expect(timeOverlap(session(3, '09:00', '11:00'), [item(w)])).toBeNull();
  });
});
