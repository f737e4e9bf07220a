import { env } from '@/env';
import { parseDuration } from '@/lib/duration';
import { LEAD_CHANNELS, type OutboxChannel } from '@/lib/inbox/vocabulary';
import type { ChannelSettings, PushSettings } from './channel-settings';
import { parsePushServiceHosts } from './push-service-hosts';
import { parseRateLimit } from './rate-limit-spec';

/**
 * Notifications on devices: always on, since the server makes its VAPID keys when the environment has none. A lead
 * gets a push row only while some device has notifications on (submit_lead(): submitLead() in src/server/leads/store-lead.ts).
 */
const pushSettings: PushSettings = {
  serviceHosts: parsePushServiceHosts(env.PUSH_SERVICE_HOSTS),
  realertAfterMs: parseDuration(env.LEAD_REALERT_AFTER),
};

/**
 * Each delivery channel's settings, or undefined when the environment leaves it unset (src/env.ts refuses a
 * half-set one). The one place that decides which channels are enabled: the outbox rows a lead gets
 * (`channels`) and the senders the worker runs (src/server/runtime.ts) both follow it.
 */
const channelOptions: { [Channel in OutboxChannel]?: ChannelSettings[Channel] } = {
  email: env.SMTP_URL && env.LEAD_EMAIL_TO ? { smtpUrl: env.SMTP_URL, to: env.LEAD_EMAIL_TO, from: env.LEAD_EMAIL_FROM, siteUrl: env.SITE_URL } : undefined,
  webhook: env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET, siteUrl: env.SITE_URL } : undefined,
  push: pushSettings,
  realert: pushSettings,
  assigned: pushSettings,
  unanswered: pushSettings,
};

/** How leads are stored, kept and delivered, derived once from the validated environment. */
export const leadSettings = {
  rateLimit: parseRateLimit(env.CONTACT_RATE_LIMIT),
  ipHashSalt: env.IP_HASH_SALT,
  retentionDays: env.LEAD_RETENTION_DAYS,
  channelOptions,
  pushSettings,
  /** The channels a non-spam lead gets an outbox row for when it is stored, in the vocabulary's order. */
  channels: LEAD_CHANNELS.filter((channel) => channelOptions[channel] !== undefined),
};
