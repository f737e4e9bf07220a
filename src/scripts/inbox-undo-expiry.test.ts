// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideExpiredUndo } from './inbox-undo-expiry';

afterEach(() => vi.useRealTimers());

describe('the Undo button’s end', () => {
  it('hides each Undo when its own time is up, not before', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<form data-undo-ms="9500"><button>Undo</button></form><form data-undo-ms="oops"><button>Undo</button></form><p>kept</p>';
    const [undo, broken] = document.querySelectorAll('form');
    hideExpiredUndo();
    vi.advanceTimersByTime(0);
    expect(broken?.hidden).toBe(true); // a value it cannot read: no promise of time it cannot keep
    vi.advanceTimersByTime(9_499);
    expect(undo?.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(undo?.hidden).toBe(true);
    expect(document.querySelector('p')?.hidden).toBe(false);
  });
});
