import { describe, expect, it } from 'vitest';
import { closingOf, isTeamOpen, nextOpeningOf, openMsBetween } from './team-hours';

const HOUR = 3_600_000;
// Nairobi is UTC+3 all year; Monday 2026-03-16.
const kenya = { timeZone: 'Africa/Nairobi', hours: { mon: ['08:00', '18:00'], sat: ['09:00', '13:00'] } as const };
const at = (iso: string) => new Date(iso);

describe('team hours in the team’s time zone', () => {
  it('are open from the start of a day’s hours up to (not including) their end', () => {
    expect(isTeamOpen(kenya, at('2026-03-16T04:59:59Z'))).toBe(false); // 07:59:59 in Nairobi
    expect(isTeamOpen(kenya, at('2026-03-16T05:00:00Z'))).toBe(true); // 08:00
    expect(isTeamOpen(kenya, at('2026-03-16T14:59:00Z'))).toBe(true); // 17:59
    expect(isTeamOpen(kenya, at('2026-03-16T15:00:00Z'))).toBe(false); // 18:00
  });

  it('are closed on a day missing from the hours, and always open without hours', () => {
    expect(isTeamOpen(kenya, at('2026-03-17T09:00:00Z'))).toBe(false); // a Tuesday
    expect(isTeamOpen({ timeZone: 'Africa/Lagos', hours: null }, at('2026-03-17T02:00:00Z'))).toBe(true);
    expect(isTeamOpen({ timeZone: 'Africa/Lagos', hours: {} }, at('2026-03-16T10:00:00Z'))).toBe(false);
  });

  it('say when the team next opens, in the team’s zone, and when it closes', () => {
    // Monday 19:00 in Nairobi: next Saturday 09:00.
    expect(nextOpeningOf(kenya, at('2026-03-16T16:00:00Z'))?.toISOString()).toBe('2026-03-21T06:00:00.000Z');
    // Monday 07:00: today at 08:00.
    expect(nextOpeningOf(kenya, at('2026-03-16T04:00:00Z'))?.toISOString()).toBe('2026-03-16T05:00:00.000Z');
    expect(nextOpeningOf(kenya, at('2026-03-16T06:00:00Z'))).toBeUndefined(); // open now
    expect(nextOpeningOf({ timeZone: 'UTC', hours: {} }, at('2026-03-16T06:00:00Z'))).toBeUndefined();
    expect(closingOf(kenya, at('2026-03-16T06:00:00Z'))?.toISOString()).toBe('2026-03-16T15:00:00.000Z');
  });

  it('follow a clock change: London opens at 09:00 local before and after summer time begins', () => {
    const london = { timeZone: 'Europe/London', hours: { fri: ['09:00', '17:00'], mon: ['09:00', '17:00'] } as const };
    expect(nextOpeningOf(london, at('2026-03-27T18:00:00Z'))?.toISOString()).toBe('2026-03-30T08:00:00.000Z'); // BST
    expect(isTeamOpen(london, at('2026-03-27T08:30:00Z'))).toBe(false); // 08:30 GMT
    expect(isTeamOpen(london, at('2026-03-30T08:30:00Z'))).toBe(true); // 09:30 BST
  });

  it('count the open time between two instants, for the response within working hours', () => {
    // Monday 17:00 to Saturday 10:00 in Nairobi: the last hour of Monday and the first of Saturday.
    expect(openMsBetween(kenya, at('2026-03-16T14:00:00Z'), at('2026-03-21T07:00:00Z'))).toBe(2 * HOUR);
    expect(openMsBetween(kenya, at('2026-03-17T00:00:00Z'), at('2026-03-17T10:00:00Z'))).toBe(0);
    expect(openMsBetween({ timeZone: 'UTC', hours: null }, at('2026-03-17T00:00:00Z'), at('2026-03-17T10:00:00Z'))).toBe(10 * HOUR);
    // Behind UTC: New York's Monday hours begin on the UTC Monday and end on Tuesday.
    const newYork = { timeZone: 'America/New_York', hours: { mon: ['20:00', '23:00'] } as const };
    expect(openMsBetween(newYork, at('2026-03-16T00:00:00Z'), at('2026-03-18T00:00:00Z'))).toBe(3 * HOUR);
  });
});
