import { describe, expect, it } from 'vitest';
import { summarizeRouting } from '@/lib/routing/routing-figures';
import { toResponseReportCsv } from './response-report-csv';
import { buildResponseReport, periodWeeks, type ResponseSample } from './response-figures';
import { formatDuration } from './report-view';

const now = new Date('2026-03-18T12:00:00Z');
const sample = (agoMinutes: number, responseMinutes: number | null, agent: ResponseSample['agent']): ResponseSample => ({
  createdAt: new Date(now.getTime() - agoMinutes * 60_000),
  responseMs: responseMinutes === null ? null : responseMinutes * 60_000,
  agent,
});

describe('toResponseReportCsv', () => {
  it('writes the figures per week, per person and in total, in seconds and shares, with a BOM and the formula guard', () => {
    const weeks = periodWeeks(now, 'UTC', 2);
    const report = buildResponseReport(
      [sample(60, 3, { id: 'a', name: '=HYPERLINK("x")' }), sample(120, 90, { id: 'b', name: '王伟' }), sample(8 * 24 * 60, null, null)],
      { now, timeZone: 'UTC', weeks },
    );
    const csv = toResponseReportCsv(report);
    expect(csv.startsWith('\uFEFFscope,week_start,agent,')).toBe(true);
    const none = ',,,,,,,,';
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFscope,week_start,agent,answered,not_yet_answered,median_seconds,p90_seconds,share_within_5_min,share_within_1_h,' +
        'team,leads,first_turns_over,answered_by_first,share_answered_by_first,passed_on,median_seconds_working_hours,p90_seconds_working_hours',
      `week,2026-03-09,,0,1,,,0,0${none}`,
      `week,2026-03-16,,2,0,180,5400,0.5,0.5${none}`,
      `agent,,"'=HYPERLINK(""x"")",1,0,180,180,1,1${none}`,
      `agent,,王伟,1,0,5400,5400,0,0${none}`,
      `unassigned,,,0,1,,,0,0${none}`,
      `total,,,2,1,180,5400,0.3333,0.3333${none}`,
      '',
    ]);
  });

  it('adds routing’s figures per team and per person rung first, after the response columns', () => {
    const report = buildResponseReport([], { now, timeZone: 'UTC', weeks: periodWeeks(now, 'UTC', 1) });
    const openAtNine = { timeZone: 'UTC', hours: { wed: ['09:00', '17:00'] } } as const;
    const kenya = { id: 'k', name: '=Kenya', ...openAtNine };
    const [wanjiru, baraka] = [
      { id: 'w', name: 'Wanjiru' },
      { id: 'b', name: 'Baraka' },
    ];
    const arrivedAt = new Date('2026-03-18T08:00:00Z');
    const routing = summarizeRouting([
      // Arrived an hour before the team opens, answered at 09:10 by the first person rung.
      { team: kenya, createdAt: arrivedAt, firstRung: wanjiru, passedFrom: [], response: { at: new Date('2026-03-18T09:10:00Z'), personId: 'w' } },
      // Passed on from Baraka, answered by Wanjiru at 09:30.
      { team: kenya, createdAt: arrivedAt, firstRung: baraka, passedFrom: [baraka], response: { at: new Date('2026-03-18T09:30:00Z'), personId: 'w' } },
    ]);
    const lines = toResponseReportCsv(report, routing).trim().split('\r\n');
    expect(lines.slice(-3)).toEqual([
      "team,,,,,4200,5400,,,'=Kenya,2,2,1,0.5,1,600,1800",
      'routing_agent,,Baraka,,,,,,,,,1,0,0,1,,',
      'routing_agent,,Wanjiru,,,,,,,,,1,1,1,0,,',
    ]);
  });
});

describe('formatDuration', () => {
  it('says a time in the largest unit it fills, in the viewer’s language', () => {
    expect([45_000, 12 * 60_000, 90 * 60_000, 2.26 * 86_400_000].map((ms) => formatDuration(ms, 'en'))).toEqual(['45 sec', '12 min', '1.5 hr', '2.3 days']);
    expect([45_000, 12 * 60_000, 90 * 60_000, 86_400_000].map((ms) => formatDuration(ms, 'zh-CN'))).toEqual(['45秒', '12分钟', '1.5小时', '1天']);
  });
});
