import { describe, expect, it } from 'vitest';
import { availability, durationMinutes, isAlmostFull, occupancy } from './presentation-status';
import { makePresentation } from './test-presentation';

const before = new Date('2027-02-01T00:00:00Z');

describe('availability', () => {
  it('is open when active, with seats, and in the future', () => {
    expect(availability(makePresentation(), before)).toBe('open');
  });
  it('is sold out at zero seats left', () => {
    expect(availability(makePresentation({ remained_capacity: 0 }), before)).toBe('soldOut');
  });
  it('is closed when registration is not active, even with seats', () => {
    expect(availability(makePresentation({ is_registration_active: false }), before)).toBe('closed');
    expect(availability(makePresentation({ is_registration_active: false, remained_capacity: 0 }), before)).toBe('closed');
  });
  it('is started from the start time on, whatever else holds', () => {
    const p = makePresentation({ remained_capacity: 0, is_registration_active: false });
    expect(availability(p, new Date(p.start))).toBe('started');
    expect(availability(makePresentation(), new Date('2027-03-01T00:00:00Z'))).toBe('started');
  });
});

describe('durationMinutes', () => {
  it('counts minutes between start and end', () => {
    expect(durationMinutes(makePresentation())).toBe(180);
    expect(durationMinutes({ start: '2027-02-15T11:00:00Z', end: '2027-02-15T11:45:00Z' })).toBe(45);
  });
  it('is never negative', () => {
    expect(durationMinutes({ start: '2027-02-15T11:00:00Z', end: '2027-02-15T10:00:00Z' })).toBe(0);
  });
});

describe('occupancy and isAlmostFull', () => {
  it('measures taken seats', () => {
    expect(occupancy({ capacity: 40, remained_capacity: 10 })).toBe(0.75);
    expect(occupancy({ capacity: 0, remained_capacity: 0 })).toBe(1);
  });
  it('warns at five seats or fewer, or 80% taken, but not when sold out', () => {
    expect(isAlmostFull({ capacity: 300, remained_capacity: 5 })).toBe(true);
    expect(isAlmostFull({ capacity: 10, remained_capacity: 2 })).toBe(true);
    expect(isAlmostFull({ capacity: 100, remained_capacity: 50 })).toBe(false);
    expect(isAlmostFull({ capacity: 10, remained_capacity: 0 })).toBe(false);
  });
});
