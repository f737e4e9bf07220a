import { describe, expect, it } from 'vitest';
import { memoizePromise } from './memoize-promise';

describe('memoizePromise', () => {
  it('loads once per key and shares the promise', async () => {
    const cache = new Map<string, Promise<number>>();
    let loads = 0;
    const load = async () => ++loads;
    const first = memoizePromise(cache, 'a', load);
    expect(memoizePromise(cache, 'a', load)).toBe(first);
    expect(await first).toBe(1);
    expect(await memoizePromise(cache, 'b', load)).toBe(2);
  });

  it('forgets a rejected promise, so the next call loads again', async () => {
    const cache = new Map<string, Promise<string>>();
    await expect(memoizePromise(cache, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.has('k')).toBe(false);
    expect(await memoizePromise(cache, 'k', async () => 'up')).toBe('up');
  });
});
