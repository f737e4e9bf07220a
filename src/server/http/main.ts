// The production entry, compiled to dist/server/main.mjs by scripts/build-site/server-entry.mjs (`npm start` runs
// it): src/server/http/astro-server.ts owns the HTTP server; this file sets the process up and reports a failed start.
// Everything else is imported dynamically, after the line below (the build keeps it so: see server-entry.mjs).
import path from 'node:path';

// The compiled entry is the production server, however it is started (`npm start`, the image, a process manager).
process.env.NODE_ENV ??= 'production';

async function main(): Promise<void> {
  try {
    // Fail at start with the bad variables' names (src/env.ts throws them).
    await import('@/env');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { startAstroServer } = await import('./astro-server');
  // This file is compiled to `<build>/server/main.mjs`: the build it serves is the folder above.
  await startAstroServer(path.resolve(import.meta.dirname, '..'));
}

main().catch((error: unknown) => {
  // The database failures that cannot be retried exit in startServerRuntime with their reason; this is the rest.
  console.error(error);
  process.exit(1);
});
