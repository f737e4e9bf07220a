// The lead page's data as its components take it: formatted for the viewer, the history in words, the contact links.
import { defaultLocale, locales, type AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { countryNamesIn } from '@/lib/countries';
import type { LeadPageView } from '@/lib/inbox/lead-page-types';
import { telHref, whatsappHref } from '@/lib/inbox/phone-links';
import type { Person } from '@/lib/inbox/people-types';
import { findWord, LEAD_CHANGE_KINDS, LEAD_STATUSES, OUTBOX_CHANNELS, type LeadChangeKind } from '@/lib/inbox/vocabulary';
import type { InboxPerson } from '@/server/auth/session';
import type { LeadDetail } from './lead-detail';
import { formatViewerTime } from './viewer-time';
import { whatsappGreeting } from './whatsapp-greeting';

export function toLeadPageView(detail: LeadDetail, viewer: InboxPerson, people: Person[], locale: AppLocale, timeZone: string): LeadPageView {
  const t = translatorOf(locale, 'InboxLead');
  const tList = translatorOf(locale, 'InboxList');
  const { lead } = detail;
  const isErased = lead.erasedAt !== null;
  const leadLocale = locales.find((option) => option === lead.locale) ?? defaultLocale;
  // An event's detail holds the words as they were stored; one the vocabulary no longer has is shown as it is.
  const folder = (status: string) => {
    const known = findWord(LEAD_STATUSES, status);
    return known ? tList(`folders.${known}`) : status;
  };
  const channelName = (channel: string) => {
    const known = findWord(OUTBOX_CHANNELS, channel);
    return known ? t(`deliveries.channels.${known}`) : channel;
  };
  const when = (date: Date) => formatViewerTime(date, locale, timeZone);
  const countryName = countryNamesIn(locale)(lead.country);
  const history = detail.events.map((event) => {
    const actor = event.actorName;
    const detailOf = (key: string) => event.detail[key] ?? '';
    // Each change in words: a kind added to the vocabulary without its sentence here fails the typecheck.
    const sentences: Record<LeadChangeKind, () => string> = {
      status: () => t('history.status', { actor, from: folder(detailOf('from')), to: folder(detailOf('to')) }),
      assigned: () => (event.detail.to ? t('history.assigned', { actor, to: detailOf('to') }) : t('history.unassigned', { actor })),
      spam: () => t('history.spam', { actor }),
      restored: () => t('history.restored', { actor }),
      erased: () => t('history.erased', { actor }),
      retried: () => t('history.retried', { actor, channel: channelName(detailOf('channel')) }),
    };
    const change = findWord(LEAD_CHANGE_KINDS, event.kind);
    const text = change ? sentences[change]() : event.kind;
    return { id: String(event.id), when: when(event.createdAt), iso: event.createdAt.toISOString(), text, note: event.detail.note ?? undefined };
  });
  history.push({ id: 'received', when: when(lead.createdAt), iso: lead.createdAt.toISOString(), text: t('history.received'), note: undefined });
  return {
    id: lead.id,
    title: isErased ? t('erasedTitle') : t('title', { name: lead.name }),
    isErased,
    isSpam: lead.status === 'spam',
    isAdmin: viewer.role === 'admin',
    status: lead.status === 'spam' ? 'new' : lead.status,
    fields: [
      { label: t('fields.name'), value: lead.name },
      { label: t('fields.mobile'), value: lead.mobile },
      { label: t('fields.country'), value: countryName },
      { label: t('fields.received'), value: when(lead.createdAt) },
      { label: t('fields.language'), value: t(`languages.${leadLocale}`) },
      { label: t('fields.source'), value: t(`sources.${lead.source}`) },
      { label: t('fields.status'), value: folder(lead.status) },
      { label: t('fields.assignee'), value: detail.assigneeName ?? tList('unassigned') },
      ...(lead.spamReason ? [{ label: t('fields.spamReason'), value: t(`spamReasons.${lead.spamReason}`) }] : []),
    ],
    message: lead.message,
    telHref: isErased ? undefined : telHref(lead.mobile),
    whatsappHref: isErased ? undefined : whatsappHref(lead.mobile, whatsappGreeting(lead.name, leadLocale)),
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
  };
}
