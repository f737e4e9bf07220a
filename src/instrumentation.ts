/** Runs once when the server starts (`next start` and the standalone server.js). */
export async function register() {
  // Node-only code sits in its own module so the Edge compilation of this hook never sees it.
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
