import { describe, expect, it } from 'vitest';
import { readRoutingDocument } from './routing-document';

const kenya = {
  name: 'Kenya',
  countries: ['KE', 'ug'],
  languages: [],
  timeZone: 'Africa/Nairobi',
  hours: { mon: ['08:00', '18:00'], sat: ['09:00', '13:00'] },
  members: ['Wanjiru@Example.com', 'baraka@example.com'],
};
const everyoneElse = { name: 'Everyone else', countries: ['*'], languages: [], timeZone: 'Africa/Lagos', hours: null, members: ['amina@example.com'] };

describe('readRoutingDocument', () => {
  it('reads a document of two teams, upper-casing countries and lower-casing e-mails', () => {
    const reading = readRoutingDocument({ answerWithin: '5m', teams: [kenya, everyoneElse] });
    expect(reading).toEqual({
      ok: true,
      document: {
        answerWithin: '5m',
        teams: [{ ...kenya, countries: ['KE', 'UG'], members: ['wanjiru@example.com', 'baraka@example.com'] }, everyoneElse],
      },
    });
  });

  it('defaults answerWithin to 5m and languages and members to none', () => {
    const reading = readRoutingDocument({ teams: [{ name: 'All', countries: ['*'], timeZone: 'UTC', hours: {} }] });
    expect(reading).toEqual({
      ok: true,
      document: { answerWithin: '5m', teams: [{ name: 'All', countries: ['*'], languages: [], timeZone: 'UTC', hours: {}, members: [] }] },
    });
  });

  it('names the field of each problem', () => {
    const bad = {
      answerWithin: '5 minutes',
      teams: [
        {
          ...kenya,
          countries: ['KE', 'XX'],
          languages: ['fr'],
          timeZone: 'Africa/Nowhere',
          hours: { mon: ['18:00', '08:00'], tue: ['8:00', '17:00'], funday: ['09:00', '10:00'] },
        },
        { ...everyoneElse, name: 'kenya', members: ['not an e-mail'], colour: 'red' },
      ],
      extra: 1,
    };
    const reading = readRoutingDocument(bad);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toEqual(
      expect.arrayContaining([
        { field: 'extra', problem: 'unknownField', value: 'extra' },
        { field: 'answerWithin', problem: 'answerWithin', value: '5 minutes' },
        { field: 'teams[0].countries[1]', problem: 'country', value: 'XX' },
        { field: 'teams[0].languages[0]', problem: 'language', value: 'fr' },
        { field: 'teams[0].timeZone', problem: 'timeZone', value: 'Africa/Nowhere' },
        { field: 'teams[0].hours.mon', problem: 'endBeforeStart', value: '18:00–08:00' },
        { field: 'teams[0].hours.tue', problem: 'time', value: '8:00' },
        { field: 'teams[0].hours.funday', problem: 'unknownField', value: 'funday' },
        { field: 'teams[1].name', problem: 'duplicateTeam', value: 'kenya' },
        { field: 'teams[1].members[0]', problem: 'email', value: 'not an e-mail' },
        { field: 'teams[1].colour', problem: 'unknownField', value: 'colour' },
      ]),
    );
    expect(reading.problems).toHaveLength(11);
  });

  it('refuses what is not a document, an empty country list, offsets for zones and an answer time out of bounds', () => {
    expect(readRoutingDocument([])).toEqual({ ok: false, problems: [{ field: '', problem: 'shape' }] });
    expect(readRoutingDocument({ answerWithin: '5m' })).toEqual({ ok: false, problems: [{ field: 'teams', problem: 'shape' }] });
    const problemsOf = (team: object, answerWithin = '5m') => {
      const reading = readRoutingDocument({ answerWithin, teams: [{ ...everyoneElse, ...team }] });
      return reading.ok ? [] : reading.problems.map((problem) => `${problem.field} ${problem.problem}`);
    };
    expect(problemsOf({ countries: [] })).toEqual(['teams[0].countries noCountry']);
    expect(problemsOf({ timeZone: '+03:00' })).toEqual(['teams[0].timeZone timeZone']);
    expect(problemsOf({ hours: { mon: ['09:00'] } })).toEqual(['teams[0].hours.mon shape']);
    expect(problemsOf({ hours: { mon: ['09:00', '09:00'] } })).toEqual(['teams[0].hours.mon endBeforeStart']);
    expect(problemsOf({ name: '' })).toEqual(['teams[0].name name']);
    expect(problemsOf({}, '5s')).toEqual(['answerWithin answerWithin']);
    expect(problemsOf({}, '2d')).toEqual(['answerWithin answerWithin']);
    expect(problemsOf({ hours: { fri: ['22:00', '24:00'] } })).toEqual([]);
  });
});
