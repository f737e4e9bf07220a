// Who is on duty: a person is on duty for a team when they are active (not disabled), Available, a member of it, and the
// team is inside its hours. Routing rings only the on-duty members of a lead's team; a round's alert also reaches every
// available admin who is not off their hours. Pure functions of the teams, the people and `now`.
import type { InboxRole } from '@/lib/inbox/vocabulary';
import { isTeamOpen, type TeamClock } from './team-hours';
import type { TeamScope } from './team-match';

export interface RoutingTeam extends TeamClock, TeamScope {
  id: string;
  name: string;
  /** People's ids, in the admin's order. */
  memberIds: ReadonlyArray<string>;
}

export interface RoutingPerson {
  id: string;
  name: string;
  role: InboxRole;
  /** False for a disabled person: never on duty. */
  isActive: boolean;
  isAvailable: boolean;
}

/** The members of `team` on duty at `now`, in the team's order. */
export function membersOnDuty(team: RoutingTeam, people: ReadonlyMap<string, RoutingPerson>, now: Date): string[] {
  if (!isTeamOpen(team, now)) return [];
  return team.memberIds.filter((id) => {
    const person = people.get(id);
    return person !== undefined && person.isActive && person.isAvailable;
  });
}

/** Each team's on-duty members at `now`, by team id. */
export function dutyByTeam(teams: ReadonlyArray<RoutingTeam>, people: ReadonlyMap<string, RoutingPerson>, now: Date): Map<string, string[]> {
  return new Map(teams.map((team) => [team.id, membersOnDuty(team, people, now)]));
}

/** Why a holder is no longer on duty for their lead's team (their lead passes on), or undefined when they are. */
export function offDutyReason(team: RoutingTeam, person: RoutingPerson | undefined, now: Date): 'away' | 'hours-ended' | 'left-team' | undefined {
  if (!person || !person.isActive || !team.memberIds.includes(person.id)) return 'left-team';
  if (!person.isAvailable) return 'away';
  return isTeamOpen(team, now) ? undefined : 'hours-ended';
}

/**
 * Who a round's alert reaches: the team's on-duty members, and every admin who is active and Available and not off
 * their hours (in no team, or on duty in one of theirs).
 */
export function alertRecipients(team: RoutingTeam, teams: ReadonlyArray<RoutingTeam>, people: ReadonlyMap<string, RoutingPerson>, now: Date): string[] {
  const recipients = new Set(membersOnDuty(team, people, now));
  for (const person of people.values()) {
    if (person.role !== 'admin' || !person.isActive || !person.isAvailable) continue;
    const theirs = teams.filter((other) => other.memberIds.includes(person.id));
    if (theirs.length === 0 || theirs.some((other) => isTeamOpen(other, now))) recipients.add(person.id);
  }
  return [...recipients];
}
