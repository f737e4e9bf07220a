import { describe, expect, it } from 'vitest';
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
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFscope,week_start,agent,answered,not_yet_answered,median_seconds,p90_seconds,share_within_5_min,share_within_1_h',
      'week,2026-03-09,,0,1,,,0,0',
      'week,2026-03-16,,2,0,180,5400,0.5,0.5',
      `agent,,"'=HYPERLINK(""x"")",1,0,180,180,1,1`,
      'agent,,王伟,1,0,5400,5400,0,0',
      'unassigned,,,0,1,,,0,0',
      'total,,,2,1,180,5400,0.3333,0.3333',
      '',
    ]);
  });
});

describe('formatDuration', () => {
  it('says a time in the largest unit it fills, in the viewer’s language', () => {
    expect([45_000, 12 * 60_000, 90 * 60_000, 2.26 * 86_400_000].map((ms) => formatDuration(ms, 'en'))).toEqual(['45 sec', '12 min', '1.5 hr', '2.3 days']);
    expect([45_000, 12 * 60_000, 90 * 60_000, 86_400_000].map((ms) => formatDuration(ms, 'zh-CN'))).toEqual(['45秒', '12分钟', '1.5小时', '1天']);
  });
});
