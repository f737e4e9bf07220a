import type { KnipConfig } from 'knip';

// Files that nothing imports but that run: the server's entry and Astro's log destination (astro.config.mjs names
// both), the two service workers (built apart by scripts/build-site), the bench and the HTTP tests (their own
// Vitest config's projects, which knip's Vitest plugin does not read).
const config: KnipConfig = {
  entry: [
    'src/server/entry/main.ts',
    'src/server/http/astro-log-destination.mjs',
    'src/service-worker/sw.ts',
    'src/service-worker/inbox/inbox-sw.ts',
    'scripts/**/*.{mjs,mts,ts}',
    'tests/http/**/*.test.ts',
  ],
  project: ['src/**/*.{ts,tsx,astro,mjs}', 'scripts/**/*.{mjs,mts,ts}', 'tests/**/*.ts'],
  // Declaration files describe the generated JSON modules to TypeScript; nothing imports them by name.
  ignore: ['**/*.d.json.ts'],
  // Read from disk, not imported: og-fonts.ts opens the font files by path; globals.css imports tailwindcss.
  ignoreDependencies: ['@fontsource/noto-sans-sc', 'tailwindcss'],
  ignoreBinaries: ['openssl', 'pg_dump'],
};

export default config;
