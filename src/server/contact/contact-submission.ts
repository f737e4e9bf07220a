import 'server-only';
import { routing, type AppLocale } from '@/i18n/routing';

export type BodyKind = 'json' | 'form';

/** What a visitor posted, before validation. Field values stay `unknown` for the shared schema to judge. */
export interface ContactSubmission {
  fields: { name: unknown; country: unknown; mobile: unknown; message: unknown };
  locale: AppLocale;
  /** Honeypot: people never see it, so any value means a bot. */
  website: unknown;
  startedAt: number | undefined;
  idempotencyKey: string | undefined;
}

/** Fill time under this marks a submission as spam. */
export const MIN_FILL_MS = 3_000;

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

export function toAppLocale(value: unknown): AppLocale | undefined {
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

function toStartedAt(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
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
    fields: { name: record.name, country: record.country, mobile: record.mobile, message: record.message },
    locale: toAppLocale(record.locale) ?? fallbackLocale,
    website: record.website,
    startedAt: toStartedAt(record.startedAt),
    idempotencyKey: typeof key === 'string' && key !== '' ? key : undefined,
  };
}

/**
 * Honeypot filled or filled in under MIN_FILL_MS. A negative fill time means the visitor's clock
 * runs ahead of ours: that is not evidence of a bot, and a lost lead costs more than a spam one.
 */
export function isSpamSubmission(submission: ContactSubmission, now: number): boolean {
  const { website, startedAt } = submission;
  const isHoneypotFilled = website !== undefined && website !== null && website !== '' && website !== false;
  if (isHoneypotFilled) return true;
  if (startedAt === undefined) return false;
  const fillTime = now - startedAt;
  return fillTime >= 0 && fillTime < MIN_FILL_MS;
}
