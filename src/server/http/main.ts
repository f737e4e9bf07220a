// The production entry, compiled to dist/server/main.mjs by scripts/build-server.mjs (`npm start` runs it):
// src/server/http/astro-server.ts owns the HTTP server; this file reports a failed start.
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
  await startAstroServer();
}

main().catch((error: unknown) => {
  // The database failures that cannot be retried exit in startServerRuntime with their reason; this is the rest.
  console.error(error);
  process.exit(1);
});
