/**
 * Where gtag.js comes from and where it sends its hits, by Content-Security-Policy directive: Google's GA4 list
 * (https://developers.google.com/tag-platform/security/guides/csp, "Google Analytics 4"). Under the pages'
 * `default-src 'self'`, a host missing here blocks gtag.js or its page views.
 */
const GA_POLICY_HOSTS = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * Every page Astro renders (the public pages' <meta>, the inbox pages' header) starts from `default-src 'self'`
 * (astro.config.mjs, `security.csp.directives`): images, fonts, fetches, workers and the manifest come from the
 * site's own origin. What a public page loads from elsewhere, as the build is configured, widens the directive that
 * governs it, and nothing else does:
 * - with a GA ID, gtag.js's host (script-src) and the hosts it sends page views to (img-src, connect-src);
 * - with an API_BASE_URL on another origin, that origin (connect-src): the contact form posts there.
 */
export interface PagePolicySources {
  /** For `Astro.csp.insertScriptResource`; empty keeps Astro's own `script-src 'self'`. */
  scriptResources: string[];
  /** For `Astro.csp.insertDirective`, each a whole directive that replaces `default-src` for its kind. */
  directives: string[];
}

const SELF = "'self'";

/** The origin of an absolute URL, or undefined for a path on this origin (an empty API_BASE_URL among them). */
function originOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin : undefined;
}

/** The sources a public page needs beyond `default-src 'self'`, from the build's GA ID and API base URL. */
export function pagePolicySources({ gaId, apiBaseUrl }: { gaId: string | undefined; apiBaseUrl: string }): PagePolicySources {
  const ga = gaId ? GA_POLICY_HOSTS : undefined;
  const apiOrigin = originOf(apiBaseUrl);
  const extra: Record<'img-src' | 'connect-src', string[]> = {
    'img-src': [...(ga?.['img-src'] ?? [])],
    'connect-src': [...(ga?.['connect-src'] ?? []), ...(apiOrigin ? [apiOrigin] : [])],
  };
  return {
    // A script source replaces Astro's default `'self'`, so that goes back in with it.
    scriptResources: ga ? [SELF, ...ga['script-src']] : [],
    // A directive of its own replaces `default-src` for its kind: `'self'` goes in with the other hosts.
    directives: Object.entries(extra)
      .filter(([, hosts]) => hosts.length > 0)
      .map(([name, hosts]) => [name, SELF, ...hosts].join(' ')),
  };
}
