// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.kasuwa.test/en" }
import { afterEach, describe, expect, it } from 'vitest';
import { deleteAnalyticsCookies } from './analytics-cookies';

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';

afterEach(() => {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    if (!name) continue;
    document.cookie = `${name}=; ${EXPIRED}`;
    document.cookie = `${name}=; ${EXPIRED}; domain=kasuwa.test`;
  }
});

describe('deleteAnalyticsCookies', () => {
  it("deletes gtag.js's cookies on the host and on the parent domain gtag.js chooses, and keeps the others", () => {
    expect(window.location.hostname).toBe('www.kasuwa.test');
    // gtag.js writes its cookies on the widest domain it may: here kasuwa.test.
    document.cookie = '_ga=GA1.1.111.222; path=/; domain=kasuwa.test';
    document.cookie = '_ga_TEST123=GS1.1.333; path=/; domain=kasuwa.test';
    document.cookie = '_gid=GA1.1.444; path=/';
    document.cookie = 'analytics-elsewhere=1; path=/';
    document.cookie = '_gallery=kept; path=/';
    deleteAnalyticsCookies();
    expect(document.cookie.split('; ').sort()).toEqual(['_gallery=kept', 'analytics-elsewhere=1']);
  });

  it('does nothing when there is no analytics cookie', () => {
    document.cookie = 'theme=dark; path=/';
    deleteAnalyticsCookies();
    expect(document.cookie).toBe('theme=dark');
  });
});
