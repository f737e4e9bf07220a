import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { INBOX_STYLESHEET_FOLDER, INBOX_WORKER_PATH, INBOX_WORKER_SCOPE } from '@/lib/inbox/inbox-app';
import { isInboxPath } from '@/lib/inbox-path';
import { PAGE_HEADER_CSP } from './answer-headers';
import { failurePageOf } from './failure-page';
import { notFoundPageOf, type NotFoundPage } from './not-found-page';

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Hashed by the build: a changed file gets a new name, so a year and `immutable` are safe. */
const HASHED_ASSETS = '/_astro/';
const YEAR_SECONDS = 31_536_000;

/**
 * dist/client through sirv (and the inbox app's own folder, `inboxAppDir`, for /inbox paths): the precompressed `.br` / `.gz` beside each file (scripts/build-site/precompress.mjs) when
 * the browser accepts them, `Vary: Accept-Encoding`, and `/en` served from `en.html` (build.format 'file').
 * The file list is read once at start, so no request touches the disk to find a file.
 */
export function createStaticFiles(clientDir: string, inboxAppDir?: string): Handler {
  const encodings = { brotli: true, gzip: true } as const;
  const hashed = sirv(clientDir, { ...encodings, maxAge: YEAR_SECONDS, immutable: true });
  const others = sirv(clientDir, {
    ...encodings,
    etag: true,
    // HTML and unhashed files (icons, robots.txt) are checked with the server on every use: a deploy shows at once.
    setHeaders: (response) => response.setHeader('Cache-Control', 'no-cache'),
  });
  // The inbox app's worker, icons and stylesheet, kept apart from the public site's files
  // (scripts/build-site/service-worker.mjs). The stylesheet's name is its content's hash (src/layouts/inbox-stylesheet.ts).
  const inboxApp =
    inboxAppDir && existsSync(inboxAppDir)
      ? sirv(inboxAppDir, {
          ...encodings,
          etag: true,
          setHeaders: (response, pathname) => {
            const isHashed = pathname.startsWith(INBOX_STYLESHEET_FOLDER);
            response.setHeader('Cache-Control', isHashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
            // The worker's file is under /inbox/ and serves the list, /inbox, too (src/lib/inbox/inbox-app.ts).
            if (pathname === INBOX_WORKER_PATH) response.setHeader('Service-Worker-Allowed', INBOX_WORKER_SCOPE);
          },
        })
      : undefined;
  return (request, response, next) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    // `/en.html` is not a URL of the site, and the page's policy is chosen by its extension-less path.
    if (pathname.endsWith('.html')) return next();
    if (inboxApp && isInboxPath(pathname)) return inboxApp(request, response, next);
    (pathname.startsWith(HASHED_ASSETS) ? hashed : others)(request, response, next);
  };
}

interface PageVariant {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/** A 404 page's bytes in each encoding the build wrote, best first. */
function readPageVariants(clientDir: string, page: NotFoundPage): PageVariant[] {
  const file = path.join(clientDir, `${page}.html`);
  const variants: PageVariant[] = [];
  for (const [suffix, encoding] of [
    ['.br', 'br'],
    ['.gz', 'gzip'],
  ] as const) {
    try {
      variants.push({ body: readFileSync(`${file}${suffix}`), encoding });
    } catch {
      // Small pages are not precompressed.
    }
  }
  variants.push({ body: readFileSync(file) });
  return variants;
}

const NOT_FOUND_PAGES: ReadonlyArray<NotFoundPage> = ['en/page-not-found', 'zh_cn/page-not-found', 'en/unsupported-language', '404'];

/**
 * Answers 404 with the prerendered not-found page of the path's language (./not-found-page.ts), held in memory.
 * A page the build did not make falls back to the English one; the names of missing pages are returned for the log.
 */
export function createNotFoundPages(clientDir: string): { answer: Handler; missing: NotFoundPage[] } {
  const pages = new Map<NotFoundPage, PageVariant[]>();
  const missing: NotFoundPage[] = [];
  for (const page of NOT_FOUND_PAGES) {
    try {
      pages.set(page, readPageVariants(clientDir, page));
    } catch {
      missing.push(page);
    }
  }
  const answer: Handler = (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const variants = pages.get(notFoundPageOf(pathname)) ?? pages.get('en/page-not-found');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const variant = variants?.find(({ encoding }) => !encoding || new RegExp(`\\b${encoding}\\b`).test(accepted));
    response.setHeader('Content-Security-Policy', PAGE_HEADER_CSP);
    response.setHeader('Cache-Control', 'no-cache');
    if (!variant) {
      // The build has no not-found page to show: the spec's text for an error page that cannot be shown.
      const body = failurePageOf(pathname);
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': variant.body.length,
      Vary: 'Accept-Encoding',
      ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : variant.body);
  };
  return { answer, missing };
}
