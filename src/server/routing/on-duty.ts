// Who is on duty now, team by team, for the Teams page: whether each team is inside its hours (and when that changes),
// and each member's availability and duty.
import type { AvailabilityStatus } from '@/lib/inbox/vocabulary';
import { membersOnDuty } from '@/lib/routing/duty';
import { closingOf, isTeamOpen, nextOpeningOf } from '@/lib/routing/team-hours';
import type { Database } from '@/server/db/client';
import { loadRoutingSnapshot } from './routing-snapshot';

interface TeamMemberDuty {
  id: string;
  name: string;
  availability: AvailabilityStatus;
  /** False for a disabled person. */
  isActive: boolean;
  isOnDuty: boolean;
}

export interface TeamDuty {
  id: string;
  name: string;
  timeZone: string;
  isOpen: boolean;
  /** While closed: when the team next opens (null: never, no day has hours). */
  opensAt: Date | null;
  /** While open: when its hours end (null: always open). */
  closesAt: Date | null;
  members: TeamMemberDuty[];
}

/** Each team in order, with its members' duty at `now`, and everyone on duty in some team. */
export async function listOnDuty(db: Database, now: Date): Promise<{ teams: TeamDuty[]; onDuty: Array<{ id: string; name: string }> }> {
  const { teams, people } = await loadRoutingSnapshot(db);
  const onDuty = new Map<string, string>();
  const views = teams.map((team) => {
    const duty = new Set(membersOnDuty(team, people, now));
    const members = team.memberIds.flatMap((id) => {
      const person = people.get(id);
      if (!person) return [];
      if (duty.has(id)) onDuty.set(id, person.name);
      const availability: AvailabilityStatus = person.isAvailable ? 'available' : 'away';
      return [{ id, name: person.name, availability, isActive: person.isActive, isOnDuty: duty.has(id) }];
    });
    const isOpen = isTeamOpen(team, now);
    return {
      id: team.id,
      name: team.name,
      timeZone: team.timeZone,
      isOpen,
      opensAt: nextOpeningOf(team, now) ?? null,
      closesAt: closingOf(team, now) ?? null,
      members,
    };
  });
  return { teams: views, onDuty: [...onDuty].map(([id, name]) => ({ id, name })) };
}
