import { describe, expect, it } from 'vitest';
import { alertRecipients, dutyByTeam, membersOnDuty, offDutyReason, type RoutingPerson, type RoutingTeam } from './duty';

const person = (id: string, overrides: Partial<RoutingPerson> = {}): RoutingPerson => ({
  id,
  name: id,
  role: 'agent',
  isActive: true,
  isAvailable: true,
  ...overrides,
});
const people = new Map(
  [
    person('wanjiru'),
    person('baraka', { isAvailable: false }),
    person('otieno', { isActive: false }),
    person('amina', { role: 'admin' }),
    person('tunde', { role: 'admin' }),
    person('ife', { role: 'admin', isAvailable: false }),
  ].map((entry) => [entry.id, entry]),
);
// Monday 2026-03-16, 10:00 in Nairobi and 08:00 in Lagos.
const now = new Date('2026-03-16T07:00:00Z');
const kenya: RoutingTeam = {
  id: 'kenya',
  name: 'Kenya',
  countries: ['KE'],
  languages: [],
  timeZone: 'Africa/Nairobi',
  hours: { mon: ['08:00', '18:00'] },
  memberIds: ['wanjiru', 'baraka', 'otieno'],
};
const lagosNight: RoutingTeam = {
  id: 'night',
  name: 'Night',
  countries: ['NG'],
  languages: [],
  timeZone: 'Africa/Lagos',
  hours: { mon: ['20:00', '23:00'] },
  memberIds: ['wanjiru', 'tunde'],
};

describe('who is on duty', () => {
  it('is an active, Available member of a team inside its hours', () => {
    expect(membersOnDuty(kenya, people, now)).toEqual(['wanjiru']);
    expect(dutyByTeam([kenya, lagosNight], people, now)).toEqual(
      new Map([
        ['kenya', ['wanjiru']],
        ['night', []],
      ]),
    );
    expect(membersOnDuty(kenya, people, new Date('2026-03-17T07:00:00Z'))).toEqual([]); // Tuesday: closed
  });

  it('says why a holder is off duty for a lead’s team', () => {
    expect(offDutyReason(kenya, people.get('wanjiru'), now)).toBeUndefined();
    expect(offDutyReason(kenya, people.get('baraka'), now)).toBe('away');
    expect(offDutyReason(kenya, people.get('otieno'), now)).toBe('left-team');
    expect(offDutyReason(kenya, people.get('amina'), now)).toBe('left-team');
    expect(offDutyReason(kenya, people.get('wanjiru'), new Date('2026-03-16T16:00:00Z'))).toBe('hours-ended');
  });

  it('alerts the team’s on-duty members and the Available admins not off their hours', () => {
    // Tunde is an admin of the Lagos night team, closed now; Ife is Away; Amina is in no team.
    expect(alertRecipients(kenya, [kenya, lagosNight], people, now).sort()).toEqual(['amina', 'wanjiru']);
    expect(alertRecipients(kenya, [kenya, lagosNight], people, new Date('2026-03-16T20:00:00Z')).sort()).toEqual(['amina', 'tunde']);
  });
});
