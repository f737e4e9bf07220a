// What routing decides from, read in one go: the teams in order with their members, every person with their role,
// whether they may sign in and their availability, and how long a holder has to answer. The rules themselves are pure
// (src/lib/routing/); this is the database's side of their input.
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY, toInboxRole } from '@/lib/inbox/vocabulary';
import type { RoutingPerson, RoutingTeam } from '@/lib/routing/duty';
import type { Database } from '@/server/db/client';
import { authUsers, personAvailability, teamMembers, teams } from '@/server/db/schema';
import { answerWithinMs } from './routing-settings';

export interface RoutingSnapshot {
  teams: RoutingTeam[];
  people: Map<string, RoutingPerson>;
  /** LEAD_ANSWER_WITHIN when set, else the document's `answerWithin`, in ms. */
  answerWithinMs: number;
}

/** The teams, people and answer time routing decides from, as they are now. */
export async function loadRoutingSnapshot(db: Database): Promise<RoutingSnapshot> {
  const [teamRows, memberRows, people, withinMs] = await Promise.all([
    db.select().from(teams).orderBy(asc(teams.position), asc(teams.name)),
    db.select({ teamId: teamMembers.teamId, userId: teamMembers.userId }).from(teamMembers).orderBy(asc(teamMembers.position)),
    db
      .select({ id: authUsers.id, name: authUsers.name, role: authUsers.role, banned: authUsers.banned, status: personAvailability.status })
      .from(authUsers)
      .leftJoin(personAvailability, eq(personAvailability.userId, authUsers.id)),
    answerWithinMs(db),
  ]);
  return {
    teams: teamRows.map((team) => ({
      id: team.id,
      name: team.name,
      countries: team.countries,
      languages: team.languages,
      timeZone: team.timeZone,
      hours: team.hours,
      memberIds: memberRows.filter((member) => member.teamId === team.id).map((member) => member.userId),
    })),
    people: new Map(
      people.map((person) => [
        person.id,
        {
          id: person.id,
          name: person.name,
          role: toInboxRole(person.role),
          isActive: person.banned !== true,
          isAvailable: (person.status ?? DEFAULT_AVAILABILITY) === 'available',
        },
      ]),
    ),
    answerWithinMs: withinMs,
  };
}
