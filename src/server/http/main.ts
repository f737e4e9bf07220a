// The production server's entry: Astro's build bundles it with the pages as the server entrypoint
// (dist/server/entry.mjs: astro.config.mjs), so the pages and this server share one copy of src/server. `npm start` and
// the image run dist/server/main.mjs (scripts/build-site/launcher.mjs), which sets the process up first.
import path from 'node:path';
import { handler } from '@astrojs/node/server.js';
import { startAstroServer } from './astro-server';

// This file is bundled to `<build>/server/entry.mjs`: the build it serves is the folder above.
startAstroServer(handler, path.resolve(import.meta.dirname, '..')).catch((error: unknown) => {
  // The database failures that cannot be retried exit in startServerRuntime with their reason; this is the rest.
  console.error(error);
  process.exit(1);
});
