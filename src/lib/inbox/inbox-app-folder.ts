// Where a build keeps the inbox app's own files (its worker, its icons), apart from the public site's dist/client:
// `<distDir>/inbox-app/inbox/…`, written by scripts/build-site/service-worker.mjs and served at /inbox/… by
// src/server/http/static-files.ts. The build's scripts load this file with Node's own TypeScript support, so it
// imports nothing.
export const INBOX_APP_FOLDER = 'inbox-app';
