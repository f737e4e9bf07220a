/** Runs once when a server process starts: open and migrate the database, start the lead notifier. */
export async function register() {
  // `next build` also loads instrumentation; it must not open (and lock) the data directory.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startServerRuntime } = await import('./server/runtime');
    await startServerRuntime();
  }
}
