import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './map-with-concurrency';

describe('mapWithConcurrency', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapWithConcurrency([30, 5, 20, 1, 10, 2, 8], 3, async (ms) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, ms));
      inFlight -= 1;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20, 4, 16]);
    expect(most).toBe(3);
  });

  it('maps nothing to nothing', async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
  });
});
