import { locales, type AppLocale } from '@/i18n/locales';

export type BodyKind = 'json' | 'form';

/** What a visitor posted, before validation. Field values stay `unknown` for the shared schema to judge. */
export interface ContactSubmission {
  kind: BodyKind;
  fields: { name: unknown; country: unknown; mobile: unknown; message: unknown };
  locale: AppLocale;
  /** Honeypot: people never see it, so any value means a bot. */
  website: unknown;
  /** How long the visitor took to fill the form, as the site's script measures it (JSON posts only). */
  timing: FillTiming;
  idempotencyKey: string | undefined;
}

/**
 * `fillMs`: the time the page measured on its monotonic clock (`performance.now()`), from the draft's start to the
 * send. `wall-clock-only`: a page of the site from before `fillMs` sent only `startedAt`, its phone's wall-clock
 * start, which is never compared with ours. `none`: neither, or not a usable number.
 */
type FillTiming = { kind: 'measured'; fillMs: number } | { kind: 'wall-clock-only' } | { kind: 'none' };

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
  return locales.find((locale) => locale === value);
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A JSON number only: the site's script sends one, and anything else is no evidence of a person. */
function toFillTiming(record: Record<string, unknown>): FillTiming {
  const { fillMs, startedAt } = record;
  if (isFiniteNumber(fillMs) && fillMs >= 0) return { kind: 'measured', fillMs };
  if (fillMs === undefined && isFiniteNumber(startedAt)) return { kind: 'wall-clock-only' };
  return { kind: 'none' };
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
    // A plain form post carries no timing (the page is static and its script may not have run): none is read.
    timing: kind === 'json' ? toFillTiming(record) : { kind: 'none' },
    idempotencyKey: typeof key === 'string' && key !== '' ? key : undefined,
  };
}
