// Routing's assignment on PGlite and PostgreSQL, on a controlled clock: the document read and replaced whole (a bad
// one changes nothing), a new lead given at once to an on-duty member of its team by the member rule and said so in
// its history, routing's assignment no answer in the report, a lead that waits while nobody is on duty and says until
// when, the waiting leads given out oldest first when the team opens or someone taps Available, a restored lead and a
// removed team's leads routed afresh.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadRouting, leads, personAvailability, teams } from '@/server/db/schema';
import { fileLeadAsSpam, restoreLead } from '@/server/inbox/lead-actions';
import { listResponseSamples } from '@/server/inbox/response-report';
import { setAvailability } from '@/server/routing/availability';
import { reconcileDuty } from '@/server/routing/duty-sweep';
import { findLeadRouting } from '@/server/routing/lead-routing-view';
import { listOnDuty } from '@/server/routing/on-duty';
import { routeLead } from '@/server/routing/route-lead';
import { readRouting, replaceRouting } from '@/server/routing/routing-store';
import { describeWaiting, routingHistoryLine } from '@/server/routing/routing-words';
import {
  DAY,
  everyoneElse,
  kenya,
  MINUTE,
  people,
  ringsOf,
  routingEventsOf,
  routingOf,
  saveRouting,
  openRoutingSuite,
  storeLead,
  week,
} from './routing-fixture';
import { testBackends } from './test-databases';

const backends = await testBackends();

describe.each(backends)('routing’s assignment on $name', (backend) => {
  const handle = openRoutingSuite(backend);
  const resetAvailability = () => handle.db.delete(personAvailability);
  // Each test's leads alone are open: an earlier test's would be passed on or given out by this one's sweeps.
  beforeEach(async () => {
    await handle.db.update(leads).set({ status: 'closed' });
  });

  it('reads and replaces the routing as one document; a bad document changes nothing', async () => {
    const { db } = handle;
    expect(await readRouting(db)).toEqual({ answerWithin: '5m', teams: [] });
    await saveRouting(db, week(0), [{ ...kenya, members: ['Baraka@Example.com', people.wanjiru.email] }, everyoneElse], '7m');
    const saved = await readRouting(db);
    expect(saved).toEqual({ answerWithin: '7m', teams: [{ ...kenya, members: [people.baraka.email, people.wanjiru.email] }, everyoneElse] });
    const [kenyaRow] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Kenya'));
    const refused = await replaceRouting({ answerWithin: '5m', teams: [{ ...kenya, members: [people.wanjiru.email, 'nobody@example.com'] }] }, db, week(0));
    expect(refused).toEqual({ ok: false, problems: [{ field: 'teams[0].members[1]', problem: 'member', value: 'nobody@example.com' }] });
    expect(await replaceRouting({ teams: [{ ...kenya, hours: { mon: ['18:00', '08:00'] } }] }, db, week(0))).toMatchObject({
      ok: false,
      problems: [{ field: 'teams[0].hours.mon', problem: 'endBeforeStart' }],
    });
    expect(await readRouting(db)).toEqual(saved);
    // Saved again under the same name, the team keeps its id (and so its leads).
    await saveRouting(db, week(0));
    expect(await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Kenya'))).toEqual([kenyaRow]);
    expect((await readRouting(db)).answerWithin).toBe('5m');
  });

  it('gives a new lead at once to an on-duty member, fewest routed leads in 24 h first, then the one assigned longest ago', async () => {
    const { db } = handle;
    const now = week(1);
    await saveRouting(db, now);
    await resetAvailability();
    await setAvailability({ personId: people.otieno.id, status: 'away' }, db, now);
    const ids = [];
    for (const [index] of [0, 1, 2].entries()) {
      const id = await storeLead(db, 'KE', new Date(now.getTime() + index * MINUTE));
      expect(await routeLead(id, db, new Date(now.getTime() + index * MINUTE))).toMatchObject({ kind: 'team' });
      ids.push(id);
    }
    const holders = await Promise.all(ids.map(async (id) => (await routingOf(db, id))?.assignedTo));
    expect(holders).toEqual([people.wanjiru.id, people.baraka.id, people.wanjiru.id]);
    const [first] = ids;
    expect(await routingOf(db, first!)).toMatchObject({
      state: 'ringing',
      step: 1,
      holders: [people.wanjiru.id],
      answerDueAt: new Date(now.getTime() + 5 * MINUTE),
    });
    const events = await routingEventsOf(db, first!);
    expect(events.map((event) => [event.kind, event.actorId])).toEqual([['routed', null]]);
    expect(routingHistoryLine(events[0]!, 'en')).toBe('Assigned to Wanjiru Kamau by routing (Kenya)');
    expect(routingHistoryLine(events[0]!, 'zh-CN')).toBe('路由分配给 Wanjiru Kamau（Kenya）');
    expect(await ringsOf(db, first!)).toEqual([['assigned', 1]]);
    // Asked again (the outbox's senders do), the decision stands.
    expect(await routeLead(first!, db, now)).toMatchObject({ kind: 'team' });
    expect(await routingEventsOf(db, first!)).toHaveLength(1);
    // `*`: Nigeria is no other team's.
    const nigeria = await storeLead(db, 'NG', now);
    await routeLead(nigeria, db, now);
    expect((await routingOf(db, nigeria))?.assignedTo).toBe(people.amina.id);
    // Routing's assignment is no answer: the report still waits for a person.
    const samples = await listResponseSamples(db, new Date(now.getTime() - DAY));
    expect(samples.filter((sample) => sample.createdAt.getTime() >= now.getTime()).every((sample) => sample.responseMs === null)).toBe(true);
  });

  it('lets a lead wait while nobody is on duty, says until when, and gives waiting leads out oldest first when the team opens', async () => {
    const { db } = handle;
    await resetAvailability();
    const tuesday = week(2, DAY); // the Kenya team works Mondays and Saturdays
    await saveRouting(db, tuesday);
    const older = await storeLead(db, 'KE', tuesday);
    const newer = await storeLead(db, 'UG', new Date(tuesday.getTime() + MINUTE));
    for (const id of [older, newer]) await routeLead(id, db, new Date(tuesday.getTime() + MINUTE));
    expect(await routingOf(db, older)).toMatchObject({ state: 'waiting', step: 0, assignedTo: null });
    expect(await routingEventsOf(db, older)).toEqual([]);
    expect(await ringsOf(db, older)).toEqual([]);
    const view = await findLeadRouting(older, db, tuesday);
    const saturdayNine = new Date(Date.parse('2026-04-04T06:00:00Z'));
    expect(view).toMatchObject({ state: 'waiting', team: { name: 'Kenya' }, assignee: null, waitingUntil: saturdayNine, isTeamOpen: false });
    expect(describeWaiting(view!, 'en', 'Africa/Nairobi', tuesday)).toBe('Waiting for the Kenya team, which opens Saturday at 09:00');
    expect(describeWaiting(view!, 'zh-CN', 'Africa/Nairobi', tuesday)).toBe('等待 Kenya 团队，星期六 09:00 上班');
    const saturdayEight = new Date(saturdayNine.getTime() - 60 * MINUTE);
    expect(describeWaiting((await findLeadRouting(older, db, saturdayEight))!, 'en', 'Africa/Nairobi', saturdayEight)).toBe(
      'Waiting for the Kenya team, which opens at 09:00',
    );
    // A sweep just before the hour gives nothing out; the one within the minute after does, the older lead first.
    expect(await reconcileDuty(db, new Date(saturdayNine.getTime() - 1_000))).toMatchObject({ started: 0 });
    expect(await reconcileDuty(db, new Date(saturdayNine.getTime() + 30_000))).toMatchObject({ started: 2 });
    expect((await routingOf(db, older))?.assignedTo).toBe(people.wanjiru.id);
    expect((await routingOf(db, newer))?.assignedTo).toBe(people.baraka.id);
    const onDuty = await listOnDuty(db, new Date(saturdayNine.getTime() + 30_000));
    expect(onDuty.teams.map((team) => [team.name, team.isOpen, team.members.filter((member) => member.isOnDuty).length])).toEqual([
      ['Kenya', true, 3],
      ['Everyone else', true, 1],
    ]);
  });

  it('gives waiting leads out within the tap when a member sets themselves Available, and routes a restored lead afresh', async () => {
    const { db } = handle;
    await resetAvailability();
    const now = week(3);
    await saveRouting(db, now);
    for (const person of [people.wanjiru, people.baraka, people.otieno]) await setAvailability({ personId: person.id, status: 'away' }, db, now);
    const id = await storeLead(db, 'KE', now);
    await routeLead(id, db, now);
    const view = await findLeadRouting(id, db, now);
    expect(describeWaiting(view!, 'en', 'UTC', now)).toBe('Waiting for the Kenya team: nobody on it is available');
    expect(await setAvailability({ personId: people.baraka.id, status: 'available' }, db, new Date(now.getTime() + MINUTE))).toMatchObject({ started: 1 });
    expect((await routingOf(db, id))?.assignedTo).toBe(people.baraka.id);
    // Filed as spam and restored: decided again, as a new lead.
    expect(await fileLeadAsSpam(db, people.amina, id)).toBe('done');
    expect(await restoreLead(db, people.amina, id, [], new Date(now.getTime() + 2 * MINUTE))).toBe('done');
    expect(await routingOf(db, id)).toMatchObject({ state: 'ringing', step: 1, assignedTo: people.baraka.id });
    expect((await routingEventsOf(db, id)).map((event) => event.kind)).toEqual(['routed', 'spam', 'restored', 'routed']);
  });

  it('routes the open leads of a removed team again by the new document, and leaves a lead no team takes to everyone', async () => {
    const { db } = handle;
    await resetAvailability();
    const now = week(4);
    await saveRouting(db, now);
    const id = await storeLead(db, 'KE', now);
    await routeLead(id, db, now);
    expect((await routingOf(db, id))?.assignedTo).toBe(people.wanjiru.id);
    await saveRouting(db, new Date(now.getTime() + MINUTE), [everyoneElse]);
    expect(await routingOf(db, id)).toMatchObject({ state: 'ringing', assignedTo: people.amina.id });
    await saveRouting(db, new Date(now.getTime() + 2 * MINUTE), [{ ...kenya, countries: ['UG'] }]);
    const elsewhere = await storeLead(db, 'TZ', now);
    expect(await routeLead(elsewhere, db, now)).toEqual({ kind: 'everyone' });
    expect(await routingOf(db, elsewhere)).toMatchObject({ state: 'everyone', assignedTo: null });
    // Without teams, routing is off: nothing is decided.
    await saveRouting(db, now, []);
    const off = await storeLead(db, 'KE', now);
    expect(await routeLead(off, db, now)).toEqual({ kind: 'off' });
    expect(await db.select().from(leadRouting).where(eq(leadRouting.leadId, off))).toEqual([]);
  });
});
