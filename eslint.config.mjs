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
    // The server takes the types it shares with the components from src/lib (src/lib/inbox/: the inbox's vocabulary
    // and view types); it imports a component only to render a page with it.
    files: ['src/server/**'],
    ignores: ['src/server/contact/render-contact-page.ts', 'src/server/og-fonts.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/components|(\\.\\./)+components)(/|$)', message: 'src/server imports a component only to render a page; shared types live in src/lib.' }] },
      ],
    },
  },
  globalIgnores(['dist/**', 'dist-*/**', '.astro/**', 'test-results/**', 'playwright-report/**', 'data/**', '.e2e-data/**']),
]);
