import type { Logger } from 'pino';
import { env, listBrandFactsAtDefault, listPrivacyNoticeFacts } from '@/env';
import { logger } from '@/server/logger';

/**
 * The brand facts the pages were built with that are still placeholders. Pages are prerendered, so what counts is
 * the build's environment, which the build writes into the launcher as SITE_FACTS_AT_DEFAULT
 * (scripts/build-site/launcher.mjs); the server's own environment (e.g. a Docker container without the build
 * arguments) would say nothing about the pages. Run from source (unit tests), the running environment is read.
 */
export function brandFactsAtDefault(): string[] {
  const recorded = process.env.SITE_FACTS_AT_DEFAULT;
  if (recorded === undefined) return listBrandFactsAtDefault(env);
  return recorded.split(',').filter(Boolean);
}

/** Logs one warning line at production start naming every brand fact still at its placeholder default. */
export function warnAboutBrandDefaults(log: Logger = logger, facts: string[] = brandFactsAtDefault()): void {
  if (process.env.NODE_ENV !== 'production' || facts.length === 0) return;
  log.warn(
    { brandFactsAtDefault: facts },
    `brand facts still at their placeholder defaults, shown on the site as they are: ${facts.join(', ')}; set them at build time (README, "Environment variables")`,
  );
}

/**
 * The settings the privacy notice states (the retention, the e-mail provider's and the webhook's hosts) whose value at
 * run time differs from the build's, which the prerendered notice shows. Run from source, nothing differs.
 */
export function privacyNoticeDrift(recorded = process.env.PRIVACY_NOTICE_FACTS, running = listPrivacyNoticeFacts(env)): string[] {
  if (recorded === undefined) return [];
  const built = JSON.parse(recorded) as Partial<Record<string, string>>;
  return Object.entries(running)
    .filter(([name, value]) => built[name] !== value)
    .map(([name]) => name);
}

/** Logs one warning line at production start when the privacy notice no longer states what the server does. */
export function warnAboutPrivacyNoticeDrift(log: Logger = logger, settings: string[] = privacyNoticeDrift()): void {
  if (process.env.NODE_ENV !== 'production' || settings.length === 0) return;
  log.warn(
    { privacyNoticeDrift: settings },
    `the privacy notice was built with other values of ${settings.join(', ')} than the server runs with, and states the build's: rebuild with them set (docs/analytics-consent.md)`,
  );
}
