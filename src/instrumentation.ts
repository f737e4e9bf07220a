/** Runs once when a server process starts (`next dev`, `next start` and the production entry, during `app.prepare()`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Node-only code sits in its own module so the Edge compilation of this hook never sees it.
  await import('./instrumentation-node');
}
