// The production server's entry: Astro's build bundles it with the pages as the server entrypoint
// (dist/server/entry.mjs: astro.config.mjs), so the pages and this server share one copy of src/server. `npm start` and
// the image run dist/server/main.mjs (scripts/build-site/launcher.mjs), which sets the process up first.
// The one module above the HTTP server: it wires the runtime (database, workers) and the refusals' wording into it.
import path from 'node:path';
import { handler } from '@astrojs/node/server.js';
import { warnAboutBrandDefaults, warnAboutPrivacyNoticeDrift } from '@/server/brand-defaults';
import { startAstroServer } from '@/server/http/astro-server';
import { startServerRuntime, stopServerRuntime } from '@/server/runtime';
import { tooLargeAnswerOf } from './too-large-answers';

/** The environment is checked, the database opened and migrated and the workers started before the port opens. */
async function start(): Promise<void> {
  warnAboutBrandDefaults();
  warnAboutPrivacyNoticeDrift();
  await startServerRuntime();
  // This file is bundled to `<build>/server/entry.mjs`: the build it serves is the folder above.
  startAstroServer({ handler, distDir: path.resolve(import.meta.dirname, '..'), tooLargeAnswerOf, onDrained: stopServerRuntime });
}

start().catch((error: unknown) => {
  // The database failures that cannot be retried exit in startServerRuntime with their reason; this is the rest.
  console.error(error);
  process.exit(1);
});
