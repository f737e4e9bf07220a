// The routing of the integration tests: the Kenya team (Nairobi, Monday 08:00 to 18:00 and Saturday 09:00 to 13:00)
// with three agents, and everyone else with Amina, an admin, always open; times on a controlled clock.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authUsers, leadEvents, leadOutbox, leadRouting, leads } from '@/server/db/schema';
import { replaceRouting } from '@/server/routing/routing-store';
import { beforeAll } from 'vitest';
import { insertLead } from './lead-rows';
import { openForSuite } from './test-databases';

export const people = {
  wanjiru: { id: 'agent-wanjiru', name: 'Wanjiru Kamau', email: 'wanjiru@example.com', role: 'agent' as const },
  baraka: { id: 'agent-baraka', name: 'Baraka Otieno', email: 'baraka@example.com', role: 'agent' as const },
  otieno: { id: 'agent-otieno', name: 'Otieno Mwangi', email: 'otieno@example.com', role: 'agent' as const },
  amina: { id: 'admin-amina', name: 'Amina Bello', email: 'amina@example.com', role: 'admin' as const },
};

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
/** Monday 16 March 2026, 10:00 in Nairobi; `week(n)` is the same time n weeks on, so each test has loads of its own. */
export const week = (n: number, plusMs = 0) => new Date(Date.parse('2026-03-16T07:00:00Z') + n * 7 * DAY + plusMs);

export const kenya = {
  name: 'Kenya',
  countries: ['KE', 'UG'],
  languages: [],
  timeZone: 'Africa/Nairobi',
  hours: { mon: ['08:00', '18:00'], sat: ['09:00', '13:00'] },
  members: [people.wanjiru.email, people.baraka.email, people.otieno.email],
};
export const everyoneElse = { name: 'Everyone else', countries: ['*'], languages: [], timeZone: 'Africa/Lagos', hours: null, members: [people.amina.email] };

/** The backend's database for one `describe`, with the people added. */
export function openRoutingSuite(backend: Parameters<typeof openForSuite>[0]): { readonly db: Database } {
  const suite = openForSuite(backend);
  beforeAll(async () => {
    await suite.db.insert(authUsers).values(Object.values(people));
  });
  return suite;
}

/** Saves the routing (the two teams, or `teams`) at `now`; throws on a refused document. */
export async function saveRouting(db: Database, now: Date, teams: object[] = [kenya, everyoneElse], answerWithin = '5m'): Promise<void> {
  const result = await replaceRouting({ answerWithin, teams }, db, now);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
}

/** A new lead from `country` that arrived at `at`. */
export const storeLead = (db: Database, country: string, at: Date, locale = 'en') =>
  insertLead(db, { country, createdAt: at, locale, name: `Lead ${country} ${at.toISOString()}` });

/** The lead's routing events, oldest first, as [kind, detail]. */
export async function routingEventsOf(db: Database, leadId: string) {
  const rows = await db
    .select({ kind: leadEvents.kind, detail: leadEvents.detail, actorId: leadEvents.actorId })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    // In the order written: routing's events carry the controlled clock's time, a person's the database's.
    .orderBy(asc(leadEvents.id));
  return rows;
}

/** Who holds the lead, and its routing row. */
export async function routingOf(db: Database, leadId: string) {
  const [row] = await db
    .select({
      state: leadRouting.state,
      step: leadRouting.step,
      holders: leadRouting.holders,
      answerDueAt: leadRouting.answerDueAt,
      assignedTo: leads.assignedTo,
    })
    .from(leads)
    .leftJoin(leadRouting, eq(leadRouting.leadId, leads.id))
    .where(eq(leads.id, leadId));
  return row;
}

/** The lead's routing outbox rows as [channel, step]. */
export async function ringsOf(db: Database, leadId: string) {
  const rows = await db
    .select({ channel: leadOutbox.channel, step: leadOutbox.step })
    .from(leadOutbox)
    .where(and(eq(leadOutbox.leadId, leadId)))
    .orderBy(asc(leadOutbox.createdAt), asc(leadOutbox.step));
  return rows.filter((row) => row.channel === 'assigned' || row.channel === 'unanswered').map((row) => [row.channel, row.step]);
}
