import { leadPagePath } from '@/lib/inbox-path';
import type { LeadAssignment } from '@/lib/routing/lead-assignment';
import type { Lead } from '@/server/db/schema';

/** The lead's page in the sales inbox, on the site at `siteUrl` (SITE_URL): one tap from an e-mail or a webhook's app. */
export function leadPageUrl(siteUrl: string, leadId: string): string {
  return new URL(leadPagePath(leadId), siteUrl).toString();
}

/** The fields the sales team receives, in a stable order, the lead's page, and whom it is for. */
export function toLeadPayload(lead: Lead, siteUrl: string, assignment: LeadAssignment) {
  return {
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    locale: lead.locale,
    name: lead.name,
    country: lead.country,
    mobile: lead.mobile,
    message: lead.message,
    url: leadPageUrl(siteUrl, lead.id),
    // Routing's assignee (null: nobody yet, or everyone), its team and, while it waits, when the team opens.
    assignee: assignment.assignee,
    team: assignment.team?.name ?? null,
    waitingUntil: assignment.waitingUntil?.toISOString() ?? null,
  };
}

/**
 * A lead delivery: resolves when the channel accepted it, rejects otherwise. `delivery` is the outbox row's: the routing
 * step of a ring or an alert.
 */
export type LeadSender = (lead: Lead, delivery: { step: number | null }) => Promise<void>;
