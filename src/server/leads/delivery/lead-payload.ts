import { leadPagePath } from '@/lib/inbox-path';
import type { Lead } from '@/server/db/schema';

/** The lead's page in the sales inbox, on the site at `siteUrl` (SITE_URL): one tap from an e-mail or a webhook's app. */
export function leadPageUrl(siteUrl: string, leadId: string): string {
  return new URL(leadPagePath(leadId), siteUrl).toString();
}

/** The fields the sales team receives, in a stable order, and the lead's page. */
export function toLeadPayload(lead: Lead, siteUrl: string) {
  return {
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    locale: lead.locale,
    name: lead.name,
    country: lead.country,
    mobile: lead.mobile,
    message: lead.message,
    url: leadPageUrl(siteUrl, lead.id),
  };
}

/** A lead delivery: resolves when the channel accepted it, rejects otherwise. */
export type LeadSender = (lead: Lead) => Promise<void>;
