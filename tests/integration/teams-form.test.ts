// The Teams page's forms on PGlite and PostgreSQL: each post is one change to the routing document through routing's
// own functions. A refused team comes back with each problem beside its field in the admin's language and nothing
// saved; a renamed team keeps its id and its leads; teams move and go; `answerWithin` is checked like the API's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadRouting, teams } from '@/server/db/schema';
import { runTeamsForm } from '@/server/inbox/teams-form';
import { routeLead } from '@/server/routing/route-lead';
import { readRouting } from '@/server/routing/routing-store';
import { everyoneElse, kenya, openRoutingSuite, people, saveRouting, storeLead, week } from './routing-fixture';
import { testBackends } from './test-databases';

const backends = await testBackends();

/** A form as the browser posts it: repeated names for the checkboxes and the multiple select. */
function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  return form;
}

const kenyaForm = {
  action: 'save-team',
  name: 'Kenya',
  countries: ['KE', 'UG'],
  timeZone: 'Africa/Nairobi',
  'mon-start': '08:00',
  'mon-end': '18:00',
  'sat-start': '09:00',
  'sat-end': '13:00',
  members: kenya.members,
};

describe.each(backends)('the Teams page’s forms on $name', (backend) => {
  const handle = openRoutingSuite(backend);

  it('refuses a bad team with each problem beside its field, in the admin’s language, and saves nothing', async () => {
    const { db } = handle;
    await saveRouting(db, week(0), [everyoneElse]);
    const posted = formOf({ ...kenyaForm, timeZone: 'Africa/Atlantis', 'tue-start': '18:00', 'tue-end': '08:00', countries: ['KE', '*'] });
    const result = await runTeamsForm(db, posted, 'zh-CN', week(0));
    expect(result).toMatchObject({
      kind: 'team',
      status: 400,
      errors: { timeZone: '时区：“Africa/Atlantis”不是有效时区，例如 Africa/Nairobi', tue: '星期二：时间段 18:00–08:00 的结束时间早于开始时间' },
      values: { name: 'Kenya', countries: ['KE', '*'], timeZone: 'Africa/Atlantis', hours: { tue: { start: '18:00', end: '08:00' } } },
    });
    expect((await readRouting(db)).teams).toEqual([everyoneElse]);
  });

  it('adds a team, renames it keeping its id and its leads, moves and removes teams', async () => {
    const { db } = handle;
    const now = week(1);
    await saveRouting(db, now, [everyoneElse]);
    expect(await runTeamsForm(db, formOf(kenyaForm), 'en', now)).toEqual({ kind: 'done', key: 'added', anchor: 'team-2' });
    expect((await readRouting(db)).teams).toEqual([everyoneElse, kenya]);
    const leadId = await storeLead(db, 'KE', now);
    await routeLead(leadId, db, now);
    const [before] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Kenya'));

    const renamed = await runTeamsForm(db, formOf({ ...kenyaForm, original: 'Kenya', name: 'East Africa', 'sat-start': '', 'sat-end': '' }), 'en', now);
    expect(renamed).toEqual({ kind: 'done', key: 'saved', anchor: 'team-2' });
    const [after] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'East Africa'));
    expect(after).toEqual(before);
    expect(await db.select({ teamId: leadRouting.teamId }).from(leadRouting).where(eq(leadRouting.leadId, leadId))).toEqual([{ teamId: before?.id }]);
    expect((await readRouting(db)).teams[1]).toEqual({ ...kenya, name: 'East Africa', hours: { mon: ['08:00', '18:00'] } });

    expect(await runTeamsForm(db, formOf({ action: 'move', team: 'East Africa', direction: 'up' }), 'en', now)).toEqual({
      kind: 'done',
      key: 'moved',
      anchor: 'team-1',
    });
    expect((await readRouting(db)).teams.map((team) => team.name)).toEqual(['East Africa', 'Everyone else']);
    expect(await runTeamsForm(db, formOf({ action: 'remove', team: 'Everyone else' }), 'en', now)).toEqual({ kind: 'done', key: 'removed' });
    expect((await readRouting(db)).teams.map((team) => team.name)).toEqual(['East Africa']);
    expect(await runTeamsForm(db, formOf({ action: 'remove', team: 'Everyone else' }), 'en', now)).toMatchObject({ kind: 'list', status: 409 });
    expect(await runTeamsForm(db, formOf({ ...kenyaForm, original: 'Gone' }), 'en', now)).toMatchObject({
      kind: 'team',
      status: 409,
      values: { name: 'Kenya' },
    });
  });

  it('sets how long the person rung has to answer, within the document’s bounds', async () => {
    const { db } = handle;
    await saveRouting(db, week(2), [{ ...kenya, members: [people.wanjiru.email] }]);
    expect(await runTeamsForm(db, formOf({ action: 'answer-within', answerWithin: '5s' }), 'en', week(2))).toEqual({
      kind: 'list',
      status: 400,
      answerWithin: '5s',
      answerWithinError: 'Pass the lead on after: give a time from 10s to 1d, such as 5m',
    });
    expect(await runTeamsForm(db, formOf({ action: 'answer-within', answerWithin: '90s' }), 'en', week(2))).toEqual({ kind: 'done', key: 'answerWithin' });
    expect((await readRouting(db)).answerWithin).toBe('90s');
  });
});
