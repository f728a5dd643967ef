import { describe, expect, it } from 'vitest';
import type { Staff } from '@/shared/api/staff';
import { groupByTeam } from './staff-groups';

const person = (id: number, team: Staff['team'], role: Staff['role']): Staff => ({
  id,
  name: `نفر ${id}`,
  en_name: '',
  en_quote: '',
  image: null,
  quote: '',
  role,
  team,
  linkedin: null,
});

describe('groupByTeam', () => {
  const staff = [
    person(1, 'TECHNICAL', 'STAFF'),
    person(2, 'MEDIA', 'HEAD'),
    person(3, 'TECHNICAL', 'HEAD'),
    person(4, 'DIRECTOR', 'DIRECTOR'),
    person(5, 'TECHNICAL', 'STAFF'),
  ];
  const groups = groupByTeam(staff);

  it('orders teams with the secretariat first and leaves out empty teams', () => {
    expect(groups.map((g) => g.team)).toEqual(['DIRECTOR', 'TECHNICAL', 'MEDIA']);
  });
  it('puts heads before members and keeps the server order otherwise', () => {
    expect(groups[1].members.map((m) => m.id)).toEqual([3, 1, 5]);
  });
  it('keeps everyone exactly once', () => {
    expect(groups.flatMap((g) => g.members).length).toBe(staff.length);
  });
});
