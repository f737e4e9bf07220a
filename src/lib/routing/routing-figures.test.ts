import { describe, expect, it } from 'vitest';
import { summarizeRouting, type RoutedLeadStory } from './routing-figures';

const MINUTE = 60_000;
const kenya = { id: 'kenya', name: 'Kenya', timeZone: 'Africa/Nairobi', hours: { mon: ['08:00', '18:00'] } as const };
const wanjiru = { id: 'w', name: 'Wanjiru' };
// Monday 2026-03-16, 17:30 in Nairobi: half an hour before the team closes.
const arrived = new Date('2026-03-16T14:30:00Z');
const story = (overrides: Partial<RoutedLeadStory>): RoutedLeadStory => ({
  team: kenya,
  createdAt: arrived,
  firstRung: wanjiru,
  passedFrom: [],
  response: null,
  ...overrides,
});

describe('summarizeRouting', () => {
  it('gives each team the share answered by the first person rung, the leads passed on, and response times from arrival and within hours', () => {
    const report = summarizeRouting([
      story({ response: { at: new Date(arrived.getTime() + 3 * MINUTE), personId: 'w' } }),
      // Passed from Wanjiru to Baraka, who answered the next Monday at 08:10: a week later, 40 minutes of the team's hours.
      story({ passedFrom: [wanjiru], response: { at: new Date('2026-03-23T05:10:00Z'), personId: 'b' } }),
      // Still ringing Wanjiru: her turn is not over, so it counts for no share yet.
      story({}),
      story({ firstRung: null }),
    ]);
    expect(report.teams).toEqual([
      {
        team: { id: 'kenya', name: 'Kenya' },
        leads: 4,
        firstTurnsOver: 2,
        answeredByFirst: 1,
        answeredByFirstShare: 0.5,
        passedOn: 1,
        fromArrival: { medianMs: 3 * MINUTE, p90Ms: Date.parse('2026-03-23T05:10:00Z') - arrived.getTime() },
        withinHours: { medianMs: 3 * MINUTE, p90Ms: 40 * MINUTE },
      },
    ]);
    // Baraka was never rung first nor passed over: he has no figures of his own.
    expect(report.people).toEqual([{ person: wanjiru, firstTurnsOver: 2, answeredByThem: 1, answeredShare: 0.5, passedOn: 1 }]);
  });
});
