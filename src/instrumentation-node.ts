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
