import { createHmac } from 'node:crypto';
import { FOR_EVERYONE, type LeadAssignment } from '@/lib/routing/lead-assignment';
import type { Lead } from '@/server/db/schema';
import type { WebhookSettings } from '@/server/settings/channel-settings';
import { toLeadPayload, type LeadSender } from './lead-payload';

/** `X-Signature` value: `sha256=` + hex HMAC-SHA256 of the raw body. */
export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

interface WebhookSenderOptions extends WebhookSettings {
  timeoutMs?: number;
  /** Whom the lead is for (routing's assignee); everyone when absent. */
  assignmentOf?: (lead: Lead) => Promise<LeadAssignment>;
}

/** POSTs each lead as signed JSON; any non-2xx answer counts as a failed attempt. */
export function createWebhookSender(options: WebhookSenderOptions): LeadSender {
  return async (lead) => {
    const assignment = (await options.assignmentOf?.(lead)) ?? FOR_EVERYONE;
    const body = JSON.stringify({ event: 'lead.created', lead: toLeadPayload(lead, options.siteUrl, assignment) });
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': signWebhookBody(body, options.secret) },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
  };
}
