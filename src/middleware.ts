import type { MiddlewareHandler } from 'astro';
import { toInboxAccess, type InboxAccess } from '@/lib/inbox-access';
import type { AppLocale } from '@/i18n/locales';
import { isInboxPath } from '@/lib/inbox-path';
import { INBOX_PAGE_HEADER_CSP } from '@/server/http/answer-headers';
import { compressResponse } from '@/server/http/compress-response';

/**
 * What each inbox route states about who may open it (`export const access` in its file), by route pattern
 * (`/inbox/lead/[id]`). Loaded lazily, with the route itself: the public pages never load the inbox's modules.
 */
const routeModules = import.meta.glob('./pages/inbox/**/*.{astro,ts}', { import: 'access' });
const accessLoaders = new Map(
  Object.entries(routeModules).map(([file, load]) => [file.replace(/^\.\/pages/, '').replace(/\.(astro|ts)$/, '').replace(/\/index$/, ''), load]),
);

/** The access the route states, or undefined when it states none (refused to everyone). */
async function statedAccessOf(routePattern: string): Promise<InboxAccess | undefined> {
  return toInboxAccess(await accessLoaders.get(routePattern)?.());
}

/**
 * The requests of the inbox's scripts (the live list, a device's notifications): signed out, they answer 401 for the
 * script to act on, not a redirect.
 */
const SCRIPT_ROUTES = new Set(['/inbox/rows', '/inbox/events', '/inbox/push/subscriptions', '/inbox/push/test', '/inbox/push/key']);

/** A person's availability, read with the inbox's modules (loaded lazily, like the session's). */
async function readPersonAvailability(personId: string) {
  const [{ getDatabase }, { readAvailability }] = await Promise.all([import('@/server/db/client'), import('@/server/routing/availability')]);
  return readAvailability(personId, (await getDatabase()).db);
}

/**
 * Every inbox answer: never stored by a browser or proxy, never indexed, in the person's language (`Content-Language`). A page's policy is Astro's (its script and
 * style hashes) with the directives our server gives every page (frame-ancestors and the like), which Astro's header
 * would otherwise replace; its form-action also lets the Call and WhatsApp buttons' post lead on to tel: and WhatsApp.
 */
function withPrivateHeaders(response: Response, setCookies: ReadonlyArray<string>, locale?: AppLocale): Response {
  const headers = new Headers(response.headers);
  // The inbox's worker keeps its offline page in the language of the last page it saw (src/service-worker/inbox/).
  if (locale && !headers.has('content-language')) headers.set('Content-Language', locale);
  const policy = headers.get('content-security-policy');
  if (policy) headers.set('Content-Security-Policy', `${policy.replace(/;\s*$/, '')}; ${INBOX_PAGE_HEADER_CSP}`);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The one place that decides who may see /inbox, and what every answer of it carries:
 * - a state change (anything but GET or HEAD) to /inbox from another origin (scheme, host and port) is refused (403);
 * - each route states who may open it (src/lib/inbox-access.ts): anyone, a signed-in person (a signed-out visitor is
 *   sent to /inbox/sign-in), or an admin; a route that states nothing is refused;
 * - `Cache-Control: no-store` and `X-Robots-Tag: noindex` on every inbox answer.
 * The inbox's modules are loaded only when an inbox path is asked for: the prerendered public pages (this runs while
 * they are built too) never reach them.
 *
 * Dynamic answers (the API's JSON, the no-JavaScript contact answer page, the leads export, the inbox) are compressed
 * as the browser asks. Prerendered pages and files are compressed at build time instead
 * (scripts/build-site/precompress.mjs) and served by src/server/http/static-files.ts.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  if (context.isPrerendered) return next();
  const { pathname } = context.url;
  const { request } = context;
  if (!isInboxPath(pathname)) return compressResponse(request, await next());

  const isStateChange = request.method !== 'GET' && request.method !== 'HEAD';
  const { isCrossOriginRequest } = await import('@/server/http/same-origin');
  const isCrossOrigin = isCrossOriginRequest(request.headers);
  if (isStateChange && isCrossOrigin) {
    return withPrivateHeaders(Response.json({ success: false, msg: 'Forbidden' }, { status: 403 }), []);
  }

  const { inboxLocaleOf } = await import('@/server/inbox/inbox-locale');
  const language = inboxLocaleOf(context.url, request.headers);
  context.locals.inboxLocale = language.locale;
  // A link from another site may show a page in a language, not change the remembered one.
  const setCookies = language.setCookie && !isCrossOrigin ? [language.setCookie] : [];
  try {
    const access = await statedAccessOf(context.routePattern);
    if (!access) {
      const { logger } = await import('@/server/logger');
      logger.error({ route: context.routePattern }, 'an inbox route states no access: refused');
      return withPrivateHeaders(new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }), setCookies);
    }
    if (access === 'anyone') return withPrivateHeaders(compressResponse(request, await next()), setCookies, language.locale);

    const { readInboxSession } = await import('@/server/auth/session');
    const session = await readInboxSession(request.headers);
    setCookies.push(...session.setCookies);
    if (!session.person) {
      // A page is sent to sign in; the list's data and live updates answer 401 for the script to act on.
      const answer = SCRIPT_ROUTES.has(context.routePattern)
        ? Response.json({ success: false, msg: 'Unauthorized' }, { status: 401 })
        : new Response(null, { status: isStateChange ? 303 : 302, headers: { Location: '/inbox/sign-in' } });
      return withPrivateHeaders(answer, setCookies, language.locale);
    }
    context.locals.person = session.person;
    if (access === 'admin' && session.person.role !== 'admin') {
      return withPrivateHeaders(new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }), setCookies);
    }
    // Every page's header shows the person's Available or Away (src/components/inbox/inbox-availability.tsx).
    if (!SCRIPT_ROUTES.has(context.routePattern)) context.locals.availability = await readPersonAvailability(session.person.id);
    return withPrivateHeaders(compressResponse(request, await next()), setCookies, language.locale);
  } catch (error) {
    // The database (or the auth library on it) failed. Logged here by class and code only: a query's error message
    // carries its parameters (a search, a note, a name), which Astro's own error log would print whole.
    const { inboxUnavailable } = await import('@/server/inbox/inbox-unavailable');
    return withPrivateHeaders(inboxUnavailable(error, language.locale, pathname), setCookies, language.locale);
  }
};
