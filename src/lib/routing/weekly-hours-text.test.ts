import { describe, expect, it } from 'vitest';
import { describeWeeklyHours, weekdayNames } from './weekly-hours-text';

const range = (first: string, last: string) => `${first}–${last}`;

describe('describeWeeklyHours', () => {
  it('runs consecutive days with the same hours together and leaves closed days out', () => {
    const weekdays = { mon: ['08:00', '18:00'], tue: ['08:00', '18:00'], wed: ['08:00', '18:00'], thu: ['08:00', '18:00'], fri: ['08:00', '18:00'] } as const;
    expect(describeWeeklyHours({ ...weekdays, sat: ['09:00', '13:00'] }, 'en', range)).toEqual(['Mon–Fri 08:00–18:00', 'Sat 09:00–13:00']);
    expect(describeWeeklyHours({ mon: ['08:00', '18:00'], wed: ['08:00', '18:00'], sun: ['10:00', '24:00'] }, 'en', range)).toEqual([
      'Mon 08:00–18:00',
      'Wed 08:00–18:00',
      'Sun 10:00–24:00',
    ]);
    expect(describeWeeklyHours({}, 'en', range)).toEqual([]);
  });

  it('names the days in the reader’s language', () => {
    expect(describeWeeklyHours({ mon: ['08:00', '18:00'], tue: ['08:00', '18:00'] }, 'zh-CN', (first, last) => `${first}至${last}`)).toEqual([
      '周一至周二 08:00–18:00',
    ]);
    expect(weekdayNames('zh-CN', 'long').sun).toBe('星期日');
    expect(weekdayNames('en', 'long').mon).toBe('Monday');
  });
});
