import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Per-page Content-Security-Policy without 'unsafe-inline' scripts, for statically generated pages.
 * Nonces would force dynamic rendering, so `scripts/build/write-csp-manifest.mjs` hashes the inline scripts of
 * every prerendered HTML page after `next build`; proxy.ts sends the hashes of the page it serves.
 * Runs in the proxy (Node.js runtime in Next 16), hence the file read; nothing here reaches the browser.
 */

type CspManifest = {
  buildId: string;
  /** Whether the build set NEXT_PUBLIC_GA_ID, i.e. whether its pages load Google Analytics. */
  analytics: boolean;
  /** Route (the `[locale]` path the proxy rewrites to, e.g. `/zh-CN/d`) → `sha256-…` sources. */
  routes: Record<string, string[]>;
};

/** The prerendered page that answers URLs outside the locale routes (global-not-found), e.g. /api/nope. */
export const FALLBACK_ROUTE = '/_not-found';

const MANIFEST_FILE = 'csp-manifest.json';

/** Hosts gtag.js needs, per Google's "Use Google Tag Manager with a Content Security Policy" (GA4 section). */
const analyticsHosts = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Builds the policy for one page from its inline-script hashes. */
export function buildContentSecurityPolicy(scriptHashes: ReadonlyArray<string>, isAnalyticsEnabled: boolean): string {
  const extra = (hosts: string[]) => (isAnalyticsEnabled ? hosts : []);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...extra(analyticsHosts.script)]],
    // React and Next set style attributes at runtime; styles cannot run code, so inline styles stay allowed.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...extra(analyticsHosts.img)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extra(analyticsHosts.connect)]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

function isCspManifest(value: unknown): value is CspManifest {
  if (typeof value !== 'object' || value === null) return false;
  const { buildId, analytics, routes } = value as Record<string, unknown>;
  return (
    typeof buildId === 'string' &&
    typeof analytics === 'boolean' &&
    typeof routes === 'object' &&
    routes !== null &&
    Object.values(routes).every((hashes) => Array.isArray(hashes) && hashes.every((hash) => typeof hash === 'string'))
  );
}

/** Parses a manifest file's text; null when it is not a manifest. */
export function parseCspManifest(text: string): CspManifest | null {
  try {
    const value: unknown = JSON.parse(text);
    return isCspManifest(value) ? value : null;
  } catch {
    return null;
  }
}

let cached: CspManifest | null | undefined;
const policies = new Map<string, string>();

function readManifest(): CspManifest | null {
  if (cached !== undefined) return cached;
  // `next start` runs in the project folder, the standalone server.js chdirs into its own; both hold the
  // build folder (`.next`, or NEXT_DIST_DIR for a second build such as the analytics variant).
  const file = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', MANIFEST_FILE);
  try {
    cached = parseCspManifest(readFileSync(file, 'utf8'));
  } catch {
    cached = null;
  }
  if (!cached) console.error(`[csp] ${file} is missing or invalid: pages will not hydrate. Run \`npm run build\`.`);
  return cached;
}

/**
 * The policy for a response served from `route`. Routes that are not prerendered pages get the
 * policy of the global not-found page (the HTML Next answers unmatched URLs with), which allows only its
 * own inline scripts; JSON and other non-HTML responses never run inline script under any policy.
 */
export function contentSecurityPolicyFor(route: string): string {
  const known = policies.get(route);
  if (known) return known;
  const manifest = readManifest();
  const hashes = manifest?.routes[route] ?? manifest?.routes[FALLBACK_ROUTE] ?? [];
  const policy = buildContentSecurityPolicy(hashes, manifest?.analytics ?? false);
  // Only the proxy's fixed set of rewrite targets reaches here, so the cache stays small.
  policies.set(route, policy);
  return policy;
}
