export {};

// Loaded by instrumentation.ts at server start (Node.js runtime only).
// Fail at start with the bad variables' names (src/env.ts throws them): Next only logs an instrumentation error
// and keeps serving, and pages are prerendered, so a broken configuration would otherwise go unnoticed.
try {
  await import('./env');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// `next build` also loads instrumentation; it must not open (and lock) the data directory.
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  const { startServerRuntime, stopServerRuntime } = await import('./server/runtime');
  // The production entry (scripts/standalone/graceful-server.cjs) runs these after the last response on SIGTERM:
  // the outbox worker finishes its delivery in progress and the database closes cleanly before the process exits.
  const hooks = ((globalThis as Record<symbol, unknown>)[Symbol.for('app.shutdownHooks')] ??= []) as Array<
    () => Promise<void>
  >;
  hooks.push(stopServerRuntime);
  (await import('./server/brand-defaults')).warnAboutBrandDefaults();
  await startServerRuntime();
}
