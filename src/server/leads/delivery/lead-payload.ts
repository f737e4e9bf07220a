import type { Lead } from '@/server/db/schema';

/** The fields the sales team receives, in a stable order. */
export function toLeadPayload(lead: Lead) {
  return {
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    locale: lead.locale,
    name: lead.name,
    country: lead.country,
    mobile: lead.mobile,
    message: lead.message,
  };
}

/** A lead delivery: resolves when the channel accepted it, rejects otherwise. */
export type LeadSender = (lead: Lead) => Promise<void>;
