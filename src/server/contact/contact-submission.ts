import 'server-only';
import { routing, type AppLocale } from '@/i18n/routing';
import { MAX_FILL_MS } from '@/lib/lead-fields';

export type BodyKind = 'json' | 'form';

/** What a visitor posted, before validation. Field values stay `unknown` for the shared schema to judge. */
export interface ContactSubmission {
  kind: BodyKind;
  fields: { name: unknown; country: unknown; mobile: unknown; message: unknown };
  locale: AppLocale;
  /** Honeypot: people never see it, so any value means a bot. */
  website: unknown;
  /** When the visitor started the form (epoch ms), as the site's script sends it with JSON posts. */
  startedAt: number | undefined;
  idempotencyKey: string | undefined;
}

/** Fill time under this marks a submission as spam. */
const MIN_FILL_MS = 3_000;

/** How far a visitor's clock may run ahead of ours before a `startedAt` "in the future" marks spam. */
const CLOCK_SKEW_MS = 2 * 60_000;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isValidIdempotencyKey(key: string): boolean {
  return UUID_PATTERN.test(key);
}

/** `application/json` or `application/x-www-form-urlencoded`, else undefined (415). */
export function bodyKindOf(contentType: string | null): BodyKind | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

function toAppLocale(value: unknown): AppLocale | undefined {
  if (value === 'zh_cn' || (typeof value === 'string' && value.toLowerCase() === 'zh-cn')) return 'zh-CN';
  return routing.locales.find((locale) => locale === value);
}

/** Locale for answers given before the body is read: the referring page's language, else Accept-Language. */
export function localeFromHeaders(headers: Headers): AppLocale {
  try {
    const segment = new URL(headers.get('referer') ?? '').pathname.split('/')[1];
    const fromReferer = toAppLocale(segment);
    if (fromReferer) return fromReferer;
  } catch {
    // No usable referer.
  }
  return /^\s*zh\b/i.test(headers.get('accept-language') ?? '') ? 'zh-CN' : routing.defaultLocale;
}

/** A JSON number only: the site's script sends one, and anything else is no evidence of a person. */
function toStartedAt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Parses a JSON or urlencoded body; undefined when it is not a readable object. */
export function parseSubmission(kind: BodyKind, text: string, fallbackLocale: AppLocale): ContactSubmission | undefined {
  let record: Record<string, unknown>;
  if (kind === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    record = parsed as Record<string, unknown>;
  } else {
    record = Object.fromEntries(new URLSearchParams(text));
  }
  const key = record.idempotencyKey;
  return {
    kind,
    fields: { name: record.name, country: record.country, mobile: record.mobile, message: record.message },
    locale: toAppLocale(record.locale) ?? fallbackLocale,
    website: record.website,
    // A plain form post cannot carry a fresh time (the page is static): its startedAt is not read at all.
    startedAt: kind === 'json' ? toStartedAt(record.startedAt) : undefined,
    idempotencyKey: typeof key === 'string' && key !== '' ? key : undefined,
  };
}

/**
 * Spam, stored as such and never notified, though answered like success:
 * - the honeypot is filled (any post);
 * - a JSON post (the site's script always sends `startedAt`) whose `startedAt` is missing or not a number, lies
 *   in the future beyond CLOCK_SKEW_MS, is older than MAX_FILL_MS, or leaves a fill time under MIN_FILL_MS.
 * A no-JavaScript form post is judged by the honeypot (and the rate limit) alone.
 */
export function isSpamSubmission(submission: ContactSubmission, now: number): boolean {
  const { website, startedAt } = submission;
  const isHoneypotFilled = website !== undefined && website !== null && website !== '' && website !== false;
  if (isHoneypotFilled) return true;
  if (submission.kind === 'form') return false;
  if (startedAt === undefined) return true;
  const fillTime = now - startedAt;
  // A fill time between -CLOCK_SKEW_MS and 0 is a visitor's clock running ahead of ours, not a bot.
  if (fillTime < 0) return fillTime < -CLOCK_SKEW_MS;
  return fillTime < MIN_FILL_MS || fillTime > MAX_FILL_MS;
}
