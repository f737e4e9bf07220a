import { describe, expect, it } from 'vitest';
import { startOfDayIn } from '@/lib/zoned-time';
import { buildResponseReport, periodWeeks, summarizeResponses, weekStartOf, type ResponseSample } from './response-figures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = new Date('2026-03-18T12:00:00Z'); // a Wednesday
const amina = { id: 'u-amina', name: 'Amina Bello' };
const tunde = { id: 'u-tunde', name: 'Tunde Bakare' };

/** A lead that arrived `agoMs` before `now`, answered after `responseMs` (null: not yet) by `agent`. */
function sample(agoMs: number, responseMs: number | null, agent: ResponseSample['agent'] = amina): ResponseSample {
  return { createdAt: new Date(now.getTime() - agoMs), responseMs, agent };
}

describe('summarizeResponses', () => {
  it('gives the median and 90th percentile of the answered leads, and counts the waiting ones apart', () => {
    const answered = [2, 3, 4, 6, 8, 30, 45, 90, 120, 600].map((minutes) => sample(2 * 24 * HOUR, minutes * MINUTE));
    const figures = summarizeResponses([...answered, sample(3 * 24 * HOUR, null), sample(30 * 24 * HOUR, null)], now);
    expect(figures).toMatchObject({ answered: 10, waiting: 2, medianMs: 8 * MINUTE, p90Ms: 120 * MINUTE });
    // Within 5 minutes: 3 of 12 (the two waiting for days count against it); within 1 hour: 7 of 12.
    expect(figures.shares.fiveMinutes).toBeCloseTo(3 / 12);
    expect(figures.shares.oneHour).toBeCloseTo(7 / 12);
  });

  it('counts a lead at exactly the threshold as within it', () => {
    const figures = summarizeResponses([sample(HOUR * 3, 5 * MINUTE), sample(HOUR * 3, 5 * MINUTE + 1)], now);
    expect(figures.shares.fiveMinutes).toBe(0.5);
    expect(figures.shares.oneHour).toBe(1);
  });

  it('does not count a waiting lead against a share whose time has not passed yet', () => {
    const figures = summarizeResponses([sample(2 * MINUTE, null), sample(20 * MINUTE, null), sample(3 * HOUR, 1 * MINUTE)], now);
    // 2 minutes old: not yet known for either share; 20 minutes old: missed 5 minutes, may still make 1 hour.
    expect(figures.shares.fiveMinutes).toBe(1 / 2);
    expect(figures.shares.oneHour).toBe(1);
    expect(figures).toMatchObject({ answered: 1, waiting: 2, medianMs: MINUTE, p90Ms: MINUTE });
  });

  it('has no figures where there is nothing to measure', () => {
    expect(summarizeResponses([], now)).toEqual({ answered: 0, waiting: 0, medianMs: null, p90Ms: null, shares: { fiveMinutes: null, oneHour: null } });
    expect(summarizeResponses([sample(MINUTE, null)], now).shares).toEqual({ fiveMinutes: null, oneHour: null });
  });
});

describe('weeks', () => {
  it('start on Monday in the viewer’s time zone', () => {
    // Sunday 23:30 in Lagos (UTC+1) is still the week of Monday 9 March; Monday 00:30 there starts the next.
    expect(weekStartOf(new Date('2026-03-15T22:30:00Z'), 'Africa/Lagos')).toBe('2026-03-09');
    expect(weekStartOf(new Date('2026-03-15T23:30:00Z'), 'Africa/Lagos')).toBe('2026-03-16');
    // The same instant is Sunday in UTC and Monday in Shanghai.
    expect(weekStartOf(new Date('2026-03-15T18:00:00Z'), 'UTC')).toBe('2026-03-09');
    expect(weekStartOf(new Date('2026-03-15T18:00:00Z'), 'Asia/Shanghai')).toBe('2026-03-16');
    // Behind UTC: Monday 01:00 UTC is still Sunday evening in New York.
    expect(weekStartOf(new Date('2026-03-16T01:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    // Across a clock change (London, 29 March 2026) and a year's end.
    expect(weekStartOf(new Date('2026-03-29T23:30:00Z'), 'Europe/London')).toBe('2026-03-30');
    expect(weekStartOf(new Date('2027-01-01T12:00:00Z'), 'UTC')).toBe('2026-12-28');
  });

  it('begin at the zone’s midnight, whatever its offset that day', () => {
    const start = (day: string, zone: string) => new Date(startOfDayIn(day, zone)).toISOString();
    expect(start('2026-03-16', 'Africa/Lagos')).toBe('2026-03-15T23:00:00.000Z');
    expect(start('2026-03-16', 'Asia/Kathmandu')).toBe('2026-03-15T18:15:00.000Z'); // UTC+5:45
    expect(start('2026-03-16', 'Pacific/Pago_Pago')).toBe('2026-03-16T11:00:00.000Z'); // UTC-11
    // The day after a clock change: London's summer time began on Sunday 29 March.
    expect(start('2026-03-23', 'Europe/London')).toBe('2026-03-23T00:00:00.000Z');
    expect(start('2026-03-30', 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
    // Beirut's clocks skip from midnight to 1:00 on 29 March: the day begins at 1:00.
    expect(start('2026-03-29', 'Asia/Beirut')).toBe('2026-03-28T22:00:00.000Z');
  });

  it('of a period run from the oldest to the current one', () => {
    expect(periodWeeks(now, 'Africa/Lagos', 4)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
    expect(periodWeeks(new Date('2027-01-06T12:00:00Z'), 'UTC', 3)).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
  });
});

describe('buildResponseReport', () => {
  it('groups the period’s leads by week of arrival and by the person who answered, and leaves older leads out', () => {
    const weeks = periodWeeks(now, 'UTC', 2); // 9 and 16 March
    const thisWeek = (hours: number) => 24 * HOUR + hours * HOUR; // Tuesday 17 March, minus `hours`
    const samples = [
      sample(thisWeek(0), 2 * MINUTE, amina),
      sample(thisWeek(1), 10 * MINUTE, tunde),
      sample(thisWeek(2), 30 * MINUTE, amina),
      sample(8 * 24 * HOUR, 3 * HOUR, tunde), // Tuesday 10 March
      sample(9 * 24 * HOUR, null, null), // Monday 9 March, nobody yet
      sample(9 * 24 * HOUR, null, tunde), // assigned to Tunde, not yet answered
      sample(20 * 24 * HOUR, MINUTE, amina), // 26 February: before the period
    ];
    const report = buildResponseReport(samples, { now, timeZone: 'UTC', weeks });
    expect(report.weeks.map(({ weekStart, figures }) => [weekStart, figures.answered, figures.waiting, figures.medianMs])).toEqual([
      ['2026-03-09', 1, 2, 3 * HOUR],
      ['2026-03-16', 3, 0, 10 * MINUTE],
    ]);
    expect(report.agents.map(({ agent, figures }) => [agent?.name ?? null, figures.answered, figures.waiting, figures.p90Ms])).toEqual([
      ['Amina Bello', 2, 0, 30 * MINUTE],
      ['Tunde Bakare', 2, 1, 3 * HOUR],
      [null, 0, 1, null],
    ]);
    expect(report.total).toMatchObject({ answered: 4, waiting: 2, medianMs: 10 * MINUTE, p90Ms: 3 * HOUR });
    expect(report.total.shares.fiveMinutes).toBeCloseTo(1 / 6);
    expect(report.total.shares.oneHour).toBeCloseTo(3 / 6);
  });

  it('puts a lead in the week of the viewer’s zone, to the instant', () => {
    const weeks = ['2026-03-09', '2026-03-16'];
    const at = (iso: string) => ({ createdAt: new Date(iso), responseMs: MINUTE, agent: amina });
    // Lagos' Monday 16 March begins at 23:00 UTC on the 15th; the period ends when Monday 23 March begins.
    const samples = [
      at('2026-03-08T22:59:59Z'),
      at('2026-03-08T23:00:00Z'),
      at('2026-03-15T22:59:59Z'),
      at('2026-03-15T23:00:00Z'),
      at('2026-03-22T22:59:59Z'),
      at('2026-03-22T23:00:00Z'),
    ];
    const report = buildResponseReport(samples, { now, timeZone: 'Africa/Lagos', weeks });
    expect(report.weeks.map(({ figures }) => figures.answered)).toEqual([2, 2]);
    expect(report.total.answered).toBe(4);
  });

  it('lists every week of the period, those without leads too', () => {
    const report = buildResponseReport([], { now, timeZone: 'UTC', weeks: periodWeeks(now, 'UTC', 12) });
    expect(report.weeks).toHaveLength(12);
    expect(report.weeks.every(({ figures }) => figures.answered === 0 && figures.medianMs === null)).toBe(true);
    expect(report.agents).toEqual([]);
  });
});
