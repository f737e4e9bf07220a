// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberTimeZone } from './inbox-time-zone';

afterEach(() => vi.restoreAllMocks());

describe('the inbox time-zone cookie', () => {
  it('tells the server the browser’s time zone, and writes it again only when it changes', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Africa/Nairobi' } as Intl.ResolvedDateTimeFormatOptions);
    window.history.replaceState(null, '', '/inbox/lead/1'); // the cookie is the inbox's (Path=/inbox)
    expect(rememberTimeZone()).toBe(true);
    expect(document.cookie).toContain('inbox_tz=Africa%2FNairobi');
    expect(rememberTimeZone()).toBe(false);
  });
});
