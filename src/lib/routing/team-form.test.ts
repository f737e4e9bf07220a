import { describe, expect, it } from 'vitest';
import { readRoutingDocument } from './routing-document';
import { emptyTeamForm, teamFieldOf, teamFormValuesOf, teamOfFormValues } from './team-form';

const kenya = {
  name: 'Kenya',
  countries: ['KE', 'UG'],
  languages: [],
  timeZone: 'Africa/Nairobi',
  hours: { mon: ['08:00', '18:00'], sat: ['20:00', '24:00'] } as const,
  members: ['wanjiru@example.com'],
};

describe('the team form', () => {
  it('gives a stored team back unchanged, midnight as the end of a day included', () => {
    const values = teamFormValuesOf(kenya);
    expect(values.hours.sat).toEqual({ start: '20:00', end: '00:00' });
    expect(values.hours.sun).toEqual({ start: '', end: '' });
    expect(teamOfFormValues(values)).toEqual(kenya);
    const alwaysOpen = { ...kenya, hours: null };
    expect(teamFormValuesOf(alwaysOpen).isAlwaysOpen).toBe(true);
    expect(teamOfFormValues(teamFormValuesOf(alwaysOpen))).toEqual(alwaysOpen);
  });

  it('leaves the checks to the document: a day with one time typed is a bad time, named by its day', () => {
    const values = { ...emptyTeamForm(), name: 'Kenya', countries: ['KE'], timeZone: 'Africa/Nairobi' };
    values.hours.tue = { start: '09:00', end: '' };
    const reading = readRoutingDocument({ teams: [kenya, teamOfFormValues(values)] });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toEqual([
      { field: 'teams[1].name', problem: 'duplicateTeam', value: 'Kenya' },
      { field: 'teams[1].hours.tue', problem: 'time' },
    ]);
    expect(reading.problems.map((problem) => teamFieldOf(problem, 1))).toEqual(['name', 'tue']);
  });

  it('shows a problem beside the field it names, for the team the form holds only', () => {
    expect(teamFieldOf({ field: 'teams[2].countries[1]', problem: 'country', value: 'XX' }, 2)).toBe('countries');
    expect(teamFieldOf({ field: 'teams[2].timeZone', problem: 'timeZone' }, 2)).toBe('timeZone');
    expect(teamFieldOf({ field: 'teams[2].hours', problem: 'shape' }, 2)).toBe('hours');
    expect(teamFieldOf({ field: 'teams[2].members[0]', problem: 'member' }, 2)).toBe('members');
    expect(teamFieldOf({ field: 'teams[1].timeZone', problem: 'timeZone' }, 2)).toBeUndefined();
    // A duplicate name is the edited team's, whichever of the two the document names.
    expect(teamFieldOf({ field: 'teams[3].name', problem: 'duplicateTeam', value: 'Kenya' }, 2)).toBe('name');
  });
});
