// A contact attempt: a person taps Call or WhatsApp on a lead. The attempt is an event in the lead's history (who,
// when, how, with which reply template), and the answer is where the browser goes next: the lead's `tel:` link, or a
// WhatsApp chat opening with the greeting or the chosen template filled for the lead.
import { eq } from 'drizzle-orm';
import { storedLocaleOf } from '@/i18n/locales';
import { fillReplyTemplate } from '@/lib/inbox/reply-templates';
import { CONTACT_CHANNELS, findWord, type ContactChannel } from '@/lib/inbox/vocabulary';
import type { Database } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { recordEvent, type Actor } from './lead-events';
import { telHref, whatsappHref } from '@/lib/inbox/phone-links';
import { whatsappGreeting } from './whatsapp-greeting';
import { findReplyTemplate, toTemplateId } from './reply-templates';

type ReachErrorKey = 'channel' | 'notFound' | 'erased' | 'template';

export type ReachResult = { kind: 'go'; href: string } | { kind: 'refused'; key: ReachErrorKey; status: 400 | 404 | 409 };

export interface ReachInput {
  /** The lead's id as the path carries it (checked already: undefined when it is not one). */
  leadId: string | undefined;
  /** `call` or `whatsapp`, as posted. */
  via: string;
  /** A reply template's id, as posted ('' for the greeting); WhatsApp only. */
  templateId: string;
}

/** Records a person's contact attempt on a lead and answers the link to open, or why there is none. */
export async function reachLead(db: Database, actor: Actor, input: ReachInput): Promise<ReachResult> {
  const via: ContactChannel | undefined = findWord(CONTACT_CHANNELS, input.via);
  if (!via) return { kind: 'refused', key: 'channel', status: 400 };
  const templateId = input.templateId === '' ? undefined : toTemplateId(input.templateId);
  if (input.templateId !== '' && (!templateId || via !== 'whatsapp')) return { kind: 'refused', key: 'template', status: 400 };
  if (!input.leadId) return { kind: 'refused', key: 'notFound', status: 404 };
  const leadId = input.leadId;
  const template = templateId ? await findReplyTemplate(db, templateId) : undefined;
  if (templateId && !template) return { kind: 'refused', key: 'template', status: 400 };
  return db.transaction(async (tx) => {
    // Shared: an erasure waits for the attempt (and the attempt sees an erasure that came first).
    const [lead] = await tx
      .select({ name: leads.name, mobile: leads.mobile, message: leads.message, locale: leads.locale, erasedAt: leads.erasedAt })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for('share');
    if (!lead) return { kind: 'refused', key: 'notFound', status: 404 };
    if (lead.erasedAt) return { kind: 'refused', key: 'erased', status: 409 };
    await recordEvent(tx, actor, leadId, 'reached', template ? { via, template: template.title } : { via });
    if (via === 'call') return { kind: 'go', href: telHref(lead.mobile) };
    const text = template ? fillReplyTemplate(template.text, lead) : whatsappGreeting(lead.name, storedLocaleOf(lead.locale));
    return { kind: 'go', href: whatsappHref(lead.mobile, text) };
  });
}
