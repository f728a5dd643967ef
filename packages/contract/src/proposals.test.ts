import { describe, expect, it } from 'vitest';
import { allowedLengths, isAllowedLength, type ProposalType } from './proposals';

const talk: ProposalType = { service_type: 'TALK', min_minutes: 30, max_minutes: 45, step_minutes: 15 };
const workshop: ProposalType = { service_type: 'WORKSHOP', min_minutes: 120, max_minutes: 240, step_minutes: 30 };

describe("a proposal type's lengths", () => {
  it('allows the least, the most and every step between, nothing else', () => {
    expect(allowedLengths(talk)).toEqual([30, 45]);
    expect(allowedLengths(workshop)).toEqual([120, 150, 180, 210, 240]);
    for (const m of allowedLengths(workshop)) expect(isAllowedLength(workshop, m)).toBe(true);
    for (const m of [0, 15, 29, 31, 40, 60]) expect(isAllowedLength(talk, m)).toBe(false);
    for (const m of [90, 119, 135, 241, 270]) expect(isAllowedLength(workshop, m)).toBe(false);
  });

  it('counts steps from the least, so a most off the steps is not reached', () => {
    const odd: ProposalType = { service_type: 'TALK', min_minutes: 20, max_minutes: 50, step_minutes: 20 };
    expect(allowedLengths(odd)).toEqual([20, 40]);
    expect(isAllowedLength(odd, 50)).toBe(false);
  });
});
