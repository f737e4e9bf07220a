// The lead page's data as its components take it: formatted for the viewer, the history in words, the reply templates
// WhatsApp offers, the message of the action just done, and the list it was opened from.
import { storedLocaleOf, type AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { countryNamesIn } from '@/lib/countries';
import type { LeadPageNotice, LeadPagePart, LeadPageView } from '@/lib/inbox/lead-page-types';
import type { Person } from '@/lib/inbox/people-types';
import { formatPhoneForReading } from '@/lib/inbox/phone-links';
import type { ReplyTemplateOption } from '@/lib/inbox/reply-templates';
import { CONTACT_CHANNELS, findWord, LEAD_CHANGE_KINDS, LEAD_STATUSES, OUTBOX_CHANNELS, WORK_STATUSES, type LeadChangeKind } from '@/lib/inbox/vocabulary';
import type { InboxPerson } from '@/server/auth/session';
import type { LeadRoutingView } from '@/server/routing/lead-routing-view';
import { describeWaiting, routingHistoryLine } from '@/server/routing/routing-words';
import { mayRestore, SPAM_UNDO_WINDOW_MS } from './lead-actions';
import type { LeadDetail } from './lead-detail';
import type { LeadDoneKey, LeadErrorKey } from './lead-form';
import { listReturnHref } from './lead-list';
import { formatViewerTime } from './viewer-time';

/** What the page was asked to say: an action's message (after its redirect, or a refused form) and where. */
export interface LeadPageOutcome {
  part?: LeadPagePart;
  done?: LeadDoneKey;
  error?: LeadErrorKey;
  /** The note a refused status form carried, to show again. */
  note?: string;
}

export function toLeadPageView(
  detail: LeadDetail,
  viewer: InboxPerson,
  people: Person[],
  page: {
    locale: AppLocale;
    timeZone: string;
    listQuery?: string;
    outcome: LeadPageOutcome;
    replyTemplates: ReplyTemplateOption[];
    /** The lead's routing, when routing decided it: its team, who had it before, whether it waits. */
    routing?: LeadRoutingView;
    now: Date;
  },
): LeadPageView {
  const { locale } = page;
  const t = translatorOf(locale, 'InboxLead');
  const tList = translatorOf(locale, 'InboxList');
  const { lead, events } = detail;
  const isErased = lead.erasedAt !== null;
  const isSpam = lead.status === 'spam';
  const leadLocale = storedLocaleOf(lead.locale);
  // An event's detail holds the words as they were stored; one the vocabulary no longer has is shown as it is.
  const folder = (status: string) => {
    const known = findWord(LEAD_STATUSES, status);
    return known ? tList(`folders.${known}`) : status;
  };
  const channelName = (channel: string) => {
    const known = findWord(OUTBOX_CHANNELS, channel);
    return known ? t(`deliveries.channels.${known}`) : channel;
  };
  const when = (date: Date) => formatViewerTime(date, locale, page.timeZone);
  // A contact attempt: how, and the reply template's title when one was chosen.
  const reachedSentence = (detail: Record<string, string | null>, actor: string) => {
    const via = findWord(CONTACT_CHANNELS, detail.via);
    if (via === 'whatsapp' && detail.template) return t('history.reached.whatsappTemplate', { actor, template: detail.template });
    return via ? t(`history.reached.${via}`, { actor }) : t('history.reached.other', { actor });
  };
  const history = events.map((event) => {
    const actor = event.actorName;
    const detailOf = (key: string) => event.detail[key] ?? '';
    // Each change in words: a kind added to the vocabulary without its sentence here fails the typecheck.
    const sentences: Record<LeadChangeKind, () => string> = {
      status: () => t('history.status', { actor, from: folder(detailOf('from')), to: folder(detailOf('to')) }),
      assigned: () => (event.detail.to ? t('history.assigned', { actor, to: detailOf('to') }) : t('history.unassigned', { actor })),
      spam: () => t('history.spam', { actor }),
      restored: () => (event.detail.undo ? t('history.undone', { actor, to: folder(detailOf('to')) }) : t('history.restored', { actor })),
      erased: () => t('history.erased', { actor }),
      retried: () => t('history.retried', { actor, channel: channelName(detailOf('channel')) }),
      reached: () => reachedSentence(event.detail, actor),
    };
    const change = findWord(LEAD_CHANGE_KINDS, event.kind);
    // Routing's own events have no person as actor: their lines name whom routing gave the lead to, and why.
    const text = change ? sentences[change]() : (routingHistoryLine(event, locale) ?? event.kind);
    return { id: String(event.id), when: when(event.createdAt), iso: event.createdAt.toISOString(), text, note: event.detail.note ?? undefined };
  });
  history.push({ id: 'received', when: when(lead.createdAt), iso: lead.createdAt.toISOString(), text: t('history.received'), note: undefined });
  const lastFiling = events.find((event) => event.kind === 'spam');
  const lastRestore = events.find((event) => event.kind === 'restored');
  const { outcome } = page;
  const latest = events[0];
  // The Undo button: after this viewer's own filing, while the server would still take it back.
  const undoMs =
    latest && outcome.done === 'spam' && isSpam && latest.kind === 'spam' && latest.actorId === viewer.id
      ? latest.createdAt.getTime() + SPAM_UNDO_WINDOW_MS - Date.now()
      : 0;
  let notice: LeadPageNotice | undefined;
  if (outcome.error) notice = { part: outcome.part, tone: 'error', text: t(`errors.${outcome.error}`) };
  else if (outcome.done) notice = { part: outcome.part, tone: 'success', text: t(`done.${outcome.done}`), undoMs: undoMs > 0 ? undoMs : undefined };
  return {
    id: lead.id,
    title: isErased ? t('erasedTitle') : t('title', { name: lead.name }),
    isErased,
    isSpam,
    isAdmin: viewer.role === 'admin',
    status: findWord(WORK_STATUSES, lead.status),
    mobile: formatPhoneForReading(lead.mobile),
    message: lead.message,
    replyTemplates: isErased ? [] : page.replyTemplates,
    fields: [
      { label: t('fields.country'), value: countryNamesIn(locale)(lead.country) },
      { label: t('fields.received'), value: when(lead.createdAt) },
      { label: t('fields.language'), value: t(`languages.${leadLocale}`) },
      { label: t('fields.source'), value: t(`sources.${lead.source}`) },
      { label: t('fields.status'), value: folder(lead.status) },
      { label: t('fields.assignee'), value: detail.assigneeName ?? tList('unassigned') },
      ...routingFields(page.routing, locale, t),
      ...(isSpam && lead.spamReason ? [{ label: t('fields.spamReason'), value: t(`spamReasons.${lead.spamReason}`) }] : []),
    ],
    // A lead back from spam says who brought it back; its old reason stays in the data, for the export.
    restoredNote: !isSpam && lead.spamReason ? (lastRestore ? t('restoredBy', { actor: lastRestore.actorName }) : t('restored')) : undefined,
    canRestore: isSpam && mayRestore(viewer, lastFiling?.actorId),
    deliveries: detail.deliveries.map((row) => ({
      id: row.id,
      channel: t(`deliveries.channels.${row.channel}`),
      status: t(`deliveries.statuses.${row.status}`),
      attempts: t('deliveries.attempts', { count: row.attempts }),
      canRetry: row.status === 'failed' && !isErased,
    })),
    history,
    people: people.filter((person) => !person.isDisabled).map((person) => ({ id: person.id, name: person.name })),
    assigneeId: lead.assignedTo ?? '',
    isMine: lead.assignedTo === viewer.id,
    listQuery: page.listQuery,
    backHref: listReturnHref(page.listQuery),
    notice,
    draftNote: outcome.note,
    waiting: page.routing && describeWaiting(page.routing, locale, page.timeZone, page.now),
  };
}

/** The lead's routing team, and everyone routing gave it to before its assignee, in order. */
function routingFields(routing: LeadRoutingView | undefined, locale: AppLocale, t: ReturnType<typeof translatorOf<'InboxLead'>>): LeadPageView['fields'] {
  if (!routing) return [];
  const names = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
  return [
    ...(routing.team ? [{ label: t('fields.team'), value: routing.team.name }] : []),
    ...(routing.previousHolders.length > 0
      ? [{ label: t('fields.previousHolders'), value: names.format(routing.previousHolders.map((holder) => holder.name)) }]
      : []),
  ];
}
