import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig([
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': 'warn',
      '@typescript-eslint/no-unused-expressions': 'warn',
    },
  },
  {
    // Browser and shared code never reaches the server's modules (database, secrets, logger): they would be bundled
    // into pages or leak server configuration.
    files: ['src/lib/**', 'src/scripts/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/server|(\\.\\./)+server)(/|$)', message: 'src/lib, src/scripts and src/components never import src/server.' }] },
      ],
    },
  },
  {
    // The server's code is bundled once, with Astro's app (astro.config.mjs), so a module's state is simply module
    // state: nothing is parked on the global object to be found by a second copy.
    files: ['src/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'globalThis', message: 'Keep state in the module: the server is bundled once (astro.config.mjs).' }],
    },
  },
  {
    // The server takes the types it shares with the components from src/lib (src/lib/inbox/: the inbox's vocabulary
    // and view types); it imports a component only to render a page with it.
    files: ['src/server/**'],
    ignores: ['src/server/contact/render-contact-page.ts', 'src/server/og-fonts.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/components|(\\.\\./)+components)(/|$)',
              message: 'src/server imports a component only to render a page; shared types live in src/lib.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores(['dist/**', 'dist-*/**', '.astro/**', 'test-results/**', 'playwright-report/**', 'data/**', '.e2e-data/**']),
]);
