import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { env } from '@/env';
import { INBOX_APP_FOLDER } from '@/lib/inbox/inbox-app-folder';
import { isApiPath } from '@/lib/routes/api-path';
import { logger } from '@/server/logger';
import { answerKindOf, setSecurityHeaders } from './answer-headers';
import { declaresBody, handOnBody, readBodyWithin } from './body-limit';
import { SOCKET_ADDRESS_HEADER } from './client-address';
import { installDrain } from './drain';
import { failurePageOf } from './failure-page';
import { holdServedBuild } from './served-build';
import { judgeRequest, redirect, refuse, SERVER_TIMEOUTS } from './request-gate';
import { timeRequest } from './request-duration';
import { createNotFoundPages, createStaticFiles } from './static-files';
import { answerTooLarge, type TooLargeAnswerOf } from './too-large-answer';

/** Astro's middleware-mode handler (@astrojs/node): calls `next` when no on-demand route matches. */
type AstroHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void | Promise<void>;

/** What the server is built from (src/server/entry/main.ts puts it together). */
export interface AstroServerParts {
  handler: AstroHandler;
  /** The build to serve (its `client/` and `server/`). */
  distDir: string;
  tooLargeAnswerOf: TooLargeAnswerOf;
  /** Runs once the drain has ended: stops the workers and closes the database. */
  onDrained: () => Promise<void>;
}

/** The answer when our handler or Astro's failed: the spec's failure page in the path's language, or the API's envelope. */
function answerFailure(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  logger.error({ err: error instanceof Error ? { type: error.name } : { type: typeof error } }, 'request failed');
  if (response.headersSent) return void response.destroy();
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  const isApi = isApiPath(pathname);
  const body = isApi ? JSON.stringify({ success: false, msg: 'Error' }) : failurePageOf(pathname);
  response.writeHead(500, {
    'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The site's HTTP server around Astro's `handler`, listening once it is built. */
export function startAstroServer({ handler, distDir, tooLargeAnswerOf, onDrained }: AstroServerParts): void {
  // Held before anything of the build is read: `npm run build` then refuses to replace it under this server.
  if (!holdServedBuild(distDir)) logger.warn({ distDir }, 'a build is being written into the folder this server serves');
  const clientDir = path.join(distDir, 'client');
  const serveFile = createStaticFiles(clientDir, path.join(distDir, INBOX_APP_FOLDER));
  const notFound = createNotFoundPages(clientDir);
  if (notFound.missing.length > 0) logger.warn({ missing: notFound.missing }, 'not-found pages missing from the build; the English one answers');

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    timeRequest(request, response);
    const verdict = judgeRequest(request.method ?? '', request.url ?? '');
    if (verdict.kind === 'refuse') return refuse(response, verdict);
    if (verdict.kind === 'redirect') return redirect(response, verdict, declaresBody(request.headers));
    request.url = verdict.url;
    // The TCP peer, for the rate limit when no trusted proxy names the client (src/server/http/client-address.ts).
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
    setSecurityHeaders(response, answerKindOf(verdict.url.split('?')[0] ?? '/'));
    if (drain.isDraining()) response.setHeader('Connection', 'close');
    response.once('finish', drain.responseFinished);
    const serve = () =>
      serveFile(request, response, () => {
        Promise.resolve(handler(request, response, () => notFound.answer(request, response, () => {}))).catch((error: unknown) =>
          answerFailure(request, response, error),
        );
      });
    if (!declaresBody(request.headers)) return serve();
    // The path's body limit (src/lib/routes/route-table.ts), before a file or a route sees the request.
    readBodyWithin(request, response, verdict.route.maxBodyBytes)
      .then(async (reading) => {
        if (reading.kind === 'too-large') return answerTooLarge(request, response, verdict.route, tooLargeAnswerOf);
        if (reading.kind === 'read') {
          handOnBody(request, reading.body);
          serve();
        }
      })
      .catch((error: unknown) => answerFailure(request, response, error));
  };
  const server = createServer(SERVER_TIMEOUTS, handle);
  // Node would answer `Expect: 100-continue` itself, asking for a body the path may refuse; readBodyWithin answers it.
  server.on('checkContinue', handle);
  const drain = installDrain(server, logger, onDrained);
  const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);
  if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
  const hostname = process.env.HOSTNAME || '0.0.0.0';
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal({ err: { type: error.name, code: error.code } }, 'server could not listen');
    process.exit(1);
  });
  server.listen(env.PORT, hostname, () => logger.info({ port: env.PORT, hostname }, `Astro site listening on http://${hostname}:${env.PORT}`));
}
