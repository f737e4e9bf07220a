// Where a build keeps the inbox app's own files (its worker, its icons), apart from the public site's dist/client:
// `<distDir>/inbox-app/inbox/…`, written by ./service-worker.mjs and served at /inbox/… by
// src/server/http/static-files.ts (through src/server/http/astro-server.ts).
export const INBOX_APP_FOLDER = 'inbox-app';
