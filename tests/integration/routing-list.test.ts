// The list's filters of routing on PGlite and PostgreSQL: a team's leads (those routing gave it, whoever holds them
// now), and "assigned to me" with routing's assignments; the CSV export takes the same filter.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, teams } from '@/server/db/schema';
import { exportInboxLeads, listInboxLeads, parseLeadFilter } from '@/server/inbox/lead-list';
import { routeLead } from '@/server/routing/route-lead';
import { everyoneElse, kenya, MINUTE, openRoutingSuite, people, routingOf, saveRouting, storeLead, week } from './routing-fixture';
import { testBackends } from './test-databases';

const backends = await testBackends();
const filter = (query: string) => parseLeadFilter(new URLSearchParams(query));

describe.each(backends)('the list’s team and Mine filters on $name', (backend) => {
  const handle = openRoutingSuite(backend);

  it('shows a team’s leads, and each person the leads routing gave them', async () => {
    const { db } = handle;
    const now = week(0);
    await saveRouting(db, now, [{ ...kenya, members: [people.wanjiru.email] }, everyoneElse]);
    const kenyan = await storeLead(db, 'KE', now);
    const nigerian = await storeLead(db, 'NG', new Date(now.getTime() + MINUTE));
    for (const id of [kenyan, nigerian]) await routeLead(id, db, now);
    const teamIds = Object.fromEntries((await db.select({ id: teams.id, name: teams.name }).from(teams)).map((team) => [team.name, team.id]));
    const listed = async (query: string, viewer: string) => (await listInboxLeads(db, filter(query), viewer)).rows.map((row) => row.id);

    expect(await listed(`team=${teamIds.Kenya}`, people.amina.id)).toEqual([kenyan]);
    expect(await listed(`team=${teamIds['Everyone else']}`, people.amina.id)).toEqual([nigerian]);
    expect(await listed('mine=1', people.wanjiru.id)).toEqual([kenyan]);
    expect(await listed('mine=1', people.amina.id)).toEqual([nigerian]);
    expect(await listed(`mine=1&team=${teamIds.Kenya}`, people.amina.id)).toEqual([]);
    // A lead another person took stays its team's.
    await db.update(leads).set({ assignedTo: people.amina.id }).where(eq(leads.id, kenyan));
    expect(await listed(`team=${teamIds.Kenya}`, people.amina.id)).toEqual([kenyan]);
    expect((await exportInboxLeads(db, filter(`team=${teamIds.Kenya}`), people.amina.id)).map((row) => row.id)).toEqual([kenyan]);
    expect((await routingOf(db, kenyan))?.assignedTo).toBe(people.amina.id);
    // A team that is not one, or a team id of no team: nothing of it reaches the query, or nothing is listed.
    expect(filter('team=Kenya').team).toBeUndefined();
    expect(await listed('team=00000000-0000-4000-8000-000000000000', people.amina.id)).toEqual([]);
  });
});
