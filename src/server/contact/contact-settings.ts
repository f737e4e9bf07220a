import 'server-only';
import { env } from '@/env';
import type { OutboxChannel } from '@/server/db/schema';
import { parseRateLimit } from '@/server/leads/rate-limit-spec';

/** The contact endpoint's configuration, derived once from the validated environment. */
export const contactSettings = {
  maxBodyBytes: 16 * 1024,
  rateLimit: parseRateLimit(env.CONTACT_RATE_LIMIT),
  trustedProxyHops: env.TRUST_PROXY,
  ipHashSalt: env.IP_HASH_SALT,
  channels: [
    ...(env.SMTP_URL && env.LEAD_EMAIL_TO ? (['email'] as const) : []),
    ...(env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET ? (['webhook'] as const) : []),
  ] satisfies OutboxChannel[],
};
