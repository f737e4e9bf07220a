// Routing's escalation on PGlite and PostgreSQL, on a controlled clock: a lead unanswered within answerWithin passes to
// the next on-duty member, then the round's one alert reaches the on-duty members and the available admins, an answer
// ends it, a holder going Away or reaching the end of their hours passes the lead on at once, each step is taken once
// when several routers race (as two instances do), and the report's figures per team and person.
import { beforeEach, describe, expect, it } from 'vitest';
import { leadEvents, leads, personAvailability } from '@/server/db/schema';
import { setLeadStatus } from '@/server/inbox/lead-actions';
import { reachLead } from '@/server/inbox/reach-lead';
import { setAvailability } from '@/server/routing/availability';
import { reconcileDuty } from '@/server/routing/duty-sweep';
import { escalateDueLeads } from '@/server/routing/escalation';
import { findLeadRouting } from '@/server/routing/lead-routing-view';
import { findRingRecipients } from '@/server/routing/ring-recipients';
import { routeLead } from '@/server/routing/route-lead';
import { loadRoutingReport } from '@/server/routing/routing-report';
import { markRoutingAnswered } from '@/server/routing/routing-steps';
import { routingHistoryLine } from '@/server/routing/routing-words';
import { everyoneElse, kenya, MINUTE, people, ringsOf, routingEventsOf, routingOf, saveRouting, openRoutingSuite, storeLead, week } from './routing-fixture';
import { testBackends } from './test-databases';

const backends = await testBackends();
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe.each(backends)('routing’s escalation on $name', (backend) => {
  const handle = openRoutingSuite(backend);
  beforeEach(async () => {
    await handle.db.update(leads).set({ status: 'closed' });
    await handle.db.delete(personAvailability);
  });

  it('passes an unanswered lead to the next on-duty member, then alerts once, and says so in its history', async () => {
    const { db } = handle;
    const now = week(10);
    await saveRouting(db, now);
    await setAvailability({ personId: people.otieno.id, status: 'away' }, db, now);
    const id = await storeLead(db, 'KE', now);
    await routeLead(id, db, now);
    expect(await escalateDueLeads(db, after(now, 5 * MINUTE - 1_000))).toBe(0);
    expect(await escalateDueLeads(db, after(now, 5 * MINUTE))).toBe(1);
    expect(await routingOf(db, id)).toMatchObject({ state: 'ringing', step: 2, assignedTo: people.baraka.id, holders: [people.wanjiru.id, people.baraka.id] });
    // The lead page shows its holder, and whom routing gave it to before.
    expect(await findLeadRouting(id, db, after(now, 5 * MINUTE))).toMatchObject({
      assignee: { id: people.baraka.id, name: people.baraka.name },
      previousHolders: [{ id: people.wanjiru.id, name: people.wanjiru.name }],
    });
    const passed = (await routingEventsOf(db, id))[1]!;
    expect(passed.detail).toMatchObject({ reason: 'no-answer', fromId: people.wanjiru.id, toId: people.baraka.id, step: '2' });
    expect(routingHistoryLine(passed, 'en')).toBe('Passed to Baraka Otieno: Wanjiru Kamau did not answer within 5 min');
    expect(routingHistoryLine(passed, 'zh-CN')).toBe('转给 Baraka Otieno：Wanjiru Kamau 在5分钟内未回复');
    // Every on-duty member has had it: one alert, to them and to Amina (an available admin); Otieno is Away.
    expect(await escalateDueLeads(db, after(now, 10 * MINUTE))).toBe(1);
    expect(await routingOf(db, id)).toMatchObject({ state: 'unanswered', step: 3, assignedTo: people.baraka.id, answerDueAt: null });
    const alert = (await routingEventsOf(db, id))[2]!;
    expect(routingHistoryLine(alert, 'en')).toBe('Nobody answered for 10 min: the Kenya team’s members on duty and the available admins were alerted');
    const recipients = await findRingRecipients({ leadId: id, step: 3, channel: 'unanswered' }, db, after(now, 10 * MINUTE));
    expect(recipients?.personIds.sort()).toEqual([people.amina.id, people.baraka.id, people.wanjiru.id].sort());
    expect(recipients?.waitedMs).toBe(10 * MINUTE);
    expect(await ringsOf(db, id)).toEqual([
      ['assigned', 1],
      ['assigned', 2],
      ['unanswered', 3],
    ]);
    // A late ring of an earlier step finds the lead moved on: nobody to ring.
    expect(await findRingRecipients({ leadId: id, step: 1, channel: 'assigned' }, db, after(now, 10 * MINUTE))).toBeUndefined();
    expect(await escalateDueLeads(db, after(now, 60 * MINUTE))).toBe(0);
  });

  it('ends the escalation when a person answers it: its holder calls, or anyone writes a note', async () => {
    const { db } = handle;
    const now = week(11);
    await saveRouting(db, now);
    const called = await storeLead(db, 'KE', now);
    const noted = await storeLead(db, 'KE', now);
    for (const id of [called, noted]) await routeLead(id, db, now);
    expect(await reachLead(db, people.wanjiru, { leadId: called, via: 'call', templateId: '' })).toMatchObject({ kind: 'go' });
    expect(await setLeadStatus(db, people.amina, { leadId: noted, status: 'new', note: 'Called back, no answer' })).toBe('done');
    for (const id of [called, noted]) expect(await routingOf(db, id)).toMatchObject({ state: 'answered', answerDueAt: null });
    expect(await escalateDueLeads(db, after(now, 5 * MINUTE))).toBe(0);
    expect((await routingEventsOf(db, called)).map((event) => event.kind)).toEqual(['routed', 'reached']);
    expect(await findRingRecipients({ leadId: called, step: 1, channel: 'assigned' }, db, now)).toBeUndefined();
  });

  it('passes a lead on at once when its holder taps Away, waits when nobody is left, and when the team’s hours end', async () => {
    const { db } = handle;
    const now = week(12);
    await saveRouting(db, now, [{ ...kenya, hours: { mon: ['08:00', '11:00'] } }, everyoneElse]);
    await setAvailability({ personId: people.otieno.id, status: 'away' }, db, now);
    const id = await storeLead(db, 'KE', now);
    await routeLead(id, db, now);
    expect(await setAvailability({ personId: people.wanjiru.id, status: 'away' }, db, after(now, MINUTE))).toMatchObject({ passedOn: 1 });
    const passed = (await routingEventsOf(db, id)).at(-1)!;
    expect(routingHistoryLine(passed, 'en')).toBe('Passed to Baraka Otieno: Wanjiru Kamau went Away');
    await setAvailability({ personId: people.baraka.id, status: 'away' }, db, after(now, 2 * MINUTE));
    expect(await routingOf(db, id)).toMatchObject({ state: 'waiting', assignedTo: null, holders: [] });
    expect(routingHistoryLine((await routingEventsOf(db, id)).at(-1)!, 'en')).toBe(
      'Back to waiting for the Kenya team: Baraka Otieno went off duty and nobody else on it is on duty',
    );
    await setAvailability({ personId: people.wanjiru.id, status: 'available' }, db, after(now, 3 * MINUTE));
    expect(await routingOf(db, id)).toMatchObject({ state: 'ringing', assignedTo: people.wanjiru.id, holders: [people.wanjiru.id] });
    // 11:00 in Nairobi: the hours end, nobody of the team is on duty, and the lead waits for next Monday.
    await reconcileDuty(db, after(now, 60 * MINUTE));
    expect(await routingOf(db, id)).toMatchObject({ state: 'waiting', assignedTo: null });
    expect((await findLeadRouting(id, db, after(now, 60 * MINUTE)))?.waitingUntil).toEqual(week(13, -2 * 60 * MINUTE));
  });

  it('takes each step once when several routers race for the same leads, as instances do', async () => {
    const { db } = handle;
    const now = week(14);
    await saveRouting(db, now);
    const ids = [];
    for (let index = 0; index < 8; index += 1) ids.push(await storeLead(db, 'KE', after(now, index)));
    await Promise.all([...ids.map((id) => routeLead(id, db, now)), reconcileDuty(db, now), ...ids.map((id) => routeLead(id, db, now)), reconcileDuty(db, now)]);
    await Promise.all([
      escalateDueLeads(db, after(now, 5 * MINUTE)),
      escalateDueLeads(db, after(now, 5 * MINUTE)),
      escalateDueLeads(db, after(now, 5 * MINUTE)),
    ]);
    for (const id of ids) {
      const steps = (await routingEventsOf(db, id)).filter((event) => event.kind === 'routed').map((event) => event.detail.step);
      expect(steps, id).toEqual(['1', '2']);
      expect(await ringsOf(db, id)).toEqual([
        ['assigned', 1],
        ['assigned', 2],
      ]);
    }
  });

  it('reports per team and person the share answered by the first person rung, the leads passed on, and response within hours', async () => {
    const { db } = handle;
    const now = week(20, 7 * 60 * MINUTE); // Monday 17:00 in Nairobi: the team closes at 18:00
    await saveRouting(db, now);
    await setAvailability({ personId: people.otieno.id, status: 'away' }, db, now);
    const answeredFirst = await storeLead(db, 'KE', now);
    const passedOn = await storeLead(db, 'KE', after(now, 1_000));
    for (const id of [answeredFirst, passedOn]) await routeLead(id, db, now);
    // Calls on the controlled clock, as reachLead records them (with the database's time).
    const call = (leadId: string, at: Date) => ({
      leadId,
      actorId: people.wanjiru.id,
      actorName: 'Wanjiru Kamau',
      kind: 'reached' as const,
      detail: { via: 'call' },
      createdAt: at,
    });
    await db.insert(leadEvents).values(call(answeredFirst, after(now, 2 * MINUTE)));
    await markRoutingAnswered(db, answeredFirst);
    expect(await escalateDueLeads(db, after(now, 5 * MINUTE))).toBe(1);
    // Answered on Saturday 09:30 in Nairobi: five days later, but 1 h 30 min of the team's hours (less the second it came after 17:00).
    await db.insert(leadEvents).values(call(passedOn, new Date(Date.parse('2026-08-08T06:30:00Z'))));
    const report = await loadRoutingReport({ since: now }, db);
    const team = report.teams.find((entry) => entry.team.name === 'Kenya');
    expect(team).toMatchObject({ leads: 2, firstTurnsOver: 2, answeredByFirst: 1, answeredByFirstShare: 0.5, passedOn: 1 });
    expect(team?.withinHours).toEqual({ medianMs: 2 * MINUTE, p90Ms: 90 * MINUTE - 1_000 });
    expect(report.people.map((person) => [person.person.name, person.firstTurnsOver, person.answeredByThem, person.passedOn])).toEqual([
      ['Baraka Otieno', 1, 0, 1],
      ['Wanjiru Kamau', 1, 1, 0],
    ]);
  });
});
