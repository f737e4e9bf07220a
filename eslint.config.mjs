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
  globalIgnores(['dist/**', 'dist-*/**', '.astro/**', 'test-results/**', 'playwright-report/**', 'data/**', '.e2e-data/**']),
]);
