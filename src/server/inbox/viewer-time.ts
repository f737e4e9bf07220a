import type { AppLocale } from '@/i18n/locales';

/** The cookie the inbox's pages set with the browser's time zone (src/scripts/inbox-time-zone.ts). */
const TIME_ZONE_COOKIE = 'inbox_tz';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The viewer's time zone from the request's cookie; UTC until the browser has said (its first page). */
export function viewerTimeZoneOf(headers: Headers): string {
  const raw = new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]{1,64})`).exec(headers.get('cookie') ?? '')?.[1];
  const zone = raw ? decodeURIComponent(raw) : undefined;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date and time as the viewer reads it, with the zone named (e.g. "Nov 26, 2026, 2:05 PM GMT+1"). */
export function formatViewerTime(date: Date, locale: AppLocale, timeZone: string): string {
  const key = `${locale} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' } as const;
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

const shortFormatters = new Map<string, { thisYear: Intl.DateTimeFormat; otherYear: Intl.DateTimeFormat; year: Intl.DateTimeFormat }>();

/**
 * A date and time short enough for a row of the list on a phone ("Nov 26, 2:05 PM"; the year when it is not this
 * year's), in the viewer's zone; the lead's page gives it whole.
 */
export function formatViewerShortTime(date: Date, locale: AppLocale, timeZone: string, now = new Date()): string {
  const key = `${locale} ${timeZone}`;
  let formats = shortFormatters.get(key);
  if (!formats) {
    const common = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone } as const;
    formats = {
      thisYear: new Intl.DateTimeFormat(locale, common),
      otherYear: new Intl.DateTimeFormat(locale, { ...common, year: 'numeric' }),
      year: new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone }),
    };
    shortFormatters.set(key, formats);
  }
  return (formats.year.format(date) === formats.year.format(now) ? formats.thisYear : formats.otherYear).format(date);
}
