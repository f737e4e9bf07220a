// Answering leads, on PGlite and PostgreSQL: contact attempts (an event, and the link to open), the reply templates
// (their limits and the text they give a lead), and the response report's query over fixed leads and events.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, leadEvents, leads } from '@/server/db/schema';
import { eraseLead, fileLeadAsSpam, setLeadStatus } from '@/server/inbox/lead-actions';
import { findLeadDetail } from '@/server/inbox/lead-detail';
import { reachLead } from '@/server/inbox/reach-lead';
import { listReplyTemplates, templatesFor } from '@/server/inbox/reply-templates';
import { loadResponseReport } from '@/server/inbox/response-report';
import { runTemplatesForm } from '@/server/inbox/templates-form';
import { insertLead } from './lead-rows';
import { testBackends } from './test-databases';

const backends = await testBackends();
const amina = { id: 'admin-amina', name: 'Amina Bello' };
const tunde = { id: 'agent-tunde', name: 'Tunde Bakare' };
const MINUTE = 60_000;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe.each(backends)('answering leads on $name', (backend) => {
  let handle: Awaited<ReturnType<typeof backend.open>>;
  beforeAll(async () => {
    handle = await backend.open();
    await handle.db.insert(authUsers).values([
      { ...amina, email: 'amina@example.com', role: 'admin' },
      { ...tunde, email: 'tunde@example.com', role: 'agent' },
    ]);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('records a contact attempt and answers the call’s or the chat’s link', async () => {
    const { db } = handle;
    const id = await insertLead(db, { name: 'Wanjiru Kamau', mobile: '+254712345678', locale: 'zh-CN' });
    expect(await reachLead(db, tunde, { leadId: id, via: 'call', templateId: '' })).toEqual({ kind: 'go', href: 'tel:+254712345678' });
    const chat = await reachLead(db, tunde, { leadId: id, via: 'whatsapp', templateId: '' });
    expect(chat.kind === 'go' && new URL(chat.href)).toMatchObject({ origin: 'https://wa.me', pathname: '/254712345678' });
    // The greeting, in the lead's language.
    expect(chat.kind === 'go' && new URL(chat.href).searchParams.get('text')).toMatch(/^Wanjiru Kamau您好/);
    const detail = await findLeadDetail(db, id);
    expect(detail?.events.map((event) => [event.kind, event.actorName, event.detail])).toEqual([
      ['reached', 'Tunde Bakare', { via: 'whatsapp' }],
      ['reached', 'Tunde Bakare', { via: 'call' }],
    ]);

    expect(await reachLead(db, tunde, { leadId: id, via: 'sms', templateId: '' })).toMatchObject({ kind: 'refused', key: 'channel', status: 400 });
    expect(await reachLead(db, tunde, { leadId: randomUUID(), via: 'call', templateId: '' })).toMatchObject({ kind: 'refused', key: 'notFound', status: 404 });
    expect(await reachLead(db, tunde, { leadId: id, via: 'whatsapp', templateId: randomUUID() })).toMatchObject({ kind: 'refused', key: 'template' });
    expect(await reachLead(db, tunde, { leadId: id, via: 'whatsapp', templateId: 'not-a-uuid' })).toMatchObject({ kind: 'refused', key: 'template' });
    expect(await eraseLead(db, amina, id)).toBe('done');
    expect(await reachLead(db, tunde, { leadId: id, via: 'call', templateId: '' })).toMatchObject({ kind: 'refused', key: 'erased', status: 409 });
    expect((await findLeadDetail(db, id))?.events.filter((event) => event.kind === 'reached')).toHaveLength(2);
  });

  it('keeps a few templates per language, validated, and fills the chosen one for the lead', async () => {
    const { db } = handle;
    expect(
      await runTemplatesForm(
        db,
        form({ action: 'add', locale: 'en', title: 'Price list', text: 'Hello {name}, about “{asked}”: our price list is attached.' }),
      ),
    ).toEqual({ kind: 'done', key: 'added' });
    expect(await runTemplatesForm(db, form({ action: 'add', locale: 'zh-CN', title: '价格表', text: '{name}您好，关于“{asked}”，价格表见附件。' }))).toEqual({
      kind: 'done',
      key: 'added',
    });
    expect(await runTemplatesForm(db, form({ action: 'add', locale: 'fr', title: 'Prix', text: 'Bonjour' }))).toMatchObject({
      kind: 'error',
      key: 'language',
      status: 400,
    });
    expect(await runTemplatesForm(db, form({ action: 'add', locale: 'en', title: 'Bad', text: 'Dear {first}' }))).toMatchObject({
      kind: 'error',
      key: 'placeholder',
      values: { locale: 'en', title: 'Bad' },
    });
    for (let index = 2; index <= 10; index += 1) {
      expect(await runTemplatesForm(db, form({ action: 'add', locale: 'en', title: `Reply ${index}`, text: `Text ${index}` }))).toEqual({
        kind: 'done',
        key: 'added',
      });
    }
    expect(await runTemplatesForm(db, form({ action: 'add', locale: 'en', title: 'Eleventh', text: 'One too many' }))).toMatchObject({
      kind: 'error',
      key: 'tooMany',
      status: 409,
    });

    const english = await templatesFor(db, 'en');
    expect(english.map((template) => template.title)).toEqual(['Price list', ...Array.from({ length: 9 }, (_, index) => `Reply ${index + 2}`)]);
    expect((await templatesFor(db, 'zh-CN')).map((template) => template.title)).toEqual(['价格表']);
    const [priceList] = english;
    if (!priceList) throw new Error('no template');

    const lead = await insertLead(db, { name: 'Chidi Okafor', message: 'Do you deliver to Kano?\nWe have four shops.' });
    const chat = await reachLead(db, amina, { leadId: lead, via: 'whatsapp', templateId: priceList.id });
    expect(chat.kind === 'go' && new URL(chat.href).searchParams.get('text')).toBe(
      'Hello Chidi Okafor, about “Do you deliver to Kano?”: our price list is attached.',
    );
    expect(await reachLead(db, amina, { leadId: lead, via: 'call', templateId: priceList.id })).toMatchObject({ kind: 'refused', key: 'template' });

    expect(await runTemplatesForm(db, form({ action: 'edit', id: priceList.id, title: ' Prices ', text: 'Hi {name}' }))).toEqual({
      kind: 'done',
      key: 'saved',
    });
    expect(await runTemplatesForm(db, form({ action: 'edit', id: priceList.id, title: '', text: 'Hi' }))).toMatchObject({
      kind: 'error',
      key: 'title',
      values: { id: priceList.id },
    });
    expect(await runTemplatesForm(db, form({ action: 'edit', id: randomUUID(), title: 'Gone', text: 'Hi' }))).toMatchObject({
      kind: 'error',
      key: 'unknown',
      status: 404,
    });
    expect((await listReplyTemplates(db)).find((template) => template.id === priceList.id)).toMatchObject({ title: 'Prices', text: 'Hi {name}', locale: 'en' });
    expect(await runTemplatesForm(db, form({ action: 'delete', id: priceList.id }))).toEqual({ kind: 'done', key: 'deleted' });
    expect(await runTemplatesForm(db, form({ action: 'delete', id: priceList.id }))).toMatchObject({ kind: 'error', key: 'unknown' });
    expect(await runTemplatesForm(db, form({ action: 'rename' }))).toMatchObject({ kind: 'error', key: 'action' });
    // The attempt made with the deleted template keeps its title in the history.
    const [attempt] = await db.select({ detail: leadEvents.detail }).from(leadEvents).where(eq(leadEvents.leadId, lead));
    expect(attempt?.detail).toEqual({ via: 'whatsapp', template: 'Price list' });
  });

  it('reports time to first response per week and per person from the events, spam left out', async () => {
    const { db } = handle;
    // Two weeks of 2025 (Mondays 3 and 10 March, Lagos time), read on Wednesday 12 March at noon.
    const now = new Date('2025-03-12T11:00:00Z');
    const at = (iso: string) => new Date(iso);
    const event = (leadId: string, actor: { id: string; name: string } | null, kind: 'reached' | 'status' | 'assigned' | 'retried', createdAt: string) =>
      db.insert(leadEvents).values({ leadId, actorId: actor?.id ?? null, actorName: actor?.name ?? 'Rotation', kind, detail: {}, createdAt: at(createdAt) });

    const called = await insertLead(db, { createdAt: at('2025-03-03T09:00:00Z') });
    await event(called, null, 'assigned', '2025-03-03T09:00:30Z'); // no person: not an answer
    await event(called, tunde, 'retried', '2025-03-03T09:01:00Z'); // not an answer
    await event(called, tunde, 'reached', '2025-03-03T09:04:00Z'); // 4 min, Tunde
    await event(called, amina, 'status', '2025-03-03T09:30:00Z'); // later: not the first
    const moved = await insertLead(db, { createdAt: at('2025-03-04T10:00:00Z') });
    await event(moved, amina, 'status', '2025-03-04T12:00:00Z'); // 2 h, Amina
    // Monday 00:30 in Lagos (UTC+1), still Sunday in UTC: the week of 10 March here.
    const assigned = await insertLead(db, { createdAt: at('2025-03-09T23:30:00Z') });
    await event(assigned, amina, 'assigned', '2025-03-09T23:50:00Z'); // 20 min, Amina (who assigned, not the assignee)
    const waiting = await insertLead(db, { createdAt: at('2025-03-10T08:00:00Z'), assignedTo: tunde.id }); // given by rotation, untouched
    const spam = await insertLead(db, { createdAt: at('2025-03-10T09:00:00Z') });
    await event(spam, amina, 'reached', '2025-03-10T09:01:00Z');
    await db.update(leads).set({ status: 'spam', spamReason: 'manual' }).where(eq(leads.id, spam));
    const erased = await insertLead(db, { createdAt: at('2025-03-11T08:00:00Z'), erasedAt: at('2025-03-11T10:00:00Z') });
    await event(erased, tunde, 'reached', '2025-03-11T08:01:00Z'); // 1 min, Tunde: an erased lead still counts
    await insertLead(db, { createdAt: at('2025-02-20T08:00:00Z') }); // before the period

    const report = await loadResponseReport(db, { now, timeZone: 'Africa/Lagos', weeks: 2 });
    const week = (index: number) => report.weeks[index]?.figures;
    expect(report.weeks.map((entry) => entry.weekStart)).toEqual(['2025-03-03', '2025-03-10']);
    expect(week(0)).toMatchObject({ answered: 2, waiting: 0, medianMs: 4 * MINUTE, p90Ms: 120 * MINUTE, shares: { fiveMinutes: 0.5, oneHour: 0.5 } });
    expect(week(1)).toMatchObject({ answered: 2, waiting: 1, medianMs: MINUTE, p90Ms: 20 * MINUTE });
    expect(week(1)?.shares.fiveMinutes).toBeCloseTo(1 / 3);
    expect(week(1)?.shares.oneHour).toBeCloseTo(2 / 3);
    expect(report.agents.map(({ agent, figures }) => [agent?.name, figures.answered, figures.waiting, figures.medianMs])).toEqual([
      ['Amina Bello', 2, 0, 20 * MINUTE],
      ['Tunde Bakare', 2, 1, MINUTE],
    ]);
    expect(report.total).toMatchObject({ answered: 4, waiting: 1, medianMs: 4 * MINUTE, p90Ms: 120 * MINUTE });
    // In UTC, the lead of Sunday night belongs to the first week.
    const inUtc = await loadResponseReport(db, { now, timeZone: 'UTC', weeks: 2 });
    expect(inUtc.weeks.map((entry) => [entry.figures.answered, entry.figures.waiting])).toEqual([
      [3, 0],
      [1, 1],
    ]);

    // Once someone works the waiting lead it is answered, by them; a lead filed as spam leaves the report.
    expect(await setLeadStatus(db, amina, { leadId: waiting, status: 'contacted', note: '' })).toBe('done');
    expect(await fileLeadAsSpam(db, amina, called)).toBe('done');
    const later = await loadResponseReport(db, { now, timeZone: 'Africa/Lagos', weeks: 2 });
    expect(later.weeks.map((entry) => [entry.figures.answered, entry.figures.waiting])).toEqual([
      [1, 0],
      [3, 0],
    ]);
    expect(later.agents.map(({ agent, figures }) => [agent?.name, figures.answered, figures.waiting])).toEqual([
      ['Amina Bello', 3, 0],
      ['Tunde Bakare', 1, 0],
    ]);
  });
});
