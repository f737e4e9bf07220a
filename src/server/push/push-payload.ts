// What a notification says: the JSON the inbox's service worker shows (title, body), opens on a tap (url) and
// replaces by (tag) (its shape: src/lib/inbox/push-payload.ts), in the language of the device's person. The lead's name, country and first words only: no
// mobile, no whole message.
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { countryNamesIn } from '@/lib/countries';
import { formatDuration } from '@/lib/duration';
import type { PushPayload } from '@/lib/inbox/push-payload';
import type { PushKind } from '@/lib/inbox/vocabulary';
import { INBOX_PATH, leadPagePath } from '@/lib/inbox-path';
import type { Lead } from '@/server/db/schema';

/** How much of the message a notification shows: a phone's lock screen shows two lines or so. */
export const MESSAGE_PREVIEW_LENGTH = 80;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The start of `text` on one line, at most `maxLength` characters as a reader counts them (an emoji or an accented
 * letter is one): cut after the last whole word when a space is near the end (Chinese has none: cut where it fits),
 * with an ellipsis.
 */
export function firstWords(text: string, maxLength = MESSAGE_PREVIEW_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(graphemes.segment(line), (part) => part.segment);
  if (characters.length <= maxLength) return line;
  const cut = characters.slice(0, maxLength - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace >= cut.length - 20 && lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${words.trimEnd()}…`;
}

interface PushWords {
  t: ReturnType<typeof translatorOf<'InboxPush'>>;
  countryName: (code: string) => string;
}
/** Built once per language: use-intl's translator makes new formatters on every call, and pushes go out by hundreds. */
const wordsByLocale = new Map<AppLocale, PushWords>();
function wordsOf(locale: AppLocale): PushWords {
  const known = wordsByLocale.get(locale);
  if (known) return known;
  const words = { t: translatorOf(locale, 'InboxPush'), countryName: countryNamesIn(locale) };
  wordsByLocale.set(locale, words);
  return words;
}

/** Each kind's title: a new lead to everyone, its re-alert, a routing step's ring "for you", a round's alert. */
const TITLE_KEYS = { new: 'newLead', realert: 'realert', assigned: 'assigned', unanswered: 'unanswered' } as const satisfies Record<PushKind, string>;

/** A lead's notification of `kind` in `locale`; a round's alert says how long the lead went unanswered (`waitedMs`). */
export function leadPushPayload(lead: Pick<Lead, 'id' | 'name' | 'country' | 'message'>, locale: AppLocale, kind: PushKind, waitedMs = 0): PushPayload {
  const { t, countryName } = wordsOf(locale);
  return {
    title: t(`notifications.${TITLE_KEYS[kind]}`, { name: lead.name, duration: formatDuration(waitedMs, locale) }),
    body: t('notifications.body', { country: countryName(lead.country), message: firstWords(lead.message) }),
    url: leadPagePath(lead.id),
    tag: `lead-${lead.id}`,
  };
}

/** The settings page's "Send a test notification", in `locale`. */
export function testPushPayload(locale: AppLocale): PushPayload {
  const { t } = wordsOf(locale);
  return { title: t('notifications.testTitle'), body: t('notifications.testBody'), url: INBOX_PATH, tag: 'test' };
}
