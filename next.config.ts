import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
// Validates the environment at build and start, failing with the bad variables' names.
import { env, listBrandFactsAtDefault } from './src/env';
import { CONTACT_PAGE_CSP } from './src/security/contact-page-policy';
import { staticSecurityHeaders } from './src/security/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // Generates messages/en.d.json.ts so a missing key fails the typecheck.
    createMessagesDeclaration: './messages/en.json',
    // Compiles the ICU messages at build time, so the browser gets a small formatter instead of
    // the ICU parser (about 10 KB gzipped less first-load JavaScript on every page).
    messages: { path: './messages', format: 'json', locales: 'infer', sourceLocale: 'en', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // A second build (e.g. with NEXT_PUBLIC_GA_ID set, for the analytics tests) goes to its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The brand facts this build shows at their placeholder defaults, inlined for the start-up warning
  // (src/server/brand-defaults.ts): the pages are prerendered with the build's environment, not the server's.
  env: { SITE_FACTS_AT_DEFAULT: listBrandFactsAtDefault(env).join(',') },
  reactStrictMode: true,
  // `npm start` runs .next/standalone/server.js (scripts/start.mjs); the Dockerfile ships only that folder.
  // Rolling deploys: NEXT_DEPLOYMENT_ID (read by Next itself) must be the same on every instance of one build.
  output: 'standalone',
  // Runtime data (the embedded database) must never be traced into the build: the copy would be stale and broken.
  outputFileTracingExcludes: { '/*': ['./data/**', './.e2e-data/**'] },
  // The PGlite folder's lock (src/server/db/data-dir-lock.ts) is a native addon that loads its prebuilt binary by
  // a path computed at run time: neither bundle it nor trust the tracer to find the binary; ship Linux's.
  serverExternalPackages: ['fs-native-extensions'],
  outputFileTracingIncludes: { '/*': ['./node_modules/fs-native-extensions/prebuilds/linux-*/*.node'] },
  // `npm run typecheck` (tsc with this tsconfig) is the type gate in CI; next build's own check
  // ignores allowArbitraryExtensions, which the generated messages declaration needs.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // The root layout lives in app/[locale]; this renders unmatched URLs (e.g. /api/nope).
    globalNotFound: true,
  },
  // The same for every response; the per-page Content-Security-Policy is set in proxy.ts (src/security/csp.ts).
  // The contact API, which the proxy skips, gets its own: of two rules setting one header, the last wins.
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders },
      { source: '/api/contact', headers: [{ key: 'Content-Security-Policy', value: CONTACT_PAGE_CSP }] },
    ];
  },
};

export default withNextIntl(nextConfig);
