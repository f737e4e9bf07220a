// Build step after `astro build` (scripts/build-site/index.mjs): writes `<distDir>/server/main.mjs`, the file `npm
// start`, the Docker image, the bench and the tests run. Astro's build bundles the server itself (src/server/entry/main.ts
// is its server entrypoint, dist/server/entry.mjs: astro.config.mjs); this small file sets the process up before any of
// it loads, since an ES module's imports are all evaluated before its first line:
// - NODE_ENV: React and others choose their production build from it when first imported (as its development build,
//   React broke react-dom/server's production build: the no-JS contact answer page answered 500);
// - the brand facts this build's pages show at their placeholder defaults, read from the build's environment with the
//   server's own rules (src/env.ts, loaded by Node's type stripping), and what its privacy notice states of the
//   server's configuration, for src/server/brand-defaults.ts to warn about;
// - SITE_URL, when the server's environment sets none: the address the build was made for (./site-record.mjs).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SITE_RECORD_FILE, writeSiteRecord } from './site-record.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Writes `<distDir>/server/main.mjs`, and beside it the address the build was made for (./site-record.mjs). */
export async function writeLauncher(distDir) {
  const { env, listBrandFactsAtDefault, listPrivacyNoticeFacts } = await import(pathToFileURL(path.join(root, 'src', 'env.ts')).href);
  await writeSiteRecord(distDir, env.SITE_URL);
  const facts = listBrandFactsAtDefault(env).join(',');
  const source = `// Written by \`npm run build\` (scripts/build-site/launcher.mjs): sets the process up, then starts the server.
import { readFileSync } from 'node:fs';
process.env.NODE_ENV ??= 'production';
process.env.SITE_FACTS_AT_DEFAULT = ${JSON.stringify(facts)};
process.env.PRIVACY_NOTICE_FACTS = ${JSON.stringify(JSON.stringify(listPrivacyNoticeFacts(env)))};
process.env.SITE_URL ||= JSON.parse(readFileSync(new URL('./${SITE_RECORD_FILE}', import.meta.url), 'utf8')).siteUrl;
try {
  await import('./entry.mjs');
} catch (error) {
  // A bad environment variable: src/env.ts names it in one line. Anything else with its stack.
  console.error(error instanceof Error && error.message.startsWith('Invalid environment variables') ? error.message : error);
  process.exit(1);
}
`;
  await writeFile(path.join(distDir, 'server', 'main.mjs'), source);
}
