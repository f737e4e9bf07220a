import { describe, expect, it } from 'vitest';
import { pagePolicySources } from './page-policy';

describe('pagePolicySources', () => {
  it('adds nothing to default-src for a build without GA on its own origin: not a word of Google', () => {
    for (const apiBaseUrl of ['', '/api-base']) {
      const sources = pagePolicySources({ gaId: undefined, apiBaseUrl });
      expect(sources).toEqual({ scriptResources: [], directives: [] });
    }
  });

  it("with a GA ID, allows Google's GA4 hosts where gtag.js loads and reports, each beside 'self'", () => {
    const { scriptResources, directives } = pagePolicySources({ gaId: 'G-TEST123', apiBaseUrl: '' });
    expect(scriptResources).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(directives).toEqual([
      "img-src 'self' https://*.google-analytics.com https://*.googletagmanager.com",
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    ]);
  });

  it('allows the origin of an API_BASE_URL on another origin to be fetched, and no other of its parts', () => {
    expect(pagePolicySources({ gaId: undefined, apiBaseUrl: 'https://api.example.net/v1/' })).toEqual({
      scriptResources: [],
      directives: ["connect-src 'self' https://api.example.net"],
    });
    const withGa = pagePolicySources({ gaId: 'G-TEST123', apiBaseUrl: 'https://api.example.net' });
    expect(withGa.directives.filter((directive) => directive.startsWith('connect-src '))).toEqual([
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://api.example.net",
    ]);
  });
});
