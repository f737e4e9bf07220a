// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, consentRecordOf } from './analytics-consent';
import { CONSENT_STATE_SCRIPT } from './consent-state-script';

/** Runs the inline script as the browser does (a classic script in the page's global scope) and reads its answer. */
function stateAfterScript(): string | null {
  window.eval(CONSENT_STATE_SCRIPT);
  return document.documentElement.getAttribute('data-consent');
}

const store = (value: unknown) => localStorage.setItem(CONSENT_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-consent');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});

afterEach(() => vi.useRealTimers());

describe('the head script of the analytics choice', () => {
  it('asks when nothing is stored', () => {
    expect(stateAfterScript()).toBe('ask');
  });

  it.each(['granted', 'denied'] as const)('shows a %s choice made today, and for six months', (choice) => {
    store(consentRecordOf(choice, new Date()));
    expect(stateAfterScript()).toBe(choice);
    vi.setSystemTime(new Date('2027-05-27T23:59:00Z'));
    expect(stateAfterScript()).toBe(choice);
  });

  it('asks again six months after the choice', () => {
    store({ choice: 'granted', date: '2026-05-28' });
    expect(stateAfterScript()).toBe('ask');
    store({ choice: 'granted', date: '2026-05-29' });
    expect(stateAfterScript()).toBe('granted');
  });

  it('asks again when the choice is dated after today (a clock that was, or is, wrong)', () => {
    store({ choice: 'granted', date: '2026-11-29' });
    expect(stateAfterScript()).toBe('ask');
    store({ choice: 'denied', date: '2031-01-01' });
    expect(stateAfterScript()).toBe('ask');
  });

  it.each([
    ['not JSON', '{granted'],
    ['null', 'null'],
    ['another word', { choice: 'maybe', date: '2026-11-01' }],
    ['no date', { choice: 'granted' }],
    ['a bad date', { choice: 'granted', date: 'yesterday' }],
  ])('asks when the record is %s', (_, value) => {
    store(value);
    expect(stateAfterScript()).toBe('ask');
  });

  it('asks when storage is off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(stateAfterScript()).toBe('ask');
  });
});
