// A length of time as the settings and the routing document write it: a number and a unit (`s`, `m`, `h`, `d`), e.g.
// `30s`, `10m`, `1h`; a unit alone is one of it. The environment (src/env.ts), the rate limit and the routing document
// read it with these.

/** The pattern's source, for patterns that hold a duration (CONTACT_RATE_LIMIT's `5/10m`). */
export const DURATION_SOURCE = String.raw`(\d*)\s*(s|m|h|d)`;
/** A duration alone (`LEAD_REALERT_AFTER`, `LEAD_ANSWER_WITHIN`, a routing document's `answerWithin`). */
export const DURATION_PATTERN = new RegExp(String.raw`^\s*${DURATION_SOURCE}\s*$`);

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Milliseconds of a duration's two parts as DURATION_SOURCE captures them: `10` and `m`; no number is one. */
export function durationPartsToMs(amount: string, unit: string): number {
  return (amount === '' ? 1 : Number(amount)) * (UNIT_MS[unit as keyof typeof UNIT_MS] ?? Number.NaN);
}

/** A duration (`30s`, `10m`, `1h`) in milliseconds, or undefined when it is not one or not positive. */
export function readDuration(spec: string): number | undefined {
  const match = DURATION_PATTERN.exec(spec);
  if (!match) return undefined;
  const [, amount = '', unit = 's'] = match;
  const milliseconds = durationPartsToMs(amount, unit);
  return milliseconds >= 1 ? milliseconds : undefined;
}

/** Parses a duration setting into milliseconds, at least one; throws on anything else. */
export function parseDuration(spec: string): number {
  if (!DURATION_PATTERN.test(spec)) throw new Error(`Invalid duration "${spec}": expected e.g. 10m`);
  const milliseconds = readDuration(spec);
  if (milliseconds === undefined) throw new Error(`Invalid duration "${spec}": must be positive`);
  return milliseconds;
}

const durationFormats = new Map<string, { minute: Intl.NumberFormat; second: Intl.NumberFormat }>();

/** A duration as a person reads it in `locale` ("5 min", "5分钟"; under a minute in seconds), rounded. */
export function formatDuration(ms: number, locale: string): string {
  let formats = durationFormats.get(locale);
  if (!formats) {
    const unit = (name: 'minute' | 'second') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 0 });
    formats = { minute: unit('minute'), second: unit('second') };
    durationFormats.set(locale, formats);
  }
  return ms < 60_000 ? formats.second.format(Math.max(0, Math.round(ms / 1_000))) : formats.minute.format(Math.round(ms / 60_000));
}
