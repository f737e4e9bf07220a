// The inbox's queries and actions on PGlite and PostgreSQL: the list's filters, search and cursor pages, and each
// action with its event (src/server/inbox/).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, authUsers, leadEvents, leadOutbox, leads, signInFailures } from '@/server/db/schema';
import { purgeExpired } from '@/server/retention/purge-expired';
import {
  assignLead,
  eraseLead,
  fileLeadAsSpam,
  mayRestoreLead,
  restoreLead,
  retryDelivery,
  setLeadStatus,
  SPAM_UNDO_WINDOW_MS,
  undoSpamFiling,
} from '@/server/inbox/lead-actions';
import { findLeadDetail } from '@/server/inbox/lead-detail';
import { exportInboxLeads, listInboxLeads, PAGE_SIZE, parseLeadFilter } from '@/server/inbox/lead-list';
import { insertLead } from './lead-rows';
import { testBackends } from './test-databases';

const backends = await testBackends();
const actor = { id: 'agent-1', name: 'Tunde Bakare' };

const filter = (query: string) => parseLeadFilter(new URLSearchParams(query));

describe.each(backends)('the inbox on $name', (backend) => {
  let handle: Awaited<ReturnType<typeof backend.open>>;
  beforeAll(async () => {
    handle = await backend.open();
    await handle.db.insert(authUsers).values([
      { id: 'agent-1', name: 'Tunde Bakare', email: 'tunde@example.com', role: 'agent' },
      { id: 'agent-2', name: 'Kemi Ade', email: 'kemi@example.com', role: 'agent', banned: true },
    ]);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('lists a folder newest first, filtered, searched and paged by cursor', async () => {
    const { db } = handle;
    const tag = randomUUID().slice(0, 8);
    const base = Date.parse('2026-03-01T12:00:00Z');
    for (let index = 0; index < PAGE_SIZE + 5; index += 1) {
      await insertLead(db, {
        name: `Buyer ${tag} ${index}`,
        country: index % 2 ? 'KE' : 'NG',
        createdAt: new Date(base + index * 60_000),
        message: `100% sure_${tag}\nline ${index}`,
      });
    }
    const first = await listInboxLeads(db, filter(`q=${tag}`), actor.id);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ name: `Buyer ${tag} ${PAGE_SIZE + 4}`, firstLine: `100% sure_${tag}` });
    const second = await listInboxLeads(db, filter(`q=${tag}&cursor=${first.nextCursor}`), actor.id);
    expect(second.rows.map((row) => row.name)).toEqual([4, 3, 2, 1, 0].map((index) => `Buyer ${tag} ${index}`));
    expect(second.nextCursor).toBeUndefined();
    // % and _ are searched as themselves.
    expect((await listInboxLeads(db, filter(`q=${encodeURIComponent(`100% sure_${tag}`)}`), actor.id)).rows).toHaveLength(PAGE_SIZE);
    expect((await listInboxLeads(db, filter(`q=${encodeURIComponent(`100%%sure${tag}`)}`), actor.id)).rows).toHaveLength(0);
    expect((await listInboxLeads(db, filter(`q=${tag}&country=KE`), actor.id)).rows.every((row) => row.country === 'KE')).toBe(true);
    expect((await listInboxLeads(db, filter(`q=${tag}&from=2026-03-01&to=2026-03-01`), actor.id)).rows).toHaveLength(PAGE_SIZE);
    expect((await listInboxLeads(db, filter(`q=${tag}&from=2026-03-02`), actor.id)).rows).toHaveLength(0);
    // The export: every page, newest first as the list shows them.
    const exported = (await exportInboxLeads(db, filter(`q=${tag}&country=NG`), actor.id)).map((record) => record.name);
    const evenIndexes = Array.from({ length: PAGE_SIZE + 5 }, (_, index) => index).filter((index) => index % 2 === 0);
    expect(exported).toEqual(evenIndexes.reverse().map((index) => `Buyer ${tag} ${index}`));
  });

  it('exports a lead with its assignee, its status and the newest note of its history, until it is erased', async () => {
    const { db } = handle;
    const tag = randomUUID().slice(0, 8);
    await db.insert(authUsers).values({ id: `agent-${tag}`, name: '王芳', email: `wang-${tag}@example.com`, role: 'agent' });
    const id = await insertLead(db, { name: `Export ${tag}` });
    // By folder, not by search: an erased lead has no name left to search for.
    const exported = async () => (await exportInboxLeads(db, filter('folder=closed'), actor.id)).find((record) => record.id === id);
    expect(await setLeadStatus(db, actor, { leadId: id, status: 'contacted', note: 'first note' })).toBe('done');
    expect(await setLeadStatus(db, actor, { leadId: id, status: 'closed', note: '=second note' })).toBe('done');
    expect(await assignLead(db, actor, { leadId: id, assigneeId: `agent-${tag}` })).toBe('done');
    expect(await exported()).toMatchObject({ status: 'closed', assignee: '王芳', last_note: '=second note' });
    // A change without a note leaves the last note as it was.
    expect(await setLeadStatus(db, actor, { leadId: id, status: 'contacted', note: '' })).toBe('done');
    expect(await setLeadStatus(db, actor, { leadId: id, status: 'closed', note: '' })).toBe('done');
    expect(await exported()).toMatchObject({ last_note: '=second note' });
    expect(await eraseLead(db, actor, id)).toBe('done');
    expect(await exported()).toMatchObject({ assignee: '王芳', last_note: '' });
  });

  it('searches every folder unless narrowed to one, and finds a mobile however it is typed', async () => {
    const { db } = handle;
    const tag = randomUUID().slice(0, 8);
    // A minute apart: leads stored within one millisecond would tie on their time, and the list's order with them.
    const at = (minute: number) => new Date(Date.now() - (3 - minute) * 60_000);
    const fresh = await insertLead(db, { name: `Fatuma ${tag}`, country: 'KE', mobile: '+254722123456', message: `soap ${tag}`, createdAt: at(0) });
    const closed = await insertLead(db, { name: `Fatuma ${tag} Closed`, country: 'KE', mobile: '+254733000111', status: 'closed', createdAt: at(1) });
    const spam = await insertLead(db, {
      name: `Fatuma ${tag} Spam`,
      country: 'UG',
      mobile: '+256772123456',
      status: 'spam',
      spamReason: 'manual',
      createdAt: at(2),
    });
    const ids = async (query: string) => (await listInboxLeads(db, filter(query), actor.id)).rows.map((row) => row.id);

    // A search looks in every folder, and each row says its folder.
    const everywhere = await listInboxLeads(db, filter(`folder=new&q=${encodeURIComponent(`Fatuma ${tag}`)}`), actor.id);
    expect(everywhere.rows.map((row) => [row.id, row.status])).toEqual([
      [spam, 'spam'],
      [closed, 'closed'],
      [fresh, 'new'],
    ]);
    expect(await ids(`folder=closed&scope=folder&q=${encodeURIComponent(`Fatuma ${tag}`)}`)).toEqual([closed]);
    expect(await ids(`folder=new&q=${tag}&country=UG`)).toEqual([spam]);
    expect((await exportInboxLeads(db, filter(`q=${encodeURIComponent(`Fatuma ${tag}`)}`), actor.id)).map((record) => record.name)).toHaveLength(3);
    // Without a search, a folder is a folder.
    expect(await ids('folder=closed')).toContain(closed);
    expect(await ids('folder=closed')).not.toContain(fresh);

    // The stored +254722123456, typed nationally, internationally with or without + and spaces, or as digits.
    for (const typed of [
      '0722 123 456',
      '0722123456',
      '+254 722 123 456',
      '+254 (0) 722 123 456',
      '00254 722 123 456',
      '254722123456',
      '254 722 123 456',
      '722123456',
    ]) {
      expect(await ids(`q=${encodeURIComponent(typed)}`), typed).toEqual([fresh]);
    }
    expect(await ids(`q=${encodeURIComponent('0722 123 456')}&country=KE`)).toEqual([fresh]);
    // A number written in a message is still found as it was written.
    const written = await insertLead(db, { name: `Baraka ${tag}`, mobile: '+254711000222', message: `or call my shop on 0799 888 777` });
    expect(await ids(`q=${encodeURIComponent('0799 888 777')}`)).toEqual([written]);
  });

  it('works a lead: status with a note, assignment, spam and restore, erasure, a retried notification; each an event', async () => {
    const { db } = handle;
    const id = await insertLead(db, { name: 'Wanjiru Kamau', mobile: '+254712345678', userAgent: 'phone', notificationStatus: 'failed' });
    const [failed] = await db.insert(leadOutbox).values({ leadId: id, channel: 'email', status: 'failed', attempts: 5 }).returning({ id: leadOutbox.id });

    expect(await setLeadStatus(db, actor, { leadId: id, status: 'contacted', note: 'Called' })).toBe('done');
    expect(await setLeadStatus(db, actor, { leadId: id, status: 'contacted', note: '' })).toBe('unchanged');
    expect(await assignLead(db, actor, { leadId: id, assigneeId: 'agent-1' })).toBe('done');
    expect(await assignLead(db, actor, { leadId: id, assigneeId: 'agent-2' })).toBe('invalid'); // disabled
    expect((await listInboxLeads(db, filter('folder=contacted&mine=1'), actor.id)).rows.map((row) => row.id)).toContain(id);
    expect(await retryDelivery(db, actor, { leadId: id, deliveryId: failed?.id ?? '' })).toBe('done');
    const [requeued] = await db.select().from(leadOutbox).where(eq(leadOutbox.leadId, id));
    expect(requeued).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await fileLeadAsSpam(db, actor, id)).toBe('done');
    expect(await setLeadStatus(db, actor, { leadId: id, status: 'closed', note: '' })).toBe('invalid');
    expect(await restoreLead(db, actor, id, [], new Date())).toBe('done');
    expect(await eraseLead(db, actor, id)).toBe('done');
    expect(await eraseLead(db, actor, id)).toBe('unchanged');

    const detail = await findLeadDetail(db, id);
    expect(detail?.lead).toMatchObject({ name: '', mobile: '', message: '', userAgent: null, country: 'NG', status: 'new', spamReason: 'manual' });
    expect(detail?.lead.erasedAt).toBeInstanceOf(Date);
    expect(detail?.events.map((event) => event.kind).reverse()).toEqual(['status', 'assigned', 'retried', 'spam', 'restored', 'erased']);
    // The note went with the erasure: people write the lead's details into notes.
    expect(detail?.events.at(-1)?.detail).toEqual({ from: 'new', to: 'contacted' });
    expect(await setLeadStatus(db, actor, { leadId: randomUUID(), status: 'closed', note: '' })).toBe('not-found');
    // A person who leaves: their events keep their name.
    await db.delete(authUsers).where(eq(authUsers.id, 'agent-1'));
    const [kept] = await db.select({ actorId: leadEvents.actorId, actorName: leadEvents.actorName }).from(leadEvents).where(eq(leadEvents.leadId, id)).limit(1);
    expect(kept).toEqual({ actorId: null, actorName: 'Tunde Bakare' });
    const [assigned] = await db.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, id));
    expect(assigned?.assignedTo).toBeNull();
  });

  it('undoes a filing as spam for its filer within the window, as if never filed; the filer or an admin restores it later', async () => {
    const { db } = handle;
    await db.insert(authUsers).values([
      { id: 'filer', name: 'Amina Bello', email: 'filer@example.com', role: 'agent' },
      { id: 'other', name: 'Musa Said', email: 'other@example.com', role: 'agent' },
    ]);
    const filer = { id: 'filer', name: 'Amina Bello' };
    const other = { id: 'other', name: 'Musa Said' };
    const id = await insertLead(db, { status: 'contacted', notificationStatus: 'pending' });
    await db.insert(leadOutbox).values({ leadId: id, channel: 'webhook' });
    const pendingChannels = async () =>
      (await db.select({ channel: leadOutbox.channel }).from(leadOutbox).where(eq(leadOutbox.leadId, id))).map((row) => row.channel);
    const leadNow = async () => (await db.select({ status: leads.status, spamReason: leads.spamReason }).from(leads).where(eq(leads.id, id)))[0];

    expect(await fileLeadAsSpam(db, filer, id)).toBe('done');
    expect(await pendingChannels()).toEqual([]);
    expect(await undoSpamFiling(db, other, id)).toBe('invalid'); // not theirs to undo
    expect(await undoSpamFiling(db, filer, id)).toBe('done');
    expect(await leadNow()).toEqual({ status: 'contacted', spamReason: null });
    expect(await pendingChannels()).toEqual(['webhook']); // the notification dropped with the filing is back
    expect(await undoSpamFiling(db, filer, id)).toBe('invalid'); // nothing left to undo

    // Past the window the undo is refused (the filing's time, moved back as the clock would), and the lead stays spam.
    expect(await fileLeadAsSpam(db, filer, id)).toBe('done');
    await db.execute(
      sql`update lead_events set created_at = now() - make_interval(secs => ${SPAM_UNDO_WINDOW_MS / 1000 + 1}) where id = (select max(id) from lead_events where lead_id = ${id})`,
    );
    expect(await undoSpamFiling(db, filer, id)).toBe('invalid');
    expect(await leadNow()).toEqual({ status: 'spam', spamReason: 'manual' });

    // Restoring, any time: the filer or an admin, not another agent.
    expect(await mayRestoreLead(db, { id: 'filer', role: 'agent' }, id)).toBe(true);
    expect(await mayRestoreLead(db, { id: 'other', role: 'agent' }, id)).toBe(false);
    expect(await mayRestoreLead(db, { id: 'other', role: 'admin' }, id)).toBe(true);
    const filtered = await insertLead(db, { status: 'spam', spamReason: 'too-fast' }); // filed by the filter: no filer
    expect(await mayRestoreLead(db, { id: 'filer', role: 'agent' }, filtered)).toBe(false);
    expect(await restoreLead(db, filer, id, [], new Date())).toBe('done');
    expect(await leadNow()).toEqual({ status: 'new', spamReason: 'manual' }); // the reason stays, for the export

    // A lead the filter had filed and an admin restored keeps the filter's reason through a filing undone.
    expect(await restoreLead(db, other, filtered, [], new Date())).toBe('done');
    expect(await fileLeadAsSpam(db, filer, filtered)).toBe('done');
    expect(await undoSpamFiling(db, filer, filtered)).toBe('done');
    const [back] = await db.select({ status: leads.status, spamReason: leads.spamReason }).from(leads).where(eq(leads.id, filtered));
    expect(back).toEqual({ status: 'new', spamReason: 'too-fast' });
    const events = await db
      .select({ kind: leadEvents.kind, detail: leadEvents.detail })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(leadEvents.id);
    expect(events.map((event) => [event.kind, event.detail.undo ?? null])).toEqual([
      ['spam', null],
      ['restored', 'true'],
      ['spam', null],
      ['restored', null],
    ]);
  });

  it('purges old sign-in failures and ended sessions hourly, with the leads past retention', async () => {
    const { db } = handle;
    await db.insert(authUsers).values({ id: 'admin-9', name: 'Old Admin', email: 'old@example.com', role: 'admin' });
    await db.insert(authSessions).values([
      { id: 'ended', token: 'ended-token', userId: 'admin-9', expiresAt: new Date(Date.now() - 1_000) },
      { id: 'live', token: 'live-token', userId: 'admin-9', expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await db.insert(signInFailures).values([{ key: 'account:old', createdAt: new Date(Date.now() - 3_600_000) }, { key: 'account:recent' }]);
    await purgeExpired(db, { retentionDays: 730, rateLimitWindowMs: 600_000 }, new Date());
    expect((await db.select({ id: authSessions.id }).from(authSessions)).map((row) => row.id)).toEqual(['live']);
    expect((await db.select({ key: signInFailures.key }).from(signInFailures)).map((row) => row.key)).toEqual(['account:recent']);
  });
});
