import type { Staff } from '@/shared/api/staff';

export type Team = Staff['team'];
export type Role = Staff['role'];

/** The secretariat first, then the committees a visitor deals with most. */
export const TEAM_ORDER: readonly Team[] = ['DIRECTOR', 'SCIENTIFIC', 'TECHNICAL', 'EXECUTIVE', 'MARKETING', 'MEDIA', 'GRAPHICS', 'DECORATION'];
const ROLE_ORDER: readonly Role[] = ['DIRECTOR', 'HEAD', 'STAFF'];

export interface TeamGroup {
  team: Team;
  members: Staff[];
}

/** Teams in TEAM_ORDER, leaving out empty ones; inside a team the director, then heads, then members, otherwise in the server's order. */
export function groupByTeam(staff: readonly Staff[]): TeamGroup[] {
  return TEAM_ORDER.map((team) => ({
    team,
    members: staff
      .map((member, index) => ({ member, index }))
      .filter(({ member }) => member.team === team)
      .sort((a, b) => ROLE_ORDER.indexOf(a.member.role) - ROLE_ORDER.indexOf(b.member.role) || a.index - b.index)
      .map(({ member }) => member),
  })).filter((group) => group.members.length > 0);
}
