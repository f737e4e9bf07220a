// The routing document in the database: the teams (by name, in order), their members and the answer time, read as
// one document and replaced as one, all or nothing. GET and PUT /api/routing and the inbox's Teams page both go
// through here. Plain input, no Request or Response.
import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { readRoutingDocument } from '@/lib/routing/routing-document';
import type { RoutingDocument, RoutingProblem } from '@/lib/routing/routing-vocabulary';
import type { Database } from '@/server/db/client';
import { appSettings, authUsers, teamMembers, teams } from '@/server/db/schema';
import { reconcileDuty } from './duty-sweep';
import { ANSWER_WITHIN_SETTING, readAnswerWithin } from './routing-settings';

/** The routing as one document: the teams in order with their members' e-mails, and `answerWithin`. */
export async function readRouting(db: Database): Promise<RoutingDocument> {
  const [rows, members, answerWithin] = await Promise.all([
    db.select().from(teams).orderBy(asc(teams.position), asc(teams.name)),
    db
      .select({ teamId: teamMembers.teamId, email: authUsers.email })
      .from(teamMembers)
      .innerJoin(authUsers, eq(authUsers.id, teamMembers.userId))
      .orderBy(asc(teamMembers.position)),
    readAnswerWithin(db),
  ]);
  return {
    answerWithin,
    teams: rows.map((team) => ({
      name: team.name,
      countries: team.countries,
      languages: team.languages,
      timeZone: team.timeZone,
      hours: team.hours,
      members: members.filter((member) => member.teamId === team.id).map((member) => member.email),
    })),
  };
}

/** The teams in order, by id and name (the list's team filter). */
export async function listTeams(db: Database): Promise<Array<{ id: string; name: string }>> {
  return db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.position), asc(teams.name));
}

export type ReplaceRoutingResult = { ok: true; document: RoutingDocument } | { ok: false; problems: RoutingProblem[] };

/**
 * Replaces the whole routing with `input` (a document as posted), or changes nothing and answers every problem, each
 * naming its field: the document's own (src/lib/routing/routing-document.ts) and members who are nobody of the inbox.
 * A team keeps its id, and so its leads, while its name stays, or when `renamed` says the team of one name is the
 * document's team of another (the Teams page's edit of a name); a team left out is removed, and its open leads are
 * routed again by the new document. Leads waiting for a team that is open now are assigned at once.
 */
export async function replaceRouting(input: unknown, db: Database, now: Date, renamed?: { from: string; to: string }): Promise<ReplaceRoutingResult> {
  const reading = readRoutingDocument(input);
  if (!reading.ok) return reading;
  const { document } = reading;
  const emails = [...new Set(document.teams.flatMap((team) => team.members))];
  const people =
    emails.length === 0 ? [] : await db.select({ id: authUsers.id, email: authUsers.email }).from(authUsers).where(inArray(authUsers.email, emails));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  const problems = document.teams.flatMap((team, index) =>
    team.members.flatMap((email, position) =>
      idOf.has(email) ? [] : [{ field: `teams[${index}].members[${position}]`, problem: 'member' as const, value: email }],
    ),
  );
  if (problems.length > 0) return { ok: false, problems };
  await db.transaction(async (tx) => {
    const names = document.teams.map((team) => team.name);
    if (renamed && renamed.from !== renamed.to && names.includes(renamed.to))
      await tx.update(teams).set({ name: renamed.to }).where(eq(teams.name, renamed.from));
    await tx.delete(teams).where(names.length > 0 ? notInArray(teams.name, names) : undefined);
    for (const [position, team] of document.teams.entries()) {
      const values = {
        position,
        name: team.name,
        countries: team.countries,
        languages: team.languages,
        timeZone: team.timeZone,
        hours: team.hours,
        updatedAt: now,
      };
      const [saved] = await tx
        .insert(teams)
        .values(values)
        .onConflictDoUpdate({ target: teams.name, set: { ...values, name: sql`excluded.name` } })
        .returning({ id: teams.id });
      if (!saved) throw new Error('a team was not saved');
      await tx.delete(teamMembers).where(eq(teamMembers.teamId, saved.id));
      const members = team.members.map((email, order) => ({ teamId: saved.id, userId: idOf.get(email) ?? '', position: order }));
      if (members.length > 0) await tx.insert(teamMembers).values(members);
    }
    await tx
      .insert(appSettings)
      .values({ key: ANSWER_WITHIN_SETTING, value: document.answerWithin })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: document.answerWithin } });
  });
  await reconcileDuty(db, now);
  return { ok: true, document: await readRouting(db) };
}
