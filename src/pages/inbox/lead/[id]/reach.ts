import type { APIRoute } from 'astro';
import { translatorOf } from '@/i18n/messages';
import { getDatabase } from '@/server/db/client';
import { formText } from '@/server/http/form-text';
import { INBOX_MESSAGE_PAGE_CSP, inboxMessagePage } from '@/server/inbox/inbox-message-page';
import { toLeadId } from '@/server/inbox/lead-detail';
import { reachLead } from '@/server/inbox/reach-lead';
import { methodNotAllowed } from '../../../api/_method-not-allowed';
import type { InboxAccess } from '@/lib/inbox-access';

export const prerender = false;
export const access: InboxAccess = 'signed-in';

/**
 * A tap on Call or WhatsApp (src/components/inbox/reach-button.tsx): records the contact attempt in the lead's history,
 * then answers 303 to the lead's `tel:` link or its WhatsApp chat, which the browser follows. A POST from the inbox's
 * own pages (src/middleware.ts refuses other origins), never a GET: a link elsewhere must not record an attempt in a
 * person's name. A refusal is a short page in the person's language with the way back to the lead.
 */
export const POST: APIRoute = async ({ request, params, locals }) => {
  if (!locals.person) return new Response(null, { status: 401 });
  const form = await request.formData().catch(() => new FormData());
  const leadId = toLeadId(params.id);
  const { db } = await getDatabase();
  const result = await reachLead(db, locals.person, { leadId, via: formText(form, 'via', 20), templateId: formText(form, 'template', 100) });
  if (result.kind === 'go') return new Response(null, { status: 303, headers: { Location: result.href } });
  const locale = locals.inboxLocale;
  const t = translatorOf(locale, 'InboxReach');
  const link = leadId ? { href: `/inbox/lead/${leadId}`, label: t('back') } : { href: '/inbox', label: t('backToList') };
  const page = inboxMessagePage({ locale, title: t('title'), message: t(`errors.${result.key}`), link });
  return new Response(page, {
    status: result.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': INBOX_MESSAGE_PAGE_CSP },
  });
};

export const ALL = methodNotAllowed;
