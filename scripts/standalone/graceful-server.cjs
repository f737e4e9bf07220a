// The production entry point: owns the HTTP server and hands Next.js (through its custom-server API, `next()`) only
// the requests the app's gate lets through. Every request passes here first: the gate (405/400 answers, the
// origin-form target, the socket address stamp, internal headers kept off the answer, timeouts; bundled from
// src/server/http/request-gate.ts into request-gate.cjs by the build), then the in-flight count, then Next.
// Run from the standalone folder (the build copies it there): `node graceful-server.cjs` (npm start, the image).
//
// Graceful SIGTERM: Next's own server closes the listener at once: connections the kernel has already accepted but
// Node has not picked up yet (a busy event loop) are reset, and http.Server#close() also drops accepted connections
// whose request is not parsed yet. Both make clients of in-flight requests see ECONNRESET.
// Here, on SIGTERM: keep accepting until no new connection arrived for a quiet period (the load balancer has
// stopped sending), then stop listening, serve every open request to the end, close the idle keep-alive
// connections (a load balancer's pool would otherwise hold the drain until the timeout), run the shutdown hooks
// and exit: 0 after a complete drain, 1 when the hooks failed or the timeout cut the drain short.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: it runs with plain node from the
   standalone folder, next to Next's CommonJS package. */
const http = require('node:http');
const net = require('node:net');
const { format } = require('node:util');

/** No new connection for this long (ms) means the backlog is empty and traffic has moved elsewhere. */
const QUIET_MS = Number(process.env.SHUTDOWN_QUIET_MS ?? 300);
/** Hard limit for the whole shutdown (ms); keep it under the orchestrator's grace period (docker stop: 10 s). */
const TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 8000);

/**
 * Cleanup that must run after the last response and before exit (e.g. stopping the outbox worker). Server code
 * registers it with `(globalThis[Symbol.for('app.shutdownHooks')] ??= []).push(async () => { ... })`.
 */
const SHUTDOWN_HOOKS = Symbol.for('app.shutdownHooks');

/** Open connections and how many requests each is serving; a connection not in the map has sent none yet. */
const connections = new Set();
const requestsInFlight = new Map();
let lastConnectionAt = 0;
let isClosing = false;

const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };
const minLogLevel = LOG_LEVELS[process.env.LOG_LEVEL ?? 'info'] ?? LOG_LEVELS.info;
function log(level, msg, fields = {}) {
  if (level < minLogLevel) return;
  // pino's line format, like the server's own logs (src/server/logger.ts).
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, ...fields, msg })}\n`);
}

/** After the listener closed: end a connection once it serves no request (never one with a response under way). */
function closeIfIdle(socket) {
  // destroySoon: end after the pending writes, then destroy (what http does for `Connection: close`).
  if (requestsInFlight.get(socket) === 0) socket.destroySoon();
}

/** Counts the request on its connection until its response closes; during the drain, ends the connection after it. */
function trackRequest(request, response) {
  const { socket } = request;
  requestsInFlight.set(socket, (requestsInFlight.get(socket) ?? 0) + 1);
  if (isClosing && !response.headersSent) response.setHeader('Connection', 'close');
  response.once('close', () => {
    requestsInFlight.set(socket, (requestsInFlight.get(socket) ?? 1) - 1);
    if (isClosing) closeIfIdle(socket);
  });
}

function closeListeners() {
  isClosing = true;
  // net.Server#close stops listening and waits for open connections, without http's idle-connection sweep,
  // which would also drop a just-accepted connection whose request is not parsed yet.
  const closed = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  log(30, 'stopped accepting connections; draining', { connections: connections.size });
  for (const socket of connections) {
    if (requestsInFlight.has(socket)) {
      closeIfIdle(socket);
    } else {
      // Accepted but no request yet: give its bytes a quiet period to arrive (checked after the poll phase,
      // where Node reads them), then close it.
      setTimeout(() => setImmediate(() => requestsInFlight.has(socket) || socket.destroy()), QUIET_MS);
    }
  }
  return closed;
}

async function runShutdownHooks() {
  const results = await Promise.allSettled((globalThis[SHUTDOWN_HOOKS] ?? []).map((hook) => hook()));
  const failures = results.filter((result) => result.status === 'rejected').map((result) => result.reason);
  // Class and code only: a database error's message carries its query's parameters (personal data).
  for (const reason of failures) log(50, 'shutdown hook failed', { err: { type: reason?.name ?? typeof reason, code: reason?.cause?.code ?? reason?.code } });
  return failures.length === 0;
}

let isStopping = false;
function stop(signal) {
  if (isStopping) return;
  isStopping = true;
  const startedAt = Date.now();
  log(30, 'graceful shutdown started', { signal });
  setTimeout(() => {
    log(50, 'graceful shutdown timed out', { timeoutMs: TIMEOUT_MS, connections: connections.size });
    process.exit(1);
  }, TIMEOUT_MS).unref();
  const drain = () =>
    closeListeners()
      .then(() => log(30, 'connections drained; running shutdown hooks'))
      .then(runShutdownHooks)
      .then((isClean) => {
        log(30, 'graceful shutdown complete', { ms: Date.now() - startedAt });
        process.exit(isClean ? 0 : 1);
      });
  const check = () =>
    // setImmediate runs right after the poll phase, where Node accepts what waits in the backlog.
    setImmediate(() => {
      const now = Date.now();
      if (now - Math.max(lastConnectionAt, startedAt) >= QUIET_MS || now - startedAt >= TIMEOUT_MS / 2) {
        drain();
      } else {
        setTimeout(check, 50);
      }
    });
  check();
}
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));

/**
 * Every line of the log is one JSON object, so a log pipeline can parse it and no request can make a line it cannot
 * (a multi-line stack used to be a flooding vector). Next writes its start-up banner and its own error reports with
 * console.*: they become pino-format lines too, the whole text of one call in one `msg`.
 */
const CONSOLE_LEVELS = { debug: 20, log: 30, info: 30, warn: 40, error: 50 };
for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
  console[method] = (...args) => log(level, format(...args).trim());
}

// After the console: the modules below log while they load.
const { applyTimeouts, gateRequest } = require('./request-gate.cjs');
const { loadBuiltNextConfig } = require('./next-config-for-custom-server.cjs');

// As Next's standalone server.js: production mode, paths relative to this folder, the same variables.
process.env.NODE_ENV = 'production';
process.chdir(__dirname);
const port = parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';
const keepAliveTimeout = parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);

const conf = loadBuiltNextConfig(__dirname);
const next = require('next');
const app = next({ dev: false, dir: __dirname, conf, hostname, port });
const handleWithNext = app.getRequestHandler();
// Loads the app and runs its instrumentation (the environment check, the database, the outbox worker). The server
// listens meanwhile, as Next's own does, and holds the requests that arrive until the app is ready.
const appReady = app.prepare();
appReady.catch((error) => {
  console.error(error);
  process.exit(1);
});

async function handleRequest(request, response) {
  trackRequest(request, response);
  if (gateRequest(request, response)) return;
  try {
    await appReady;
    await handleWithNext(request, response);
  } catch (error) {
    // What Next's own server does with an error its handler let through.
    console.error(`Failed to handle request for ${request.url}`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end('Internal Server Error');
  }
}

const server = http.createServer(handleRequest);
applyTimeouts(server);
if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
server.on('connection', (socket) => {
  lastConnectionAt = Date.now();
  connections.add(socket);
  socket.once('close', () => {
    connections.delete(socket);
    requestsInFlight.delete(socket);
  });
});
server.on('error', (error) => {
  console.error('Failed to start server', error);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const { version } = require('next/package.json');
  log(30, `Next.js ${version} listening on http://${hostname}:${port}`);
});
