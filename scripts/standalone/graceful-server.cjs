// Runs Next's standalone server.js (next to this file once the build copies it there) with a graceful SIGTERM.
// Next's own handler closes the listener at once: connections the kernel has already accepted but Node has not
// picked up yet (a busy event loop) are reset, and http.Server#close() also drops accepted connections whose
// request is not parsed yet. Both make clients of in-flight requests see ECONNRESET.
// Here, on SIGTERM: keep accepting until no new connection arrived for a quiet period (the load balancer has
// stopped sending), then stop listening, serve every open connection to the end, and exit.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: it must patch http before it
   requires Next's CommonJS server.js, and runs with plain node from the standalone folder. */
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');

/** No new connection for this long (ms) means the backlog is empty and traffic has moved elsewhere. */
const QUIET_MS = Number(process.env.SHUTDOWN_QUIET_MS ?? 300);
/** Hard limit for the whole shutdown (ms); keep it under the orchestrator's grace period (docker stop: 10 s). */
const TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 8000);

/**
 * Cleanup that must run after the last response and before exit (e.g. stopping the outbox worker). Server code
 * registers it with `(globalThis[Symbol.for('app.shutdownHooks')] ??= []).push(async () => { ... })`.
 */
const SHUTDOWN_HOOKS = Symbol.for('app.shutdownHooks');

process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
const servers = [];
let lastConnectionAt = 0;
const createServer = http.createServer;
http.createServer = function captureServer(...args) {
  const server = createServer.apply(this, args);
  server.on('connection', () => (lastConnectionAt = Date.now()));
  servers.push(server);
  return server;
};

function closeListeners(exitCode) {
  const closed = servers.map(
    (server) =>
      new Promise((resolve) => {
        // Keep-alive connections would hold the drain open between requests: end them after their response.
        server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
        server.keepAliveTimeout = 1;
        // net.Server#close stops listening and waits for open connections, without http's idle-connection sweep.
        net.Server.prototype.close.call(server, () => resolve());
      }),
  );
  Promise.all(closed)
    .then(() => Promise.allSettled((globalThis[SHUTDOWN_HOOKS] ?? []).map((hook) => hook())))
    .then(() => process.exit(exitCode));
}

let isStopping = false;
function stop(signal) {
  if (isStopping) return;
  isStopping = true;
  const exitCode = signal === 'SIGINT' ? 130 : 143;
  const startedAt = Date.now();
  setTimeout(() => process.exit(exitCode), TIMEOUT_MS).unref();
  const check = () =>
    // setImmediate runs right after the poll phase, where Node accepts what waits in the backlog.
    setImmediate(() => {
      const now = Date.now();
      if (now - Math.max(lastConnectionAt, startedAt) >= QUIET_MS || now - startedAt >= TIMEOUT_MS / 2) {
        closeListeners(exitCode);
      } else {
        setTimeout(check, 50);
      }
    });
  check();
}
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));

require(path.join(__dirname, 'server.js'));
