import type { ContactChannel } from '@/lib/inbox/vocabulary';
import { primaryButtonClass } from './inbox-ui';

export interface ReachButtonProps {
  leadId: string;
  /** A phone call (`tel:`) or a WhatsApp chat. */
  via: ContactChannel;
  /** The button's text, translated by the page (e.g. InboxLead's `call`, `whatsapp`, or a reply template's title). */
  label: string;
  /** A reply template's id (WhatsApp only, from `templatesFor`): the chat opens with it filled for the lead, not the greeting. */
  templateId?: string;
  /**
   * The button's classes, whole, in place of the inbox's primary button (the list's rows have a shorter look of their
   * own, repeated 50 times a page, so nothing is merged here). Keep it at least 44 × 44 px: `min-h-11 min-w-11`.
   */
  className?: string;
}

/**
 * Call or WhatsApp as a one-button form: the post records the contact attempt in the lead's history, and its answer (a
 * 303 to `tel:` or wa.me, src/pages/inbox/lead/[id]/reach.ts) opens the call or the chat. WhatsApp opens in a new tab,
 * so the page stays where it was. Works with no script, and in the rows the live list swaps in.
 */
export function ReachButton({ leadId, via, label, templateId, className }: ReachButtonProps) {
  return (
    <form method="post" action={`/inbox/lead/${leadId}/reach`} className="contents">
      <input type="hidden" name="via" value={via} />
      {templateId && <input type="hidden" name="template" value={templateId} />}
      <button type="submit" formTarget={via === 'whatsapp' ? '_blank' : undefined} className={className ?? primaryButtonClass}>
        {label}
      </button>
    </form>
  );
}
