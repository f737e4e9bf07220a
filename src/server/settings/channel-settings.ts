// What each delivery channel is configured with (./lead-settings.ts reads it from the environment). Each sender takes
// its channel's settings and what only the running server can give it (whom routing gave the lead to, a clock).
import type { PushServiceHost } from './push-service-hosts';

export interface EmailSettings {
  smtpUrl: string;
  to: string;
  from?: string;
  /** SITE_URL: the e-mail links to the lead's page there. */
  siteUrl: string;
}

export interface WebhookSettings {
  url: string;
  secret: string;
  /** SITE_URL: the payload carries the lead's page there. */
  siteUrl: string;
}

/** Notifications on devices: the `push`, `realert`, `assigned` and `unanswered` channels. */
export interface PushSettings {
  /** PUSH_SERVICE_HOSTS, read again before each push: a device on a service no longer listed is not posted to. */
  serviceHosts: ReadonlyArray<PushServiceHost>;
  /** LEAD_REALERT_AFTER: how long after it was stored an untaken lead alerts again. */
  realertAfterMs: number;
}

/** Each channel's settings; a channel added to the vocabulary fails the typecheck in ./lead-settings.ts until it has its own. */
export interface ChannelSettings {
  email: EmailSettings;
  webhook: WebhookSettings;
  push: PushSettings;
  realert: PushSettings;
  assigned: PushSettings;
  unanswered: PushSettings;
}
