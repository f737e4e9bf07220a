// The header's Available / Away control: a one-button form posting `status=available|away` (and `return`, the page it
// sits on) to POST /inbox/availability. The change is saved for the person (every device, every sign-in), the leads it
// concerns move at once (src/server/routing/availability.ts), and the browser goes back where it was (303). A refusal
// is a short page in the person's language with the way back.
import type { AppLocale } from '@/i18n/locales';
import { translatorOf } from '@/i18n/messages';
import { AVAILABILITY_STATUSES, findWord } from '@/lib/inbox/vocabulary';
import { inboxPathOf } from '@/lib/inbox/push-payload';
import { INBOX_PATH } from '@/lib/inbox-path';
import type { InboxPerson } from '@/server/auth/session';
import { getDatabase } from '@/server/db/client';
import { formText } from '@/server/http/form-text';
import { setAvailability } from '@/server/routing/availability';
import { INBOX_MESSAGE_PAGE_CSP, inboxMessagePage } from './inbox-message-page';

/** The route itself: a post only, never a page to come back to. */
const AVAILABILITY_PATH = `${INBOX_PATH}/availability`;
/** The longest `return` kept: a list's query with every filter and a search fits many times. */
const MAX_RETURN_LENGTH = 2_000;

/** Where to go after the post: the form's `return`, else the page that posted (Referer), if an inbox page of this site. */
function returnPathOf(form: FormData, headers: Headers): string {
  const referer = headers.get('referer');
  const refererPath = referer ? URL.parse(referer) : null;
  const candidates = [formText(form, 'return', MAX_RETURN_LENGTH + 1), refererPath ? `${refererPath.pathname}${refererPath.search}` : ''];
  for (const candidate of candidates) {
    const path = candidate.length <= MAX_RETURN_LENGTH ? inboxPathOf(candidate) : undefined;
    if (path && new URL(path, 'http://inbox.invalid').pathname !== AVAILABILITY_PATH) return path;
  }
  return INBOX_PATH;
}

/** POST /inbox/availability as `person` (src/middleware.ts has checked the session and the origin). */
export async function answerAvailabilityPost(request: Request, person: InboxPerson, locale: AppLocale): Promise<Response> {
  const form = await request.formData().catch(() => new FormData());
  const back = returnPathOf(form, request.headers);
  const status = findWord(AVAILABILITY_STATUSES, formText(form, 'status', 20));
  if (!status) {
    const t = translatorOf(locale, 'InboxAvailability');
    const page = inboxMessagePage({ locale, title: t('refused.title'), message: t('refused.status'), link: { href: back, label: t('refused.back') } });
    return new Response(page, { status: 400, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': INBOX_MESSAGE_PAGE_CSP } });
  }
  const { db } = await getDatabase();
  await setAvailability({ personId: person.id, status }, db, new Date());
  return new Response(null, { status: 303, headers: { Location: back } });
}
