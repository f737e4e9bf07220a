import { describe, expect, it } from 'vitest';
import { nearestRank } from './nearest-rank';

describe('nearestRank', () => {
  it('is the value of rank ⌈p/100 × n⌉, never an interpolation', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(nearestRank(ten, 50)).toBe(5);
    expect(nearestRank(ten, 90)).toBe(9);
    expect(nearestRank([1, 2, 3, 4], 50)).toBe(2); // the lower middle of an even count
    expect(nearestRank([10, 20, 30, 40, 50, 60, 70, 80, 90], 90)).toBe(90); // ⌈8.1⌉ = 9
    expect(
      nearestRank(
        Array.from({ length: 20 }, (_, index) => index + 1),
        90,
      ),
    ).toBe(18);
    expect(nearestRank([42], 90)).toBe(42);
    expect(nearestRank([], 50)).toBeUndefined();
  });
});
